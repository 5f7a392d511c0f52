// `npm start`: builds first when the build is missing or older than the sources, then runs the server.
import path from 'node:path';
import { buildIfStale } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
buildIfStale(root);
await import(path.join(root, 'dist/server/main.js'));
