// The modal shown after a correct answer on both practice screens: content, then one big
// button that continues ('Next Set →', 'Finish →' or '→') with the hint 'Press Enter to continue'.
// Enter itself is handled by the session (100 ms debounce), so it works wherever focus is.
import { useRef, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog';
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
  return (
    <Dialog open={open} onClose={onClose} label={label} lang="en" maxWidth={520} initialFocus={continueButton}>
      <button type="button" data-close className={styles.close} aria-label="Close" onClick={onClose}>
        ×
      </button>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        <button
          ref={continueButton}
          data-continue
          type="button"
          className={`btn btn-primary btn-lg btn-block ${styles.continue}`}
          onClick={onContinue}
          aria-label={nextLabel === 'Next' ? 'Continue' : undefined}
        >
          {nextLabel === 'Next' ? (
            <ArrowRightIcon width={24} height={24} className={styles.continueIcon} />
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
    </Dialog>
  );
}
