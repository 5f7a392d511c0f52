// `npm run test:e2e`: builds only when dist/ is missing or older than its sources
// (scripts/lib/build-freshness.mjs), so a second run in a row starts testing at once.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildFreshness } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const freshness = buildFreshness(root);
if (freshness === 'fresh') {
  console.info('The build in dist/ is newer than its sources: not rebuilt.');
} else {
  console.info(
    freshness === 'missing'
      ? 'No finished build in dist/: building…'
      : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
