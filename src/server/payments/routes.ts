// Payment API (shared/payments/contract.ts): create a link, read an order, payOS's webhook, sandbox buttons.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError, parseInput } from '../http/app-error';
import { resolveAuthSecret } from '../auth/secret';
import {
  ZCreatePaymentRequest,
  ZOrderCodeParam,
  ZPaymentWebhook,
  ZSandboxAction,
  type TCreatePaymentResponse,
  type TOrder,
  type TSandboxActionResponse,
} from '../../shared/payments/contract';
import { PAYMENT_ERRORS } from '../../shared/payments/messages';
import {
  isValidPaymentAmount,
  isValidPaymentDescription,
  normalizePaymentDescription,
} from '../../shared/payments/rules';
import { createPayosProvider } from './providers/payos';
import { createSandboxProvider, sandboxChecksumKey } from './providers/sandbox';
import type { PaymentProvider } from './providers/provider';
import { presentOrder } from './present';
import { createPaymentService } from './service';

export async function paymentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { config } = ctx;
  let provider: PaymentProvider;
  if (config.payments.provider === 'payos' && config.payments.payos) {
    provider = createPayosProvider(config.payments.payos);
  } else {
    const authSecret = await resolveAuthSecret(config.auth.secret, config.dataDir);
    provider = createSandboxProvider({
      publicUrl: config.publicUrl,
      checksumKey: sandboxChecksumKey(config.payments.sandboxChecksumKey, authSecret),
    });
  }
  const service = createPaymentService({ db: ctx.databases.main, provider, publicUrl: config.publicUrl, log: app.log });

  app.post(
    '/api/v4/payments',
    { config: { rateLimit: { max: config.payments.createRateLimit, timeWindow: '1 minute' } } },
    async (request): Promise<TCreatePaymentResponse> => {
      const input = parseInput(ZCreatePaymentRequest, request.body ?? {});
      if (!isValidPaymentAmount(input.amount)) throw AppError.from(400, PAYMENT_ERRORS.invalidAmount);
      const description = normalizePaymentDescription(input.description);
      if (!isValidPaymentDescription(description)) throw AppError.from(400, PAYMENT_ERRORS.invalidDescription);
      const user = await ctx.getSessionUser(request);
      return service.createPayment({ amount: input.amount, description, userId: user?.id ?? null });
    },
  );

  app.get('/api/v4/payments/:orderCode', async (request, reply): Promise<TOrder> => {
    const { orderCode } = parseOrderCode(request.params);
    const user = await ctx.getSessionUser(request);
    reply.header('Cache-Control', 'no-store');
    return presentOrder(await service.getOrder(orderCode, user?.id ?? null));
  });

  app.post('/api/v4/payments/webhook', async (request) => {
    const result = ZPaymentWebhook.safeParse(request.body);
    if (!result.success) {
      request.log.warn('payment webhook with an unexpected body refused');
      throw AppError.from(400, PAYMENT_ERRORS.invalidWebhook);
    }
    await service.handleWebhook(result.data);
    return { success: true };
  });

  if (provider.name === 'sandbox') {
    app.post('/api/v4/payments/sandbox/:orderCode/:action', async (request): Promise<TSandboxActionResponse> => {
      const params = request.params as { orderCode?: unknown; action?: unknown };
      const { orderCode } = parseOrderCode(params);
      const action = parseInput(ZSandboxAction, params.action);
      const user = await ctx.getSessionUser(request);
      return service.runSandboxAction({ orderCode, action, userId: user?.id ?? null });
    });
  }
}

/** A malformed order code is simply an order that does not exist. */
function parseOrderCode(params: unknown): { orderCode: number } {
  const result = ZOrderCodeParam.safeParse(params);
  if (!result.success) throw AppError.from(404, PAYMENT_ERRORS.orderNotFound);
  return result.data;
}
