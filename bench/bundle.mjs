// bundle: the gzipped JavaScript a first visit downloads, per route: home (target < 120 KB), a file detail
// page, a dictation page, the library (/tai-lieu) and the stats page (/progress), each < 150 KB.
// Loads each address in a fresh Chromium context (empty cache) and sums the gzip size of every script response.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { createFileDetailPath, findFirstVocabularySet, printFigure, root, startServer } from './lib.mjs';

const HOME_TARGET_KB = 120;
const ROUTE_TARGET_KB = 150;

/** The scripts a first visit to `url` loads, as paths under dist/web. */
async function scriptsOfFirstVisit(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js') || pathname.endsWith('.mjs')) scripts.add(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return scripts;
  } finally {
    await context.close();
  }
}

function sizeOf(scripts) {
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const pathname of scripts) {
    const source = fs.readFileSync(path.join(root, 'dist/web', pathname));
    rawBytes += source.length;
    gzipBytes += zlib.gzipSync(source, { level: 9 }).length;
  }
  return { rawKb: rawBytes / 1024, gzipKb: gzipBytes / 1024 };
}

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
  const routes = [
    ['home', '/'],
    ['file-detail', await createFileDetailPath(server.url)],
    ['dictation', (await findFirstVocabularySet(server.url)).pagePath],
    ['library', '/tai-lieu'],
    ['progress', '/progress'],
  ];
  for (const [name, pagePath] of routes) {
    const scripts = await scriptsOfFirstVisit(browser, `${server.url}${pagePath}`);
    const { rawKb, gzipKb } = sizeOf(scripts);
    const target = name === 'home' ? HOME_TARGET_KB : ROUTE_TARGET_KB;
    printFigure(`bundle ${name}`, {
      scripts: scripts.size,
      raw_kb: rawKb.toFixed(1),
      gzip_kb: gzipKb.toFixed(1),
      target_kb: target,
      met: gzipKb < target ? 'yes' : 'no',
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
