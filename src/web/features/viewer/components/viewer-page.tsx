// Full-page viewer (/viewer?u=&n=&e=, docs/product-rules.md, Viewer): only this site's content route is loaded; page
// scroll and window.open are disabled while it is open; on a phone a dismissable notice
// recommends a computer.
// Every 'Tải xuống' runs the shared download flow (login, permission, toasts), never a bare
// link to the download route.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@shared/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT, type MessageId } from '@/i18n/i18n';
import { useFileDownload } from '@/lib/file-download';
import { useResumePendingAction } from '@/lib/pending-file-action';
import { keepFocusOnPage } from '@/lib/page-focus';
import { useReadingPositionMemory } from '@/features/viewer/hooks/use-reading-position';
import { PdfViewer, type PageTarget, type PdfLoadError } from './pdf-viewer';
import { fileKind } from '@/lib/file-kind';
import { parseViewerSource } from './viewer-source';
import styles from './viewer-page.module.css';

/** A page number from the address, or null for none or nonsense. */
function pageParam(value: string | null): number | null {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : null;
}

function useViewerLockdown(): void {
  useEffect(() => {
    const overflow = document.body.style.overflow;
    const original = window.open;
    document.body.style.overflow = 'hidden';
    window.open = () => null;
    return () => {
      document.body.style.overflow = overflow;
      window.open = original;
    };
  }, []);
}

function ViewerMessage(props: { title: string; reason?: string | null; hint?: string; children?: ReactNode }) {
  return (
    <div className={styles.error} role="alert">
      <h2>{props.title}</h2>
      {props.reason && <p className={styles.reason}>{props.reason}</p>}
      {props.hint && <p className={styles.hint}>{props.hint}</p>}
      {props.children && <div className={styles.actions}>{props.children}</div>}
    </div>
  );
}

/** A refusal the content route explained; other failures (a broken file, a dropped line) have none. */
function refusalOf(error: PdfLoadError | null): MessageId | null {
  if (error?.status === 403) return 'errors.FILE_FORBIDDEN';
  if (error?.status === 404) return 'errors.FILE_NOT_FOUND';
  return null;
}

