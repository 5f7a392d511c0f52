// A titled dialog with a close button and an optional footer, on the one Dialog of the app (focus
// trap, Escape and backdrop close, focus back to the opener).
import { useId, type ReactNode, type RefObject } from 'react';
import { useT } from '@/i18n/i18n';
import { Dialog } from './dialog';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  maxWidth?: number;
  /** Hide the title visually while keeping it as the dialog's accessible name. */
  hideTitle?: boolean;
  /** The English practice screens' dialogs: `lang="en"` and their own close label (default: the interface language's). */
  lang?: 'en';
  closeLabel?: string;
  initialFocus?: RefObject<HTMLElement | null>;
}

export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  maxWidth = 560,
  hideTitle = false,
  lang,
  closeLabel,
  initialFocus,
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      maxWidth={maxWidth}
      lang={lang}
      initialFocus={initialFocus}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        <button
          type="button"
          data-close
          className={styles.close}
          aria-label={closeLabel ?? t('common.close')}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div className={styles.content}>{children}</div>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </Dialog>
  );
}
