// pages: Lighthouse 12 (mobile preset) with Debian's Chromium on home, a file detail page and a
// dictation page; prints the performance and accessibility scores. Target: 95 or more for both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findFirstVocabularySet, printFigure, signUp, startServer } from './lib.mjs';

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

/** Uploads one small public PDF so a file detail page exists; returns its path. */
async function createFileDetailPath(url) {
  const { cookie } = await signUp(url, 'Người chia sẻ');
  const pdf = fs.readFileSync(new URL('./fixtures/sample.pdf', import.meta.url));
  const form = new FormData();
  form.append('description', 'Tài liệu mẫu cho Lighthouse');
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'bai-giang-mau.pdf');
  const response = await fetch(`${url}/api/v4/files/public/upload`, {
    method: 'POST',
    headers: { cookie, origin: url },
    body: form,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const { file } = await response.json();
  return `/file/${file.id}`;
}

const server = await startServer({ port: 4405 });
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
let chrome;
try {
  const pages = [
    ['home', '/'],
    ['file-detail', await createFileDetailPath(server.url)],
    ['dictation', (await findFirstVocabularySet(server.url)).pagePath],
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
    printFigure(`pages ${name}`, {
      performance,
      accessibility,
      lcp_ms: Math.round(result?.lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      target: 95,
      met: performance >= 95 && accessibility >= 95 ? 'yes' : 'no',
    });
  }
} finally {
  await chrome?.kill();
  fs.rmSync(userDataDir, { recursive: true, force: true });
  await server.stop();
}
