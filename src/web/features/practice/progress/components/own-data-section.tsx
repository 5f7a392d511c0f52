// The learner's own data: the whole record as JSON or CSV, and 'Xóa tiến độ' after the
// app's confirm dialog.
import { useConfirm } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { keepFocusOnPage } from '@/lib/page-focus';
import { useRecordSource } from '@/features/practice/record/record-context';
import { useExportRecord, type RecordExportFormat } from '../api/export-record';
import { useResetRecord } from '../api/reset-record';
import styles from './progress-page.module.css';

export function OwnDataSection({ hasRecord }: { hasRecord: boolean }) {
  const t = useT();
  const source = useRecordSource();
  const confirm = useConfirm();
  const toast = useToast();
  const exportRecord = useExportRecord();
  const reset = useResetRecord();

  const onExport = async (format: RecordExportFormat) => {
    if (exportRecord.isPending) return;
    try {
      await exportRecord.mutateAsync(format);
      toast.show({ message: t('progress.data.exported', { format: format.toUpperCase() }), variant: 'success' });
    } catch (error) {
      toast.show({ message: userMessageOf(error, t('progress.data.exportFailed')), variant: 'error' });
    }
  };

  const onReset = async () => {
    const isConfirmed = await confirm({
      title: t('progress.data.resetTitle'),
      message: t('progress.data.resetMessage', { where: source.where }),
      confirmLabel: t('progress.data.reset'),
      cancelLabel: t('common.cancel'),
      variant: 'danger',
    });
    if (!isConfirmed) return;
    try {
      await reset.mutateAsync();
      // The sections holding focus give way to the empty state: focus goes to the page's heading.
      keepFocusOnPage();
      toast.show({ message: t('progress.data.resetDone'), variant: 'success' });
    } catch (error) {
      toast.show({ message: userMessageOf(error, t('progress.data.resetFailed')), variant: 'error' });
    }
  };

  const exportingFormat = exportRecord.isPending ? exportRecord.variables : null;
  return (
    <section className={styles.section} aria-labelledby="data-heading">
      <div className={styles.sectionHeader}>
        <h2 id="data-heading" className={styles.sectionTitle}>
          {t('progress.data.heading')}
        </h2>
      </div>
      <div className={`card ${styles.panel} ${styles.dataPanel}`}>
        <div className={styles.dataRow}>
          <div>
            <h3 className={styles.panelTitle}>{t('progress.data.downloadTitle')}</h3>
            <p className={styles.muted}>{t('progress.data.downloadText')}</p>
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
                {exportingFormat === format
                  ? t('progress.data.preparing')
                  : t('progress.data.download', { format: format.toUpperCase() })}
              </button>
            ))}
          </div>
        </div>
        {hasRecord && (
          <div className={`${styles.dataRow} ${styles.dangerRow}`}>
            <div>
              <h3 className={styles.panelTitle}>{t('progress.data.reset')}</h3>
              <p className={styles.muted}>{t('progress.data.resetText', { where: source.where })}</p>
            </div>
            <div className={styles.dataActions}>
              <button
                type="button"
                className="btn btn-danger"
                aria-disabled={reset.isPending || undefined}
                onClick={() => void (reset.isPending ? undefined : onReset())}
              >
                {t(reset.isPending ? 'progress.data.resetting' : 'progress.data.reset')}
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
