// `npm run bench`: builds when needed, then runs each benchmark in turn; each prints one line per measure.
// Benchmarks are not tests: they report figures and never fail on timing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const only = process.argv.slice(2);
const benchmarks = [
  'bundle',
  'upload',
  'download',
  'api',
  'search',
  'library',
  'record',
  'pages',
  'faults',
  'previews',
  'office',
  'audio',
].filter((name) => only.length === 0 || only.includes(name));

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

for (const name of benchmarks) {
  console.log(`\n# ${name}`);
  // A bench written in TypeScript (it shares test helpers with the server's tests) runs through tsx.
  const script = path.join(root, 'bench', `${name}.mjs`);
  const args = fs.existsSync(script)
    ? [script]
    : [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'bench', `${name}.ts`)];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) console.log(`${name}: failed to run (exit ${result.status})`);
}
