import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumPath as findChromium } from './scripts/test-setup.ts';

// Debian's Chromium, its headless build unless CHROMIUM_PATH names another; nothing downloads a browser.
const chromiumPath = findChromium();
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with "apt-get install -y chromium-headless-shell" ` +
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
  // A file's tests run in order in one worker; files run side by side, each worker on its own server.
  // Two workers on two cores or more (5.7 minutes against 9.6 for one, measured), or E2E_WORKERS.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: `.tmp/test-results-${PORT}`,
  use: {
    // The product's reduced-motion styles: the floating particles stand still instead of keeping the
    // compositor (software-rendered here) busy on every page, and transitions end at once. The particles'
    // animation is checked with motion allowed (e2e/practice-home.spec.ts).
    reducedMotion: 'reduce',
    // A trace (screencast and DOM snapshots at every action) costs the browser about a third of its CPU, so
    // it is recorded only when a failed test runs again (CI retries once).
    trace: 'on-first-retry',
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
