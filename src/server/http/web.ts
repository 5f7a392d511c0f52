// The built web app (dist/web): its page, which the not-found handler answers for the app's own paths
// (http/error-handler.ts), and its files.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webDistDir } from '../paths';

/** The app's index.html when it is built and wanted; undefined otherwise (an API-only server). */
export function readWebIndex(root: string, serveWeb: boolean): string | undefined {
  const indexFile = path.join(root, 'index.html');
  return serveWeb && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
}

/** The built SPA's files; the page itself is answered by the not-found handler (http/error-handler.ts). */
export async function registerWeb(app: FastifyInstance, root = webDistDir): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    maxAge: 0,
    preCompressed: true,
  });
  // Hashed assets never change: cache them for a year. A missing one (404) must not be cached so.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/') && reply.statusCode < 400) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
  });
}
