// Tells the owner, on the file page, whether visitors (no account) may download the file, with the edit
// dialog a tap away ('Cho phép khách tải xuống'). A private file's switch does nothing: it is the owner's.
import { useState } from 'react';
import type { TFile } from '@shared/files/contract';
import { useT } from '@/i18n/i18n';
import { EditModal } from './edit-modal';
import { Icon } from './icons';
import styles from './visitor-download-note.module.css';

export function VisitorDownloadNote({ file }: { file: TFile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  if (!file.isOwner) return null;
  const text = !file.isPublic
    ? 'files.visitorDownload.private'
    : file.allowVisitorDownload
      ? 'files.visitorDownload.on'
      : 'files.visitorDownload.off';
  return (
    <div className={styles.note} data-testid="visitor-download-note">
      <Icon name="download" size={16} />
      <span>{t(text)}</span>
      {!file.moderation && (
        <button type="button" className={`btn btn-ghost ${styles.change}`} onClick={() => setEditing(true)}>
          {t('files.visitorDownload.change')}
        </button>
      )}
      {editing && <EditModal file={file} open onClose={() => setEditing(false)} />}
    </div>
  );
}
