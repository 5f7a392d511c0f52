// Totals per topic and per part, as tables: the numbers are the content here.
import { useSetNames } from '@/features/practice/lib/set-label';
import type { GroupTotal, GroupTotals } from '../lib/group-totals';
import { TableScroller } from './table-scroller';
import styles from './progress-page.module.css';

export function GroupTotalsSection({ totals }: { totals: GroupTotals }) {
  return (
    <section className={styles.section} aria-labelledby="totals-heading">
      <div className={styles.sectionHeader}>
        <h2 id="totals-heading" className={styles.sectionTitle}>
          By topic and part
        </h2>
        <p className={styles.sectionText}>Items answered and how many were right at the first try.</p>
      </div>
      <div className={styles.totalsGrid}>
        <TotalsTable caption="Vocabulary topics" heading="Topic" rows={totals.topics} testId="topic-totals" />
        <TotalsTable caption="Sentence parts" heading="Part" rows={totals.parts} testId="part-totals" />
      </div>
    </section>
  );
}

function TotalsTable(props: { caption: string; heading: string; rows: GroupTotal[]; testId: string }) {
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
                Items
              </th>
              <th scope="col" className={styles.number}>
                First try
              </th>
              <th scope="col" className={styles.number}>
                Accuracy
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.length === 0 ? (
              <tr>
                <td colSpan={4} className={styles.muted}>
                  Nothing practised yet.
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
                  <td className={styles.number}>{row.accuracy === null ? '–' : `${row.accuracy}%`}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}
