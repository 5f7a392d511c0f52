// The payments domain's face: the only module other domains and buildApp import from this folder.
// createPaymentsDomain builds the domain once (fastify/demo: services are built outside route files): the
// provider chosen by configuration, the order tokens and the service. buildApp passes the result to
// paymentRoutes.
import type { Config } from '../config';
import type { MainDb } from '../db/connect';
import type { Log } from '../platform/log';
import { createOrderTokens } from './order-token';
import { createPayosProvider } from './providers/payos';
import { createSandboxProvider, sandboxChecksumKey } from './providers/sandbox';
import { createPaymentService, type PaymentService } from './service';

export { paymentRoutes } from './routes';

export interface PaymentsDomain {
  payments: PaymentService;
  /** The sandbox's Pay and Cancel exist only when the sandbox is the provider. */
  hasSandbox: boolean;
}

export function createPaymentsDomain({
  config,
  db,
  authSecret,
  log,
}: {
  config: Config;
  db: MainDb;
  authSecret: string;
  log: Log;
}): PaymentsDomain {
  const provider =
    config.payments.provider === 'payos' && config.payments.payos
      ? createPayosProvider(config.payments.payos)
      : createSandboxProvider({
          publicUrl: config.publicUrl,
          checksumKey: sandboxChecksumKey(config.payments.sandboxChecksumKey, authSecret),
        });
  const payments = createPaymentService({
    db,
    provider,
    orderTokens: createOrderTokens(authSecret),
    publicUrl: config.publicUrl,
    log,
  });
  return { payments, hasSandbox: provider.name === 'sandbox' };
}
