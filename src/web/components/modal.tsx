// A titled dialog with a close button and an optional footer, on the one Dialog of the app (focus
// trap, Escape and backdrop close, focus back to the opener).
import { useId, type ReactNode } from 'react';
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
}

export function Modal({ open, title, onClose, children, footer, maxWidth = 560, hideTitle = false }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} maxWidth={maxWidth}>
      <header className={styles.header}>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        <button type="button" data-close className={styles.close} aria-label="Đóng" onClick={onClose}>
          ×
        </button>
      </header>
      <div className={styles.content}>{children}</div>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </Dialog>
  );
}
