import { paths } from '@shared/paths';
import { Link } from 'react-router';
import type { TOrder } from '@shared/payments/contract';
import { CHECKOUT_TEXT } from '@shared/payments/messages';
import { Loading } from '@/components/loading';
import { ApiError } from '@/lib/api-client';
import { useOrder } from '@/features/checkout/api/get-order';
import { useOrderCodeParam } from '@/features/checkout/hooks/use-order-code-param';
import { paymentErrorMessage } from '@/features/checkout/lib/payment-error-message';
import { CheckIcon, ClockIcon, CrossIcon } from './checkout-icons';
import { OrderSummary } from './order-summary';
import styles from './checkout.module.css';

type Variant = 'success' | 'cancel';

const STATIC_TEXT: Record<Variant, { title: string; text: string }> = {
  success: {
    title: CHECKOUT_TEXT.successTitle,
    text: 'Cảm ơn bạn! Thông tin đơn hàng dưới đây được xác nhận bởi cổng thanh toán.',
  },
  cancel: {
    title: CHECKOUT_TEXT.cancelTitle,
    text: 'Đơn hàng chưa được thanh toán. Bạn có thể tạo thanh toán mới bất cứ lúc nào.',
  },
};

/**
 * Return pages (SPEC §2): the spec's static message, then the order as stored on the server. The
 * address's parameters only name the order; a success page for an order the provider has not confirmed
 * says so instead of celebrating.
 */
export function CheckoutResultPage({ variant }: { variant: Variant }) {
  const orderCode = useOrderCodeParam();
  const order = useOrder(orderCode, { pollWhilePending: true });
  const data = order.data;
  const heading = headingFor(variant, data);

  return (
    <div className={`page ${styles.page}`}>
      <div className={`container ${styles.narrow}`}>
        <div className={`card ${styles.card} ${styles.result}`}>
          <span className={`${styles.resultIcon} ${styles[`resultIcon_${heading.tone}`]}`} aria-hidden="true">
            {heading.tone === 'success' ? <CheckIcon /> : heading.tone === 'waiting' ? <ClockIcon /> : <CrossIcon />}
          </span>
          <h1 className={styles.title}>{heading.title}</h1>
          <p className={styles.subtitle}>{heading.text}</p>

          {orderCode === null ? null : order.isPending ? (
            <Loading text="Đang tải thông tin đơn hàng..." />
          ) : order.isError ? (
            <p className="form-error" role="alert">
              {order.error instanceof ApiError && order.error.status === 404
                ? order.error.message
                : paymentErrorMessage(order.error)}
            </p>
          ) : data ? (
            <>
              <OrderSummary order={data} />
              {data.status === 'pending' && (
                <PendingNote exhausted={order.isPollingOver} onRetry={() => void order.refetch()} />
              )}
            </>
          ) : null}

          <div className={styles.actions}>
            <Link to={paths.checkout} className="btn btn-primary">
              Tạo thanh toán mới
            </Link>
            <Link to={paths.home} className="btn btn-secondary">
              Về trang chủ
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

function headingFor(variant: Variant, order: TOrder | undefined) {
  if (variant === 'success' && order?.status === 'pending') {
    return {
      tone: 'waiting',
      title: 'Đang xác nhận thanh toán',
      text: 'Cổng thanh toán chưa gửi xác nhận. Trang sẽ tự cập nhật.',
    } as const;
  }
  if (variant === 'success' && order?.status === 'cancelled') {
    return {
      tone: 'failed',
      title: 'Thanh toán chưa hoàn tất',
      text: 'Cổng thanh toán báo đơn hàng này đã bị hủy.',
    } as const;
  }
  if (variant === 'cancel' && order?.status === 'paid') {
    return {
      tone: 'success',
      title: 'Đơn hàng đã được thanh toán',
      text: 'Cổng thanh toán đã xác nhận khoản thanh toán này.',
    } as const;
  }
  return { tone: variant === 'success' ? 'success' : 'failed', ...STATIC_TEXT[variant] } as const;
}

function PendingNote({ exhausted, onRetry }: { exhausted: boolean; onRetry: () => void }) {
  if (!exhausted) {
    return (
      <p className={styles.pendingNote} role="status">
        <span className="spinner" aria-hidden="true" /> Đang chờ xác nhận từ cổng thanh toán...
      </p>
    );
  }
  return (
    <div className={styles.pendingNote} role="status">
      <span>Chưa nhận được xác nhận. Vui lòng kiểm tra lại sau ít phút.</span>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Kiểm tra lại
      </button>
    </div>
  );
}
