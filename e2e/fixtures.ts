// Every Playwright worker runs its own app, on its own port and fresh data directory, with its own fake
// OpenAI-compatible endpoint: specs in different workers never share accounts, files or mails. Specs
// import `test` from here (not from @playwright/test), which points `baseURL` at the worker's app.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
// E2E_PORT lets several runs share one machine: worker n of a run uses E2E_PORT + n for the app and
// 1000 above that for its fake endpoint.
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
/** ADMIN_EMAILS of every e2e server (e2e/moderation.spec.ts signs it up). */
export const E2E_ADMIN_EMAIL = 'quan-tri-e2e@example.com';

export interface WorkerServer {
  port: number;
  baseURL: string;
  /** The app's DATA_DIR: the specs read its mails from the outbox there (no SMTP server in the e2e run). */
  dataDir: string;
  fakeOpenAiPort: number;
}

/** The server of the worker running the current test or hook (its `parallelIndex`, stable across restarts). */
export function workerServer(parallelIndex = test.info().parallelIndex): WorkerServer {
  const port = FIRST_PORT + parallelIndex;
  return {
    port,
    baseURL: `http://localhost:${port}`,
    dataDir: path.join(ROOT, `.tmp/e2e-data-${port}`),
    fakeOpenAiPort: port + 1000,
  };
}

function appEnvironment(server: WorkerServer): Record<string, string> {
  const fakeOpenAi = `http://127.0.0.1:${server.fakeOpenAiPort}/v1`;
  return {
    PORT: String(server.port),
    HOST: '127.0.0.1',
    DATA_DIR: server.dataDir,
    PUBLIC_URL: server.baseURL,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SIGN_IN_RATE_LIMIT: '1000',
    // The admin of e2e/moderation.spec.ts.
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    OPENAI_BASE_URL: fakeOpenAi,
    OPENAI_API_KEY: 'sk-e2e-fake',
    EXAMPLE_GENERATION_RATE_LIMIT: '1000',
    // Stored audio for every item, US and UK, made at start by the server's own build.
    TTS_PROVIDER: 'openai',
    TTS_BASE_URL: fakeOpenAi,
    TTS_API_KEY: 'sk-e2e-fake',
    TTS_VOICE: 'alloy',
    TTS_VOICE_UK: 'fable',
    // No ffmpeg in this run, installed or not: with it, the start-up audio build evens out the loudness of
    // ~4,000 clips through ffmpeg for minutes, and the first specs ran on a starved CPU (axe took 45 s
    // on the home page instead of 8). No spec needs it; its paths are unit-tested where it is installed.
    FFMPEG_PATH: '/nonexistent/ffmpeg',
    // Previews run at the server's own priority, as in the other tests: below it, other work on the
    // machine (a second test run, a CPU burner) could starve them for minutes.
    BACKGROUND_NICENESS: '0',
  };
}

/** A child process whose standard error is passed on, line by line, and kept for the report of a failed start. */
function startProcess(name: string, script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const lines: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    lines.push(line);
    if (lines.length > 200) lines.shift();
    process.stderr.write(`[${name}] ${line}\n`);
  });
  return { child, name, stderr: () => lines.join('\n') };
}

type Started = ReturnType<typeof startProcess>;

/** Resolves once `url` answers 2xx; rejects with the process's standard error if it exits first or takes too long. */
async function waitUntilServing(started: Started, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const failure = (reason: string) => new Error(`${started.name} ${reason}. Its standard error:\n${started.stderr()}`);
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw failure(`exited (${started.child.signalCode ?? `code ${started.child.exitCode}`}) before serving ${url}`);
    }
    const answered = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw failure(`did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM (the app closes gracefully), then SIGKILL if it is still there after 10 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

export const test = base.extend<object, { workerApp: WorkerServer }>({
  workerApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const server = workerServer(workerInfo.parallelIndex);
      const started: Started[] = [];
      try {
        const fake = startProcess(`fake-openai ${server.fakeOpenAiPort}`, 'e2e/fake-openai.mjs', {
          FAKE_OPENAI_PORT: String(server.fakeOpenAiPort),
          // 'memo' (the first set's second word) gets no audio: the listening spec hears the voice fallback.
          FAKE_SPEECH_FAIL: 'memo',
        });
        started.push(fake);
        await waitUntilServing(fake, `http://127.0.0.1:${server.fakeOpenAiPort}/health`, 60_000);
        // The app, built by `npm run test:e2e`, on a fresh data directory (e2e/start-app.mjs empties it).
        const app = startProcess(`app ${server.port}`, 'e2e/start-app.mjs', appEnvironment(server));
        started.push(app);
        await waitUntilServing(app, `${server.baseURL}/api/v4/health`, 300_000);
        await use(server);
      } finally {
        await Promise.all(started.map(({ child }) => stopProcess(child)));
      }
    },
    { scope: 'worker', auto: true, timeout: 360_000, title: 'the worker’s app and fake OpenAI endpoint' },
  ],
  baseURL: async ({ workerApp }, use) => {
    await use(workerApp.baseURL);
  },
  // A message id with no message in the screen's loaded areas shows the id itself: react-intl says so on
  // the console, and the test that met it fails, naming the id.
  context: async ({ context }, use) => {
    const missing: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('MISSING_TRANSLATION')) missing.push(message.text());
    });
    await use(context);
    if (missing.length > 0) throw new Error(`Messages missing from the loaded catalogues:\n${missing.join('\n')}`);
  },
});
