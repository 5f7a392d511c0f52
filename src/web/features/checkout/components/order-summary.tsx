import type { TOrder } from '@shared/payments/contract';
import { formatVnd } from '@shared/payments/rules';
import { useT } from '@/i18n/i18n';
import styles from './checkout.module.css';

const STATUS_CLASS = { pending: styles.statusPending, paid: styles.statusPaid, cancelled: styles.statusCancelled };

/** An order as the server stores it (the only truth about its status). */
export function OrderSummary({ order }: { order: TOrder }) {
  const t = useT();
  return (
    <dl className={styles.summary}>
      <div className={styles.summaryRow}>
        <dt>{t('checkout.field.orderCode')}</dt>
        <dd className={styles.mono}>{order.orderCode}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{t('checkout.field.description')}</dt>
        <dd>{order.description}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{t('checkout.field.amount')}</dt>
        <dd className={styles.amount}>{formatVnd(order.amount)}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{t('checkout.field.status')}</dt>
        <dd>
          <span className={`${styles.status} ${STATUS_CLASS[order.status]}`} data-testid="order-status">
            {t(`checkout.status.${order.status}`)}
          </span>
        </dd>
      </div>
    </dl>
  );
}
