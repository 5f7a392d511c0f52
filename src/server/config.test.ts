import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database.mainUrl).toBeUndefined();
    expect(config.storage.driver).toBe('disk');
    expect(config.payments.provider).toBe('sandbox');
    expect(config.auth.google).toBeUndefined();
    expect(config.auth.secret).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads DATABASE_POOL_SIZE as a number of connections, empty for the default', () => {
    expect(loadConfig({}).database.poolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).database.poolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).database.poolSize).toBe(24);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(ConfigError);
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', AUTH_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('AUTH_SECRET');
  });

  it('reads TRUST_PROXY as off, one proxy, a number of proxies or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx.internal' })).toThrow(/TRUST_PROXY: "nginx.internal"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('requires both Google credentials or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id-only' })).toThrow(/GOOGLE_CLIENT_ID/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).auth.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('requires the buckets for s3 storage and the keys for payOS', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_MEDIA_BUCKET[\s\S]*S3_STORAGE_BUCKET/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'payos' })).toThrow(/PAYOS_CLIENT_ID/);
  });

  it('keeps tus parts in S3 only with the s3 driver', () => {
    expect(loadConfig({}).storage.resumableStore).toBe('disk');
    expect(() => loadConfig({ RESUMABLE_UPLOAD_STORE: 's3' })).toThrow(
      /RESUMABLE_UPLOAD_STORE: s3 needs STORAGE_DRIVER=s3/,
    );
    const s3 = { STORAGE_DRIVER: 's3', S3_MEDIA_BUCKET: 'media', S3_STORAGE_BUCKET: 'storage' };
    expect(loadConfig({ ...s3, RESUMABLE_UPLOAD_STORE: 's3' }).storage.resumableStore).toBe('s3');
    expect(loadConfig(s3).storage.resumableStore).toBe('disk');
  });

  it('reads BACKGROUND_NICENESS as a whole number from 0 to 19, 10 when unset, for previews and speech alike', () => {
    expect(loadConfig({}).previews.niceness).toBe(10);
    expect(loadConfig({ BACKGROUND_NICENESS: '' }).previews.niceness).toBe(10);
    for (const value of ['0', '7', ' 19 ']) {
      const config = loadConfig({ BACKGROUND_NICENESS: value, TTS_PROVIDER: 'openai', TTS_API_KEY: 'sk-1' });
      expect(config.previews.niceness).toBe(Number(value));
      expect(config.tts?.niceness).toBe(Number(value));
    }
    for (const value of ['20', '-1', '2.5', 'low', '1e1']) {
      expect(() => loadConfig({ BACKGROUND_NICENESS: value })).toThrow(
        /BACKGROUND_NICENESS: must be a whole number from 0 \(the server’s own priority\) to 19 \(the lowest\)/,
      );
    }
  });

  it('reads OFFICE_MEMORY_MB, the memory LibreOffice’s converter may keep, 1024 when unset', () => {
    expect(loadConfig({}).previews.officeMemoryMb).toBe(1024);
    expect(loadConfig({ OFFICE_MEMORY_MB: '300' }).previews.officeMemoryMb).toBe(300);
    for (const value of ['0', '2.5', 'lots']) {
      expect(() => loadConfig({ OFFICE_MEMORY_MB: value })).toThrow(/OFFICE_MEMORY_MB/);
    }
  });

  it('treats empty values as unset and trims the public address', () => {
    const config = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://hoc.example.vn/', OPENAI_API_KEY: '' });
    expect(config.database.mainUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://hoc.example.vn');
    expect(config.ai.apiKey).toBeUndefined();
  });

  it('configures a speech provider only when asked, and names what it lacks', () => {
    expect(loadConfig({}).tts).toBeUndefined();
    expect(() => loadConfig({ TTS_PROVIDER: 'openai' })).toThrow(/TTS_API_KEY/);
    expect(() => loadConfig({ TTS_PROVIDER: 'command' })).toThrow(/TTS_COMMAND: required/);
    expect(() => loadConfig({ TTS_PROVIDER: 'command', TTS_COMMAND: 'piper --model x' })).toThrow(/\{output\}/);
    expect(() => loadConfig({ TTS_PROVIDER: 'espeak' })).toThrow(/TTS_PROVIDER/);
    expect(loadConfig({ TTS_PROVIDER: 'openai', TTS_API_KEY: 'sk-1' }).tts).toMatchObject({
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      model: 'tts-1',
      voices: { us: 'alloy', uk: undefined },
      concurrency: 4,
      timeoutMs: 60_000,
    });
    // A self-hosted OpenAI-compatible server needs no key.
    expect(
      loadConfig({
        TTS_PROVIDER: 'openai',
        TTS_BASE_URL: 'http://kokoro:8880/v1/',
        TTS_VOICE: 'af_bella',
        TTS_VOICE_UK: 'bf_emma',
      }).tts,
    ).toMatchObject({ baseUrl: 'http://kokoro:8880/v1', apiKey: undefined, voices: { us: 'af_bella', uk: 'bf_emma' } });
  });
});
