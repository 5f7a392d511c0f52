// File card (docs/product-rules.md, Files): filename, format label, size, description, relative time, uploader, counts,
// save state; optional actions by flag. The card opens /file/{id}; the uploader opens /user/{userId}.
// The thumbnail (or the format badge), the page count, 'Đang xử lý' for the owner while the
// preview is made, and for a search hit its snippet and page (the card then opens the file at that page).
import { paths } from '@shared/paths';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TFile } from '@shared/files/contract';
import { fileFormatLabel, fileSize } from '@shared/files/format';
import type { SnippetPart } from '@shared/files/search';
import { Avatar } from '@/components/avatar';
import { useT } from '@/i18n/i18n';
import { useDeleteWithConfirm } from '@/features/files/hooks/use-delete-file';
import { useFileActions } from '@/features/files/hooks/use-file-actions';
import { useTimeText } from '@/features/files/hooks/use-time-text';
import { useAuth } from '@/lib/auth';
import { AddToCollectionDialog } from './add-to-collection-dialog';
import { DocumentFacts } from './document-facts';
import { EditModal } from './edit-modal';
import { Icon, type IconName } from './icons';
import { RatingBadge } from './rating-badge';
import { ShareModal } from './share-modal';
import styles from './file-card.module.css';

export interface FileCardFlags {
  showSave?: boolean;
  showShare?: boolean;
  showDownload?: boolean;
  showView?: boolean;
  showEdit?: boolean;
  showDelete?: boolean;
  /** On the detail page the card itself is not a link. */
  linkToDetail?: boolean;
  /** The detail page shows the document itself instead. */
  hideThumbnail?: boolean;
}

/** Where a search found the file: the words around the hit, and the document's page. */
export interface FileMatch {
  snippet: SnippetPart[] | null;
  page: number | null;
}

function ActionButton(props: {
  icon: IconName;
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  danger?: boolean;
  children?: ReactNode;
}) {
  const handle = (event: MouseEvent) => {
    event.stopPropagation();
    if (!props.disabled) props.onClick();
  };
  const className = [styles.action, props.active && styles.active, props.danger && styles.danger]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      onClick={handle}
      // Not `disabled`: a button that disables itself while it works would drop the keyboard focus.
      aria-disabled={props.disabled}
      aria-label={props.label}
      aria-pressed={props.active}
      title={props.label}
    >
      <Icon name={props.icon} filled={props.active} />
      {props.children}
    </button>
  );
}

const FORMAT_CLASS: Record<string, string | undefined> = {
  PDF: styles.pdf,
  DOC: styles.doc,
  SHEET: styles.sheet,
  PPT: styles.ppt,
  IMAGE: styles.image,
};

/** The first page of the document, or the format badge when there is no thumbnail (yet). */
function Thumbnail({ file, label }: { file: TFile; label: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = file.thumbnailUrl !== failedUrl ? file.thumbnailUrl : null;
  return (
    <div className={`${styles.thumb} ${FORMAT_CLASS[label] ?? ''}`}>
      {url && (
        // Decorative: the card's name is its label.
        <img
          className={styles.thumbImage}
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          width={84}
          height={112}
          onError={() => setFailedUrl(url)}
        />
      )}
      <span className={url ? styles.formatTag : styles.formatLabel}>{label}</span>
    </div>
  );
}

/** The snippet's matched words in <mark>, as the server cut them. */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) => (part.hit ? <mark key={index}>{part.text}</mark> : part.text));
}

