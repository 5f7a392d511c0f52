// The library's filters by subject, level and tag, and their facet counts: autocannon at 50 connections
// against GET /api/v4/files/library and /api/v4/files/library/facets on PostgreSQL, at each size of
// BENCH_LIBRARY_FILES (comma-separated, default 100,000 files; one database grown from one size to the
// next). Every file has a subject (six, the first most frequent), most a level, and up to three tags of 200
// drawn with a Zipf-like frequency; a tenth of the files are private (never counted). Prints requests/s and
// p99 per request kind, anonymous; target p99 < 50 ms. Needs a PostgreSQL whose user may create databases:
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase, freePort, measureLoad, printFigure, signUp, startServer } from './lib.mjs';

const SIZES = (process.env.BENCH_LIBRARY_FILES ?? '100000')
  .split(',')
  .map(Number)
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((a, b) => a - b);
const BATCH_FILES = 25_000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 50;
const SUBJECTS = ['TOEIC', 'IELTS', 'Ngữ pháp', 'Từ vựng', 'Giao tiếp', 'Khác'];
const LEVELS = ['basic', 'intermediate', 'advanced'];
const TAGS = ['part 5', 'listening', 'reading', 'writing', 'speaking'];
for (let index = TAGS.length; index < 200; index += 1) TAGS.push(`chu de ${index}`);

async function seed(ownerId, from, to) {
  // Subject k (and tag k) drawn with probability ~1/k.
  const zipf = (count) => `greatest(1, floor(exp(random() * ln(${count})))::int)`;
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const started = performance.now();
  try {
    for (let first = from + 1; first <= to; first += BATCH_FILES) {
      const last = Math.min(to, first + BATCH_FILES - 1);
      await db.query(
        `INSERT INTO files (user_id, user_email, user_name, upload_source, storage_key, filename, format,
                            mime_type, size, is_public, uploaded_at, storage_metadata, preview_state,
                            title, subject, level, tags)
         SELECT $3, 'author@example.com', 'Tác giả', 'media', 'bench/' || g,
                'tai-lieu-' || g || (CASE WHEN g % 4 = 0 THEN '.docx' ELSE '.pdf' END), 'pdf', 'application/pdf',
                1000 + g, g % 10 <> 0, now() - (g || ' seconds')::interval,
                jsonb_build_object('key', 'bench/' || g), 'ready',
                'Tài liệu ' || g,
                ($4::text[])[${zipf(SUBJECTS.length + 1)}],
                CASE WHEN g % 5 <> 0 THEN ($5::text[])[1 + g % 3] END,
                ARRAY(SELECT DISTINCT ($6::text[])[${zipf(TAGS.length)}] FROM generate_series(1, 1 + g % 3) s
                      WHERE s > 0 * g)
         FROM generate_series($1::int, $2::int) AS g`,
        [first, last, ownerId, SUBJECTS, LEVELS, TAGS],
      );
      printFigure('library seeding', {
        files: `${last}/${to}`,
        elapsed_s: ((performance.now() - started) / 1000).toFixed(1),
      });
    }
    await db.query('VACUUM ANALYZE files');
  } finally {
    await db.end();
  }
}

const REQUESTS = [
  ['library subject', '/api/v4/files/library?subject=TOEIC'],
  [
    'library subject+level+tag',
    `/api/v4/files/library?subject=TOEIC&level=intermediate&tag=${encodeURIComponent('part 5')}`,
  ],
  ['library rare tag by downloads', `/api/v4/files/library?sort=downloads&tag=${encodeURIComponent('chu de 190')}`],
  ['facets', '/api/v4/files/library/facets'],
  ['facets subject+format', '/api/v4/files/library/facets?subject=IELTS&format=pdf'],
  ['facets tag', `/api/v4/files/library/facets?tag=${encodeURIComponent('listening')}`],
];

const database = await createBenchDatabase();
if (!database) {
  console.log('library: skipped, no PostgreSQL at BENCH_DATABASE_URL');
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-library-'));
let server;
try {
  server = await startServer({ port: await freePort(), env: { DATABASE_URL: database.url, DATA_DIR: dataDir } });
  const { cookie } = await signUp(server.url, 'Người đăng');
  const session = await (await fetch(`${server.url}/api/v4/session`, { headers: { cookie } })).json();
  let seeded = 0;
  for (const size of SIZES) {
    const seedStart = performance.now();
    await seed(session.user.id, seeded, size);
    seeded = size;
    printFigure('library dataset', {
      files: size,
      seed_s: ((performance.now() - seedStart) / 1000).toFixed(1),
      duration_s: DURATION_SECONDS,
      connections: 50,
    });
    for (const [name, pathAndQuery] of REQUESTS) {
      const url = `${server.url}${pathAndQuery}`;
      const sample = await (await fetch(url)).json();
      const figure = await measureLoad({ url, connections: 50, duration: DURATION_SECONDS });
      printFigure(`library files=${size} ${name}`, {
        shown: sample.files?.length ?? sample.tags?.length ?? 0,
        requests_per_s: figure.requestsPerSecond,
        p99_ms: figure.p99,
        p50_ms: figure.p50,
        failures: figure.failures,
        met: figure.requestsPerSecond > 0 && figure.p99 < TARGET_P99_MS && figure.failures === 0 ? 'yes' : 'no',
      });
    }
  }
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
