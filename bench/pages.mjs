// pages: Lighthouse 12 (mobile preset) with Debian's Chromium on home, a file detail page, a dictation
// page, the library (/tai-lieu) and the stats page (/progress); prints the performance and accessibility
// scores with total blocking time, layout shift and largest paint. Targets: 95 or more for both scores,
// TBT < 200 ms, CLS < 0.1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createFileDetailPath, findFirstVocabularySet, printFigure, startServer } from './lib.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const server = await startServer({ port: 4405 });
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
let chrome;
try {
  const pages = [
    ['home', '/'],
    ['file-detail', await createFileDetailPath(server.url)],
    ['dictation', (await findFirstVocabularySet(server.url)).pagePath],
    ['library', '/tai-lieu'],
    ['progress', '/progress'],
  ];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  for (const [name, pagePath] of pages) {
    const result = await lighthouse(`${server.url}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    // LIGHTHOUSE_REPORT_DIR=/tmp/lh keeps each page's full report (JSON) for a closer look.
    if (process.env.LIGHTHOUSE_REPORT_DIR && result) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`), JSON.stringify(result.lhr));
    }
    const performance = Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
    const accessibility = Math.round((result?.lhr.categories.accessibility.score ?? 0) * 100);
    const audit = (id) => result?.lhr.audits[id]?.numericValue ?? 0;
    const tbt = Math.round(audit('total-blocking-time'));
    const cls = Number(audit('cumulative-layout-shift').toFixed(3));
    printFigure(`pages ${name}`, {
      performance,
      accessibility,
      tbt_ms: tbt,
      cls,
      lcp_ms: Math.round(audit('largest-contentful-paint')),
      main_thread_ms: Math.round(audit('mainthread-work-breakdown')),
      target: 95,
      met: performance >= 95 && accessibility >= 95 && tbt < 200 && cls < 0.1 ? 'yes' : 'no',
    });
  }
} finally {
  await chrome?.kill();
  fs.rmSync(userDataDir, { recursive: true, force: true });
  await server.stop();
}
