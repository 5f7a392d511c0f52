// Two-column grid of file cards (collapses at 1023/768/640/480 px) with an empty state.
import type { ReactNode } from 'react';
import type { TFile } from '@shared/files/contract';
import { useT } from '@/i18n/i18n';
import { FileCard, type FileCardFlags, type FileMatch } from './file-card';
import styles from './file-grid.module.css';

export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function FileGrid({
  files,
  flags,
  empty,
  more,
  matches,
}: {
  files: TFile[];
  flags: FileCardFlags;
  empty: ReactNode;
  more?: MorePages;
  /** Search hits: where each file was found, by file id. */
  matches?: ReadonlyMap<string, FileMatch>;
}) {
  const t = useT();
  if (files.length === 0) return <div className={styles.empty}>{empty}</div>;
  return (
    <>
      <div className={styles.grid}>
        {files.map((file) => (
          <FileCard key={file.id} file={file} flags={flags} match={matches?.get(file.id)} />
        ))}
      </div>
      {more?.hasNextPage && (
        <div className={styles.more}>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={more.isFetchingNextPage}
            onClick={() => void more.fetchNextPage()}
          >
            {more.isFetchingNextPage ? t('common.loading') : t('common.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
