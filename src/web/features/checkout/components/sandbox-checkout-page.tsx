import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { TSandboxAction } from '@shared/payments/contract';
import { formatVnd } from '@shared/payments/rules';
import { Loading } from '@/components/loading';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';
import { useOrder } from '@/features/checkout/api/get-order';
import { useSandboxAction } from '@/features/checkout/api/run-sandbox-action';
import { asOrderCode } from '@/features/checkout/hooks/use-order-params';
import { paymentErrorMessage } from '@/features/checkout/lib/payment-error-message';
import { OrderSummary } from './order-summary';
import styles from './checkout.module.css';

/**
 * The built-in provider's checkout page: Pay and Cancel go through the server's webhook
 * handler, then the browser follows the order's return or cancel address like after payOS.
 */
export function SandboxCheckoutPage() {
  const t = useT();
  useDocumentTitle(t('checkout.sandboxTitle'));
  const { orderCode = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const validCode = asOrderCode(orderCode);
  const order = useOrder(validCode, token);
  const action = useSandboxAction(orderCode, token);
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
            <span className={styles.gatewayBadge}>{t('checkout.sandboxBadge')}</span>
            <h1 className={styles.title}>{t('checkout.sandboxTitle')}</h1>
            <p className={styles.subtitle}>{t('checkout.sandboxSubtitle')}</p>
          </div>

          {validCode === null || order.isError ? (
            <>
              <p className="form-error" role="alert">
                {order.error instanceof ApiError && order.error.status !== 404
                  ? paymentErrorMessage(order.error)
                  : t('errors.ORDER_NOT_FOUND')}
              </p>
              <Link to={paths.checkout} className="btn btn-primary btn-block">
                {t('checkout.newPayment')}
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
                    {chosen === 'pay' ? t('checkout.submitting') : t('checkout.pay')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary btn-lg"
                    disabled={busy}
                    onClick={() => void run('cancel')}
                  >
                    {chosen === 'cancel' ? t('checkout.submitting') : t('checkout.cancel')}
                  </button>
                </div>
              ) : (
                <div className={styles.gatewayActions}>
                  <p className={styles.hint}>{t('checkout.orderSettled')}</p>
                  <Link to={paths.checkout} className="btn btn-primary btn-lg">
                    {t('checkout.newPayment')}
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
