// Probes for supervisors and load balancers. `/health`: the process is alive and serving
// (no dependency is asked, so a database outage never gets a healthy process restarted). `/ready`: the
// database and both stores answer, so a load balancer sends it traffic; 503 while they do not, and from
// the moment a shutdown starts. `/api/v4/health` stays as the app's own check.
import type { FastifyInstance } from 'fastify';
import { ZHealth, ZReady } from '../../shared/site';
import type { Databases } from '../db/connect';
import type { DatabaseAvailability } from '../db/availability';
import type { Storage } from '../platform/storage/types';
import { sendServiceUnavailable } from '../http/error-handler';
import type { ZodTypeProvider } from '../http/zod-schemas';

/** A dependency that does not answer within this time is not ready. */
const READY_TIMEOUT_MS = 2_000;

export async function healthRoutes(
  fastify: FastifyInstance,
  { databases, availability, storage }: { databases: Databases; availability: DatabaseAvailability; storage: Storage },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const health = async () => ({ status: 'ok' as const, database: databases.kind });
  app.get('/health', { schema: { response: { 200: ZHealth } } }, health);
  app.get('/api/v4/health', { schema: { response: { 200: ZHealth } } }, health);

  app.get('/ready', { schema: { response: { 200: ZReady } } }, async (request, reply) => {
    const [database, stores] = await Promise.all([
      withinTimeout(availability.check().then((ok) => (ok ? undefined : Promise.reject(new Error('database'))))),
      withinTimeout(Promise.all([storage.media.probe(), storage.storage.probe()])),
    ]);
    if (database === true && stores === true) return { status: 'ready' as const };
    request.log.warn({ database, storage: stores }, 'not ready');
    return sendServiceUnavailable(reply);
  });
}

/** True when `work` succeeds within READY_TIMEOUT_MS, else why not. */
async function withinTimeout(work: Promise<unknown>): Promise<true | string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([work, timeout]);
    return true;
  } catch (error) {
    return (error as Error).message;
  } finally {
    clearTimeout(timer);
  }
}
