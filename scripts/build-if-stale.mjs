// `npm run test:e2e`: builds only when dist/ is missing or older than its sources
// (scripts/lib/build-freshness.mjs), so a second run in a row starts testing at once.
import path from 'node:path';
import { buildIfStale } from './lib/build-freshness.mjs';

buildIfStale(path.resolve(path.dirname(new URL(import.meta.url).pathname), '..'));
