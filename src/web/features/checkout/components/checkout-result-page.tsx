import { paths } from '@shared/paths';
import { Link } from 'react-router';
import type { TOrder } from '@shared/payments/contract';
import { Loading } from '@/components/loading';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT, type MessageId } from '@/i18n/i18n';
import { useOrder } from '@/features/checkout/api/get-order';
import { useOrderParams } from '@/features/checkout/hooks/use-order-params';
import { paymentErrorMessage } from '@/features/checkout/lib/payment-error-message';
import { CheckIcon, ClockIcon, CrossIcon } from './checkout-icons';
import { OrderSummary } from './order-summary';
import styles from './checkout.module.css';

type Variant = 'success' | 'cancel';
type Tone = 'success' | 'waiting' | 'failed';

interface Heading {
  tone: Tone;
  title: string;
  text: string;
}

/**
 * Return pages: the static message once the order as stored on the server is known. The
 * address's parameters only name the order; an address that names none, or an order the server does not
 * show this visitor, gets one clear 'not found' state and never a success headline.
 */
export function CheckoutResultPage({ variant }: { variant: Variant }) {
  const t = useT();
  const { orderCode, token } = useOrderParams();
  const order = useOrder(orderCode, token, { pollWhilePending: true });
  const isNotFound = orderCode === null || (order.error instanceof ApiError && order.error.status === 404);

  let heading: Heading | null;
  let details = null;
  if (isNotFound) {
    heading = { tone: 'failed', title: t('errors.ORDER_NOT_FOUND'), text: t('checkout.orderNotFoundText') };
  } else if (order.isPending) {
    heading = null;
    details = <Loading text={t('checkout.loadingOrder')} />;
  } else if (order.isError) {
    heading = {
      tone: 'failed',
      title: t('checkout.orderUnavailableTitle'),
      text: paymentErrorMessage(order.error),
    };
    details = (
      <button type="button" className="btn btn-secondary" onClick={() => void order.refetch()}>
        {t('checkout.checkAgain')}
      </button>
    );
  } else {
    heading = headingFor(variant, order.data, t);
    details = (
      <>
        <OrderSummary order={order.data} />
        {order.data.status === 'pending' && (
          <PendingNote exhausted={order.isPollingOver} onRetry={() => void order.refetch()} />
        )}
      </>
    );
  }

  useDocumentTitle(heading?.title ?? t('checkout.loadingOrder'));
  return (
    <div className={`page ${styles.page}`}>
      <div className={`container ${styles.narrow}`}>
        <div className={`card ${styles.card} ${styles.result}`}>
          {heading && (
            <>
              <span className={`${styles.resultIcon} ${styles[`resultIcon_${heading.tone}`]}`} aria-hidden="true">
                {heading.tone === 'success' ? (
                  <CheckIcon />
                ) : heading.tone === 'waiting' ? (
                  <ClockIcon />
                ) : (
                  <CrossIcon />
                )}
              </span>
              <h1 className={styles.title}>{heading.title}</h1>
              <p className={styles.subtitle}>{heading.text}</p>
            </>
          )}
          {details}

          <div className={styles.actions}>
            <Link to={paths.checkout} className="btn btn-primary">
              {t('checkout.newPayment')}
            </Link>
            <Link to={paths.home} className="btn btn-secondary">
              {t('checkout.home')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

function headingFor(variant: Variant, order: TOrder, t: (id: MessageId) => string): Heading {
  if (variant === 'success' && order.status === 'pending') {
    return { tone: 'waiting', title: t('checkout.confirmingTitle'), text: t('checkout.confirmingText') };
  }
  if (variant === 'success' && order.status === 'cancelled') {
    return { tone: 'failed', title: t('checkout.notCompletedTitle'), text: t('checkout.notCompletedText') };
  }
  if (variant === 'cancel' && order.status === 'paid') {
    return { tone: 'success', title: t('checkout.alreadyPaidTitle'), text: t('checkout.alreadyPaidText') };
  }
  return variant === 'success'
    ? { tone: 'success', title: t('checkout.successTitle'), text: t('checkout.successText') }
    : { tone: 'failed', title: t('checkout.cancelTitle'), text: t('checkout.cancelText') };
}

function PendingNote({ exhausted, onRetry }: { exhausted: boolean; onRetry: () => void }) {
  const t = useT();
  if (!exhausted) {
    return (
      <p className={styles.pendingNote} role="status">
        <span className="spinner" aria-hidden="true" /> {t('checkout.waitingForProvider')}
      </p>
    );
  }
  return (
    <div className={styles.pendingNote} role="status">
      <span>{t('checkout.noConfirmationYet')}</span>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('checkout.checkAgain')}
      </button>
    </div>
  );
}
