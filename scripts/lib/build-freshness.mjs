// When dist/ must be built again: scripts/build.mjs stamps a finished build (dist/.build-stamp) with the
// time it started, so a source saved while it ran still counts as newer; a build that did not finish
// leaves no stamp. The rule is mtimes, not contents: git writes the files it changes with the current
// time, and a needless rebuild costs seconds while a stale one tests the wrong code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the build reads (Vite: src/web, src/shared, public, its config and tsconfig; esbuild: src/server). */
export const BUILD_INPUTS = [
  'src',
  'public',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build.mjs',
];

export const BUILD_STAMP = 'dist/.build-stamp';
/** What the server needs of a build: without any of them there is nothing to run, whatever the stamp says. */
export const BUILD_OUTPUTS = ['dist/web/index.html', 'dist/server/main.js', 'dist/server/preview-worker.js'];

/** The newest modification time under `target` (a file or a folder), 0 when it does not exist. */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** 'missing' without a finished build, 'stale' when an input changed since it started, else 'fresh'. */
export function buildFreshness(root, inputs = BUILD_INPUTS) {
  const builtAt = newestMtime(path.join(root, BUILD_STAMP));
  if (builtAt === 0 || BUILD_OUTPUTS.some((output) => !fs.existsSync(path.join(root, output)))) return 'missing';
  const changedAt = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  return changedAt >= builtAt ? 'stale' : 'fresh';
}

/**
 * Runs scripts/build.mjs unless the build is fresh, saying why; exits with the build's code if it fails.
 * `npm start` and `npm run test:e2e` both start this way.
 */
export function buildIfStale(root, log = console.info) {
  const freshness = buildFreshness(root);
  if (freshness === 'fresh') {
    log('The build in dist/ is newer than its sources: not rebuilt.');
    return;
  }
  log(
    freshness === 'missing'
      ? 'No finished build in dist/: building…'
      : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
