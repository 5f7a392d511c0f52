// The server killed (SIGKILL) in the middle of a PATCH; after a restart on the same DATA_DIR
// the upload resumes from the offset stored before the kill, and the finished file has the right bytes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MB } from '../../../shared/constants';
import type { TFile } from '../../../shared/files/contract';
import { projectRoot } from '../../paths';
import { createMigratedDataDir } from '../../test/data-dir';
import { freePort } from '../../test/free-port';
import { tusClient } from '../../test/tus-client';
import { randomFileBytes } from '../../test/users-and-files';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/**
 * What a server's start may take on a busy machine (compiling the server on the fly: more
 * than a minute here beside other test files); the test waits for events, never for a time.
 */
const SLOW_MACHINE_MS = 5 * 60_000;
vi.setConfig({ testTimeout: 3 * SLOW_MACHINE_MS, hookTimeout: SLOW_MACHINE_MS });

describe('a resumable upload survives the server killed mid-PATCH', () => {
  let dataDir: string;
  let port: number;
  let url: string;
  let server: ChildProcess | undefined;

  async function start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts')], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'tus-crash-secret-tus-crash-secret-0123',
        // No practice content to load: the test needs none.
        CONTENT_DIR: path.join(dataDir, 'no-content'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    server = child;
    const deadline = Date.now() + SLOW_MACHINE_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited early:\n${stderr}`);
      const healthy = await fetch(`${url}/api/v4/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server did not start:\n${stderr}`);
  }

  async function kill(): Promise<void> {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    dataDir = await createMigratedDataDir('tus-crash-');
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await kill();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('HEAD after the restart gives a stored offset > 0 and the rest completes the file', async () => {
    await start();
    const signUp = await fetch(`${url}/api/v4/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'tus-crash@example.com', password: 'mat-khau-an-toan', name: 'Tải Lại' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const tus = tusClient(url, cookie, url);
    const bytes = randomFileBytes(12 * MB);
    const created = await tus.create(bytes.length, { filename: 'bai-nghe.mp3', filetype: 'audio/mpeg' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;

    // The PATCH sends 4 MB of its 12 MB, then the server is killed while it waits for the rest: once the
    // disk store holds those 4 MB.
    const stored = path.join(dataDir, 'uploads-tus', location.split('/').at(-1)!);
    const patch = http.request(new URL(location, url), {
      method: 'PATCH',
      agent: false,
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
        origin: url,
        cookie,
      },
    });
    patch.on('error', () => undefined);
    patch.write(bytes.subarray(0, 4 * MB));
    await expect
      .poll(async () => (await fs.stat(stored).catch(() => undefined))?.size, { timeout: SLOW_MACHINE_MS })
      .toBe(4 * MB);
    await kill();
    patch.destroy();

    await start();
    const head = await tus.head(location);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(4 * MB);

    const rest = await tus.patch(location, offset, bytes.subarray(offset));
    expect(rest.status).toBe(200);
    const { file } = (await rest.json()) as { file: TFile };
    expect(file.size).toBe(bytes.length);
    const download = await fetch(`${url}/api/v4/files/${file.id}/download`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(bytes));
  });
});
