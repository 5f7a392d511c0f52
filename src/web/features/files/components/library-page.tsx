// The library (/tai-lieu). Without `q` the public documents, newest, most downloaded or most
// viewed, filtered by format; with `q` the search results in the same grid, each with its snippet and
// page. Everything the page shows is in its address (q, sort, format).
import { paths } from '@shared/paths';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIBRARY_SORTS } from '@shared/files/library';
import { Loading } from '@/components/loading';
import { SearchInput } from '@/components/search-input';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';
import { useLibraryFiles } from '@/features/files/api/get-library';
import { useSearchFiles } from '@/features/files/api/search-files';
import { useLiveFiles } from '@/features/files/hooks/use-live-files';
import {
  hasDocumentFilters,
  LIBRARY_FORMAT_OPTIONS,
  LIBRARY_SORT_LABELS,
  parseLibraryQuery,
  searchSummary,
  type LibraryQuery,
} from '@/features/files/lib/library-query';
import type { FileMatch } from './file-card';
import { FileGrid } from './file-grid';
import { LibraryDocumentFilters } from './library-document-filters';
import styles from './library-page.module.css';

const CARD_FLAGS = { showSave: true, showShare: true };

function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  // A refused query (400) says what is wrong with it; asking again would not help.
  const refused = error instanceof ApiError && error.status === 400;
  const t = useT();
  return (
    <div className={styles.error} role="alert">
      <p>{error instanceof ApiError ? error.message : t('files.library.loadFailed')}</p>
      {!refused && (
        <button type="button" className="btn btn-secondary" onClick={retry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

function SearchResults({ q }: { q: string }) {
  const search = useSearchFiles(q);
  const t = useT();
  if (search.isPending) return <Loading />;
  if (search.isError) return <LoadError error={search.error} retry={() => void search.refetch()} />;
  const hits = search.data;
  const matches = new Map<string, FileMatch>(hits.map((hit) => [hit.file.id, hit]));
  return (
    <>
      {/* With no hit the empty box below says it: the line stays for screen readers only. */}
      <p className={hits.length === 0 ? 'visually-hidden' : styles.summary} role="status">
        {t(searchSummary(search.hasNextPage), { count: hits.length })}
      </p>
      <FileGrid
        files={hits.map((hit) => hit.file)}
        matches={matches}
        flags={CARD_FLAGS}
        more={search}
        empty={
          <>
            <p className={styles.emptyTitle}>{t('files.library.noMatchTitle')}</p>
            <p>{t('files.library.noMatchHint')}</p>
            <Link to={paths.library.pattern} className="btn btn-secondary">
              {t('files.library.showAll')}
            </Link>
          </>
        }
      />
    </>
  );
}

function LibraryFiles({ query }: { query: LibraryQuery }) {
  const files = useLibraryFiles(query.sort, query.format, true, query.filters);
  const t = useT();
  const formatLabel = LIBRARY_FORMAT_OPTIONS.find((option) => option.value === query.format)?.label;
  if (files.isPending) return <Loading />;
  if (files.isError) return <LoadError error={files.error} retry={() => void files.refetch()} />;
  return (
    <FileGrid
      files={files.data}
      flags={CARD_FLAGS}
      more={files}
      empty={
        hasDocumentFilters(query.filters) ? (
          <>
            <p className={styles.emptyTitle}>{t('files.library.noPublicFiltered')}</p>
            <Link to={paths.library.build({ sort: query.sort })} className="btn btn-secondary">
              {t('files.library.clearFilters')}
            </Link>
          </>
        ) : (
          <p className={styles.emptyTitle}>
            {formatLabel && query.format
              ? t('files.library.noPublicOfFormat', { format: t(formatLabel) })
              : t('files.library.noPublic')}
          </p>
        )
      }
    />
  );
}

function LibraryFilters({ query }: { query: LibraryQuery }) {
  const t = useT();
  return (
    <div className={styles.filters}>
      <nav aria-label={t('files.library.sortLabel')} className={styles.sorts}>
        {LIBRARY_SORTS.map((sort) => (
          <Link
            key={sort}
            to={paths.library.build({ sort, format: query.format ?? undefined, ...query.filters })}
            className={`${styles.sort} ${query.sort === sort ? styles.selected : ''}`}
            aria-current={query.sort === sort ? 'true' : undefined}
          >
            {t(LIBRARY_SORT_LABELS[sort])}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('files.library.formatLabel')} className={styles.formats}>
        {LIBRARY_FORMAT_OPTIONS.map((option) => (
          <Link
            key={t(option.label)}
            to={paths.library.build({ sort: query.sort, format: option.value ?? undefined, ...query.filters })}
            className={`${styles.format} ${query.format === option.value ? styles.selected : ''}`}
            aria-current={query.format === option.value ? 'true' : undefined}
          >
            {t(option.label)}
          </Link>
        ))}
      </nav>
    </div>
  );
}

export function LibraryPage() {
  const [params] = useSearchParams();
  const query = parseLibraryQuery(params);
  const navigate = useNavigate();
  const t = useT();
  const [value, setValue] = useState(query.q);
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    // Back, forward or the nav bar changed the search: the field shows it.
    setShownQ(query.q);
    setValue(query.q);
  }
  useLiveFiles();
  const heading = query.q ? t('files.library.resultsFor', { q: query.q }) : t('files.library.title');
  useDocumentTitle(heading);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.library.build({ q: value }));
  };

  return (
    <div className="page">
      <div className="container">
        <header className={styles.header}>
          <h1 className={styles.title}>{heading}</h1>
          {!query.q && <p className={styles.lead}>{t('files.library.lead')}</p>}
          <form role="search" aria-label={t('files.library.searchLabel')} className={styles.search} onSubmit={submit}>
            <SearchInput
              id="library-search"
              label={t('files.library.searchLabel')}
              placeholder={t('files.library.searchPlaceholder')}
              className={`input ${styles.searchInput}`}
              value={value}
              onChange={setValue}
            />
            <button type="submit" className="btn btn-primary">
              {t('files.library.search')}
            </button>
          </form>
          {query.q && (
            <Link to={paths.library.pattern} className={styles.backLink}>
              <span aria-hidden="true">←</span> {t('files.library.allDocuments')}
            </Link>
          )}
        </header>
        {query.q ? (
          <SearchResults key={query.q} q={query.q} />
        ) : (
          <>
            <LibraryFilters query={query} />
            <LibraryDocumentFilters query={query} />
            <LibraryFiles query={query} />
          </>
        )}
      </div>
    </div>
  );
}
