import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// DESIGN.md Testing: Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium); nothing downloads a browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with "apt-get install -y chromium" ` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}

// Each worker starts its own app and fake OpenAI endpoint on ports from E2E_PORT up (e2e/fixtures.ts).
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  // Limits catch a hang, never a slow machine: a spec run beside other work (two CPU burners on two cores)
  // stays well inside them. Expectations return as soon as they hold.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  // A file's tests run in order in one worker; with E2E_WORKERS above 1, files run side by side, each
  // worker on its own server. One by default: on two cores, two workers (two browsers, two servers) took
  // longer than one and ran into time-outs.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: `.tmp/test-results-${PORT}`,
  use: {
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
});
