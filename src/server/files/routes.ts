// Document-sharing API (src/shared/files/contract.ts): thin handlers. The shared zod contracts are the
// route schemas (params, querystring, body, response); the handlers call the files service built by
// createFilesDomain (index.ts) and send what it presents. Access rules live in service.ts.
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UPLOAD } from '../../shared/constants';
import {
  ZDeleteFallbackRequest,
  ZDeleteResponse,
  ZFileIdParams,
  ZFileListQuery,
  ZFileResponse,
  ZAuthorSummary,
  ZMyFileCounts,
  ZMyListParams,
  ZSaveRequest,
  ZSaveResponse,
  ZUpdateFileRequest,
  ZUploadResponse,
  ZUserIdParams,
  ZViewResponse,
} from '../../shared/files/contract';
import { FILE_ROUTES } from '../../shared/files/api-routes';
import { FILE_ERRORS, FILE_NOTICES } from '../../shared/files/messages';
import { VISITOR_DOWNLOADS_PER_ADDRESS_PER_MINUTE } from '../../shared/files/rating-rules';
import { AUTH_ERRORS } from '../../shared/auth-messages';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { addRoute } from '../http/api-routes';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { parseByteRange } from '../platform/byte-range';
import { contentDisposition, servedTypeOf } from './content-types';
import type { FilesDomain } from '.';
import type { FileListJson } from './service';
import type { FileReadRow } from './queries';
import { readUploadForm } from './upload/upload-form';

/** The bytes of uploaded files never run as a page of ours. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** Room for the multipart envelope around the file (boundaries, headers, the description). */
const ENVELOPE_BYTES = 64 * 1024;

