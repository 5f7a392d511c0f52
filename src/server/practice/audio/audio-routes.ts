// Stored audio and the listening settings (issue 13; contract.ts). A clip's name is the hash of what made
// it, so its bytes never change: it is answered with a year-long immutable cache and byte ranges (Safari
// asks for ranges before it plays audio), without a database read.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parseByteRange } from '../../files/byte-range';
import { ObjectNotFoundError, type ObjectStore } from '../../files/storage/types';
import { AppError } from '../../http/app-error';
import type { ZodTypeProvider } from '../../http/zod-schemas';
import { ZListeningSettings } from '../../../shared/practice/contract';
import { PRACTICE_ERRORS } from '../../../shared/practice/messages';
import { AUDIO_FILE_NAME, AUDIO_PREFIX } from './audio-build';
import { formatOfExtension } from './audio-format';
import { readListeningSettings, writeListeningSettings } from './listening-settings';

/** Sizes of clips already served: content-addressed objects never change size (bounded, oldest dropped). */
const SIZE_CACHE_LIMIT = 20_000;

export async function audioRoutes(app: FastifyInstance, { ctx, media }: { ctx: AppContext; media: ObjectStore }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sizes = new Map<string, number>();

  async function sizeOf(name: string): Promise<number> {
    const known = sizes.get(name);
    if (known !== undefined) return known;
    const size = await media.size(`${AUDIO_PREFIX}${name}`).catch((error: unknown) => {
      throw error instanceof ObjectNotFoundError ? AppError.from(404, PRACTICE_ERRORS.audioNotFound) : error;
    });
    if (sizes.size >= SIZE_CACHE_LIMIT) sizes.delete(sizes.keys().next().value!);
    sizes.set(name, size);
    return size;
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
      const size = await sizeOf(name);
      const range = parseByteRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`);
        throw AppError.from(416, PRACTICE_ERRORS.audioRangeNotSatisfiable);
      }
      const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
      const stream = await media.open(`${AUDIO_PREFIX}${name}`, part).catch((error: unknown) => {
        if (error instanceof ObjectNotFoundError) {
          sizes.delete(name);
          throw AppError.from(404, PRACTICE_ERRORS.audioNotFound);
        }
        throw error;
      });
      if (part) reply.status(206).header('Content-Range', `bytes ${part.start}-${part.end}/${size}`);
      const extension = name.slice(name.lastIndexOf('.') + 1);
      return reply
        .type(formatOfExtension(extension)?.mimeType ?? 'application/octet-stream')
        .header('Content-Length', part ? part.end - part.start + 1 : size)
        .send(stream);
    },
  );

  api.get(
    '/api/v4/practice/listening',
    { schema: { response: { 200: ZListeningSettings } } },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      reply.header('Cache-Control', 'no-store');
      return readListeningSettings(ctx.databases.practice, user.id);
    },
  );

  api.put(
    '/api/v4/practice/listening',
    { schema: { body: ZListeningSettings, response: { 200: ZListeningSettings } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return writeListeningSettings(ctx.databases.practice, user.id, request.body);
    },
  );
}
