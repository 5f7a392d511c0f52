// What the payment service needs from a provider: a payment link, and (payOS) the link's status.
import type { TPaymentProvider } from '../../../shared/payments/contract';

export interface CreateLinkInput {
  orderCode: number;
  amount: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  /** Proof of holding the order (order-token.ts), for a provider whose checkout page is ours. */
  accessToken: string;
}

export interface CreatedLink {
  checkoutUrl: string | null;
  paymentLinkId: string | null;
}

/** The provider's view of a link, for reconciling an order whose webhook has not arrived. */
export interface RemoteLinkStatus {
  status: 'paid' | 'cancelled' | 'pending';
  amount: number;
}

export class PaymentProviderError extends Error {
  constructor(
    /** rejected: the provider answered no (no link exists); unreachable: we do not know. */
    public readonly kind: 'rejected' | 'unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  name: TPaymentProvider;
  /** Key that signs this provider's webhooks. */
  checksumKey: string;
  createLink(input: CreateLinkInput): Promise<CreatedLink>;
  fetchLinkStatus?(orderCode: number): Promise<RemoteLinkStatus | null>;
}
