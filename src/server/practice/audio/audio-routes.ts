// Stored audio and the listening settings (contract.ts). A clip's name is the hash of what made
// it, so its bytes never change: it is answered with a year-long immutable cache and byte ranges (Safari
// asks for ranges before it plays audio), without a database read.
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parseByteRange } from '../../platform/byte-range';
import { ObjectNotFoundError, type ObjectStore } from '../../platform/storage/types';
import { AppError } from '../../http/app-error';
import type { ZodTypeProvider } from '../../http/zod-schemas';
import { ZListeningSettings } from '../../../shared/practice/contract';
import { PRACTICE_ERRORS } from '../../../shared/practice/messages';
import { AUDIO_FILE_NAME, AUDIO_PREFIX } from './audio-build';
import { formatOfExtension } from './audio-format';
import { readListeningSettings, writeListeningSettings } from './listening-settings';
import { PRACTICE_ROUTES } from '../../../shared/practice/api-routes';
import { addRoute } from '../../http/api-routes';

/**
 * Clips already served are kept in memory: every learner of a set asks for the same few dozen, and a
 * buffer is answered several times faster than a file opened and streamed per request (and without an
 * S3 request). Bounded by bytes, the oldest entry first out. Clips are tens of kilobytes; a recording
 * bigger than CACHED_CLIP_MAX_BYTES is streamed each time. A clip removed from the store while an
 * instance keeps it is still answered by that instance: its bytes were right and stay right.
 */
const CACHE_LIMIT_BYTES = 48 * 1024 * 1024;
const CACHED_CLIP_MAX_BYTES = 1024 * 1024;

export async function audioRoutes(app: FastifyInstance, { ctx, media }: { ctx: AppContext; media: ObjectStore }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;

  const notFound = (error: unknown): never => {
    throw error instanceof ObjectNotFoundError ? AppError.from(404, PRACTICE_ERRORS.audioNotFound) : error;
  };

  /** The clip's bytes when it is small enough to keep, else only its size (it is streamed). */
  async function load(name: string): Promise<{ bytes: Buffer } | { size: number }> {
    const cached = cache.get(name);
    if (cached) return { bytes: cached };
    const size = await media.size(`${AUDIO_PREFIX}${name}`).catch(notFound);
    if (size > CACHED_CLIP_MAX_BYTES) return { size };
    const bytes = await buffer(await media.open(`${AUDIO_PREFIX}${name}`).catch(notFound));
    cache.set(name, bytes);
    cachedBytes += bytes.length;
    for (const [oldest, oldBytes] of cache) {
      if (cachedBytes <= CACHE_LIMIT_BYTES) break;
      cache.delete(oldest);
      cachedBytes -= oldBytes.length;
    }
    return { bytes };
  }

  api.get(
    '/api/v4/practice/audio/:name',
    { schema: { params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!AUDIO_FILE_NAME.test(name)) throw AppError.from(404, PRACTICE_ERRORS.audioNotFound);
      const etag = `"${name}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Accept-Ranges', 'bytes')
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const clip = await load(name);
      const size = 'bytes' in clip ? clip.bytes.length : clip.size;
      const range = parseByteRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`);
        throw AppError.from(416, PRACTICE_ERRORS.audioRangeNotSatisfiable);
      }
      const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
      if (part) reply.status(206).header('Content-Range', `bytes ${part.start}-${part.end}/${size}`);
      const extension = name.slice(name.lastIndexOf('.') + 1);
      reply.type(formatOfExtension(extension)?.mimeType ?? 'application/octet-stream');
      if ('bytes' in clip) return reply.send(part ? clip.bytes.subarray(part.start, part.end + 1) : clip.bytes);
      const stream = await media.open(`${AUDIO_PREFIX}${name}`, part).catch(notFound);
      return reply.header('Content-Length', part ? part.end - part.start + 1 : size).send(stream);
    },
  );

  addRoute(
    api,
    PRACTICE_ROUTES.listeningSettings,
    { schema: { response: { 200: ZListeningSettings } } },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      reply.header('Cache-Control', 'no-store');
      return readListeningSettings(ctx.databases.practice, user.id);
    },
  );

  addRoute(
    api,
    PRACTICE_ROUTES.saveListeningSettings,
    { schema: { body: ZListeningSettings, response: { 200: ZListeningSettings } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return writeListeningSettings(ctx.databases.practice, user.id, request.body);
    },
  );
}