export function ViewerPage() {
  const [params] = useSearchParams();
  const t = useT();
  const source = parseViewerSource(params.get('u'), window.location.origin);
  const name = params.get('n') || t('viewer.defaultName');
  const kind = fileKind(params.get('e') || '');
  const [notice, setNotice] = useState(true);
  const [failure, setFailure] = useState<PdfLoadError | null>(null);
  const [mediaFailed, setMediaFailed] = useState(false);
  const { download, downloading } = useFileDownload();
  useResumePendingAction(source?.fileId ?? null, 'download', () => {
    if (source) void download({ id: source.fileId, filename: name });
  });
  useViewerLockdown();
  const onPdfError = useCallback((error: PdfLoadError) => setFailure(error), []);
  // ?page=N opens that page; a saved page is offered as 'Đọc tiếp từ trang N'.
  const openedAt = pageParam(params.get('page'));
  const [target, setTarget] = useState<PageTarget | null>(() => (openedAt ? { page: openedAt } : null));
  const isDocument = kind === 'pdf' || kind === 'office';
  const memory = useReadingPositionMemory(source?.fileId ?? null, { enabled: isDocument && !failure, openedAt });
  // The tab and the heading read the document's title; the download keeps the file's name.
  const title = params.get('t') || name;
  useDocumentTitle(title, { withSiteName: false });

  const downloadButton = (className = 'btn btn-primary') =>
    source && (
      <button
        type="button"
        className={className}
        // Not `disabled`: the button would drop the keyboard focus while the download starts.
        aria-disabled={downloading}
        onClick={() => {
          if (!downloading) void download({ id: source.fileId, filename: name });
        }}
      >
        {t('viewer.download')}
      </button>
    );

  const refusalId = refusalOf(failure);
  const refusal = refusalId && t(refusalId);
  let body: ReactNode;
  if (!source) {
    body = <ViewerMessage title={t('viewer.openFailed')} reason={t('viewer.invalidAddress')} />;
  } else if (failure?.status === 409 && kind === 'office') {
    // The background job has not converted the file yet: trying again later may find its PDF.
    body = (
      <ViewerMessage
        title={t('viewer.officePending')}
        hint={`${t('viewer.officePendingHint')} ${t('viewer.downloadInstead')}`}
      >
        <button type="button" className="btn btn-secondary" onClick={() => setFailure(null)}>
          {t('viewer.retry')}
        </button>
        {downloadButton()}
      </ViewerMessage>
    );
  } else if (failure && kind === 'office') {
    body = (
      <ViewerMessage
        title={t('viewer.officeFailed')}
        reason={refusal}
        hint={`${t(failure.status === 404 ? 'viewer.officeUnsupported' : 'viewer.officePreviewError')} ${t('viewer.downloadInstead')}`}
      >
        {downloadButton()}
      </ViewerMessage>
    );
  } else if (refusal) {
    body = (
      <ViewerMessage title={t('viewer.openFailed')} reason={refusal} hint={t('viewer.openFailedHint')}>
        {downloadButton()}
      </ViewerMessage>
    );
  } else if (failure) {
    // A PDF that cannot be drawn (broken file, dropped line) offers a new tab or the download.
    body = (
      <ViewerMessage title={t('viewer.pdfFailed')} hint={t('viewer.pdfFailedHint')}>
        <a className="btn btn-secondary" href={source.contentUrl} target="_blank" rel="noopener noreferrer">
          {t('viewer.openInNewTab')}
        </a>
        {downloadButton()}
      </ViewerMessage>
    );
  } else if (mediaFailed) {
    body = (
      <ViewerMessage title={t('viewer.openFailed')} reason={t('viewer.mediaFailed')} hint={t('viewer.openFailedHint')}>
        {downloadButton()}
      </ViewerMessage>
    );
  } else if (kind === 'pdf' || kind === 'office') {
    const url = kind === 'pdf' ? source.contentUrl : source.previewUrl;
    body = (
      <PdfViewer
        key={url}
        url={url}
        download={downloadButton()}
        onError={onPdfError}
        target={target}
        onPageChange={memory.onPageChange}
      />
    );
  } else if (kind === 'image') {
    body = <img className={styles.image} src={source.contentUrl} alt={name} onError={() => setMediaFailed(true)} />;
  } else if (kind === 'video') {
    body = (
      <video
        className={styles.video}
        src={source.contentUrl}
        controls
        playsInline
        preload="metadata"
        onError={() => setMediaFailed(true)}
      />
    );
  } else if (kind === 'audio') {
    body = (
      <div className={styles.audioBox}>
        <p className={styles.audioName}>{name}</p>
        <audio src={source.contentUrl} controls autoPlay onError={() => setMediaFailed(true)} />
      </div>
    );
  } else if (kind === 'text') {
    body = <iframe className={styles.frame} src={source.contentUrl} title={name} sandbox="" />;
  } else {
    body = (
      <ViewerMessage title={t('viewer.unsupportedKind')} hint={t('viewer.unsupportedKindHint')}>
        {downloadButton()}
      </ViewerMessage>
    );
  }

  return (
    <div className={styles.viewer}>
      <header className={styles.bar}>
        {source && (
          <Link to={paths.file.build(source.fileId)} className={`btn btn-secondary ${styles.barButton}`}>
            <span aria-hidden="true">←</span> {t('viewer.backToFile')}
          </Link>
        )}
        {/* The document's title is the page's heading, for screen readers' heading navigation. */}
        <h1 className={styles.title} title={title}>
          {title}
        </h1>
        {downloadButton(`btn btn-secondary ${styles.barButton}`)}
      </header>
      {notice && (
        <div className={styles.notice} role="note">
          <span>{t('viewer.desktopRecommended')}</span>
          <button
            type="button"
            className={styles.noticeClose}
            aria-label={t('viewer.closeNotice')}
            onClick={() => setNotice(false)}
          >
            ×
          </button>
        </div>
      )}
      {memory.offer !== null && (
        <div className={styles.resume} data-testid="resume-offer">
          <span>{t('viewer.readUpTo', { page: memory.offer })}</span>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setTarget({ page: memory.offer! });
              memory.dismiss();
            }}
          >
            {t('viewer.resumeFrom', { page: memory.offer })}
          </button>
          <button
            type="button"
            className={styles.noticeClose}
            aria-label={t('viewer.dismissResume')}
            onClick={() => {
              memory.dismiss();
              keepFocusOnPage(500);
            }}
          >
            ×
          </button>
        </div>
      )}
      {/* The scrolling area takes focus, so the keyboard can scroll a document without links (WCAG 2.1.1). */}
      <div className={styles.stage} tabIndex={0} role="region" aria-label={t('viewer.contentLabel')}>
        {body}
      </div>
    </div>
  );
}
