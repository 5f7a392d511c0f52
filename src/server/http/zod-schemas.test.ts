import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENERIC_ERRORS } from '../../shared/errors';
import { registerErrorHandling } from './error-handler';
import { registerZodSchemas, type ZodTypeProvider } from './zod-schemas';

async function buildTestApp() {
  const app = Fastify({ logger: false });
  registerZodSchemas(app);
  registerErrorHandling(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/things/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(3) }),
        body: z.object({ name: z.string().max(5, { error: 'Tên tối đa 5 ký tự' }), count: z.number().int() }),
        response: { 200: z.object({ id: z.string(), name: z.string() }) },
      },
    },
    async (request) => ({ id: request.params.id, name: request.body.name, secret: 'never sent' }),
  );
  app.get('/broken', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({ ok: 'no' }));
  return app;
}

describe('route schemas from zod contracts', () => {
  it('parses requests and strips answers down to the response contract', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/things/ab', payload: { name: 'Lan', count: 2 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'ab', name: 'Lan' });
  });

  it('answers bad input with the catalogue shape and never zod English', async () => {
    const app = await buildTestApp();
    const tooLong = await app.inject({ method: 'POST', url: '/things/abcd', payload: { name: 'Lan', count: 2 } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(GENERIC_ERRORS.badRequest);
    const custom = await app.inject({ method: 'POST', url: '/things/ab', payload: { name: 'Nguyễn Văn', count: 1 } });
    expect(custom.json()).toEqual({ code: GENERIC_ERRORS.badRequest.code, message: 'Tên tối đa 5 ký tự' });
  });

  it('turns an answer that breaks its contract into a 500 without its content', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(GENERIC_ERRORS.internal);
  });
});
