// What caches may keep of the API's answers. Most depend on the session cookie (the caller's files, settings,
// sessions, the owner's fields of a file): a copy kept by the browser or a proxy would outlive a sign-out
// or reach the next user of a shared computer. So an API answer that does not choose its own caching is
// kept by nobody; the answers made to be cached (hashed avatars, public thumbnails, practice audio, the
// practice catalogue with its ETag) set their own rule, which stays.
import type { FastifyInstance } from 'fastify';

export const UNCACHED = 'private, no-store';

export function registerApiCacheDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', UNCACHED);
    return payload;
  });
}
