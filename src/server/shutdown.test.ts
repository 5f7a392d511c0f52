// SIGTERM ends the live-event streams at once and the process exits cleanly within its grace
// period, instead of waiting for browsers to close their streams. The real server process is started.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDataDir } from './test/data-dir';
import { freePort } from './test/free-port';

const root = path.resolve(import.meta.dirname, '../..');

describe('graceful shutdown of the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await createMigratedDataDir('shutdown-test-');
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('ends open event streams and exits with code 0 on SIGTERM, well within the grace period', async () => {
    const port = await freePort();
    // One process, tsx as Node's loader: tsx's own command runs the script in a child and relays a signal
    // only if the child confirms it within 30 ms, else kills it (exit 143), which a busy machine misses.
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'shutdown-test-secret-shutdown-test-secret',
        // No practice content to load: the test needs none.
        CONTENT_DIR: path.join(dataDir, 'no-content'),
        // Far longer than the test may take: exit code 0 means the server closed by itself, not the deadline.
        SHUTDOWN_GRACE_S: '600',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/health`).then(
              (response) => response.status,
              () => 0,
            ),
          // Starting means compiling the server: minutes on a starved machine.
          { timeout: 240_000, interval: 250 },
        )
        .toBe(200);

      // Two browsers keep their live-event streams open.
      const streams = await Promise.all(
        [1, 2].map(
          () =>
            new Promise<http.IncomingMessage>((resolve, reject) => {
              http.get(`http://127.0.0.1:${port}/api/v4/events`, resolve).on('error', reject);
            }),
        ),
      );
      const ended = streams.map(
        (stream) =>
          new Promise<void>((resolve) => {
            stream.on('data', () => {});
            stream.on('end', resolve);
            stream.on('close', resolve);
          }),
      );
      for (const stream of streams) expect(stream.statusCode).toBe(200);

      server.kill('SIGTERM');
      await Promise.all(ended);
      expect(await exited, stderr).toBe(0);
    } finally {
      server.kill('SIGKILL');
    }
  }, 360_000);
});
