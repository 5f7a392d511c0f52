// The reason an admin gives for hiding a file (shown to its owner) or suspending an account.
import { useId, useRef, useState, type FormEvent } from 'react';
import { MODERATION_REASON_MAX_LENGTH } from '@shared/moderation/rules';
import { Modal } from '@/components/modal';
import { useT } from '@/i18n/i18n';
import styles from './admin-page.module.css';

interface ReasonDialogProps {
  title: string;
  subject: string;
  label: string;
  warning?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

export function ReasonDialog({
  title,
  subject,
  label,
  warning,
  submitLabel,
  busy,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const ids = { input: useId(), error: useId(), warning: useId() };
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('errors.MODERATION_REASON_REQUIRED'));
      input.current?.focus();
      return;
    }
    if (await onSubmit(reason.trim())) onClose();
  };

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      maxWidth={520}
      initialFocus={input}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('moderation.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-danger" aria-disabled={busy}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.subject}>{subject}</p>
        {warning && (
          <p id={ids.warning} className={styles.warning}>
            {warning}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.input}>{label} *</label>
          <textarea
            ref={input}
            id={ids.input}
            className="textarea"
            rows={3}
            maxLength={MODERATION_REASON_MAX_LENGTH}
            value={reason}
            required
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={
              [warning ? ids.warning : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined
            }
          />
          {error && (
            <p id={ids.error} className="form-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </form>
    </Modal>
  );
}
