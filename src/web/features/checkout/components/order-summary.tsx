import type { TOrder } from '@shared/payments/contract';
import { ORDER_FIELD_LABELS, ORDER_STATUS_LABELS } from '@shared/payments/messages';
import { formatVnd } from '@shared/payments/rules';
import styles from './checkout.module.css';

const STATUS_CLASS = { pending: styles.statusPending, paid: styles.statusPaid, cancelled: styles.statusCancelled };

/** An order as the server stores it (the only truth about its status). */
export function OrderSummary({ order }: { order: TOrder }) {
  return (
    <dl className={styles.summary}>
      <div className={styles.summaryRow}>
        <dt>{ORDER_FIELD_LABELS.orderCode}</dt>
        <dd className={styles.mono}>{order.orderCode}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{ORDER_FIELD_LABELS.description}</dt>
        <dd>{order.description}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{ORDER_FIELD_LABELS.amount}</dt>
        <dd className={styles.amount}>{formatVnd(order.amount)}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{ORDER_FIELD_LABELS.status}</dt>
        <dd>
          <span className={`${styles.status} ${STATUS_CLASS[order.status]}`} data-testid="order-status">
            {ORDER_STATUS_LABELS[order.status]}
          </span>
        </dd>
      </div>
    </dl>
  );
}
