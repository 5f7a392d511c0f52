// Test harness: builds the real app on a fresh database (PGlite in memory, or a new PostgreSQL
// database when TEST_DATABASE_URL is set) and offers a tiny cookie-keeping client over inject().
// Both start from the stores global-setup.ts migrated once for the whole run.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../config';
import { contentDir } from '../paths';
import { buildApp, type BuildOptions, type BuiltApp } from '../app';
import type { PasswordHasher } from '../auth/auth';
import type { TemplateKind } from './global-setup';

export type DatabaseKind = 'pglite' | 'postgres';

export const TEST_ORIGIN = 'http://localhost:3000';

/** The database kinds this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Runs a suite once per database kind. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of databaseKinds) describe(`${name} [${kind}]`, () => suite(kind));
}

/** The configuration of a test server on `dataDir`: quiet, a fixed secret, sign-in not rate-limited; `env` on top. */
export function loadTestConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    SIGN_IN_RATE_LIMIT: '1000',
    BACKGROUND_NICENESS: '0',
    // Pages of lists are kept longer than any test runs: only the changes a test makes through the app
    // may clear them, never the time a busy machine takes (files/list-cache.ts).
    LIST_CACHE_TTL_MS: '60000',
    ...env,
  });
}

/**
 * The test apps' password hasher: salted SHA-256, a microsecond instead of scrypt's fifth of a second per
 * sign-up. Never in the product (only BuildOptions set it); the real hasher has its own test
 * (`realPasswordHashing`).
 */
export const fastPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(8).toString('hex');
    return `test-sha256:${salt}:${saltedDigest(salt, password)}`;
  },
  async verify({ hash, password }) {
    const [scheme, salt, digest] = hash.split(':');
    return scheme === 'test-sha256' && salt !== undefined && saltedDigest(salt, password) === digest;
  },
};

function saltedDigest(salt: string, password: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}

/** The migrated PGlite dumps of global-setup.ts, each read once per test process. */
const pgliteImages = new Map<TemplateKind, Promise<Blob>>();
function migratedPglite(kind: TemplateKind): Promise<Blob> {
  let image = pgliteImages.get(kind);
  if (!image) {
    image = fs.readFile(inject('pgliteImageFiles')[kind]).then((bytes) => new Blob([bytes]));
    pgliteImages.set(kind, image);
  }
  return image;
}

/** The template a test app starts from: with the practice content when it would seed the bundled one. */
const templateFor = (config: Config): TemplateKind => (config.practice.contentDir === contentDir ? 'content' : 'empty');

export interface TestApp extends BuiltApp {
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
  options: Pick<
    BuildOptions,
    | 'now'
    | 'serveWeb'
    | 'webRoot'
    | 'runPreviewJobs'
    | 'runAudioBuilds'
    | 'resumableUploadExpiryMs'
    | 'bodyTimeoutMs'
    | 'uploadIdleTimeoutMs'
    | 'listenRetry'
  > & {
    /** Hash passwords with the product's scrypt instead of fastPasswordHasher. */
    realPasswordHashing?: boolean;
  } = {},
): Promise<TestApp> {
  const { realPasswordHashing = false, ...buildOptions } = options;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'app-test-'));
  const template = templateFor(loadTestConfig(dataDir, env));
  const database = kind === 'postgres' ? await createPostgresDatabase(template) : undefined;
  const config = loadTestConfig(dataDir, { ...(database ? { DATABASE_URL: database.url } : {}), ...env });
  // Preview jobs and audio builds run only when a test asks (runPreviewJobs, or previewJobs.runOnce()).
  const built = await buildApp(config, {
    inMemoryDatabase: true,
    pgliteImage: kind === 'pglite' && !config.database.mainUrl ? await migratedPglite(template) : undefined,
    passwordHasher: realPasswordHashing ? undefined : fastPasswordHasher,
    serveWeb: false,
    runPreviewJobs: false,
    runAudioBuilds: false,
    ...buildOptions,
  });
  await built.app.ready();
  return {
    ...built,
    dataDir,
    async close() {
      await built.app.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database on TEST_DATABASE_URL's server, a copy of a migrated template of global-setup.ts. */
export async function createPostgresDatabase(
  template: TemplateKind = 'empty',
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const source = inject('postgresTemplates')?.[template];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A browser-like client: keeps cookies and sends the site's Origin on writes. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private app: FastifyInstance) {}

  /** Keeps the cookies but talks to another instance (restart and scale-out tests). */
  useApp(app: FastifyInstance): this {
    this.app = app;
    return this;
  }

  /** The Cookie header this client sends now. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (options.method && options.method !== 'GET' && headers.origin === undefined) headers.origin = TEST_ORIGIN;
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }

  async signUp(
    email = `user-${randomUUID().slice(0, 8)}@example.com`,
    password = 'mat-khau-an-toan',
    name = 'Người Dùng',
  ) {
    const response = await this.post('/api/v4/auth/sign-up/email', { email, password, name });
    if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
    const session = await this.get('/api/v4/session');
    return { email, password, user: session.json().user as { id: string; email: string; displayName: string } };
  }
}
