// Reports and /admin (src/shared/moderation/contract.ts): thin handlers over the moderation service.
// `reportRoutes` is for every signed-in user; every route of `adminRoutes` answers 401 without a session
// and 403 to accounts not listed in ADMIN_EMAILS, before its input is looked at.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZFileIdParams } from '../../shared/files/contract';
import {
  ZAdminActionResponse,
  ZAdminActionsQuery,
  ZAdminActionsResponse,
  ZAdminFileParams,
  ZAdminUserParams,
  ZHiddenFilesResponse,
  ZModerationReasonRequest,
  ZReportedFilesResponse,
  ZReportRequest,
  ZReportResponse,
  ZSuspendedUsersResponse,
} from '../../shared/moderation/contract';
import { MODERATION_ERRORS } from '../../shared/moderation/messages';
import { REPORTS_PER_ADDRESS_PER_HOUR } from '../../shared/moderation/rules';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-schemas';
import type { ModerationService } from './service';
import { MODERATION_ROUTES } from '../../shared/moderation/api-routes';
import { addRoute } from '../http/api-routes';
import { COMMENT_MODERATION_ROUTES } from '../../shared/moderation/comment-api-routes';
import { ZAdminCommentParams, ZReportedCommentsResponse } from '../../shared/moderation/comment-contract';

export async function reportRoutes(
  app: FastifyInstance,
  { ctx, moderation }: { ctx: AppContext; moderation: ModerationService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  addRoute(
    api,
    MODERATION_ROUTES.report,
    {
      schema: { params: ZFileIdParams, body: ZReportRequest, response: { 201: ZReportResponse } },
      onRequest: async (request) => {
        await ctx.requireSessionUser(request);
      },
      // Per address; the service limits each account to REPORTS_PER_HOUR.
      config: { rateLimit: { max: REPORTS_PER_ADDRESS_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      return reply.status(201).send(await moderation.report(request.params.id, user, request.body));
    },
  );
}

export async function adminRoutes(
  app: FastifyInstance,
  { ctx, moderation }: { ctx: AppContext; moderation: ModerationService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Encapsulated in this plugin: every route below, and only those.
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });
  const requireAdmin = async (request: FastifyRequest) => {
    const user = await ctx.requireSessionUser(request);
    if (!user.isAdmin) throw AppError.from(403, MODERATION_ERRORS.notAdmin);
    return user;
  };
  const done = { response: { 200: ZAdminActionResponse } };

  addRoute(api, MODERATION_ROUTES.reportedFiles, { schema: { response: { 200: ZReportedFilesResponse } } }, () =>
    moderation.listReportedFiles(),
  );
  addRoute(api, MODERATION_ROUTES.hiddenFiles, { schema: { response: { 200: ZHiddenFilesResponse } } }, () =>
    moderation.listHiddenFiles(),
  );
  addRoute(api, MODERATION_ROUTES.suspendedUsers, { schema: { response: { 200: ZSuspendedUsersResponse } } }, () =>
    moderation.listSuspendedUsers(),
  );
  addRoute(
    api,
    MODERATION_ROUTES.actions,
    { schema: { querystring: ZAdminActionsQuery, response: { 200: ZAdminActionsResponse } } },
    (request) => moderation.listActions(request.query.page),
  );
  addRoute(
    api,
    MODERATION_ROUTES.hideFile,
    { schema: { params: ZAdminFileParams, body: ZModerationReasonRequest, ...done } },
    async (request) => moderation.hideFile(await requireAdmin(request), request.params.id, request.body.reason),
  );
  addRoute(api, MODERATION_ROUTES.restoreFile, { schema: { params: ZAdminFileParams, ...done } }, async (request) =>
    moderation.restoreFile(await requireAdmin(request), request.params.id),
  );
  addRoute(api, MODERATION_ROUTES.dismissReports, { schema: { params: ZAdminFileParams, ...done } }, async (request) =>
    moderation.dismissReports(await requireAdmin(request), request.params.id),
  );
  addRoute(api, MODERATION_ROUTES.deleteFile, { schema: { params: ZAdminFileParams, ...done } }, async (request) =>
    moderation.deleteFile(await requireAdmin(request), request.params.id),
  );
  addRoute(
    api,
    COMMENT_MODERATION_ROUTES.reportedComments,
    { schema: { response: { 200: ZReportedCommentsResponse } } },
    () => moderation.listReportedComments(),
  );
  addRoute(
    api,
    COMMENT_MODERATION_ROUTES.hideComment,
    { schema: { params: ZAdminCommentParams, body: ZModerationReasonRequest, ...done } },
    async (request) => moderation.hideComment(await requireAdmin(request), request.params.id, request.body.reason),
  );
  addRoute(
    api,
    COMMENT_MODERATION_ROUTES.dismissCommentReports,
    { schema: { params: ZAdminCommentParams, ...done } },
    async (request) => moderation.dismissCommentReports(await requireAdmin(request), request.params.id),
  );
  addRoute(
    api,
    MODERATION_ROUTES.suspendUser,
    { schema: { params: ZAdminUserParams, body: ZModerationReasonRequest, ...done } },
    async (request) => moderation.suspendUser(await requireAdmin(request), request.params.userId, request.body.reason),
  );
  addRoute(api, MODERATION_ROUTES.unsuspendUser, { schema: { params: ZAdminUserParams, ...done } }, async (request) =>
    moderation.unsuspendUser(await requireAdmin(request), request.params.userId),
  );
}
