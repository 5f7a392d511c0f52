// The payment test area as the browser calls it (api-route.ts). payOS's webhook is server to server.
import { defineRoute } from '../api-route';
import type {
  TCreatePaymentRequest,
  TCreatePaymentResponse,
  TOrder,
  TSandboxAction,
  TSandboxActionResponse,
} from './contract';

/** The proof of holding the order from its address; the account that placed it needs none. */
type TOrderAccess = { token?: string };

export const PAYMENT_ROUTES = {
  create: defineRoute<{ body: TCreatePaymentRequest; response: TCreatePaymentResponse }>()('POST', '/payments'),
  order: defineRoute<{ query: TOrderAccess; response: TOrder }>()('GET', '/payments/:orderCode'),
  /** Only where the built-in sandbox is the provider. */
  sandboxAction: defineRoute<{
    params: { orderCode: string; action: TSandboxAction };
    query: TOrderAccess;
    response: TSandboxActionResponse;
  }>()('POST', '/payments/sandbox/:orderCode/:action'),
} as const;
