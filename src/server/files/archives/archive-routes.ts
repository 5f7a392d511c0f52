// An archive's entries (archives/contract.ts): the list, and each entry's bytes inline or as an attachment,
// with the same headers and access as the file's own content and download routes (routes.ts).
import type { FastifyInstance } from 'fastify';
import { ZArchiveEntryList, ZArchiveEntryParams } from '../../../shared/files/archives/contract';
import { ZFileIdParams } from '../../../shared/files/contract';
import { FILE_ROUTES } from '../../../shared/files/api-routes';
import { FILE_ERRORS } from '../../../shared/files/messages';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { addRoute } from '../../http/api-routes';
import type { ZodTypeProvider } from '../../http/zod-schemas';
import { parseByteRange } from '../../platform/byte-range';
import { contentDisposition, servedTypeOf } from '../content-types';
import { sendBytes, visitorDownloadLimit } from '../routes';
import type { ArchiveService } from './archive-service';

/** The entry's own name (its path's last part): the one its bytes are served under. */
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export async function archiveRoutes(
  app: FastifyInstance,
  { ctx, archives }: { ctx: AppContext; archives: ArchiveService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  addRoute(
    api,
    FILE_ROUTES.archiveEntries,
    { schema: { params: ZFileIdParams, response: { 200: ZArchiveEntryList } } },
    async (request) => {
      const caller = await ctx.getSessionUser(request);
      return archives.listEntries(request.params.id, caller?.id ?? null, caller?.isAdmin);
    },
  );

  // Inline, as the file's content route: the type from the extension, HTTP Range for audio, video and pdf.js.
  api.get(
    '/api/v4/files/:id/entries/:position/content',
    { schema: { params: ZArchiveEntryParams } },
    async (request, reply) => {
      const caller = await ctx.getSessionUser(request);
      const { id, position } = request.params;
      const { row, entry } = await archives.findEntry(id, position, caller?.id ?? null, caller?.isAdmin);
      const name = baseName(entry.path);
      const served = servedTypeOf(name);
      const range = parseByteRange(request.headers.range, entry.size);
      reply.header('Accept-Ranges', 'bytes');
      if (range.kind === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${entry.size}`);
        throw AppError.from(416, FILE_ERRORS.rangeNotSatisfiable);
      }
      const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
      const stream = await archives.openEntry(row, entry, part);
      if (part) reply.status(206).header('Content-Range', `bytes ${part.start}-${part.end}/${entry.size}`);
      return sendBytes(reply, stream, {
        contentType: served.contentType,
        disposition: contentDisposition(served.isInline ? 'inline' : 'attachment', name),
        length: part ? part.end - part.start + 1 : entry.size,
      });
    },
  );

  // The file's download rule (signed in, or a visitor where the owner allows it); not counted as a download
  // of the archive (docs/decisions.md).
  api.get(
    '/api/v4/files/:id/entries/:position/download',
    { schema: { params: ZArchiveEntryParams }, config: visitorDownloadLimit(ctx) },
    async (request, reply) => {
      const user = await ctx.getSessionUser(request);
      const { row, entry } = await archives.findDownloadableEntry(request.params.id, request.params.position, user);
      const stream = await archives.openEntry(row, entry);
      return sendBytes(reply, stream, {
        contentType: 'application/octet-stream',
        disposition: contentDisposition('attachment', baseName(entry.path)),
        length: entry.size,
      });
    },
  );
}
