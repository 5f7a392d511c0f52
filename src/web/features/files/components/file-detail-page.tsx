// File detail: one card with save, share, download and open-viewer actions. It is the
// landing page of a shared link, so it also shows the document itself (first pages, image, player or
// text), its page count and size, and more public files by the same author. ?page=N starts the preview
// and the viewer at that page (a search hit's page).
import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { TFile } from '@shared/files/contract';
import { Loading } from '@/components/loading';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { loginPathReturningTo } from '@/lib/return-path';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT, type MessageId } from '@/i18n/i18n';
import { useAuthorFiles } from '@/features/files/api/get-author';
import { useFile } from '@/features/files/api/get-file';
import { useFileActions } from '@/features/files/hooks/use-file-actions';
import { useLiveFiles } from '@/features/files/hooks/use-live-files';
import { ArchiveEntries } from './archive-entries';
import { CommentsSection } from './comments-section';
import { DocumentPreview, hasPreview } from './document-preview';
import { FileCard } from './file-card';
import { FileGrid } from './file-grid';
import { Icon } from './icons';
import { RatingControl } from './rating-control';
import { ReportDialog } from './report-dialog';
import { VisitorDownloadNote } from './visitor-download-note';
import authorStyles from './author-page.module.css';
import styles from './file-detail-page.module.css';

/** How many other files of the author the page lists. */
const MORE_FROM_AUTHOR = 6;

// File detail states: not found, forbidden, any other error.
function errorText(error: Error): MessageId {
  if (error instanceof ApiError && error.status === 404) return 'errors.FILE_NOT_FOUND';
  if (error instanceof ApiError && error.status === 403) return 'errors.FILE_FORBIDDEN';
  return 'errors.FILE_LOAD_FAILED';
}

function startPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function MoreFromAuthor({ file }: { file: TFile }) {
  const files = useAuthorFiles(file.userId, true);
  const t = useT();
  const others = (files.data ?? [])
    .filter((other) => other.id !== file.id && other.isPublic)
    .slice(0, MORE_FROM_AUTHOR);
  if (others.length === 0) return null;
  const author = file.userName || t('files.unknownUser');
  return (
    <section className={styles.more} aria-labelledby="more-from-author">
      <div className={styles.sectionHead}>
        <h2 id="more-from-author" className={styles.sectionTitle}>
          {t('files.detail.moreFromAuthor', { author })}
        </h2>
        <Link to={paths.author.build(file.userId)} className={styles.sectionLink}>
          {t('files.detail.seeAll')}
        </Link>
      </div>
      <FileGrid files={others} flags={{}} empty={null} />
    </section>
  );
}

/** Signed-in readers report the file; visitors are sent to sign in first. */
function ReportAction({ file }: { file: TFile }) {
  const { user } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const t = useT();
  if (file.isOwner || file.moderation) return null;
  const label = (
    <>
      <Icon name="flag" size={16} /> {t('files.report.button')}
    </>
  );
  return (
    <div className={styles.reportRow}>
      {user ? (
        <button type="button" className={`btn btn-ghost ${styles.report}`} onClick={() => setOpen(true)}>
          {label}
        </button>
      ) : (
        <Link
          to={loginPathReturningTo(`${location.pathname}${location.search}`)}
          className={`btn btn-ghost ${styles.report}`}
          title={t('files.report.signInFirst')}
        >
          {label}
        </Link>
      )}
      {open && <ReportDialog file={file} open onClose={() => setOpen(false)} />}
    </div>
  );
}

function FileLanding({ file, page }: { file: TFile; page: number }) {
  const actions = useFileActions(file, page);
  const t = useT();
  return (
    <>
      <FileCard
        file={file}
        match={page > 1 ? { snippet: null, page } : undefined}
        flags={{
          linkToDetail: false,
          hideThumbnail: true,
          showView: true,
          showDownload: true,
          showSave: true,
          showShare: true,
        }}
      />
      <VisitorDownloadNote file={file} />
      <RatingControl file={file} />
      <ReportAction file={file} />
      {file.archiveEntryCount !== null && <ArchiveEntries file={file} />}
      {hasPreview(file) && (
        <section className={styles.preview} aria-labelledby="preview-title">
          <h2 id="preview-title" className={styles.sectionTitle}>
            {t('files.detail.preview')}
          </h2>
          <DocumentPreview file={file} from={page} onOpenViewer={actions.openViewer} />
        </section>
      )}
      <CommentsSection file={file} />
      <MoreFromAuthor file={file} />
    </>
  );
}

export function FileDetailPage() {
  const { fileId = '' } = useParams();
  const [params] = useSearchParams();
  const file = useFile(fileId);
  const t = useT();
  useLiveFiles();
  useDocumentTitle(file.data?.title ?? t(file.isError ? errorText(file.error) : 'files.document'));

  return (
    <div className="page">
      <div className={`container ${styles.container}`}>
        <div className={styles.topLinks}>
          <Link to={paths.home} className={`btn btn-secondary ${authorStyles.back}`}>
            <Icon name="back" /> {t('common.toHome')}
          </Link>
          <Link to={paths.library.pattern} className={`btn btn-ghost ${authorStyles.back}`}>
            {t('files.library.title')}
          </Link>
        </div>
        {file.isPending ? (
          <Loading />
        ) : file.isError ? (
          <div className={`card ${authorStyles.message}`} style={{ margin: '0 auto' }}>
            <h1>{t(errorText(file.error))}</h1>
            <Link to={paths.home} className="btn btn-primary">
              {t('common.toHome')}
            </Link>
          </div>
        ) : (
          <FileLanding file={file.data} page={startPage(params.get('page'))} />
        )}
      </div>
    </div>
  );
}
