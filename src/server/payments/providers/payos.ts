// payOS merchant API over fetch (https://payos.vn/docs/api/): create a payment link, read its status.
import { isValidDataSignature, signPaymentLink } from '../signature';
import {
  PaymentProviderError,
  type CreateLinkInput,
  type CreatedLink,
  type PaymentProvider,
  type RemoteLinkStatus,
} from './provider';

export const PAYOS_DEFAULT_BASE_URL = 'https://api-merchant.payos.vn';
const REQUEST_TIMEOUT_MS = 15_000;

export interface PayosCredentials {
  clientId: string;
  apiKey: string;
  checksumKey: string;
  baseUrl: string | undefined;
}

interface PayosEnvelope {
  code?: unknown;
  desc?: unknown;
  data?: unknown;
  signature?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createPayosProvider(credentials: PayosCredentials): PaymentProvider {
  const baseUrl = (credentials.baseUrl ?? PAYOS_DEFAULT_BASE_URL).replace(/\/+$/, '');

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<PayosEnvelope> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: init.method,
        headers: {
          'x-client-id': credentials.clientId,
          'x-api-key': credentials.apiKey,
          Accept: 'application/json',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError('unreachable', `payOS unreachable: ${(error as Error).message}`);
    }
    const envelope = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      // 5xx: payOS may or may not have created the link; 4xx: it refused.
      const kind = response.status >= 500 ? 'unreachable' : 'rejected';
      throw new PaymentProviderError(kind, `payOS HTTP ${response.status}: ${describe(envelope)}`);
    }
    if (!isRecord(envelope)) throw new PaymentProviderError('unreachable', 'payOS answered no JSON object');
    return envelope;
  }

  return {
    name: 'payos',
    checksumKey: credentials.checksumKey,

    async createLink(input: CreateLinkInput): Promise<CreatedLink> {
      // payOS gets the documented fields only (our access token lives in the return addresses).
      const { orderCode, amount, description, returnUrl, cancelUrl } = input;
      const link = { orderCode, amount, description, returnUrl, cancelUrl };
      const signature = signPaymentLink(link, credentials.checksumKey);
      const envelope = await call('/v2/payment-requests', { method: 'POST', body: { ...link, signature } });
      if (envelope.code !== '00') {
        throw new PaymentProviderError('rejected', `payOS refused the link: ${describe(envelope)}`);
      }
      if (!isRecord(envelope.data)) return { checkoutUrl: null, paymentLinkId: null };
      // The SDK checks the answer's signature when there is one; so do we.
      if (
        typeof envelope.signature === 'string' &&
        !isValidDataSignature(envelope.data, envelope.signature, credentials.checksumKey)
      ) {
        throw new PaymentProviderError('rejected', 'payOS answer has a bad signature');
      }
      const { checkoutUrl, paymentLinkId } = envelope.data;
      return {
        checkoutUrl: typeof checkoutUrl === 'string' && /^https?:\/\//.test(checkoutUrl) ? checkoutUrl : null,
        paymentLinkId: typeof paymentLinkId === 'string' ? paymentLinkId : null,
      };
    },

    async fetchLinkStatus(orderCode: number): Promise<RemoteLinkStatus | null> {
      const envelope = await call(`/v2/payment-requests/${orderCode}`, { method: 'GET' });
      if (envelope.code !== '00' || !isRecord(envelope.data)) return null;
      const { status, amount, amountPaid } = envelope.data;
      if (typeof amount !== 'number') return null;
      if (status === 'PAID' && typeof amountPaid === 'number' && amountPaid >= amount) {
        return { status: 'paid', amount };
      }
      if (status === 'CANCELLED' || status === 'EXPIRED') return { status: 'cancelled', amount };
      return { status: 'pending', amount };
    },
  };
}

function describe(envelope: unknown): string {
  if (!isRecord(envelope)) return 'no body';
  return `code=${String(envelope.code)} desc=${String(envelope.desc)}`;
}