export async function fileRoutes(
  app: FastifyInstance,
  { ctx, files }: { ctx: AppContext; files: FilesDomain },
): Promise<void> {
  const { service, previews } = files;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Routes for signed-in users refuse anonymous callers first, before their input is even looked at.
  const signedIn = {
    onRequest: async (request: FastifyRequest) => {
      await ctx.requireSessionUser(request);
    },
  };
  await app.register(multipart, { limits: { fileSize: UPLOAD.maxBytes, files: 1 } });

  api.post(
    '/api/v4/files/public/upload',
    {
      schema: { response: { 201: ZUploadResponse } },
      // It may take long on a slow line (300 MB), but never sit silent (http/body-timeouts.ts).
      config: { streamsUpload: true },
      // Refusals come before a byte of the body is read: no session, or a declared length
      // over the limit. The body is then never read: the answer closes the connection.
      onRequest: async (request) => {
        const user = await ctx.requireSessionUser(request);
        if (ctx.config.auth.requireEmailVerification && !user.emailVerified) {
          throw AppError.from(403, AUTH_ERRORS.emailNotVerified);
        }
        const declaredLength = Number(request.headers['content-length']);
        if (Number.isFinite(declaredLength) && declaredLength > UPLOAD.maxBytes + ENVELOPE_BYTES) {
          throw AppError.from(413, FILE_ERRORS.tooLargeStreamed);
        }
      },
      // Said on every answer before the body ended, injected test requests included (the body time-outs'
      // hook says it for real connections only); the connection is then closed by that hook.
      onSend: async (request, reply, payload) => {
        if (!request.raw.complete) reply.header('Connection', 'close');
        return payload;
      },
    },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      // A request that cannot fit the day's allowance is refused before its body is read.
      await service.checkUploadAllowance(
        user,
        Math.max(0, (Number(request.headers['content-length']) || 0) - ENVELOPE_BYTES),
      );
      const form = await readUploadForm(
        request,
        (part) => service.receiveUploadBytes(part),
        (details) => service.checkDocumentDetails(details, ''),
      );
      const file = await service.upload(form, user);
      return reply.status(201).send({ file, message: FILE_NOTICES.uploaded });
    },
  );

  addRoute(
    api,
    FILE_ROUTES.myCounts,
    { ...signedIn, schema: { response: { 200: ZMyFileCounts } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return service.countMine(user);
    },
  );

  addRoute(
    api,
    FILE_ROUTES.myList,
    {
      ...signedIn,
      // The answer is a ZFileListResponse written by PostgreSQL (sendListJson): no response schema.
      schema: { params: ZMyListParams, querystring: ZFileListQuery },
    },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      return sendListJson(reply, await service.listMine(request.params.list, user, request.query));
    },
  );

  addRoute(
    api,
    FILE_ROUTES.author,
    { schema: { params: ZUserIdParams, response: { 200: ZAuthorSummary } } },
    async (request) => {
      const caller = await ctx.getSessionUser(request);
      return service.getAuthor(request.params.userId, caller?.id ?? null);
    },
  );

  addRoute(
    api,
    FILE_ROUTES.authorFiles,
    { schema: { params: ZUserIdParams, querystring: ZFileListQuery } },
    async (request, reply) => {
      const caller = await ctx.getSessionUser(request);
      return sendListJson(
        reply,
        await service.listAuthorFiles(request.params.userId, caller?.id ?? null, request.query),
      );
    },
  );

  addRoute(
    api,
    FILE_ROUTES.get,
    { schema: { params: ZFileIdParams, response: { 200: ZFileResponse } } },
    async (request) => {
      const caller = await ctx.getSessionUser(request);
      return { file: await service.getFile(request.params.id, caller?.id ?? null, caller?.isAdmin) };
    },
  );

  addRoute(
    api,
    FILE_ROUTES.update,
    { ...signedIn, schema: { params: ZFileIdParams, body: ZUpdateFileRequest, response: { 200: ZFileResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return { file: await service.update(request.params.id, user, request.body) };
    },
  );

  addRoute(
    api,
    FILE_ROUTES.save,
    { ...signedIn, schema: { params: ZFileIdParams, body: ZSaveRequest, response: { 200: ZSaveResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return service.setSaved(request.params.id, user, request.body.saved);
    },
  );

  addRoute(
    api,
    FILE_ROUTES.recordView,
    { schema: { params: ZFileIdParams, response: { 200: ZViewResponse, 204: z.void() } } },
    async (request, reply) => {
      const user = await ctx.getSessionUser(request);
      // Anonymous views are not recorded (viewedBy holds user ids), but the file must still be readable.
      if (!user) {
        await service.requireReadable(request.params.id, null);
        return reply.status(204).send();
      }
      return service.recordView(request.params.id, user);
    },
  );

  api.get(
    '/api/v4/files/:id/download',
    {
      schema: { params: ZFileIdParams },
      config: visitorDownloadLimit(ctx),
    },
    async (request, reply) => {
      const user = await ctx.getSessionUser(request);
      const { row, stream } = await service.openDownload(request.params.id, user);
      return sendBytes(reply, stream, {
        contentType: 'application/octet-stream',
        disposition: contentDisposition('attachment', row.filename),
        length: row.size,
      });
    },
  );

  api.get('/api/v4/files/:id/content', { schema: { params: ZFileIdParams } }, async (request, reply) => {
    const caller = await ctx.getSessionUser(request);
    const row = await service.requireReadable(request.params.id, caller?.id ?? null, caller?.isAdmin);
    return sendContent(request, reply, row);
  });

  api.get('/api/v4/files/:id/preview.pdf', { schema: { params: ZFileIdParams } }, async (request, reply) => {
    const caller = await ctx.getSessionUser(request);
    const row = await service.requireReadable(request.params.id, caller?.id ?? null, caller?.isAdmin);
    const stream = await previews.open(row);
    return sendBytes(reply, stream, {
      contentType: 'application/pdf',
      disposition: contentDisposition('inline', row.filename.replace(/\.[^.]+$/, '.pdf')),
    });
  });

  api.get('/api/v4/files/:id/thumbnail', { schema: { params: ZFileIdParams } }, async (request, reply) => {
    const caller = await ctx.getSessionUser(request);
    const { row, stream } = await service.openThumbnail(request.params.id, caller?.id ?? null, caller?.isAdmin);
    return reply
      .header('Content-Type', 'image/webp')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
      .header('Cache-Control', thumbnailCacheControl(row.isPublic))
      .send(stream);
  });

  const remove = async (request: FastifyRequest & { params: { id: string } }) => {
    const user = await ctx.requireSessionUser(request);
    return service.remove(request.params.id, user);
  };
  const deleteSchema = { params: ZFileIdParams, response: { 200: ZDeleteResponse } };
  api.delete('/api/v4/files/:id', { ...signedIn, schema: deleteSchema }, remove);
  // The first version's client calls DELETE /files/delete/{filename}, with a POST {action: 'delete'} fallback.
  addRoute(api, FILE_ROUTES.delete, { ...signedIn, schema: deleteSchema }, remove);
  addRoute(
    api,
    FILE_ROUTES.deleteByPost,
    { ...signedIn, schema: { ...deleteSchema, body: ZDeleteFallbackRequest } },
    remove,
  );

  async function sendContent(request: FastifyRequest, reply: FastifyReply, row: FileReadRow) {
    const served = servedTypeOf(row.filename);
    const range = parseByteRange(request.headers.range, row.size);
    reply.header('Accept-Ranges', 'bytes');
    if (range.kind === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${row.size}`);
      throw AppError.from(416, FILE_ERRORS.rangeNotSatisfiable);
    }
    const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
    const stream = await service.openBytes(row, part);
    if (part) {
      reply.status(206).header('Content-Range', `bytes ${part.start}-${part.end}/${row.size}`);
    }
    return sendBytes(reply, stream, {
      contentType: served.contentType,
      disposition: contentDisposition(served.isInline ? 'inline' : 'attachment', row.filename),
      length: part ? part.end - part.start + 1 : row.size,
    });
  }
}

/**
 * A thumbnail's bytes never change (one per file, made from bytes that never change), so a public file's
 * is cached for a year by browsers and shared caches alike: lists show dozens, and each is fetched once.
 * A private file's may be kept by its owner's browser only, and for an hour, because visibility changes.
 * The cost, written down in docs/decisions.md: a public file made private later keeps its (public until
 * then) thumbnail in caches that already hold it; the file, its text and its other pages are refused.
 */
export function thumbnailCacheControl(isPublic: boolean): string {
  return isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600';
}

export function sendBytes(
  reply: FastifyReply,
  stream: Readable,
  headers: { contentType: string; disposition: string; length?: number },
) {
  reply
    .header('Content-Type', headers.contentType)
    .header('Content-Disposition', headers.disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    // Visibility can change at any moment: no shared cache may keep a copy.
    .header('Cache-Control', 'private, no-cache');
  if (headers.length !== undefined) reply.header('Content-Length', headers.length);
  return reply.send(stream);
}

/**
 * A page of files already written as JSON (a ZFileListResponse, presented by PostgreSQL): sent
 * as it is, never parsed and written again. Tests hold its shape to the contract (files.test.ts).
 */
function sendListJson(reply: FastifyReply, json: FileListJson): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * A visitor may download a public file whose owner allows it (the file, or one entry of an archive): limited
 * per address, as every other route open to visitors that costs work; a signed-in reader's downloads are not.
 */
export function visitorDownloadLimit(ctx: AppContext) {
  return {
    rateLimit: {
      max: VISITOR_DOWNLOADS_PER_ADDRESS_PER_MINUTE,
      timeWindow: '1 minute',
      allowList: async (request: FastifyRequest) => (await ctx.getSessionUser(request)) !== null,
    },
  };
}
