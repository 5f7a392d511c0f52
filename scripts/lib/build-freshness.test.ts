// When `npm run test:e2e` and `npm start` build again, on a made-up project with chosen modification times.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, BUILD_STAMP, buildFreshness } from './build-freshness.mjs';

const BUILT_AT = new Date('2026-11-20T10:00:00Z');
const minutes = (count: number) => new Date(BUILT_AT.getTime() + count * 60_000);

describe('buildFreshness', () => {
  let root: string;
  const write = (file: string, at: Date) => {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file);
    fs.utimesSync(target, at, at);
  };
  const touchFolder = (folder: string, at: Date) => fs.utimesSync(path.join(root, folder), at, at);

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'));
    for (const file of ['src/server/main.ts', 'src/web/index.html', 'public/favicon.svg', 'package-lock.json']) {
      write(file, minutes(-30));
    }
    for (const folder of ['src/server', 'src/web', 'src', 'public']) touchFolder(folder, minutes(-30));
    for (const output of BUILD_OUTPUTS) write(output, minutes(1));
    write(BUILD_STAMP, BUILT_AT);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is fresh when every input is older than the start of the last build', () => {
    expect(buildFreshness(root)).toBe('fresh');
  });

  it('is missing without a stamp: a clean clone, or a build that did not finish', () => {
    fs.rmSync(path.join(root, BUILD_STAMP));
    expect(buildFreshness(root)).toBe('missing');
  });

  it('is missing when an output is gone, whatever the stamp says', () => {
    fs.rmSync(path.join(root, 'dist/server/main.js'));
    expect(buildFreshness(root)).toBe('missing');
  });

  it('is stale when a file deep in src changed after the build started, even during the build', () => {
    write('src/server/main.ts', minutes(0.5));
    expect(buildFreshness(root)).toBe('stale');
  });

  it('is stale when a file was removed (its folder changed)', () => {
    fs.rmSync(path.join(root, 'public/favicon.svg'));
    touchFolder('public', minutes(5));
    expect(buildFreshness(root)).toBe('stale');
  });

  it('is stale when a top-level input such as the lock file changed', () => {
    write('package-lock.json', minutes(10));
    expect(buildFreshness(root)).toBe('stale');
  });

  it('ignores inputs that do not exist and files that are no input', () => {
    write('README.md', minutes(60));
    write('e2e/accounts.spec.ts', minutes(60));
    expect(buildFreshness(root)).toBe('fresh');
  });
});
