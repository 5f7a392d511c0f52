// What a shared link's visitor sees of the file before opening anything: the first pages of a
// PDF or converted Office file, the image, the player, the start of a text, else the thumbnail.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { TFile } from '@shared/files/contract';
import { fileExtension } from '@shared/files/format';
import { useT } from '@/i18n/i18n';
import { fileKind } from '@/lib/file-kind';
import styles from './file-detail-page.module.css';

const PdfFirstPages = lazy(async () => ({ default: (await import('./pdf-first-pages')).PdfFirstPages }));

/** The start of a text file: enough to judge it, never the whole of a large one. */
const TEXT_PREVIEW_BYTES = 16 * 1024;

function previewPdfUrl(file: TFile): string {
  return `/api/v4/files/${encodeURIComponent(file.id)}/preview.pdf`;
}

function TextPreview({ file }: { file: TFile }) {
  const t = useT();
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await fetch(file.fileUrl, {
          headers: { Range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` },
          credentials: 'same-origin',
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer()).slice(0, TEXT_PREVIEW_BYTES);
        // A cut in the middle of a character leaves a replacement mark at the end: drop it.
        const decoded = new TextDecoder('utf-8').decode(bytes).replace(/\uFFFD+$/, '');
        setText(file.size > TEXT_PREVIEW_BYTES ? `${decoded.trimEnd()}\n…` : decoded);
      } catch (error) {
        if (!controller.signal.aborted) setFailed(true);
        if (!controller.signal.aborted) console.warn('Text preview failed', error);
      }
    })();
    return () => controller.abort();
  }, [file.fileUrl, file.size]);
  if (failed) return <p className={styles.previewNote}>{t('files.preview.textFailed')}</p>;
  if (text === null) return <div className={styles.textSkeleton} aria-hidden="true" />;
  return (
    // Focusable, so a keyboard can scroll a long text (WCAG 2.1.1).
    <pre
      className={styles.text}
      tabIndex={0}
      role="region"
      aria-label={t('files.preview.textLabel')}
      data-testid="text-preview"
    >
      {text}
    </pre>
  );
}

function ThumbnailPreview({ file }: { file: TFile }) {
  const t = useT();
  if (!file.thumbnailUrl) return null;
  return (
    <img
      className={styles.thumbnail}
      src={file.thumbnailUrl}
      alt={t('files.preview.thumbnailAlt', { filename: file.title })}
      decoding="async"
      data-testid="preview-thumbnail"
    />
  );
}

function PdfPreview({ file, from, onOpenViewer }: { file: TFile; from: number; onOpenViewer: () => void }) {
  const t = useT();
  const kind = fileKind(fileExtension(file.filename));
  const [pageCount, setPageCount] = useState<number | null>(file.pageCount);
  const [failed, setFailed] = useState(false);
  const count = window.matchMedia('(max-width: 600px)').matches ? 2 : 3;
  if (failed) {
    return file.thumbnailUrl ? (
      <ThumbnailPreview file={file} />
    ) : (
      <p className={styles.previewNote}>{t('files.preview.pdfFailed')}</p>
    );
  }
  const shown = pageCount === null ? null : Math.min(pageCount, from + count - 1);
  return (
    <>
      <Suspense fallback={<div className={styles.pageSkeleton} aria-hidden="true" />}>
        <PdfFirstPages
          url={kind === 'pdf' ? file.fileUrl : previewPdfUrl(file)}
          from={from}
          count={count}
          onLoaded={setPageCount}
          onError={() => setFailed(true)}
        />
      </Suspense>
      {pageCount !== null && shown !== null && (pageCount > shown || from > 1) && (
        <div className={styles.readMore}>
          <p>
            {t(from > 1 ? 'files.preview.shownPageRange' : 'files.preview.shownFirstPages', {
              from,
              shown,
              total: pageCount,
            })}
          </p>
          <button type="button" className="btn btn-primary" onClick={onOpenViewer}>
            {from > 1 ? t('files.preview.readFrom', { page: from }) : t('files.preview.readAll')}
          </button>
        </div>
      )}
    </>
  );
}

/** The preview of `file`, or null when there is nothing to show (the card alone then). */
export function DocumentPreview({ file, from, onOpenViewer }: { file: TFile; from: number; onOpenViewer: () => void }) {
  const t = useT();
  const kind = fileKind(fileExtension(file.filename));
  if (file.previewState === 'failed') {
    // The job could not read the file; drawing it in the browser would fail or hang the same way.
    return (
      <p className={styles.previewFailed} role="note" data-testid="preview-failed">
        {t('files.preview.failed')}
      </p>
    );
  }
  if (kind === 'office' && file.previewState === 'pending') {
    // Its PDF is made by the background job; the page refreshes when the job ends.
    return (
      <p className={styles.previewNote} role="status" data-testid="preview-pending">
        {t('viewer.officePendingHint')}
      </p>
    );
  }
  switch (kind) {
    case 'pdf':
    case 'office':
      return <PdfPreview file={file} from={from} onOpenViewer={onOpenViewer} />;
    case 'image':
      return <img className={styles.image} src={file.fileUrl} alt={file.title} decoding="async" />;
    case 'video':
      return (
        <video
          className={styles.video}
          src={file.fileUrl}
          poster={file.thumbnailUrl ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={file.title}
        />
      );
    case 'audio':
      return <audio className={styles.audio} src={file.fileUrl} controls preload="metadata" aria-label={file.title} />;
    case 'text':
      return <TextPreview file={file} />;
    default:
      return <ThumbnailPreview file={file} />;
  }
}

/** True when DocumentPreview has something to show for this file. */
export function hasPreview(file: TFile): boolean {
  const kind = fileKind(fileExtension(file.filename));
  return kind !== 'other' || file.thumbnailUrl !== null || file.previewState === 'failed';
}
