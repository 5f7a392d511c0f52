// Starts the built server on a fresh DATA_DIR for the end-to-end run.
import fs from 'node:fs';
import path from 'node:path';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set for the e2e server');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const main = path.resolve('dist/server/main.js');
if (!fs.existsSync(main)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
await import(main);
