// Share: the link {origin}/file/{id} with a copy button; 'Đã copy' for 2 s.
import { useEffect, useId, useRef, useState } from 'react';
import { TIMINGS } from '@shared/constants';
import { paths } from '@shared/paths';
import { FILES_TEXT } from '@shared/files/messages';
import { Modal } from '@/components/modal';
import styles from './file-modals.module.css';

function shareLink(fileId: string): string {
  return `${window.location.origin}${paths.file.build(fileId)}`;
}

export function ShareModal({ fileId, open, onClose }: { fileId: string; open: boolean; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const link = shareLink(fileId);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), TIMINGS.copiedLabelMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      input.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  };

  return (
    <Modal open={open} title={FILES_TEXT.share.title} onClose={onClose} maxWidth={480}>
      <div className="field">
        <label htmlFor={inputId}>{FILES_TEXT.share.link}</label>
        <div className={styles.shareRow}>
          <input
            ref={input}
            id={inputId}
            className="input"
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            {copied ? FILES_TEXT.share.copied : FILES_TEXT.share.copy}
          </button>
        </div>
        {/* The page's live region is inert behind the dialog: the dialog announces its own result. */}
        <p className="visually-hidden" role="status">
          {copied ? FILES_TEXT.share.copiedAnnouncement : ''}
        </p>
      </div>
    </Modal>
  );
}
