// `npm start`: builds first when the build is missing or older than the sources, then runs the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildFreshness } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const freshness = buildFreshness(root);
if (freshness !== 'fresh') {
  console.log(
    freshness === 'missing' ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(path.join(root, 'dist/server/main.js'));
