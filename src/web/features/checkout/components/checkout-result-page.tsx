import { paths } from '@shared/paths';
import { Link } from 'react-router';
import type { TOrder } from '@shared/payments/contract';
import { CHECKOUT_TEXT, PAYMENT_ERRORS } from '@shared/payments/messages';
import { Loading } from '@/components/loading';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
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
  const { orderCode, token } = useOrderParams();
  const order = useOrder(orderCode, token, { pollWhilePending: true });
  const isNotFound = orderCode === null || (order.error instanceof ApiError && order.error.status === 404);

  let heading: Heading | null;
  let details = null;
  if (isNotFound) {
    heading = { tone: 'failed', title: PAYMENT_ERRORS.orderNotFound.message, text: CHECKOUT_TEXT.orderNotFoundText };
  } else if (order.isPending) {
    heading = null;
    details = <Loading text={CHECKOUT_TEXT.loadingOrder} />;
  } else if (order.isError) {
    heading = { tone: 'failed', title: CHECKOUT_TEXT.orderUnavailableTitle, text: paymentErrorMessage(order.error) };
    details = (
      <button type="button" className="btn btn-secondary" onClick={() => void order.refetch()}>
        {CHECKOUT_TEXT.checkAgain}
      </button>
    );
  } else {
    heading = headingFor(variant, order.data);
    details = (
      <>
        <OrderSummary order={order.data} />
        {order.data.status === 'pending' && (
          <PendingNote exhausted={order.isPollingOver} onRetry={() => void order.refetch()} />
        )}
      </>
    );
  }

  useDocumentTitle(heading?.title ?? CHECKOUT_TEXT.loadingOrder);
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
              {CHECKOUT_TEXT.newPayment}
            </Link>
            <Link to={paths.home} className="btn btn-secondary">
              {CHECKOUT_TEXT.home}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

function headingFor(variant: Variant, order: TOrder): Heading {
  if (variant === 'success' && order.status === 'pending') {
    return { tone: 'waiting', title: CHECKOUT_TEXT.confirmingTitle, text: CHECKOUT_TEXT.confirmingText };
  }
  if (variant === 'success' && order.status === 'cancelled') {
    return { tone: 'failed', title: CHECKOUT_TEXT.notCompletedTitle, text: CHECKOUT_TEXT.notCompletedText };
  }
  if (variant === 'cancel' && order.status === 'paid') {
    return { tone: 'success', title: CHECKOUT_TEXT.alreadyPaidTitle, text: CHECKOUT_TEXT.alreadyPaidText };
  }
  return variant === 'success'
    ? { tone: 'success', title: CHECKOUT_TEXT.successTitle, text: CHECKOUT_TEXT.successText }
    : { tone: 'failed', title: CHECKOUT_TEXT.cancelTitle, text: CHECKOUT_TEXT.cancelText };
}

function PendingNote({ exhausted, onRetry }: { exhausted: boolean; onRetry: () => void }) {
  if (!exhausted) {
    return (
      <p className={styles.pendingNote} role="status">
        <span className="spinner" aria-hidden="true" /> {CHECKOUT_TEXT.waitingForProvider}
      </p>
    );
  }
  return (
    <div className={styles.pendingNote} role="status">
      <span>{CHECKOUT_TEXT.noConfirmationYet}</span>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {CHECKOUT_TEXT.checkAgain}
      </button>
    </div>
  );
}
