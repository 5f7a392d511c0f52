// Collections' API (shared/files/collections-contract.ts): thin handlers over the collections service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZCollectionDeleteResponse,
  ZCollectionDetail,
  ZCollectionIdParams,
  ZCollectionItemParams,
  ZCollectionListResponse,
  ZCollectionResponse,
  ZCreateCollectionRequest,
  ZMyCollectionsQuery,
  ZReorderCollectionRequest,
  ZUpdateCollectionRequest,
} from '../../../shared/files/collections-contract';
import { COLLECTION_ROUTES } from '../../../shared/files/collections-api-routes';
import { COLLECTION_LIMITS } from '../../../shared/files/collections-rules';
import { ZUserIdParams } from '../../../shared/files/contract';
import type { AppContext } from '../../context';
import { addRoute } from '../../http/api-routes';
import type { ZodTypeProvider } from '../../http/zod-schemas';
import type { CollectionsService } from './service';

export async function collectionRoutes(
  app: FastifyInstance,
  { ctx, collections }: { ctx: AppContext; collections: CollectionsService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Anonymous callers are refused before their input is looked at.
  const signedIn = {
    onRequest: async (request: FastifyRequest) => {
      await ctx.requireSessionUser(request);
    },
  };
  // Writes, per address (as the other writes that are not uploads).
  const write = {
    ...signedIn,
    config: { rateLimit: { max: COLLECTION_LIMITS.writesPerMinute, timeWindow: '1 minute' } },
  };

  addRoute(
    api,
    COLLECTION_ROUTES.create,
    { ...write, schema: { body: ZCreateCollectionRequest, response: { 201: ZCollectionResponse } } },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      return reply.status(201).send({ collection: await collections.create(user, request.body) });
    },
  );

  addRoute(
    api,
    COLLECTION_ROUTES.mine,
    { ...signedIn, schema: { querystring: ZMyCollectionsQuery, response: { 200: ZCollectionListResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return { collections: await collections.listMine(user, request.query.fileId) };
    },
  );

  addRoute(
    api,
    COLLECTION_ROUTES.ofUser,
    { schema: { params: ZUserIdParams, response: { 200: ZCollectionListResponse } } },
    async (request) => {
      const caller = await ctx.getSessionUser(request);
      return { collections: await collections.listOfUser(request.params.userId, caller?.id ?? null) };
    },
  );

  addRoute(
    api,
    COLLECTION_ROUTES.get,
    { schema: { params: ZCollectionIdParams, response: { 200: ZCollectionDetail } } },
    async (request) => {
      const caller = await ctx.getSessionUser(request);
      return collections.get(request.params.id, caller?.id ?? null);
    },
  );

  addRoute(
    api,
    COLLECTION_ROUTES.update,
    {
      ...write,
      schema: { params: ZCollectionIdParams, body: ZUpdateCollectionRequest, response: { 200: ZCollectionResponse } },
    },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return { collection: await collections.update(request.params.id, user, request.body) };
    },
  );

  addRoute(
    api,
    COLLECTION_ROUTES.delete,
    { ...write, schema: { params: ZCollectionIdParams, response: { 200: ZCollectionDeleteResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return collections.remove(request.params.id, user);
    },
  );

  addRoute(
    api,
    COLLECTION_ROUTES.addItem,
    { ...write, schema: { params: ZCollectionItemParams, response: { 200: ZCollectionResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return { collection: await collections.addItem(request.params.id, request.params.fileId, user) };
    },
  );

  addRoute(
    api,
    COLLECTION_ROUTES.removeItem,
    { ...write, schema: { params: ZCollectionItemParams, response: { 200: ZCollectionResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return { collection: await collections.removeItem(request.params.id, request.params.fileId, user) };
    },
  );

  addRoute(
    api,
    COLLECTION_ROUTES.reorder,
    {
      ...write,
      schema: { params: ZCollectionIdParams, body: ZReorderCollectionRequest, response: { 200: ZCollectionDetail } },
    },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return collections.reorder(request.params.id, request.body.fileIds, user);
    },
  );
}
