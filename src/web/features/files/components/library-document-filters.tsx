// The library's filters by what a document is: subject, level and a popular tag, each choice a link (the
// state is in the address) with how many public files it would show under the other filters.
import { paths } from '@shared/paths';
import { Link } from 'react-router';
import type { TDocumentLevel } from '@shared/files/document-info';
import { useT } from '@/i18n/i18n';
import { useSiteConfig } from '@/lib/site-config';
import { useLibraryFacets } from '@/features/files/api/get-library-facets';
import { LEVEL_LABELS } from '@/features/files/lib/document-details';
import type { DocumentFilters, LibraryQuery } from '@/features/files/lib/library-query';
import styles from './library-page.module.css';

interface Choice {
  key: string;
  label: string;
  count: number | null;
  to: string;
  selected: boolean;
}

function FilterGroup({ label, choices, testId }: { label: string; choices: Choice[]; testId: string }) {
  const t = useT();
  return (
    <nav aria-label={label} className={styles.facetGroup} data-testid={testId}>
      <span className={styles.facetLabel} aria-hidden="true">
        {label}
      </span>
      <div className={styles.facetChoices}>
        {choices.map((choice) => (
          <Link
            key={choice.key}
            to={choice.to}
            className={`${styles.format} ${choice.selected ? styles.selected : ''}`}
            aria-current={choice.selected ? 'true' : undefined}
          >
            {choice.label}
            {choice.count !== null && (
              <span className={styles.facetCount}>
                <span aria-hidden="true">{choice.count}</span>
                <span className="visually-hidden">{t('files.library.facetCount', { count: choice.count })}</span>
              </span>
            )}
          </Link>
        ))}
      </div>
    </nav>
  );
}

export function LibraryDocumentFilters({ query }: { query: LibraryQuery }) {
  const t = useT();
  const siteSubjects = useSiteConfig()?.documentSubjects ?? [];
  const facets = useLibraryFacets(query.format, query.filters).data;
  const { filters } = query;
  const linkWith = (changes: DocumentFilters) =>
    paths.library.build({ sort: query.sort, format: query.format ?? undefined, ...filters, ...changes });
  const all = (selected: boolean, changes: DocumentFilters): Choice => ({
    key: '',
    label: t('files.library.filterAll'),
    count: null,
    to: linkWith(changes),
    selected,
  });

  // The site's subjects in its order, then any other a document still has; a subject without files only
  // while it is the one chosen.
  const subjectCounts = new Map(facets?.subjects.map((entry) => [entry.value, entry.count]));
  const subjects = [...new Set([...siteSubjects, ...subjectCounts.keys()])].filter(
    (subject) => subjectCounts.has(subject) || subject === filters.subject,
  );
  const levelCounts = new Map(facets?.levels.map((entry) => [entry.value, entry.count]));
  const levels = (Object.keys(LEVEL_LABELS) as TDocumentLevel[]).filter(
    (level) => levelCounts.has(level) || level === filters.level,
  );
  const tags = facets?.tags ?? [];

  return (
    <div className={styles.facets}>
      <FilterGroup
        label={t('files.library.subjectLabel')}
        testId="subject-filter"
        choices={[
          all(filters.subject === undefined, { subject: undefined }),
          ...subjects.map((subject) => ({
            key: subject,
            label: subject,
            count: subjectCounts.get(subject) ?? 0,
            to: linkWith({ subject }),
            selected: filters.subject === subject,
          })),
        ]}
      />
      <FilterGroup
        label={t('files.library.levelLabel')}
        testId="level-filter"
        choices={[
          all(filters.level === undefined, { level: undefined }),
          ...levels.map((level) => ({
            key: level,
            label: t(LEVEL_LABELS[level]),
            count: levelCounts.get(level) ?? 0,
            to: linkWith({ level }),
            selected: filters.level === level,
          })),
        ]}
      />
      {(tags.length > 0 || filters.tag) && (
        <FilterGroup
          label={t('files.library.tagLabel')}
          testId="tag-filter"
          choices={[
            all(filters.tag === undefined, { tag: undefined }),
            ...tags.map((entry) => ({
              key: entry.value,
              label: `#${entry.value}`,
              count: entry.count,
              // The chosen tag's link lets it go.
              to: linkWith({ tag: entry.value === filters.tag ? undefined : entry.value }),
              selected: filters.tag === entry.value,
            })),
          ]}
        />
      )}
    </div>
  );
}
