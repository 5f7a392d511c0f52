// Document-sharing API (src/shared/files/contract.ts): thin handlers that parse with the shared
// schemas, call the service and present. Access rules live in service.ts.
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZDeleteFallbackRequest,
  ZFileListQuery,
  ZMyFileList,
  ZSaveRequest,
  ZUpdateFileRequest,
} from '../../shared/files/contract';
import { FILE_ERRORS, FILE_NOTICES } from '../../shared/files/messages';
import { UPLOAD } from '../../shared/constants';
import type { AppContext } from '../context';
import { AppError, parseInput } from '../http/app-error';
import { parseByteRange } from './byte-range';
import { contentDisposition, servedTypeOf } from './content-types';
import { createOfficePreviewer, findSoffice } from './office-preview';
import type { FileRow } from './queries';
import { createFilesService } from './service';
import { createStorage } from './storage';

const ZFileParams = z.object({ id: z.string().max(100) });
const ZUserParams = z.object({ userId: z.string().min(1).max(200) });
const ZListParams = z.object({ list: ZMyFileList });

/** The bytes of uploaded files never run as a page of ours (DESIGN.md). */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

export async function fileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const storage = await createStorage(ctx.config);
  const service = createFilesService({
    db: ctx.databases.main,
    storage,
    events: ctx.events,
    log: (error, message) => app.log.error({ err: error }, message),
  });
  const previews = createOfficePreviewer({
    storage,
    sofficePath: findSoffice(ctx.config.sofficePath),
    openOriginal: (row) => service.openBytes(row),
  });

  await app.register(multipart, { limits: { fileSize: UPLOAD.maxBytes, files: 1 } });

  app.post('/api/v4/files/public/upload', async (request, reply) => {
    const user = await ctx.requireSessionUser(request);
    try {
      const file = await service.upload(request, user);
      return reply.status(201).send({ file, message: FILE_NOTICES.uploaded });
    } catch (error) {
      // A refused upload may leave unread bytes on the connection: close it rather than read them
      // (the server stops reading past 300 MB, issue 3).
      reply.header('Connection', 'close');
      throw error;
    }
  });

  app.get('/api/v4/files/me/counts', async (request) => {
    const user = await ctx.requireSessionUser(request);
    return service.countMine(user);
  });

  app.get('/api/v4/files/me/:list', async (request) => {
    const user = await ctx.requireSessionUser(request);
    const { list } = parseInput(ZListParams, request.params);
    return service.listMine(list, user, parseInput(ZFileListQuery, request.query));
  });

  app.get('/api/v4/users/:userId', async (request) => {
    const { userId } = parseInput(ZUserParams, request.params);
    const caller = await ctx.getSessionUser(request);
    return service.getAuthor(userId, caller?.id ?? null);
  });

  app.get('/api/v4/users/:userId/files', async (request) => {
    const { userId } = parseInput(ZUserParams, request.params);
    const caller = await ctx.getSessionUser(request);
    return service.listAuthorFiles(userId, caller?.id ?? null, parseInput(ZFileListQuery, request.query));
  });

  app.get('/api/v4/files/:id', async (request) => {
    const { id } = parseInput(ZFileParams, request.params);
    const caller = await ctx.getSessionUser(request);
    return { file: await service.getFile(id, caller?.id ?? null) };
  });

  app.patch('/api/v4/files/:id', async (request) => {
    const user = await ctx.requireSessionUser(request);
    const { id } = parseInput(ZFileParams, request.params);
    const changes = parseInput(ZUpdateFileRequest, request.body ?? {});
    return { file: await service.update(id, user, changes) };
  });

  app.put('/api/v4/files/:id/save', async (request) => {
    const user = await ctx.requireSessionUser(request);
    const { id } = parseInput(ZFileParams, request.params);
    const { saved } = parseInput(ZSaveRequest, request.body);
    return service.setSaved(id, user, saved);
  });

  app.post('/api/v4/files/:id/views', async (request, reply) => {
    const { id } = parseInput(ZFileParams, request.params);
    const user = await ctx.getSessionUser(request);
    // Anonymous views are not recorded (viewedBy holds user ids), but the file must still be readable.
    if (!user) {
      await service.requireReadable(id, null);
      return reply.status(204).send();
    }
    return service.recordView(id, user);
  });

  app.get('/api/v4/files/:id/download', async (request, reply) => {
    const user = await ctx.requireSessionUser(request);
    const { id } = parseInput(ZFileParams, request.params);
    const { row, stream } = await service.openDownload(id, user);
    return sendBytes(reply, stream, {
      contentType: 'application/octet-stream',
      disposition: contentDisposition('attachment', row.filename),
      length: row.size,
    });
  });

  app.get('/api/v4/files/:id/content', async (request, reply) => {
    const { id } = parseInput(ZFileParams, request.params);
    const caller = await ctx.getSessionUser(request);
    const row = await service.requireReadable(id, caller?.id ?? null);
    return sendContent(request, reply, row);
  });

  app.get('/api/v4/files/:id/preview.pdf', async (request, reply) => {
    const { id } = parseInput(ZFileParams, request.params);
    const caller = await ctx.getSessionUser(request);
    const row = await service.requireReadable(id, caller?.id ?? null);
    const stream = await previews.open(row);
    return sendBytes(reply, stream, {
      contentType: 'application/pdf',
      disposition: contentDisposition('inline', row.filename.replace(/\.[^.]+$/, '.pdf')),
    });
  });

  const remove = async (request: FastifyRequest) => {
    const user = await ctx.requireSessionUser(request);
    const { id } = parseInput(ZFileParams, request.params);
    return service.remove(id, user);
  };
  app.delete('/api/v4/files/:id', remove);
  // SPEC §7 spells the call DELETE /files/delete/{filename}, with a POST {action: 'delete'} fallback.
  app.delete('/api/v4/files/delete/:id', remove);
  app.post('/api/v4/files/delete/:id', async (request) => {
    parseInput(ZDeleteFallbackRequest, request.body);
    return remove(request);
  });

  async function sendContent(request: FastifyRequest, reply: FastifyReply, row: FileRow) {
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

function sendBytes(
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
