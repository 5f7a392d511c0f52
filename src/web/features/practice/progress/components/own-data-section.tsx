// The learner's own data: the whole record as JSON or CSV, and 'Xóa tiến độ' after the
// app's confirm dialog.
import { RECORD_TERMS } from '@shared/practice/messages';
import { useConfirm } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { userMessageOf } from '@/lib/api-client';
import { keepFocusOnPage } from '@/lib/page-focus';
import { useRecordSource } from '@/features/practice/record/record-context';
import { useExportRecord, type RecordExportFormat } from '../api/export-record';
import { useResetRecord } from '../api/reset-record';
import { PROGRESS_MESSAGES } from '../lib/progress-messages';
import styles from './progress-page.module.css';

export function OwnDataSection({ hasRecord }: { hasRecord: boolean }) {
  const source = useRecordSource();
  const confirm = useConfirm();
  const toast = useToast();
  const exportRecord = useExportRecord();
  const reset = useResetRecord();

  const onExport = async (format: RecordExportFormat) => {
    if (exportRecord.isPending) return;
    try {
      await exportRecord.mutateAsync(format);
      toast.show({ message: PROGRESS_MESSAGES.exported(format.toUpperCase()), variant: 'success' });
    } catch (error) {
      toast.show({ message: userMessageOf(error, PROGRESS_MESSAGES.exportFailed), variant: 'error' });
    }
  };

  const onReset = async () => {
    const isConfirmed = await confirm({
      title: PROGRESS_MESSAGES.resetTitle,
      message: PROGRESS_MESSAGES.resetMessage(source.where),
      confirmLabel: PROGRESS_MESSAGES.resetConfirm,
      cancelLabel: PROGRESS_MESSAGES.resetCancel,
      variant: 'danger',
    });
    if (!isConfirmed) return;
    try {
      await reset.mutateAsync();
      // The sections holding focus give way to the empty state: focus goes to the page's heading.
      keepFocusOnPage();
      toast.show({ message: PROGRESS_MESSAGES.resetDone, variant: 'success' });
    } catch (error) {
      toast.show({ message: userMessageOf(error, PROGRESS_MESSAGES.resetFailed), variant: 'error' });
    }
  };

  const exportingFormat = exportRecord.isPending ? exportRecord.variables : null;
  return (
    <section className={styles.section} aria-labelledby="data-heading">
      <div className={styles.sectionHeader}>
        <h2 id="data-heading" className={styles.sectionTitle}>
          Your data
        </h2>
      </div>
      <div className={`card ${styles.panel} ${styles.dataPanel}`}>
        <div className={styles.dataRow}>
          <div>
            <h3 className={styles.panelTitle}>Download your record</h3>
            <p className={styles.muted}>
              Every answer with its result, time and date, your review schedule and settings. JSON keeps everything; CSV
              opens in a spreadsheet.
            </p>
          </div>
          <div className={styles.dataActions}>
            {(['json', 'csv'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className="btn btn-secondary"
                aria-disabled={exportingFormat !== null || undefined}
                onClick={() => void onExport(format)}
              >
                {exportingFormat === format ? 'Preparing...' : `Download ${format.toUpperCase()}`}
              </button>
            ))}
          </div>
        </div>
        {hasRecord && (
          <div className={`${styles.dataRow} ${styles.dangerRow}`}>
            <div>
              <h3 className={styles.panelTitle} lang="vi">
                {RECORD_TERMS.reset}
              </h3>
              <p className={styles.muted}>
                Deletes every answer, your review schedule, <span lang="vi">{RECORD_TERMS.mistakes}</span> and your
                settings
                {source.where === 'account' ? ' on every device' : ' in this browser'}. This cannot be undone: download
                a copy first if you may want it.
              </p>
            </div>
            <div className={styles.dataActions}>
              <button
                type="button"
                className="btn btn-danger"
                aria-disabled={reset.isPending || undefined}
                onClick={() => void (reset.isPending ? undefined : onReset())}
              >
                <span lang="vi">{reset.isPending ? RECORD_TERMS.resetting : RECORD_TERMS.reset}</span>
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