export function FileCard({ file, flags = {}, match }: { file: TFile; flags?: FileCardFlags; match?: FileMatch }) {
  const navigate = useNavigate();
  const t = useT();
  const time = useTimeText();
  const actions = useFileActions(file, match?.page);
  const deleteFile = useDeleteWithConfirm();
  const [sharing, setSharing] = useState(false);
  const [editing, setEditing] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const { user } = useAuth();
  const label = fileFormatLabel(file.format, file.filename);
  const linked = flags.linkToDetail !== false;
  const uploader = file.userName || t('files.unknownUser');

  const target = paths.file.build(file.id, match?.page);
  const open = () => {
    if (linked) void navigate(target);
  };

  return (
    <>
      <article
        className={`${styles.card} ${linked ? styles.linked : ''}`}
        onClick={open}
        data-testid="file-card"
        data-file-id={file.id}
      >
        <div className={styles.top}>
          {flags.hideThumbnail ? (
            <span className={`${styles.format} ${FORMAT_CLASS[label] ?? ''}`}>{label}</span>
          ) : (
            <Thumbnail file={file} label={label} />
          )}
          <div className={styles.titleBlock}>
            {linked ? (
              <Link to={target} className={styles.filename} onClick={(event) => event.stopPropagation()}>
                {file.title}
              </Link>
            ) : (
              <h1 className={styles.filename}>{file.title}</h1>
            )}
            {/* On the document's page the name the download keeps, when the title differs from it. */}
            {!linked && file.title !== file.filename && (
              <p className={styles.meta} data-testid="stored-filename">
                {t('files.details.fileName')}: {file.filename}
              </p>
            )}
            <p className={styles.meta}>
              {file.pageCount !== null && (
                <>
                  <span>{t('files.card.pages', { count: file.pageCount })}</span>
                  <span aria-hidden="true">•</span>
                </>
              )}
              <span>{t('files.size', { ...fileSize(file.size) })}</span>
              <span aria-hidden="true">•</span>
              <time dateTime={file.uploadedAt}>{time.relative(file.uploadedAt)}</time>
              {!file.isPublic && <span className={`${styles.chip} ${styles.private}`}>{t('files.card.private')}</span>}
              {file.isOwner && file.previewState === 'pending' && (
                <span className={styles.chip} data-testid="preview-pending">
                  {t('files.card.previewPending')}
                </span>
              )}
            </p>
            <DocumentFacts file={file} />
            {match && (match.snippet?.length || match.page !== null) && (
              <p className={styles.snippet} data-testid="search-snippet">
                {match.page !== null && (
                  <span className={styles.pageTag}>{t('files.card.page', { page: match.page })}</span>
                )}
                {match.snippet && <Snippet parts={match.snippet} />}
              </p>
            )}
            {file.description && !match?.snippet?.length && <p className={styles.description}>{file.description}</p>}
            {file.moderation && (
              <p className={styles.moderation} data-testid="moderation-notice">
                <Icon name="warning" size={16} />
                <span>{t('files.card.hiddenNotice', { reason: file.moderation.reason })}</span>
              </p>
            )}
          </div>
        </div>
        <div className={styles.bottom}>
          <Link
            to={paths.author.build(file.userId)}
            className={styles.uploader}
            onClick={(event) => event.stopPropagation()}
          >
            <Avatar name={uploader} photoUrl={file.userPhoto} size={28} decorative />
            <span>{uploader}</span>
          </Link>
          <div className={styles.stats}>
            <RatingBadge file={file} />
            <span title={t('files.card.downloads')}>
              <Icon name="download" size={16} />{' '}
              <span className="visually-hidden">{t('files.card.downloadsPrefix')}</span>
              <span data-testid="download-count">{file.downloadCount}</span>
            </span>
            <span title={t('files.card.views')}>
              <Icon name="eye" size={16} /> <span className="visually-hidden">{t('files.card.viewsPrefix')}</span>
              <span data-testid="view-count">{file.viewCount}</span>
            </span>
          </div>
        </div>
        <div className={styles.actions}>
          {flags.showView && (
            <ActionButton icon="open" label={t('files.card.viewFile')} onClick={actions.openViewer}>
              <span className={styles.actionText}>{t('files.card.view')}</span>
            </ActionButton>
          )}
          {flags.showDownload && (
            <ActionButton
              icon="download"
              label={t('files.card.download')}
              onClick={() => void actions.download()}
              disabled={actions.downloading}
            >
              <span className={styles.actionText}>{t('files.card.download')}</span>
            </ActionButton>
          )}
          {flags.showSave && (
            <ActionButton
              icon="bookmark"
              // One name; aria-pressed says whether it is saved.
              label={t('files.card.save')}
              onClick={actions.toggleSave}
              active={file.isSaved}
              disabled={actions.saving}
            />
          )}
          {flags.showSave && user && (
            <ActionButton icon="collection" label={t('collections.add.action')} onClick={() => setCollecting(true)} />
          )}
          {/* A hidden file has no link worth sharing (others get "File không tồn tại"). */}
          {flags.showShare && !file.moderation && (
            <ActionButton icon="share" label={t('files.card.share')} onClick={() => setSharing(true)} />
          )}
          {flags.showEdit && file.isOwner && (
            <ActionButton icon="edit" label={t('files.card.edit')} onClick={() => setEditing(true)} />
          )}
          {flags.showDelete && file.isOwner && (
            <ActionButton icon="trash" label={t('files.card.delete')} danger onClick={() => void deleteFile(file)} />
          )}
        </div>
      </article>
      {/* Beside the card, not in it: React bubbles a portal's clicks through its parents, and the
          card would open the detail page; nor does an empty wrapper take a gap in the card. */}
      {sharing && <ShareModal fileId={file.id} open onClose={() => setSharing(false)} />}
      {editing && <EditModal file={file} open onClose={() => setEditing(false)} />}
      {collecting && <AddToCollectionDialog file={file} open onClose={() => setCollecting(false)} />}
    </>
  );
}
