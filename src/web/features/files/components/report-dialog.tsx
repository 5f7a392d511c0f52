// 'Báo cáo vi phạm': a reason (radio group) and free text, required for 'Lý do khác'; of the file, or of a
// comment on it (`comment`: the same reasons, its own title).
// The server's refusal (already reported, too many reports, file gone) shows in the dialog; success toasts.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { TFile } from '@shared/files/contract';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type TReportReason } from '@shared/moderation/rules';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useReportComment } from '@/features/files/api/comments';
import { useReportFile } from '@/features/files/api/report-file';
import fileStyles from './file-modals.module.css';
import styles from './report-dialog.module.css';

export function ReportDialog({
  file,
  comment,
  open,
  onClose,
}: {
  file: TFile;
  comment?: { id: string; body: string };
  open: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reportFile = useReportFile();
  const reportComment = useReportComment();
  const busy = reportFile.isPending || reportComment.isPending;
  const toast = useToast();
  const t = useT();
  const ids = { details: useId(), counter: useId(), error: useId(), legend: useId() };
  const firstReason = useRef<HTMLInputElement>(null);
  const detailsInput = useRef<HTMLTextAreaElement>(null);
  const detailsRequired = reason === 'other';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(t('errors.REPORT_REASON_INVALID'));
      firstReason.current?.focus();
      return;
    }
    if (detailsRequired && !details.trim()) {
      setError(t('errors.REPORT_DETAILS_REQUIRED'));
      detailsInput.current?.focus();
      return;
    }
    setError(null);
    try {
      const report = { reason, details: details.trim() || null };
      if (comment) await reportComment.mutateAsync({ fileId: file.id, commentId: comment.id, report });
      else await reportFile.mutateAsync({ fileId: file.id, report });
      toast.show({ message: t('files.report.done'), variant: 'success' });
      onClose();
    } catch (caught) {
      setError(userMessageOf(caught, t('errors.INTERNAL_ERROR')));
    }
  };

  return (
    <Modal
      open={open}
      title={comment ? t('comments.report.title') : t('files.report.title')}
      onClose={onClose}
      maxWidth={520}
      initialFocus={firstReason}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="report-form" className="btn btn-danger" aria-disabled={busy}>
            {busy ? t('files.report.busy') : t('files.report.submit')}
          </button>
        </>
      }
    >
      <form id="report-form" onSubmit={(event) => void submit(event)} noValidate>
        {comment ? (
          <blockquote className={styles.quote}>{comment.body}</blockquote>
        ) : (
          <p className={fileStyles.filename}>{file.title}</p>
        )}
        <p className={styles.intro}>{comment ? t('comments.report.intro') : t('files.report.intro')}</p>
        <fieldset className={styles.reasons} aria-describedby={error ? ids.error : undefined}>
          <legend id={ids.legend} className={styles.legend}>
            {t('files.report.reasonLegend')} <span aria-hidden="true">*</span>
          </legend>
          {REPORT_REASONS.map((value, index) => (
            <label key={value} className={styles.reason}>
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                required
              />
              <span>{t(`moderation.reportReason.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className={fileStyles.description}>
          <label className="field" htmlFor={ids.details}>
            <span>{detailsRequired ? `${t('files.report.detailsLabel')} *` : t('files.report.detailsOptional')}</span>
          </label>
          <textarea
            ref={detailsInput}
            id={ids.details}
            className="textarea"
            rows={4}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            placeholder={t('files.report.detailsPlaceholder')}
            required={detailsRequired}
            aria-invalid={Boolean(error) && detailsRequired && !details.trim()}
            aria-describedby={[ids.counter, error ? ids.error : ''].filter(Boolean).join(' ')}
          />
          <small id={ids.counter} className={fileStyles.counter}>
            {details.length}/{REPORT_DETAILS_MAX_LENGTH}
          </small>
        </div>
        {error && (
          <p id={ids.error} className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
