// The HTTP contract of the payment test area, shared by the Fastify routes and the web client.
//
//   POST /payments                               ZCreatePaymentRequest → ZCreatePaymentResponse
//                                                errors: INVALID_AMOUNT, INVALID_DESCRIPTION (400),
//                                                PAYMENT_LINK_FAILED, NO_CHECKOUT_URL (502)
//   GET  /payments/:orderCode?token=             → ZOrder; 404 ORDER_NOT_FOUND without the order's token
//                                                (unless the caller's account placed it), rate-limited
//   POST /payments/webhook                       payOS webhook (signed); 200 { success: true }
//   POST /payments/sandbox/:orderCode/pay|cancel?token=
//                                                → ZSandboxActionResponse (sandbox provider only)
//
// The token is in the return, cancel and sandbox addresses the server builds (proof of holding the
// order: order codes are timestamps and can be guessed).
// Errors always use the shared body { code, message } (src/shared/errors.ts).
import { z } from 'zod';
import { parseOrderCode } from './rules';

export const ZOrderStatus = z.enum(['pending', 'paid', 'cancelled']);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

export const ZPaymentProvider = z.enum(['sandbox', 'payos']);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

export const ZCreatePaymentRequest = z.object({
  /** Checked by isValidPaymentAmount so that every bad amount gets the same one message. */
  amount: z.unknown().optional(),
  description: z.string().max(1000).optional(),
});
export type TCreatePaymentRequest = { amount: number; description?: string };

export const ZCreatePaymentResponse = z.object({
  orderCode: z.number(),
  checkoutUrl: z.string(),
  message: z.string(),
});
export type TCreatePaymentResponse = z.infer<typeof ZCreatePaymentResponse>;

/** An order code of the path, or null when it cannot be one (answered as an order that does not exist). */
export const ZOrderCode = z.string().max(32).transform(parseOrderCode);
export const ZOrderCodeParam = z.object({ orderCode: ZOrderCode });

/** The proof of holding an order; an unknown or missing one reads like an unknown order. */
export const ZOrderAccessQuery = z.object({ token: z.string().max(100).optional() });
export type TOrderAccessQuery = z.infer<typeof ZOrderAccessQuery>;

export const ZOrder = z.object({
  orderCode: z.number(),
  amount: z.number(),
  description: z.string(),
  status: ZOrderStatus,
  provider: ZPaymentProvider,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZSandboxAction = z.enum(['pay', 'cancel']);
export type TSandboxAction = z.infer<typeof ZSandboxAction>;
export const ZSandboxActionParams = z.object({ orderCode: ZOrderCode, action: ZSandboxAction });

export const ZSandboxActionResponse = z.object({
  /** Where the browser goes next: the order's returnUrl (paid) or cancelUrl (cancelled). */
  redirectUrl: z.string(),
  status: ZOrderStatus,
});
export type TSandboxActionResponse = z.infer<typeof ZSandboxActionResponse>;

/** The payOS webhook body (also built by the sandbox). Only `data` is signed. */
export const ZPaymentWebhook = z.object({
  code: z.string().optional(),
  desc: z.string().optional(),
  success: z.boolean().optional(),
  data: z.record(z.string(), z.unknown()),
  signature: z.string().min(1),
});
export type TPaymentWebhook = z.infer<typeof ZPaymentWebhook>;
export const ZPaymentWebhookResponse = z.object({ success: z.literal(true) });
