import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '../../shared/errors';
import { GENERATION_ERRORS } from '../../shared/practice/messages';
import { aiNotConfiguredError } from '../ai/chat-client';
import { registerWeb } from './web';
import { AppError } from './app-error';
import { frameworkErrorOptions, registerErrorHandling } from './error-handler';

const PAGE = '<!doctype html><title>app</title>';

describe('pages of the built app', () => {
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.mkdir(path.join(webDir, 'assets'));
    await fs.writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  });
  afterAll(() => fs.rm(webDir, { recursive: true, force: true }));

  async function buildWebApp() {
    const app = Fastify({ logger: false });
    registerErrorHandling(app, { webPage: () => PAGE });
    await registerWeb(app, webDir);
    return app;
  }

  it('answers the pages of the app with 200 and any other page with 404, both with the app page', async () => {
    const app = await buildWebApp();
    for (const url of ['/', '/login', '/about', '/file/abc', '/checkout/success?orderCode=1', '/dictation/3?topic=x']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(PAGE);
    }
    for (const url of ['/trang-khong-ton-tai', '/file', '/file/a/b', '/checkout/nothing']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(PAGE);
    }
    const api = await app.inject({ url: '/api/v4/khong-co' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual(GENERIC_ERRORS.notFound);
  });

  it('caches existing hashed assets for a year, never a missing one', async () => {
    const app = await buildWebApp();
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(GENERIC_ERRORS.notFound);
    expect(String(missing.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});

describe('framework errors', () => {
  it('answers a bad URL encoding and an over-long path parameter in the catalogue shape', async () => {
    const app = Fastify({ logger: false, ...frameworkErrorOptions });
    registerErrorHandling(app);
    app.get('/things/:id', async () => ({ ok: true }));
    const badUrl = await app.inject({ url: '/things/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual(GENERIC_ERRORS.badUrl);
    const tooLong = await app.inject({ url: `/things/${'x'.repeat(200)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual(GENERIC_ERRORS.uriTooLong);
  });
});

describe('logging', () => {
  async function logsOf(error: Error) {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandling(app);
    app.get('/fail', async () => {
      throw error;
    });
    const response = await app.inject({ url: '/fail' });
    return {
      response,
      lines: lines.filter((line) => line.msg !== 'incoming request' && line.msg !== 'request completed'),
    };
  }

  it('logs "AI not configured" at info, without a stack trace', async () => {
    const { response, lines } = await logsOf(aiNotConfiguredError());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(GENERATION_ERRORS.notConfigured);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, code: GENERATION_ERRORS.notConfigured.code });
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('still logs a real 5xx as an error with its stack', async () => {
    const { response, lines } = await logsOf(AppError.from(503, GENERIC_ERRORS.internal));
    expect(response.statusCode).toBe(503);
    expect(lines[0]).toMatchObject({ level: 50 });
    expect(JSON.stringify(lines)).toContain('stack');
  });
});
