// The learner's record API (record-contract.ts). Every route answers for the signed-in learner only: the
// user comes from the session, never from the request, so nobody can name another user's record.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-schemas';
import {
  ZExportQuery,
  ZLearnerSettings,
  ZMistakeList,
  ZMistakeParams,
  ZProgress,
  ZRecordAttemptsRequest,
  ZRecordAttemptsResponse,
  ZReviewBatch,
  ZReviewQuery,
  ZStats,
  ZStatsQuery,
} from '../../shared/practice/record-contract';
import type { RecordService } from './record-service';
import { RECORD_ROUTES } from '../../shared/practice/record-api-routes';
import { addRoute } from '../http/api-routes';

/**
 * A batch over the limit must reach the handler to be refused with TOO_MANY_ATTEMPTS rather than a bare
 * 413: 4 MB holds some 12,000 attempts; the limit itself is 500.
 */
const ATTEMPTS_BODY_LIMIT = 4 * 1024 * 1024;

export async function recordRoutes(
  fastify: FastifyInstance,
  { ctx, record }: { ctx: AppContext; record: RecordService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The record changes with every answer: no cache may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  addRoute(
    app,
    RECORD_ROUTES.recordAttempts,
    {
      bodyLimit: ATTEMPTS_BODY_LIMIT,
      schema: { body: ZRecordAttemptsRequest, response: { 200: ZRecordAttemptsResponse } },
    },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return record.recordAttempts(user.id, request.body.attempts);
    },
  );

  addRoute(app, RECORD_ROUTES.progress, { schema: { response: { 200: ZProgress } } }, async (request) => {
    const user = await ctx.requireSessionUser(request);
    return record.progress(user.id);
  });

  addRoute(app, RECORD_ROUTES.mistakes, { schema: { response: { 200: ZMistakeList } } }, async (request) => {
    const user = await ctx.requireSessionUser(request);
    return record.mistakes(user.id);
  });

  addRoute(
    app,
    RECORD_ROUTES.dismissMistake,
    { schema: { params: ZMistakeParams, response: { 204: z.void() } } },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      await record.setLearned(user.id, request.params.kind, request.params.itemId, true);
      return reply.status(204).send();
    },
  );

  addRoute(
    app,
    RECORD_ROUTES.undoDismissMistake,
    { schema: { params: ZMistakeParams, response: { 204: z.void() } } },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      await record.setLearned(user.id, request.params.kind, request.params.itemId, false);
      return reply.status(204).send();
    },
  );

  addRoute(
    app,
    RECORD_ROUTES.review,
    { schema: { querystring: ZReviewQuery, response: { 200: ZReviewBatch } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return record.review(user.id, request.query);
    },
  );

  addRoute(
    app,
    RECORD_ROUTES.stats,
    { schema: { querystring: ZStatsQuery, response: { 200: ZStats } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return record.stats(user.id, request.query.tzOffset);
    },
  );

  addRoute(app, RECORD_ROUTES.settings, { schema: { response: { 200: ZLearnerSettings } } }, async (request) => {
    const user = await ctx.requireSessionUser(request);
    return record.settings(user.id);
  });

  addRoute(
    app,
    RECORD_ROUTES.saveSettings,
    { schema: { body: ZLearnerSettings, response: { 200: ZLearnerSettings } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return record.updateSettings(user.id, request.body);
    },
  );

  // A download, not a JSON answer: no response schema.
  app.get('/api/v4/practice/export', { schema: { querystring: ZExportQuery } }, async (request, reply) => {
    const user = await ctx.requireSessionUser(request);
    const file = await record.exportRecord(user.id, request.query.format);
    return reply
      .type(file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .send(file.body);
  });

  addRoute(app, RECORD_ROUTES.reset, { schema: { response: { 204: z.void() } } }, async (request, reply) => {
    const user = await ctx.requireSessionUser(request);
    await record.deleteRecord(user.id);
    return reply.status(204).send();
  });
}
