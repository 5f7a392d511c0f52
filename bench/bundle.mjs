// bundle: the gzipped JavaScript a first visit to home downloads (target < 150 KB).
// Loads / in Chromium and sums the gzip size of every script response.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { printFigure, root, startServer } from './lib.mjs';

const server = await startServer({ port: 4401 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs')) scripts.add(url.pathname);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const pathname of scripts) {
    const file = path.join(root, 'dist/web', pathname);
    const source = fs.readFileSync(file);
    rawBytes += source.length;
    gzipBytes += zlib.gzipSync(source, { level: 9 }).length;
  }
  printFigure('bundle', {
    scripts: scripts.size,
    raw_kb: (rawBytes / 1024).toFixed(1),
    gzip_kb: (gzipBytes / 1024).toFixed(1),
    target_kb: 150,
    met: gzipBytes / 1024 < 150 ? 'yes' : 'no',
  });
} finally {
  await browser.close();
  await server.stop();
}
