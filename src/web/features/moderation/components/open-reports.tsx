// The open reports of a file or a comment as /admin shows them: the count per reason, then each report.
import { formatRelativeTime } from '@shared/files/format';
import type { TReportedFile } from '@shared/moderation/contract';
import { REPORT_REASONS } from '@shared/moderation/rules';
import { useT } from '@/i18n/i18n';
import styles from './admin-page.module.css';

/** What a reported file and a reported comment both carry (their reports are one table's shape). */
type OpenReports = Pick<TReportedFile, 'total' | 'counts' | 'reports'>;

export function OpenReportList({ item }: { item: OpenReports }) {
  const t = useT();
  return (
    <>
      <p className={styles.counts}>
        <strong>{t('moderation.reportCount', { count: item.total })}</strong>
        {REPORT_REASONS.filter((reason) => item.counts[reason] > 0).map((reason) => (
          <span key={reason} className={styles.chip}>
            {t(`moderation.reportReason.${reason}`)}: {item.counts[reason]}
          </span>
        ))}
      </p>
      <ul className={styles.reports}>
        {item.reports.map((report) => (
          <li key={report.id}>
            <span className={styles.reportReason}>{t(`moderation.reportReason.${report.reason}`)}</span>
            <span className={styles.muted}>
              {' '}
              · {report.reporterName || t('moderation.reporter')} · {formatRelativeTime(report.createdAt)}
            </span>
            <p className={styles.reportText}>{report.details || t('moderation.noDetails')}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
