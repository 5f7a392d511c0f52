// What every request goes through before a domain's route sees it, registered on the root instance so
// it applies to all: zod schemas, the error handler, 503 while closing or while the database is away,
// security headers, the API's cache default, body time-outs, rate limits, the same-origin check and the
// refusal of U+0000.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseAvailability } from '../db/availability';
import { BODY_TIMEOUTS, registerBodyTimeouts } from './body-timeouts';
import { registerApiCacheDefault } from './cache-control';
import { registerErrorHandling, sendServiceUnavailable } from './error-handler';
import { registerSameOriginCheck } from './same-origin';
import { registerSecurityHeaders } from './security-headers';
import { registerNulCheck } from './text-input';
import type { WebPage } from './web';
import { registerZodSchemas } from './zod-schemas';

export async function registerHttpPolicies(
  app: FastifyInstance,
  options: {
    config: Config;
    availability: DatabaseAvailability;
    /** The built web app's page, answered for the app's own paths (http/error-handler.ts). */
    webPage: WebPage | undefined;
    /** Paths called by other servers rather than browsers (they carry their own signature). */
    originCheckExempt: string[];
    /** The time an ordinary request body may take to arrive: tests shorten it. */
    bodyTimeoutMs?: number;
    /** The silence an upload's connection survives: tests shorten it. */
    uploadIdleTimeoutMs?: number;
  },
): Promise<void> {
  const { config, availability } = options;
  registerZodSchemas(app);
  registerErrorHandling(app, { webPage: options.webPage, availability });
  refuseWhileClosingOrDatabaseDown(app, availability);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // The Google sign-in popup must keep its opener link (the popup flow of Google sign-in).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  registerApiCacheDefault(app);
  registerBodyTimeouts(app, {
    bodyMs: options.bodyTimeoutMs ?? BODY_TIMEOUTS.bodyMs,
    uploadIdleMs: options.uploadIdleTimeoutMs ?? BODY_TIMEOUTS.uploadIdleMs,
  });
  await app.register(rateLimit, { global: false });
  registerSameOriginCheck(app, { publicUrl: config.publicUrl, exemptPaths: options.originCheckExempt });
  registerNulCheck(app);
}

/** Paths that answer while the database is away: the probes, and the app's pages and files. */
const ANSWERS_WITHOUT_DATABASE = new Set(['/health', '/ready', '/api/v4/health']);

/**
 * From the start of a shutdown every new request is refused with 503 (and its connection closed), so a
 * load balancer moves on; while the database is known to be away, API requests are refused at once
 * instead of each waiting for a connection that will not come.
 */
function refuseWhileClosingOrDatabaseDown(app: FastifyInstance, availability: DatabaseAvailability): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      reply.header('Connection', 'close');
      return sendServiceUnavailable(reply);
    }
    const path = request.url.split('?')[0] ?? '';
    if (!availability.isAvailable() && path.startsWith('/api/') && !ANSWERS_WITHOUT_DATABASE.has(path)) {
      return sendServiceUnavailable(reply);
    }
  });
}

function contentSecurityPolicy(config: Config) {
  const storageHost = config.storage.publicHost ? [new URL(config.storage.publicHost).origin] : [];
  const analytics = config.analyticsMeasurementId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...analytics],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Only our own images (profile images are our avatars): no outside tracker loads.
    imgSrc: ["'self'", 'data:', 'blob:', ...storageHost, ...analytics],
    mediaSrc: ["'self'", 'blob:', ...storageHost],
    connectSrc: ["'self'", ...storageHost, ...analytics],
    frameSrc: ["'self'", 'blob:', ...storageHost],
    workerSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    formAction: ["'self'", 'mailto:', 'https:'],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
  };
}
