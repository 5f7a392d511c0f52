// The modal shown after a correct answer on both practice screens: content, then one big
// button that continues ('Next Set →', 'Finish →' or '→') with the hint 'Press Enter to continue'.
// Enter itself is handled by the session (100 ms debounce), so it works wherever focus is.
import { useRef, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog';
import { Message, useT } from '@/i18n/i18n';
import type { NextStep } from '@/features/practice/lib/practice-state';
import { useKeyboardInUse } from '@/features/practice/hooks/use-keyboard-in-use';
import { NextStepLabel } from './next-step-label';
import { ArrowRightIcon } from './practice-icons';
import styles from './practice-dialog.module.css';

interface PracticeDialogProps {
  open: boolean;
  /** The dialog's accessible name. */
  label: string;
  nextStep: NextStep;
  onContinue: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function PracticeDialog({ open, label, nextStep, onContinue, onClose, children }: PracticeDialogProps) {
  const t = useT();
  const isKeyboardInUse = useKeyboardInUse();
  const continueButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onClose={onClose} label={label} maxWidth={520} initialFocus={continueButton}>
      <button type="button" data-close className={styles.close} aria-label={t('practice.close')} onClick={onClose}>
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
          aria-label={nextStep === 'next' ? t('practice.continue') : undefined}
        >
          {nextStep === 'next' ? (
            <ArrowRightIcon width={24} height={24} className={styles.continueIcon} />
          ) : (
            <>
              <NextStepLabel step={nextStep} /> <span aria-hidden="true">→</span>
            </>
          )}
        </button>
        {isKeyboardInUse && (
          <p className={styles.hint}>
            <Message id="practice.pressEnter" values={{ kbd: (chunks) => <kbd>{chunks}</kbd> }} />
          </p>
        )}
      </div>
    </Dialog>
  );
}
