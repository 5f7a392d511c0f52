// Finding and reading documents: search with snippets, the library of public documents and
// the reader's place in a document. Access: only files the caller may read (service.requireReadable's
// rule: public ones and the caller's own).
import {
  decodeLibraryCursor,
  encodeLibraryCursor,
  type TLibraryFacets,
  type TLibraryFacetsQuery,
  type TLibraryQuery,
  type TSearchQuery,
  type TSearchResponse,
} from '../../../shared/files/contract';
import { SEARCH_ERRORS } from '../../../shared/files/messages';
import { buildSnippet, searchTerms, toPrefixTsQuery, type SnippetPart } from '../../../shared/files/search';
import type { MainDb } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { presentFile } from '../present';
import type { SearchCache } from './search-cache';
import type { FileWithFlags } from '../queries';
import * as searchQueries from './search-queries';
import { countLibraryFacets } from './library-facets';

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService({
  db,
  cache,
  facetsCache,
}: {
  db: MainDb;
  cache: SearchCache;
  /** The library's counts per filter, kept as ranked matches are and cleared by the same changes. */
  facetsCache: SearchCache<TLibraryFacets>;
}) {
  /** The ranked matches of one page of results (one row more than the page tells a next one exists). */
  async function findMatches(terms: string[], query: TSearchQuery, callerId: string | null) {
    const filters = { subject: query.subject, level: query.level, tag: query.tag };
    const matches = await searchQueries.searchFiles(db, {
      tsQuery: toPrefixTsQuery(terms),
      callerId,
      filters,
      limit: query.limit + 1,
      offset: query.offset,
    });
    // Too few whole-word matches on the first page: names that resemble the query follow them. (Later
    // pages hold word matches only, so a page never repeats a file of an earlier one.)
    if (query.offset > 0 || matches.length > query.limit) return matches;
    const similar = await searchQueries.searchSimilarNames(db, {
      folded: terms.join(' '),
      callerId,
      filters,
      exclude: matches.map((match) => match.id),
    });
    return [...matches, ...similar].slice(0, query.limit);
  }

  return {
    async search(query: TSearchQuery, callerId: string | null): Promise<TSearchResponse> {
      const terms = searchTerms(query.q);
      // Only punctuation or symbols: nothing to look for, an empty result rather than an error.
      if (terms.length === 0) return { hits: [], nextOffset: null };
      const key = JSON.stringify([terms, callerId, query.limit, query.offset, query.subject, query.level, query.tag]);
      const matches = await cache.get(key, () => findMatches(terms, query, callerId));
      const shown = matches.slice(0, query.limit);
      const rows = await searchQueries.findFilesForSearch(db, shown, callerId);
      const pageTexts = await searchQueries.findPageTexts(
        db,
        shown.flatMap((match) => (match.page === null ? [] : [{ fileId: match.id, page: match.page }])),
      );
      const hits = shown.flatMap((match) => {
        const row = rows.get(match.id);
        // Cached matches are ids only: a file gone or made private since is left out here too.
        if (!row || !(row.isPublic || row.userId === callerId)) return [];
        const pageText = match.page === null ? undefined : pageTexts.get(`${match.id}:${match.page}`);
        const snippet =
          pageText !== undefined ? withHits(buildSnippet(pageText, terms)) : descriptionSnippet(row, terms);
        return [
          {
            file: presentFile(row, callerId),
            snippet,
            // Text files are cut into pages only for search; a page number means something only in a
            // document that has pages.
            page: pageText !== undefined && snippet && row.pageCount !== null ? match.page : null,
          },
        ];
      });
      const nextOffset = matches.length > query.limit ? query.offset + query.limit : null;
      return { hits, nextOffset };
    },

    async library(query: TLibraryQuery, callerId: string | null) {
      const cursor = query.cursor === undefined ? undefined : decodeLibraryCursor(query.cursor, query.sort);
      if (cursor === null) throw AppError.from(400, SEARCH_ERRORS.badCursor);
      const rows = await searchQueries.listLibrary(db, {
        sort: query.sort,
        format: query.format,
        filters: { subject: query.subject, level: query.level, tag: query.tag },
        callerId,
        limit: query.limit,
        cursor,
      });
      const last = rows.length === query.limit ? rows[rows.length - 1] : undefined;
      return {
        files: rows.map((row) => presentFile(row, callerId)),
        nextCursor: last ? encodeLibraryCursor(librarySortValue(last, query.sort), last.id) : null,
      };
    },

    libraryFacets: (query: TLibraryFacetsQuery) =>
      facetsCache.get(JSON.stringify([query.format, query.subject, query.level, query.tag]), () =>
        countLibraryFacets(db, query),
      ),

    close: () => {
      cache.close();
      facetsCache.close();
    },

    getReadingPosition: (userId: string, fileId: string) => searchQueries.findReadingPosition(db, userId, fileId),
    saveReadingPosition: (userId: string, fileId: string, page: number) =>
      searchQueries.saveReadingPosition(db, userId, fileId, page),
  };
}

function librarySortValue(row: FileWithFlags & { helpfulScore: number | null }, sort: TLibraryQuery['sort']): number {
  if (sort === 'helpful') return row.helpfulScore ?? 0;
  if (sort === 'downloads') return row.downloadCount;
  if (sort === 'views') return row.viewCount;
  return row.uploadedAt.getTime();
}

/** The description's snippet when the query's words are in it; a name-only hit has none. */
function descriptionSnippet(row: FileWithFlags, terms: string[]): SnippetPart[] | null {
  return row.description ? withHits(buildSnippet(row.description, terms)) : null;
}

function withHits(parts: SnippetPart[]): SnippetPart[] | null {
  return parts.some((part) => part.hit) ? parts : null;
}
