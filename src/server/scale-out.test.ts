// The same build as two instances on one PostgreSQL and one S3-compatible store. An upload
// through the first instance reaches an event stream opened on the second within a second, and its
// bytes download through the second. Runs when TEST_DATABASE_URL points at a PostgreSQL server.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import S3rver from 's3rver';
import { createPostgresDatabase } from './test/test-app';
import { projectRoot } from './paths';
import { freePort } from './test/free-port';
import { randomFileBytes } from './test/users-and-files';

const AUTH_SECRET = 'scale-out-secret-scale-out-secret-0123';
const ADMIN_EMAIL = 'admin@example.com';
const PASSWORD = 'mat-khau-an-toan';
const BUCKETS = { media: 'media-files', storage: 'storage-files' };

interface Instance {
  url: string;
  process: ChildProcess;
  output: string[];
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts')], {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  // Starting means compiling the server with tsx: minutes on a starved machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited early:\n${output.join('')}`);
    const healthy = await fetch(`${url}/api/v4/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, process: child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance did not start:\n${output.join('')}`);
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

/** A JSON request as the browser sends it (same origin), answering the response. */
function send(url: string, method: string, path: string, cookie: string | null, body?: unknown): Promise<Response> {
  return fetch(`${url}${path}`, {
    method,
    headers: {
      origin: url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** Signs up on one instance and answers the session cookie. */
async function signUpAt(url: string, email: string): Promise<string> {
  const response = await send(url, 'POST', '/api/v4/auth/sign-up/email', null, {
    email,
    password: PASSWORD,
    name: 'Scale Out',
  });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

/** Signs in on one instance (another device of the same account) and answers the session cookie. */
async function signInAt(url: string, email: string): Promise<string> {
  const response = await send(url, 'POST', '/api/v4/auth/sign-in/email', null, { email, password: PASSWORD });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

/** A signed-in read that leaves the cookie's session in the instance's session cache. */
async function readSignedIn(url: string, cookie: string): Promise<number> {
  return (await fetch(`${url}/api/v4/files/me/counts`, { headers: { cookie } })).status;
}

/**
 * The cookie is refused on the instance soon after a change made on another one. The notification crosses
 * instances within milliseconds; the half second allowed is a tenth of the session cache's 5 s, so a
 * cache that waited for its time limit fails.
 */
async function expectRefusedSoon(url: string, cookie: string): Promise<void> {
  let status = 0;
  for (let attempt = 0; attempt < 20 && status !== 401; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    status = await readSignedIn(url, cookie);
  }
  expect(status).toBe(401);
}

/** Opens an SSE stream and resolves with the first `change` event that satisfies `match`. */

function waitForEvent(url: string, cookie: string, match: (event: { type: string; fileId: string }) => boolean) {
  const controller = new AbortController();
  const opened = fetch(`${url}/api/v4/events`, { headers: { cookie }, signal: controller.signal });
  const event = opened.then(async (response) => {
    if (!response.body) throw new Error('no event stream body');
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    let buffer = '';
    for (;;) {
      const { value: chunk, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(chunk, { stream: true });
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (!data) continue;
        const parsed = JSON.parse(data) as { type: string; fileId: string };
        if (match(parsed)) {
          await reader.cancel().catch(() => undefined);
          controller.abort();
          return { event: parsed };
        }
      }
    }
    throw new Error('event stream ended');
  });
  return { opened, event };
}

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL and one S3 store', () => {
  let s3: S3rver;
  let s3Dir: string;
  let dataDirs: string[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKETS.media }, { name: BUCKETS.storage }],
    });
    const { port: s3Port } = await s3.run();
    database = await createPostgresDatabase();
    dataDirs = [
      await fs.mkdtemp(path.join(os.tmpdir(), 'inst-a-')),
      await fs.mkdtemp(path.join(os.tmpdir(), 'inst-b-')),
    ];
    const shared = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      AUTH_SECRET,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_MEDIA_BUCKET: BUCKETS.media,
      S3_STORAGE_BUCKET: BUCKETS.storage,
      SIGN_IN_RATE_LIMIT: '1000',
      ADMIN_EMAILS: ADMIN_EMAIL,
    };
    // Started one after the other so the migration lock is not the thing under test.
    first = await startInstance({ ...shared, DATA_DIR: dataDirs[0]! });
    second = await startInstance({ ...shared, DATA_DIR: dataDirs[1]! });
  }, 540_000);

