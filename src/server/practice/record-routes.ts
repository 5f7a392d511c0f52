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

  app.post(
    '/api/v4/practice/attempts',
    {
      bodyLimit: ATTEMPTS_BODY_LIMIT,
      schema: { body: ZRecordAttemptsRequest, response: { 200: ZRecordAttemptsResponse } },
    },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return record.recordAttempts(user.id, request.body.attempts);
    },
  );

  app.get('/api/v4/practice/progress', { schema: { response: { 200: ZProgress } } }, async (request) => {
    const user = await ctx.requireSessionUser(request);
    return record.progress(user.id);
  });

  app.get('/api/v4/practice/mistakes', { schema: { response: { 200: ZMistakeList } } }, async (request) => {
    const user = await ctx.requireSessionUser(request);
    return record.mistakes(user.id);
  });

  app.put(
    '/api/v4/practice/mistakes/:kind/:itemId',
    { schema: { params: ZMistakeParams, response: { 204: z.void() } } },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      await record.setLearned(user.id, request.params.kind, request.params.itemId, true);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/v4/practice/mistakes/:kind/:itemId',
    { schema: { params: ZMistakeParams, response: { 204: z.void() } } },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      await record.setLearned(user.id, request.params.kind, request.params.itemId, false);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v4/practice/review',
    { schema: { querystring: ZReviewQuery, response: { 200: ZReviewBatch } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return record.review(user.id, request.query);
    },
  );

  app.get(
    '/api/v4/practice/stats',
    { schema: { querystring: ZStatsQuery, response: { 200: ZStats } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return record.stats(user.id, request.query.tzOffset);
    },
  );

  app.get('/api/v4/practice/settings', { schema: { response: { 200: ZLearnerSettings } } }, async (request) => {
    const user = await ctx.requireSessionUser(request);
    return record.settings(user.id);
  });

  app.put(
    '/api/v4/practice/settings',
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

  app.delete('/api/v4/practice/record', { schema: { response: { 204: z.void() } } }, async (request, reply) => {
    const user = await ctx.requireSessionUser(request);
    await record.deleteRecord(user.id);
    return reply.status(204).send();
  });
}
