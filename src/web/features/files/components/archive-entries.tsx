// The entries of an archive (a .zip) on its file page: each with its folder, name and size, 'Xem' for what the
// viewer shows inline (PDF, image, audio, video, text), opened in place under its row, and 'Tải xuống' for
// that entry alone (the file's own download rule: signed in, or a visitor where the owner allows visitors'
// downloads; any other visitor is sent to sign in and back).
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { API_BASE } from '@shared/constants';
import type { TArchiveEntry } from '@shared/files/archives/contract';
import type { TFile } from '@shared/files/contract';
import { fileExtension, fileSize } from '@shared/files/format';
import { useT } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import { fileKind, type FileKind } from '@/lib/file-kind';
import { loginPathReturningTo } from '@/lib/return-path';
import { useArchiveEntries } from '@/features/files/api/get-archive-entries';
import { Icon } from './icons';
import styles from './archive-entries.module.css';
import previewStyles from './file-detail-page.module.css';

const PdfFirstPages = lazy(async () => ({ default: (await import('./pdf-first-pages')).PdfFirstPages }));

/** The start of a text entry, as the file's own text preview shows. */
const TEXT_PREVIEW_BYTES = 16 * 1024;
const INLINE_KINDS: ReadonlySet<FileKind> = new Set(['pdf', 'image', 'audio', 'video', 'text']);

const entryUrl = (fileId: string, position: number, what: 'content' | 'download') =>
  `${API_BASE}/files/${encodeURIComponent(fileId)}/entries/${position}/${what}`;

function splitPath(path: string): { folder: string; name: string } {
  const slash = path.lastIndexOf('/');
  return { folder: slash < 0 ? '' : path.slice(0, slash + 1), name: path.slice(slash + 1) };
}

function kindOf(entry: TArchiveEntry): FileKind {
  return fileKind(fileExtension(splitPath(entry.path).name));
}

function EntryText({ url, size, label }: { url: string; size: number; label: string }) {
  const t = useT();
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await fetch(url, {
          headers: { Range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` },
          credentials: 'same-origin',
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer()).slice(0, TEXT_PREVIEW_BYTES);
        const decoded = new TextDecoder('utf-8').decode(bytes).replace(/\uFFFD+$/, '');
        setText(size > TEXT_PREVIEW_BYTES ? `${decoded.trimEnd()}\n…` : decoded);
      } catch (error) {
        if (controller.signal.aborted) return;
        setFailed(true);
        console.warn('Archive entry text preview failed', error);
      }
    })();
    return () => controller.abort();
  }, [url, size]);
  if (failed) return <p className={previewStyles.previewNote}>{t('files.preview.textFailed')}</p>;
  if (text === null) return <div className={previewStyles.textSkeleton} aria-hidden="true" />;
  return (
    <pre className={previewStyles.text} tabIndex={0} role="region" aria-label={label}>
      {text}
    </pre>
  );
}

function EntryPreview({ file, entry }: { file: TFile; entry: TArchiveEntry }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const url = entryUrl(file.id, entry.position, 'content');
  const { name } = splitPath(entry.path);
  switch (kindOf(entry)) {
    case 'pdf':
      if (failed) return <p className={previewStyles.previewNote}>{t('files.preview.pdfFailed')}</p>;
      return (
        <Suspense fallback={<div className={previewStyles.pageSkeleton} aria-hidden="true" />}>
          <PdfFirstPages url={url} from={1} count={2} onLoaded={() => undefined} onError={() => setFailed(true)} />
        </Suspense>
      );
    case 'image':
      return <img className={previewStyles.image} src={url} alt={name} decoding="async" />;
    case 'video':
      return (
        <video className={previewStyles.video} src={url} controls playsInline preload="metadata" aria-label={name} />
      );
    case 'audio':
      return <audio className={previewStyles.audio} src={url} controls preload="metadata" aria-label={name} />;
    case 'text':
      return <EntryText url={url} size={entry.size} label={t('files.archive.textLabel', { name })} />;
    default:
      return null;
  }
}

function EntryRow({
  file,
  entry,
  isOpen,
  onToggle,
}: {
  file: TFile;
  entry: TArchiveEntry;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const { user } = useAuth();
  const location = useLocation();
  const previewId = useId();
  const { folder, name } = splitPath(entry.path);
  const canPreview = INLINE_KINDS.has(kindOf(entry));
  return (
    <li className={styles.entry} data-testid="archive-entry">
      <div className={styles.row}>
        <span className={styles.badge} aria-hidden="true">
          {(fileExtension(name) || '?').slice(0, 4).toUpperCase()}
        </span>
        <span className={styles.path}>
          {folder && <span className={styles.folder}>{folder}</span>}
          <span className={styles.name}>{name}</span>
        </span>
        <span className={styles.size}>{t('files.size', { ...fileSize(entry.size) })}</span>
        <span className={styles.actions}>
          {canPreview && (
            <button
              type="button"
              className={`btn btn-secondary ${styles.action}`}
              aria-expanded={isOpen}
              aria-controls={isOpen ? previewId : undefined}
              aria-label={t(isOpen ? 'files.archive.hideLabel' : 'files.archive.viewLabel', { name })}
              onClick={onToggle}
            >
              <Icon name="eye" size={16} /> {t(isOpen ? 'files.archive.hide' : 'files.archive.view')}
            </button>
          )}
          {user || (file.isPublic && file.allowVisitorDownload) ? (
            <a
              className={`btn btn-ghost ${styles.action} ${styles.download}`}
              href={entryUrl(file.id, entry.position, 'download')}
              download={name}
              aria-label={t('files.archive.downloadLabel', { name })}
            >
              <Icon name="download" size={16} /> {t('files.archive.download')}
            </a>
          ) : (
            <Link
              className={`btn btn-ghost ${styles.action} ${styles.download}`}
              to={loginPathReturningTo(`${location.pathname}${location.search}`)}
              aria-label={t('files.archive.signInToDownloadLabel', { name })}
              title={t('files.archive.signInToDownload')}
            >
              <Icon name="download" size={16} /> {t('files.archive.download')}
            </Link>
          )}
        </span>
      </div>
      {isOpen && (
        <div
          id={previewId}
          className={styles.preview}
          role="region"
          aria-label={t('files.archive.previewOf', { name })}
        >
          <EntryPreview file={file} entry={entry} />
        </div>
      )}
    </li>
  );
}

/** The section of an archive's file page that lists what is inside. */
export function ArchiveEntries({ file }: { file: TFile }) {
  const t = useT();
  const entries = useArchiveEntries(file.id);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className={styles.section} aria-labelledby="archive-entries-title">
      <div className={styles.head}>
        <h2 id="archive-entries-title" className={styles.title}>
          {t('files.archive.title')}
        </h2>
        {entries.data && (
          <p className={styles.summary}>
            {t('files.archive.summary', {
              count: entries.data.entries.length,
              total: t('files.size', { ...fileSize(entries.data.totalSize) }),
            })}
          </p>
        )}
      </div>
      {entries.isPending ? (
        <div className={previewStyles.textSkeleton} aria-hidden="true" />
      ) : entries.isError ? (
        <p className={previewStyles.previewFailed} role="alert">
          {t('files.archive.loadFailed')}
        </p>
      ) : (
        <ul className={styles.list}>
          {entries.data.entries.map((entry) => (
            <EntryRow
              key={entry.position}
              file={file}
              entry={entry}
              isOpen={open === entry.position}
              onToggle={() => setOpen((current) => (current === entry.position ? null : entry.position))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
