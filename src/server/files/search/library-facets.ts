// The library's filters by what a document is (subject, level, tag) and their facet counts: how many public
// files each subject, level and top tag holds under the other filters (docs/product-rules.md, Search and the
// library). Only public files count: a private or hidden file (hidden files are private) is never told.
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MainDb } from '../../db/connect';
import { files } from '../../db/main-schema';
import {
  LIBRARY_TOP_TAGS,
  type TDocumentFilters,
  type TLibraryFacets,
  type TLibraryFacetsQuery,
} from '../../../shared/files/contract';
import { DOCUMENT_LEVELS } from '../../../shared/files/document-info';
import { LIBRARY_FORMATS } from '../../../shared/files/library';

type FacetFilters = TLibraryFacetsQuery;

/** The conditions of the given filters on the files table (the tag through files_tags_idx). */
export function documentFilterConditions(filters: FacetFilters): (SQL | undefined)[] {
  return [
    filters.subject === undefined ? undefined : eq(files.subject, filters.subject),
    filters.level === undefined ? undefined : eq(files.level, filters.level),
    filters.tag === undefined ? undefined : sql`${files.tags} @> ARRAY[${filters.tag}]::text[]`,
    filters.format === undefined ? undefined : inArray(files.extension, [...LIBRARY_FORMATS[filters.format]]),
  ];
}

/** The same filters over the alias `f` of search's statements (subject, level and tag: search has no format). */
export function documentFilterSql(filters: TDocumentFilters): SQL {
  const parts: SQL[] = [];
  if (filters.subject !== undefined) parts.push(sql` AND f.subject = ${filters.subject}`);
  if (filters.level !== undefined) parts.push(sql` AND f.level = ${filters.level}`);
  if (filters.tag !== undefined) parts.push(sql` AND f.tags @> ARRAY[${filters.tag}]::text[]`);
  return sql.join(parts, sql``);
}

/** Public files matching `filters`. */
function publicWhere(filters: FacetFilters, also?: SQL): SQL | undefined {
  return and(sql`${files.isPublic}`, ...documentFilterConditions(filters), also);
}

/**
 * Each facet counts under every filter but its own: the subjects under the level, tag and format chosen, and
 * so on, so a learner sees what choosing another subject would give. The tag chosen is always among the tags,
 * whatever its rank.
 */
export async function countLibraryFacets(db: MainDb, query: FacetFilters): Promise<TLibraryFacets> {
  const { subject: _subject, ...withoutSubject } = query;
  const { level: _level, ...withoutLevel } = query;
  const { tag, ...withoutTag } = query;
  const [subjects, levels, tags] = await Promise.all([
    db
      .select({ value: files.subject, count: count() })
      .from(files)
      .where(publicWhere(withoutSubject, isNotNull(files.subject)))
      .groupBy(files.subject)
      .orderBy(desc(count()), files.subject),
    db
      .select({ value: files.level, count: count() })
      .from(files)
      .where(publicWhere(withoutLevel, isNotNull(files.level)))
      .groupBy(files.level),
    countTopTags(db, withoutTag),
  ]);
  if (tag !== undefined && !tags.some((entry) => entry.value === tag)) {
    const [chosen] = await db.select({ count: count() }).from(files).where(publicWhere(query));
    tags.push({ value: tag, count: chosen?.count ?? 0 });
  }
  return {
    subjects: subjects.flatMap((row) => (row.value === null ? [] : [{ value: row.value, count: row.count }])),
    // In the levels' own order, every level with a file.
    levels: DOCUMENT_LEVELS.flatMap((level) => {
      const row = levels.find((entry) => entry.value === level);
      return row ? [{ value: level, count: row.count }] : [];
    }),
    tags,
  };
}

async function countTopTags(db: MainDb, filters: FacetFilters): Promise<{ value: string; count: number }[]> {
  const result = (await db.execute(sql`
    SELECT tag AS value, count(*)::int AS count
    FROM ${files}, unnest(${files.tags}) AS tag
    WHERE ${publicWhere(filters)}
    GROUP BY tag
    ORDER BY 2 DESC, 1
    LIMIT ${LIBRARY_TOP_TAGS}
  `)) as unknown as { rows: { value: string; count: number | string }[] };
  return result.rows.map((row) => ({ value: row.value, count: Number(row.count) }));
}
