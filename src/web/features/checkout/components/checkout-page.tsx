import { useState, type FormEvent } from 'react';
import { PAYMENT } from '@shared/constants';
import { PAYMENT_ERRORS } from '@shared/payments/messages';
import {
  formatVnd,
  isValidPaymentAmount,
  MAX_PAYMENT_DESCRIPTION_LENGTH,
  normalizePaymentDescription,
  parseAmountInput,
  paymentDescriptionError,
} from '@shared/payments/rules';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';
import { useCreatePayment } from '@/features/checkout/api/create-payment';
import { paymentErrorMessage } from '@/features/checkout/lib/payment-error-message';
import { CardIcon } from './checkout-icons';
import styles from './checkout.module.css';

const QUICK_AMOUNTS = [10_000, 20_000, 50_000, 100_000];

/** Payment test form: submitting, then an error or the provider's checkout page. */
export function CheckoutPage() {
  const t = useT();
  useDocumentTitle(t('checkout.title'));
  const [amountText, setAmountText] = useState(String(PAYMENT.defaultAmount));
  const [description, setDescription] = useState<string>(PAYMENT.defaultDescription);
  const [error, setError] = useState<{ message: string; onAmount: boolean } | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const createPayment = useCreatePayment();
  const submitting = createPayment.isPending || redirecting;

  const amount = parseAmountInput(amountText);
  const amountInvalid = error?.onAmount ?? false;
  const amountPreview = amount !== null && isValidPaymentAmount(amount) ? formatVnd(amount) : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // The form is noValidate: this check, not the browser's, gives the catalogue's message.
    if (amount === null || !isValidPaymentAmount(amount)) {
      setError({ message: t('errors.INVALID_AMOUNT'), onAmount: true });
      return;
    }
    const cleanDescription = normalizePaymentDescription(description);
    const descriptionError = paymentDescriptionError(cleanDescription);
    if (descriptionError) {
      setError({
        message:
          descriptionError === PAYMENT_ERRORS.invalidDescription
            ? t('checkout.descriptionTooLong', { limit: MAX_PAYMENT_DESCRIPTION_LENGTH })
            : t('checkout.descriptionInvalid'),
        onAmount: false,
      });
      return;
    }
    setError(null);
    try {
      const answer = await createPayment.mutateAsync({ amount, description: cleanDescription });
      if (!answer.checkoutUrl) {
        setError({ message: t('errors.NO_CHECKOUT_URL'), onAmount: false });
        return;
      }
      setRedirecting(true);
      window.location.assign(answer.checkoutUrl);
    } catch (caught) {
      setError({ message: paymentErrorMessage(caught), onAmount: false });
    }
  }

  return (
    <div className={`page ${styles.page}`}>
      <div className={`container ${styles.narrow}`}>
        <div className={`card ${styles.card}`}>
          <div className={styles.header}>
            <span className={styles.headerIcon} aria-hidden="true">
              <CardIcon />
            </span>
            <div>
              <h1 className={styles.title}>{t('checkout.title')}</h1>
              <p className={styles.subtitle}>{t('checkout.subtitle')}</p>
            </div>
          </div>

          <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <div className="field">
              <label htmlFor="checkout-amount">{t('checkout.amountLabel')}</label>
              <input
                id="checkout-amount"
                className={`input ${amountInvalid ? styles.invalid : ''}`}
                type="number"
                inputMode="numeric"
                min={PAYMENT.minAmount}
                step={PAYMENT.amountStep}
                value={amountText}
                onChange={(event) => {
                  setAmountText(event.target.value);
                  setError(null);
                }}
                aria-invalid={amountInvalid}
                aria-describedby="checkout-amount-hint"
                disabled={submitting}
              />
              <span id="checkout-amount-hint" className={styles.hint}>
                {amountPreview ?? t('checkout.amountMinimum', { minimum: formatVnd(PAYMENT.minAmount) })}
              </span>
              <div className={styles.quickAmounts} role="group" aria-label={t('checkout.quickAmounts')}>
                {QUICK_AMOUNTS.map((quick) => (
                  <button
                    key={quick}
                    type="button"
                    className={`${styles.chip} ${amount === quick ? styles.chipActive : ''}`}
                    aria-pressed={amount === quick}
                    onClick={() => {
                      setAmountText(String(quick));
                      setError(null);
                    }}
                    disabled={submitting}
                  >
                    {formatVnd(quick)}
                  </button>
                ))}
              </div>
            </div>

            <div className="field">
              <label htmlFor="checkout-description">{t('checkout.descriptionLabel')}</label>
              <input
                id="checkout-description"
                className="input"
                type="text"
                maxLength={MAX_PAYMENT_DESCRIPTION_LENGTH}
                value={description}
                onChange={(event) => {
                  setDescription(event.target.value);
                  setError(null);
                }}
                placeholder={PAYMENT.defaultDescription}
                aria-describedby="checkout-description-hint"
                disabled={submitting}
              />
              <span id="checkout-description-hint" className={styles.hint}>
                {t('checkout.descriptionCount', {
                  used: [...description].length,
                  limit: MAX_PAYMENT_DESCRIPTION_LENGTH,
                })}
              </span>
            </div>

            {error && (
              <p className="form-error" role="alert">
                {error.message}
              </p>
            )}

            <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={submitting}>
              {submitting && <span className="spinner" aria-hidden="true" />}
              {submitting ? t('checkout.submitting') : t('checkout.submit')}
            </button>
          </form>
          <p className={styles.footnote}>{t('checkout.footnote')}</p>
        </div>
      </div>
    </div>
  );
}
