import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readWebPage } from './web';

const INDEX = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body></body></html>',
].join('\n');

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_listening-1.js': { file: 'assets/listening-1.js', imports: ['_shared-1.js'], css: ['assets/listening-1.css'] },
  'features/practice/components/word-dictation-page.tsx': {
    file: 'assets/word-dictation-page-1.js',
    imports: ['index.html', '_listening-1.js', '_shared-1.js'],
    css: ['assets/word-dictation-page-1.css'],
  },
};

const roots: string[] = [];
function builtApp(manifest?: object): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-page-'));
  roots.push(root);
  fs.writeFileSync(path.join(root, 'index.html'), INDEX);
  if (manifest) {
    fs.mkdirSync(path.join(root, '.vite'));
    fs.writeFileSync(path.join(root, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("the app's page for a path", () => {
  it("links the screen's chunks and styles once each, leaving what index.html links", () => {
    const page = readWebPage(builtApp(MANIFEST), true)!;
    const html = page('/dictation/3');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/word-dictation-page-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/listening-1.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/word-dictation-page-1.css">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/listening-1.css">');
    for (const linked of ['/assets/index-1.js', '/assets/shared-1.js', '/assets/index-1.css']) {
      expect(html.split(`="${linked}"`)).toHaveLength(2);
    }
    expect(html.indexOf('word-dictation-page-1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(page('/dictation/3/')).toBe(html);
  });

  it('is index.html itself for a path without a code-split screen, or when the build has no manifest', () => {
    expect(readWebPage(builtApp(MANIFEST), true)!('/')).toBe(INDEX);
    expect(readWebPage(builtApp(), true)!('/dictation/3')).toBe(INDEX);
  });

  it('is absent when the web app is not built or not wanted', () => {
    expect(readWebPage(builtApp(MANIFEST), false)).toBeUndefined();
    expect(readWebPage(path.join(os.tmpdir(), 'no-such-build'), true)).toBeUndefined();
  });
});
