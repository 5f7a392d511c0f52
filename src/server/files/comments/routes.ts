// Comments on documents (src/shared/files/comments-contract.ts): thin handlers over the comments service.
// Reading needs no session (a visitor reads the comments of a public document); every write does, and is
// refused before its input is looked at without one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMMENT_ROUTES } from '../../../shared/files/comments-api-routes';
import {
  ZCommentDeleteResponse,
  ZCommentParams,
  ZCommentResponse,
  ZCommentsChangedResponse,
  ZCommentsQuery,
  ZCommentsResponse,
  ZCreateCommentRequest,
  ZEditCommentRequest,
  ZHideCommentRequest,
  ZPinCommentRequest,
} from '../../../shared/files/comments-contract';
import { COMMENTS_PER_ADDRESS_PER_TEN_MINUTES } from '../../../shared/files/comments-rules';
import { ZFileIdParams } from '../../../shared/files/contract';
import { ZReportRequest, ZReportResponse } from '../../../shared/moderation/contract';
import { REPORTS_PER_ADDRESS_PER_HOUR } from '../../../shared/moderation/rules';
import type { AppContext } from '../../context';
import { addRoute } from '../../http/api-routes';
import type { ZodTypeProvider } from '../../http/zod-schemas';
import type { CommentsService } from './service';

export async function commentRoutes(
  app: FastifyInstance,
  { ctx, comments }: { ctx: AppContext; comments: CommentsService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = {
    onRequest: async (request: FastifyRequest) => {
      await ctx.requireSessionUser(request);
    },
  };

  addRoute(
    api,
    COMMENT_ROUTES.list,
    { schema: { params: ZFileIdParams, querystring: ZCommentsQuery, response: { 200: ZCommentsResponse } } },
    async (request, reply) => {
      const user = await ctx.getSessionUser(request);
      // Per viewer and changing with every comment: never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return comments.list(request.params.id, user?.id ?? null, request.query);
    },
  );

  addRoute(
    api,
    COMMENT_ROUTES.create,
    {
      ...signedIn,
      schema: { params: ZFileIdParams, body: ZCreateCommentRequest, response: { 201: ZCommentResponse } },
      // Per address; the service limits each account (COMMENTS_PER_TEN_MINUTES, COMMENTS_PER_DAY).
      config: { rateLimit: { max: COMMENTS_PER_ADDRESS_PER_TEN_MINUTES, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      return reply.status(201).send(await comments.create(request.params.id, user, request.body));
    },
  );

  addRoute(
    api,
    COMMENT_ROUTES.edit,
    { ...signedIn, schema: { params: ZCommentParams, body: ZEditCommentRequest, response: { 200: ZCommentResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return comments.edit(request.params.id, request.params.commentId, user, request.body.body);
    },
  );

  addRoute(
    api,
    COMMENT_ROUTES.delete,
    { ...signedIn, schema: { params: ZCommentParams, response: { 200: ZCommentDeleteResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return comments.remove(request.params.id, request.params.commentId, user);
    },
  );

  addRoute(
    api,
    COMMENT_ROUTES.pin,
    {
      ...signedIn,
      schema: { params: ZCommentParams, body: ZPinCommentRequest, response: { 200: ZCommentsChangedResponse } },
    },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return comments.pin(request.params.id, request.params.commentId, user, request.body.pinned);
    },
  );

  addRoute(
    api,
    COMMENT_ROUTES.hide,
    {
      ...signedIn,
      schema: { params: ZCommentParams, body: ZHideCommentRequest, response: { 200: ZCommentsChangedResponse } },
    },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return comments.hide(request.params.id, request.params.commentId, user, request.body.hidden);
    },
  );

  addRoute(
    api,
    COMMENT_ROUTES.report,
    {
      ...signedIn,
      schema: { params: ZCommentParams, body: ZReportRequest, response: { 201: ZReportResponse } },
      config: { rateLimit: { max: REPORTS_PER_ADDRESS_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      return reply
        .status(201)
        .send(await comments.report(request.params.id, request.params.commentId, user, request.body));
    },
  );
}
