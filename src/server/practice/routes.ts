// Practice API (contract.ts): sets from the in-memory catalog, stored and generated examples.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { parseInput } from '../http/app-error';
import { createChatClient } from '../ai/chat-client';
import {
  ZGenerateExampleRequest,
  ZSentenceSetQuery,
  ZVocabularySetQuery,
  type TExampleSentence,
  type TGenerateExampleResponse,
} from '../../shared/practice/contract';
import { PRACTICE_CONTENT_CHANNEL } from './import';
import { seedPracticeContent } from './seed';
import { createPracticeService } from './service';

const ZExamplesQuery = z.object({ word: z.string().trim().min(1).max(100) });

export async function practiceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const db = ctx.databases.practice;
  const service = createPracticeService({ db, chat: createChatClient(ctx.config.ai) });

  const seeded = await seedPracticeContent(db, ctx.config.practice.contentDir);
  if (seeded.status === 'seeded') {
    app.log.info(seeded.counts, 'practice content seeded');
    await ctx.databases.notifier.notify(PRACTICE_CONTENT_CHANNEL, 'seeded');
  } else {
    app.log.debug({ reason: seeded.reason }, 'practice content not seeded');
  }
  const stopListening = await ctx.databases.notifier.listen(PRACTICE_CONTENT_CHANNEL, () => service.invalidate());
  app.addHook('onClose', async () => stopListening());
  // The first visitor should not wait for the sets to be computed.
  app.addHook('onReady', async () => {
    await service.getCatalog().catch((error: unknown) => app.log.error({ err: error }, 'practice sets not loaded'));
  });

  app.get('/api/v4/practice/vocabulary/sets', (request, reply) =>
    sendCached(request, reply, service.vocabularyOverview()),
  );

  app.get('/api/v4/practice/vocabulary', (request, reply) => {
    const query = parseInput(ZVocabularySetQuery, request.query);
    return sendCached(request, reply, service.vocabularySet(query.topic, query.setIndex));
  });

  app.get('/api/v4/practice/sentences/sets', (request, reply) =>
    sendCached(request, reply, service.sentenceOverview()),
  );

  app.get('/api/v4/practice/sentences', (request, reply) => {
    const query = parseInput(ZSentenceSetQuery, request.query);
    return sendCached(request, reply, service.sentenceSet(query.part, query.setIndex));
  });

  app.get('/api/v4/practice/examples', async (request, reply): Promise<{ examples: TExampleSentence[] }> => {
    const { word } = parseInput(ZExamplesQuery, request.query);
    reply.header('Cache-Control', 'no-store');
    return { examples: await service.examplesByWord(word) };
  });

  app.post(
    '/api/v4/practice/examples/generate',
    { config: { rateLimit: { max: ctx.config.practice.generationRateLimit, timeWindow: '1 minute' } } },
    async (request): Promise<TGenerateExampleResponse> => {
      const input = parseInput(ZGenerateExampleRequest, request.body);
      return service.generateExample(input);
    },
  );
}

/** Serialised catalog answers with an ETag: browsers revalidate (no-cache) and get 304 when unchanged. */
async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Promise<{ version: string; body: string }>,
): Promise<FastifyReply> {
  const { version, body } = await answer;
  const etag = `"${version}"`;
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
