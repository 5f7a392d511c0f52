import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TSandboxAction } from '@shared/payments/contract';
import { CHECKOUT_TEXT } from '@shared/payments/messages';
import { formatVnd } from '@shared/payments/rules';
import { Loading } from '@/components/loading';
import { ApiError } from '@/lib/api-client';
import { useOrder } from '@/features/checkout/api/get-order';
import { useSandboxAction } from '@/features/checkout/api/run-sandbox-action';
import { paymentErrorMessage } from '@/features/checkout/lib/payment-error-message';
import { OrderSummary } from './order-summary';
import styles from './checkout.module.css';

/**
 * The built-in provider's checkout page (DESIGN.md): Pay and Cancel go through the server's webhook
 * handler, then the browser follows the order's return or cancel address like after payOS.
 */
export function SandboxCheckoutPage() {
  const { orderCode = '' } = useParams();
  const validCode = /^\d{1,16}$/.test(orderCode) ? orderCode : null;
  const order = useOrder(validCode);
  const action = useSandboxAction(orderCode);
  const [chosen, setChosen] = useState<TSandboxAction | null>(null);
  const busy = chosen !== null;

  async function run(next: TSandboxAction) {
    setChosen(next);
    try {
      const answer = await action.mutateAsync(next);
      window.location.assign(answer.redirectUrl);
    } catch {
      setChosen(null);
    }
  }

  return (
    <div className={`page ${styles.page}`}>
      <div className={`container ${styles.narrow}`}>
        <div className={`card ${styles.card}`}>
          <div className={styles.gatewayHeader}>
            <span className={styles.gatewayBadge}>SANDBOX</span>
            <h1 className={styles.title}>Cổng thanh toán thử nghiệm</h1>
            <p className={styles.subtitle}>Không có giao dịch thật nào được thực hiện trên trang này.</p>
          </div>

          {validCode === null || order.isError ? (
            <>
              <p className="form-error" role="alert">
                {order.error instanceof ApiError && order.error.status !== 404
                  ? paymentErrorMessage(order.error)
                  : 'Không tìm thấy đơn hàng'}
              </p>
              <Link to={paths.checkout} className="btn btn-primary btn-block">
                Tạo thanh toán mới
              </Link>
            </>
          ) : order.isPending ? (
            <Loading />
          ) : (
            <>
              <p className={styles.bigAmount}>{formatVnd(order.data.amount)}</p>
              <OrderSummary order={order.data} />
              {action.isError && (
                <p className="form-error" role="alert">
                  {paymentErrorMessage(action.error)}
                </p>
              )}
              {order.data.status === 'pending' ? (
                <div className={styles.gatewayActions}>
                  <button
                    type="button"
                    className="btn btn-success btn-lg"
                    disabled={busy}
                    onClick={() => void run('pay')}
                  >
                    {chosen === 'pay' && <span className="spinner" aria-hidden="true" />}
                    {chosen === 'pay' ? CHECKOUT_TEXT.submitting : CHECKOUT_TEXT.pay}
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary btn-lg"
                    disabled={busy}
                    onClick={() => void run('cancel')}
                  >
                    {chosen === 'cancel' ? CHECKOUT_TEXT.submitting : CHECKOUT_TEXT.cancel}
                  </button>
                </div>
              ) : (
                <div className={styles.gatewayActions}>
                  <p className={styles.hint}>Đơn hàng này đã được xử lý.</p>
                  <Link to={paths.checkout} className="btn btn-primary btn-lg">
                    Tạo thanh toán mới
                  </Link>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
