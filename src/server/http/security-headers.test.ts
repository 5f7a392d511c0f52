import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeadersOf } from './security-headers';

describe('security headers', () => {
  const options = {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
  };

  it('are the headers helmet writes with the same options', () => {
    const headers = securityHeadersOf(options);
    // helmet's defaults are kept for the directives not named (useDefaults), as before.
    expect(headers['content-security-policy']).toContain("default-src 'self';");
    expect(headers['content-security-policy']).toContain(";img-src 'self' data:;");
    expect(headers['content-security-policy']).toContain(";object-src 'none';");
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('are on every answer, a route may replace one, and a missing route has them too', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/plain', async () => ({ ok: true }));
    app.get('/own-policy', async (_request, reply) => {
      reply.header('Content-Security-Policy', "default-src 'none'");
      return 'bytes';
    });
    app.get('/fails', async () => {
      throw new Error('broken');
    });
    const plain = await app.inject('/plain');
    expect(plain.headers['content-security-policy']).toBe(securityHeadersOf(options)['content-security-policy']);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject('/own-policy')).headers['content-security-policy']).toBe("default-src 'none'");
    expect((await app.inject('/fails')).headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject('/missing')).headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });
});
