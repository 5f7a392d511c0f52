// Share: the link {origin}/file/{id} (or a collection's) with a copy button; 'Đã copy' for 2 s.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from '@shared/constants';
import { paths } from '@shared/paths';
import { Modal } from '@/components/modal';
import { useT } from '@/i18n/i18n';
import styles from './file-modals.module.css';

export function ShareModal({ fileId, open, onClose }: { fileId: string; open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <ShareLinkModal
      link={`${window.location.origin}${paths.file.build(fileId)}`}
      title={t('files.share.title')}
      open={open}
      onClose={onClose}
    />
  );
}

/** A dialog with a link of ours and its copy button ('Đã copy' for 2 s); `children` say more under it. */
export function ShareLinkModal({
  link,
  title,
  open,
  onClose,
  children,
}: {
  link: string;
  title: string;
  open: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

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
    <Modal open={open} title={title} onClose={onClose} maxWidth={480}>
      <div className="field">
        <label htmlFor={inputId}>{t('files.share.link')}</label>
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
            {copied ? t('files.share.copied') : t('files.share.copy')}
          </button>
        </div>
        {children}
        {/* The page's live region is inert behind the dialog: the dialog announces its own result. */}
        <p className="visually-hidden" role="status">
          {copied ? t('files.share.copiedAnnouncement') : ''}
        </p>
      </div>
    </Modal>
  );
}
