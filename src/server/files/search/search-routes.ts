// Finding and reading documents (contract in src/shared/files/contract.ts): search, the library
// of public documents, and the reader's page in a document. Thin handlers over search-service.ts.
import type { FastifyInstance } from 'fastify';
import {
  ZFileIdParams,
  ZFileListResponse,
  ZLibraryFacets,
  ZLibraryFacetsQuery,
  ZLibraryQuery,
  ZReadingPosition,
  ZSaveReadingPosition,
  ZSearchQuery,
  ZSearchResponse,
} from '../../../shared/files/contract';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/zod-schemas';
import type { FilesDomain } from '..';
import { FILE_ROUTES } from '../../../shared/files/api-routes';
import { addRoute } from '../../http/api-routes';

export async function searchRoutes(
  app: FastifyInstance,
  { ctx, files }: { ctx: AppContext; files: FilesDomain },
): Promise<void> {
  const { service, search } = files;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = {
    onRequest: async (request: Parameters<typeof ctx.requireSessionUser>[0]) => {
      await ctx.requireSessionUser(request);
    },
  };

  addRoute(
    api,
    FILE_ROUTES.search,
    { schema: { querystring: ZSearchQuery, response: { 200: ZSearchResponse } } },
    async (request) => {
      const caller = await ctx.getSessionUser(request);
      return search.search(request.query, caller?.id ?? null);
    },
  );

  addRoute(
    api,
    FILE_ROUTES.library,
    { schema: { querystring: ZLibraryQuery, response: { 200: ZFileListResponse } } },
    async (request) => {
      const caller = await ctx.getSessionUser(request);
      return search.library(request.query, caller?.id ?? null);
    },
  );

  addRoute(
    api,
    FILE_ROUTES.libraryFacets,
    { schema: { querystring: ZLibraryFacetsQuery, response: { 200: ZLibraryFacets } } },
    async (request) => search.libraryFacets(request.query),
  );

  addRoute(
    api,
    FILE_ROUTES.readingPosition,
    { ...signedIn, schema: { params: ZFileIdParams, response: { 200: ZReadingPosition } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      await service.requireReadable(request.params.id, user.id);
      return { page: await search.getReadingPosition(user.id, request.params.id) };
    },
  );

  addRoute(
    api,
    FILE_ROUTES.saveReadingPosition,
    {
      ...signedIn,
      schema: { params: ZFileIdParams, body: ZSaveReadingPosition, response: { 200: ZReadingPosition } },
    },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      await service.requireReadable(request.params.id, user.id);
      await search.saveReadingPosition(user.id, request.params.id, request.body.page);
      return { page: request.body.page };
    },
  );
}