  afterAll(async () => {
    await Promise.all([stopInstance(first), stopInstance(second)]);
    await s3?.close();
    await database?.drop();
    for (const dir of [...dataDirs, s3Dir]) if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('an upload on the first instance is announced and downloadable on the second', async () => {
    const cookie = await signUpAt(first.url, 'scale@example.com');

    // The session made on the first instance is valid on the second.
    const session = await fetch(`${second.url}/api/v4/session`, { headers: { cookie } });
    expect((await session.json()).user.email).toBe('scale@example.com');

    // 11 MB: routed to the `storage` store, i.e. an S3 multipart upload.
    const bytes = randomFileBytes(11 * 1024 * 1024);
    let uploadedId = '';
    const stream = waitForEvent(second.url, cookie, (event) => event.type === 'file.created');
    // The server subscribes a stream in the same turn as it sends the headers: once they are here, it listens.
    await stream.opened;

    const form = new FormData();
    form.append('description', 'Bài giảng');
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'bai-giang.pdf');
    const upload = await fetch(`${first.url}/api/v4/files/public/upload`, {
      method: 'POST',
      headers: { cookie, origin: first.url },
      body: form,
    });
    expect(upload.status).toBe(201);
    uploadedId = (await upload.json()).file.id;

    // Announced on the other instance through PostgreSQL, however long a busy machine makes it take.
    const { event } = await stream.event;
    expect(event.fileId).toBe(uploadedId);

    const download = await fetch(`${second.url}/api/v4/files/${uploadedId}/download`, { headers: { cookie } });
    expect(download.status).toBe(200);
    const downloaded = Buffer.from(await download.arrayBuffer());
    const digest = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
    expect(digest(downloaded)).toBe(digest(bytes));

    const detail = await fetch(`${first.url}/api/v4/files/${uploadedId}`, { headers: { cookie } });
    expect((await detail.json()).file).toMatchObject({ downloadCount: 1, uploadSource: 'storage' });
  });

  it('when its database listener is dropped, an instance ends its event streams so browsers refetch', async () => {
    const response = await fetch(`${second.url}/api/v4/events`);
    const reader = response.body!.getReader();
    await reader.read(); // the stream's opening 'retry' line
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    // The listener is made again after its short back-off (a quarter of a second); the streams end then.
    expect(await Promise.race([ended, new Promise((resolve) => setTimeout(() => resolve(false), 10_000))])).toBe(true);
  });

  it('a sign-out on one instance ends the session on the other at once', async () => {
    const cookie = await signUpAt(first.url, 'signout@example.com');
    expect(await readSignedIn(second.url, cookie)).toBe(200); // now cached on the second instance

    expect((await send(first.url, 'POST', '/api/v4/auth/sign-out', cookie, {})).status).toBe(200);
    await expectRefusedSoon(second.url, cookie);
  });

  it("ending another device's session from the settings list on one instance ends it on the other", async () => {
    const laptop = await signUpAt(first.url, 'revoke@example.com');
    const phone = await signInAt(first.url, 'revoke@example.com');
    expect(await readSignedIn(second.url, phone)).toBe(200);

    const { sessions } = (await (await send(first.url, 'GET', '/api/v4/me/sessions', laptop)).json()) as {
      sessions: { id: string; isCurrent: boolean }[];
    };
    const phoneSession = sessions.find((item) => !item.isCurrent)!;
    const revoked = await send(first.url, 'DELETE', `/api/v4/me/sessions/${phoneSession.id}`, laptop);
    expect(await revoked.json()).toEqual({ revoked: 1 });
    await expectRefusedSoon(second.url, phone);
    expect(await readSignedIn(second.url, laptop)).toBe(200);
  });

  it('a password change on one instance signs the other devices out on the other', async () => {
    const laptop = await signUpAt(first.url, 'password@example.com');
    const phone = await signInAt(first.url, 'password@example.com');
    expect(await readSignedIn(second.url, phone)).toBe(200);

    const changed = await send(first.url, 'POST', '/api/v4/me/password', laptop, {
      currentPassword: PASSWORD,
      newPassword: 'mat-khau-moi-123',
    });
    expect(changed.status).toBe(200);
    await expectRefusedSoon(second.url, phone);
    // This device goes on with the new session's cookie, on either instance.
    expect(await readSignedIn(second.url, cookieOf(changed))).toBe(200);
  });

  it("an admin's suspension on one instance ends the account's sessions on the other", async () => {
    const admin = await signUpAt(first.url, ADMIN_EMAIL);
    const target = await signUpAt(first.url, 'suspended@example.com');
    const { user } = (await (await send(first.url, 'GET', '/api/v4/session', target)).json()) as {
      user: { id: string };
    };
    expect(await readSignedIn(second.url, target)).toBe(200);

    const suspended = await send(first.url, 'POST', `/api/v4/admin/users/${user.id}/suspend`, admin, {
      reason: 'Đăng spam liên tục',
    });
    expect(suspended.status).toBe(200);
    await expectRefusedSoon(second.url, target);
  });

  it('an account deleted on one instance is signed out on the other', async () => {
    const cookie = await signUpAt(first.url, 'leaving@example.com');
    expect(await readSignedIn(second.url, cookie)).toBe(200);

    const deleted = await send(first.url, 'POST', '/api/v4/me/delete', cookie, { password: PASSWORD });
    expect(deleted.status).toBe(200);
    await expectRefusedSoon(second.url, cookie);
  });
});
