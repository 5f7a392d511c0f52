// The modal shown after a correct answer on both practice screens (SPEC §2): content, then one big
// button that continues ('Next Set →', 'Finish →' or '→') with the hint 'Press Enter to continue'.
// Enter itself is handled by the session (SPEC §4, 100 ms debounce), so it works wherever focus is.
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ArrowRightIcon } from './practice-icons';
import styles from './practice-dialog.module.css';

interface PracticeDialogProps {
  open: boolean;
  /** The dialog's accessible name. */
  label: string;
  nextLabel: 'Next' | 'Next Set' | 'Finish';
  onContinue: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function PracticeDialog({ open, label, nextLabel, onContinue, onClose, children }: PracticeDialogProps) {
  const continueButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    continueButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key === 'Tab') keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={label}>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          ×
        </button>
        <div className={styles.body}>{children}</div>
        <div className={styles.actions}>
          <button
            ref={continueButton}
            type="button"
            className={`btn btn-primary btn-lg btn-block ${styles.continue}`}
            onClick={onContinue}
            aria-label={nextLabel === 'Next' ? 'Continue' : undefined}
          >
            {nextLabel === 'Next' ? (
              <ArrowRightIcon width={24} height={24} />
            ) : (
              <>
                {nextLabel} <span aria-hidden="true">→</span>
              </>
            )}
          </button>
          <p className={styles.hint}>
            Press <kbd>Enter</kbd> to continue
          </p>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** aria-modal: Tab and Shift+Tab cycle through the dialog's own controls. */
function keepFocusInside(panel: HTMLElement | null, event: KeyboardEvent) {
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>('button:not(:disabled), [href]')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
