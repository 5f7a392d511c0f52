// Builds the SPA (Vite → dist/web) and the server (esbuild → dist/server/main.js, and the preview worker
// process it starts, dist/server/preview-worker.js: src/server/paths.ts finds it there), then stamps the build
// with the time it started (scripts/lib/build-freshness.mjs reads it to skip a build that is up to date).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { BUILD_STAMP } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const stamp = path.join(root, BUILD_STAMP);
const startedAt = new Date();
// Until this build finishes, dist/ is not a build of anything.
fs.rmSync(stamp, { force: true });

run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
await build({
  entryPoints: {
    main: path.join(root, 'src/server/main.ts'),
    'preview-worker': path.join(root, 'src/server/files/previews/preview-worker.ts'),
  },
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
precompress(path.join(root, 'dist/web'));
fs.writeFileSync(stamp, startedAt.toISOString());
fs.utimesSync(stamp, startedAt, startedAt);
console.log('Build finished: dist/web and dist/server');

// Brotli and gzip copies of every text asset, served by @fastify/static (preCompressed) without CPU per request.
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|mjs|css|html|svg|json|txt|map)$/.test(entry.name)) continue;
    const source = fs.readFileSync(file);
    if (source.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
