// Totals per topic and per part, as tables: the numbers are the content here.
import { useSetNames } from '@/features/practice/lib/set-label';
import { useT } from '@/i18n/i18n';
import { usePercent } from '../hooks/use-percent';
import type { GroupTotal, GroupTotals } from '../lib/group-totals';
import { TableScroller } from './table-scroller';
import styles from './progress-page.module.css';

export function GroupTotalsSection({ totals }: { totals: GroupTotals }) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="totals-heading">
      <div className={styles.sectionHeader}>
        <h2 id="totals-heading" className={styles.sectionTitle}>
          {t('progress.totals.heading')}
        </h2>
        <p className={styles.sectionText}>{t('progress.totals.text')}</p>
      </div>
      <div className={styles.totalsGrid}>
        <TotalsTable
          caption={t('progress.totals.topicsCaption')}
          heading={t('progress.totals.topic')}
          rows={totals.topics}
          testId="topic-totals"
        />
        <TotalsTable
          caption={t('progress.totals.partsCaption')}
          heading={t('progress.totals.part')}
          rows={totals.parts}
          testId="part-totals"
        />
      </div>
    </section>
  );
}

function TotalsTable(props: { caption: string; heading: string; rows: GroupTotal[]; testId: string }) {
  const t = useT();
  const percent = usePercent();
  const names = useSetNames();
  return (
    <div className={`card ${styles.tableCard}`}>
      <TableScroller label={props.caption}>
        <table className={styles.table} data-testid={props.testId}>
          <caption className={styles.tableCaption}>{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{props.heading}</th>
              <th scope="col" className={styles.number}>
                {t('progress.totals.items')}
              </th>
              <th scope="col" className={styles.number}>
                {t('progress.totals.firstTry')}
              </th>
              <th scope="col" className={styles.number}>
                {t('progress.summary.accuracy')}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.length === 0 ? (
              <tr>
                <td colSpan={4} className={styles.muted}>
                  {t('progress.totals.none')}
                </td>
              </tr>
            ) : (
              props.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" lang={row.group.kind === 'topic' ? 'en' : undefined}>
                    {names.groupName(row.group)}
                  </th>
                  <td className={styles.number}>{row.items}</td>
                  <td className={styles.number}>{row.firstTry}</td>
                  <td className={styles.number}>{percent(row.accuracy)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}
