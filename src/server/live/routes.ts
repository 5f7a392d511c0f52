// GET /api/v4/events: Server-Sent Events replacing the first version's live database queries.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { addressKeyOf } from '../http/client-address';
import { COLLECTION_LIVE_EVENT_NAME, PRACTICE_LIVE_EVENT_NAME, type TPracticeChangedEvent } from '../../shared/live';
import { LIVE_ERRORS } from '../../shared/live-messages';
import { presentChange, presentCollectionChange } from './present';
import { createStreamSlots } from './stream-slots';

const PRACTICE_CHANGED = JSON.stringify({ type: 'practice.changed' } satisfies TPracticeChangedEvent);

const KEEP_ALIVE_MS = 25_000;

export async function liveRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const openStreams = new Set<ServerResponse>();
  const slots = createStreamSlots(ctx.config.liveStreams);
  const endAllStreams = () => {
    for (const stream of openStreams) stream.end();
  };
  // preClose, not onClose: Fastify waits for open responses before onClose, so a browser keeping its
  // stream open would hold the shutdown. Ended streams make browsers reconnect elsewhere.
  app.addHook('preClose', async () => endAllStreams());
  // Events may have been lost: ending the streams makes every browser reconnect and refetch its lists.
  const stopWatchingMissedEvents = ctx.events.onMissedEvents(endAllStreams);
  app.addHook('onClose', async () => stopWatchingMissedEvents());

  // A stream, not a JSON answer: no response schema; it takes no params, query or body.
  app.get('/api/v4/events', async (request, reply) => {
    const user = await ctx.getSessionUser(request);
    const listenerId = user?.id ?? null;
    const releaseSlot = slots.take(addressKeyOf(request.ip), listenerId);
    if (!releaseSlot) throw AppError.from(429, LIVE_ERRORS.tooManyStreams);

    reply.hijack();
    // A client gone while its session was read would never close again: its place is given back now.
    if (request.raw.destroyed) {
      releaseSlot();
      return;
    }
    const raw = reply.raw;
    raw.writeHead(200, {
      // The security headers set for every answer (http/security-headers.ts) stay on the stream.
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    raw.write('retry: 1000\n\n');
    openStreams.add(raw);

    const unsubscribe = ctx.events.subscribe((change) => {
      const event = presentChange(change, listenerId);
      if (event) raw.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
    });
    // The learner's own record changed in another tab or device; visitors have no record here.
    const unsubscribePractice = ctx.events.subscribePracticeChanges((userId) => {
      if (userId === listenerId) raw.write(`event: ${PRACTICE_LIVE_EVENT_NAME}\ndata: ${PRACTICE_CHANGED}\n\n`);
    });
    const unsubscribeCollections = ctx.events.subscribeCollectionChanges((change) => {
      const event = presentCollectionChange(change, listenerId);
      if (event) raw.write(`event: ${COLLECTION_LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    request.raw.on('close', () => {
      releaseSlot();
      clearInterval(keepAlive);
      unsubscribe();
      unsubscribePractice();
      unsubscribeCollections();
      openStreams.delete(raw);
    });
  });
}
