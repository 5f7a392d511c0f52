// Practice API (contract.ts): sets from the in-memory catalog, stored and generated examples. The
// service is built and its content seeded in domain.ts; this file only routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-schemas';
import {
  ZExampleListQuery,
  ZExampleListResponse,
  ZGenerateExampleRequest,
  ZGenerateExampleResponse,
  ZSentenceOverview,
  ZSentenceSet,
  ZSentenceSetQuery,
  ZVocabularyOverview,
  ZVocabularySet,
  ZVocabularySetQuery,
} from '../../shared/practice/contract';
import type { PracticeService } from './service';
import { PRACTICE_ROUTES } from '../../shared/practice/api-routes';
import { addRoute } from '../http/api-routes';

export async function practiceRoutes(
  fastify: FastifyInstance,
  { ctx, practice }: { ctx: AppContext; practice: PracticeService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The set answers are serialised once per catalog version (service.ts) and sent as they are: their
  // response schemas document the contract; the service builds them from the same types.
  addRoute(
    app,
    PRACTICE_ROUTES.vocabularyOverview,
    { schema: { response: { 200: ZVocabularyOverview } } },
    (request, reply) => sendCached(request, reply, practice.vocabularyOverview()),
  );

  addRoute(
    app,
    PRACTICE_ROUTES.vocabularySet,
    { schema: { querystring: ZVocabularySetQuery, response: { 200: ZVocabularySet } } },
    (request, reply) => sendCached(request, reply, practice.vocabularySet(request.query.topic, request.query.setIndex)),
  );

  addRoute(
    app,
    PRACTICE_ROUTES.sentenceOverview,
    { schema: { response: { 200: ZSentenceOverview } } },
    (request, reply) => sendCached(request, reply, practice.sentenceOverview()),
  );

  addRoute(
    app,
    PRACTICE_ROUTES.sentenceSet,
    { schema: { querystring: ZSentenceSetQuery, response: { 200: ZSentenceSet } } },
    (request, reply) => sendCached(request, reply, practice.sentenceSet(request.query.part, request.query.setIndex)),
  );

  addRoute(
    app,
    PRACTICE_ROUTES.examples,
    { schema: { querystring: ZExampleListQuery, response: { 200: ZExampleListResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { examples: await practice.examplesByWord(request.query.word) };
    },
  );

  addRoute(
    app,
    PRACTICE_ROUTES.generateExample,
    {
      schema: { body: ZGenerateExampleRequest, response: { 200: ZGenerateExampleResponse } },
      config: { rateLimit: { max: ctx.config.practice.generationRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => practice.generateExample(request.body),
  );
}

/** Serialised catalog answers with an ETag: browsers revalidate (no-cache) and get 304 when unchanged. */
async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Promise<{ version: string; body: string }>,
): Promise<void> {
  const { version, body } = await answer;
  const etag = `"${version}"`;
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  if (request.headers['if-none-match'] === etag) await reply.status(304).send();
  else await reply.type('application/json; charset=utf-8').send(body);
}
