import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// DESIGN.md Testing: Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium); nothing downloads a browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with "apt-get install -y chromium" ` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}

// E2E_PORT lets several runs share one machine (each gets its own port and data directory).
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/** ADMIN_EMAILS of the e2e server: E2E_ADMIN_EMAIL of e2e/support.ts (e2e/moderation.spec.ts signs it up). */
const E2E_ADMIN_EMAIL = 'quan-tri-e2e@example.com';
const dataDir = path.resolve(`.tmp/e2e-data-${PORT}`);
// The specs read the server's mails from its outbox (no SMTP server in the e2e run); workers inherit this.
process.env.E2E_DATA_DIR = dataDir;
// The fake OpenAI-compatible endpoint that example generation talks to (e2e/fake-openai.mjs).
const FAKE_OPENAI_PORT = PORT + 1000;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: `.tmp/test-results-${PORT}`,
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: [
    {
      command: `node e2e/fake-openai.mjs`,
      url: `http://127.0.0.1:${FAKE_OPENAI_PORT}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // 'memo' (the first set's second word) gets no audio: the listening spec hears the voice fallback.
      env: { FAKE_OPENAI_PORT: String(FAKE_OPENAI_PORT), FAKE_SPEECH_FAIL: 'memo' },
    },
    {
      // The app, built by `npm run test:e2e`, on a fresh data directory.
      command: `node e2e/start-app.mjs`,
      url: `${E2E_BASE_URL}/api/v4/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: E2E_BASE_URL,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SIGN_IN_RATE_LIMIT: '1000',
        // Issue 14 item 6: the admin of e2e/moderation.spec.ts.
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
        OPENAI_API_KEY: 'sk-e2e-fake',
        EXAMPLE_GENERATION_RATE_LIMIT: '1000',
        // Stored audio for every item, US and UK (issue 13), made at start by the server's own build.
        TTS_PROVIDER: 'openai',
        TTS_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
        TTS_API_KEY: 'sk-e2e-fake',
        TTS_VOICE: 'alloy',
        TTS_VOICE_UK: 'fable',
        // No ffmpeg in this run, installed or not: with it, the start-up audio build evens out the loudness of
        // ~4,000 clips through ffmpeg for minutes, and the first specs ran on a starved CPU (axe took 45 s
        // on the home page instead of 8). No spec needs it; its paths are unit-tested where it is installed.
        FFMPEG_PATH: '/nonexistent/ffmpeg',
      },
    },
  ],
});
