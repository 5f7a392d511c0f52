// Payment API (shared/payments/contract.ts): create a link, read an order, payOS's webhook, sandbox buttons.
// The service and its provider are built by createPaymentsDomain (index.ts); this file only routes.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-schemas';
import {
  ZCreatePaymentRequest,
  ZCreatePaymentResponse,
  ZOrder,
  ZOrderAccessQuery,
  ZOrderCodeParam,
  ZPaymentWebhook,
  ZPaymentWebhookResponse,
  ZSandboxActionParams,
  ZSandboxActionResponse,
} from '../../shared/payments/contract';
import { PAYMENT_ERRORS } from '../../shared/payments/messages';
import {
  isValidPaymentAmount,
  normalizePaymentDescription,
  paymentDescriptionError,
} from '../../shared/payments/rules';
import { presentOrder } from './present';
import type { PaymentsDomain } from '.';
import { PAYMENT_ROUTES } from '../../shared/payments/api-routes';
import { addRoute } from '../http/api-routes';

export interface PaymentRoutesOptions extends PaymentsDomain {
  ctx: AppContext;
}

export async function paymentRoutes(
  fastify: FastifyInstance,
  { ctx, payments, hasSandbox }: PaymentRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;

  addRoute(
    app,
    PAYMENT_ROUTES.create,
    {
      schema: { body: ZCreatePaymentRequest, response: { 200: ZCreatePaymentResponse } },
      config: { rateLimit: { max: config.payments.createRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => {
      const input = request.body;
      if (!isValidPaymentAmount(input.amount)) throw AppError.from(400, PAYMENT_ERRORS.invalidAmount);
      const description = normalizePaymentDescription(input.description);
      const descriptionError = paymentDescriptionError(description);
      if (descriptionError) throw AppError.from(400, descriptionError);
      const user = await ctx.getSessionUser(request);
      return payments.createPayment({ amount: input.amount, description, userId: user?.id ?? null });
    },
  );

  addRoute(
    app,
    PAYMENT_ROUTES.order,
    {
      schema: { params: ZOrderCodeParam, querystring: ZOrderAccessQuery, response: { 200: ZOrder } },
      // Order codes are timestamps: reads are limited so that guessing is slow as well as useless.
      config: { rateLimit: { max: config.payments.orderReadRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const orderCode = existingOrderCode(request.params.orderCode);
      const user = await ctx.getSessionUser(request);
      reply.header('Cache-Control', 'no-store');
      const order = await payments.getOrder(orderCode, { userId: user?.id ?? null, token: request.query.token });
      return presentOrder(order);
    },
  );

  app.post(
    '/api/v4/payments/webhook',
    // Its refusal has a code of its own and is logged: the handler reads the validation result.
    { schema: { body: ZPaymentWebhook, response: { 200: ZPaymentWebhookResponse } }, attachValidation: true },
    async (request) => {
      if (request.validationError) {
        request.log.warn('payment webhook with an unexpected body refused');
        throw AppError.from(400, PAYMENT_ERRORS.invalidWebhook);
      }
      await payments.handleWebhook(request.body);
      return { success: true as const };
    },
  );

  if (hasSandbox) {
    addRoute(
      app,
      PAYMENT_ROUTES.sandboxAction,
      {
        schema: {
          params: ZSandboxActionParams,
          querystring: ZOrderAccessQuery,
          response: { 200: ZSandboxActionResponse },
        },
        config: { rateLimit: { max: config.payments.orderReadRateLimit, timeWindow: '1 minute' } },
      },
      async (request) => {
        const orderCode = existingOrderCode(request.params.orderCode);
        const user = await ctx.getSessionUser(request);
        return payments.runSandboxAction({
          orderCode,
          action: request.params.action,
          caller: { userId: user?.id ?? null, token: request.query.token },
        });
      },
    );
  }
}

/** A code that cannot be an order's is simply an order that does not exist. */
function existingOrderCode(orderCode: number | null): number {
  if (orderCode === null) throw AppError.from(404, PAYMENT_ERRORS.orderNotFound);
  return orderCode;
}
