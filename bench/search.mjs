// Search: autocannon at 50 connections against GET /api/v4/files/search on PostgreSQL, at each size of
// BENCH_SEARCH_FILES (comma-separated, default 100,000 and 1,000,000 files; one database grown from one
// size to the next), a tenth of the files with 10 pages of text. Names, descriptions and page text are
// drawn from a vocabulary with a Zipf-like (log-uniform) frequency, so some words are in nearly every
// document and most in few, as in a real library; one phrase ('Đề thi thử TOEIC') is in 200 pages at
// every size. Seeding runs in SQL (generate_series, BATCH_FILES files a statement) and prints its progress.
// Prints requests/s and p99 per query kind, with the server's search cache on (a repeated query) and off
// (every request ranks, as a new query does); target p99 < 50 ms. Needs a PostgreSQL whose user may create
// databases: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase, freePort, measureLoad, printFigure, signUp, startServer } from './lib.mjs';

const SIZES = (process.env.BENCH_SEARCH_FILES ?? '100000,1000000')
  .split(',')
  .map(Number)
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((a, b) => a - b);
const BATCH_FILES = 25_000;
const SEED_CONNECTIONS = 2;
/** The phrase's page is in every 500th paged file among the first 100,000 files: 200 pages at any size. */
const PHRASE_FILES = 100_000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 50;

// 1,000 words: real ones first (the most frequent), then made-up syllable pairs for the long tail.
const REAL_WORDS = `tài liệu ôn thi toeic tiếng anh ngữ pháp từ vựng bài tập đáp án nghe đọc hiểu phần câu hỏi
  luyện tập giáo trình đề kiểm tra năm học sinh viên giáo viên lớp trường meeting report schedule invoice
  budget contract employee customer manager office department shipment order delivery warehouse supplier
  conference presentation agenda deadline proposal marketing sales revenue profit annual quarterly training
  workshop seminar interview applicant resume position salary benefit insurance policy travel flight hotel
  reservation restaurant menu recipe grocery receipt refund warranty repair maintenance equipment device
  software network computer printer copier document file folder email message phone call memo notice`
  .split(/\s+/)
  .filter(Boolean);
const SYLLABLES = ['ba', 'ca', 'da', 'ga', 'ha', 'la', 'ma', 'na', 'pha', 'qua', 'ra', 'sa', 'ta', 'tha', 'va', 'xa'];
const WORDS = [...REAL_WORDS];
for (const a of SYLLABLES) for (const b of SYLLABLES) for (const c of ['n', 'm', 'ng', 't']) WORDS.push(`${a}${b}${c}`);
WORDS.length = 1000;

/**
 * Files number `from + 1` to `to` (file g is `size` 1000 + g), and the pages of every tenth: one
 * statement per batch of BATCH_FILES, on SEED_CONNECTIONS connections at once (the text's search words
 * are computed by the database as each page is written, most of the seeding's time), each batch
 * printing the progress.
 */
async function seed(ownerId, from, to) {
  // Word number k is drawn with probability ~1/k ($3 is the vocabulary).
  const pick = `($3::text[])[greatest(1, floor(exp(random() * ln(1000)))::int)]`;
  // The series inside refer to the outer row, so each row gets words of its own.
  const words = (count) => `(SELECT string_agg(${pick}, ' ') FROM generate_series(1, ${count}) AS s)`;
  const started = performance.now();
  let next = from + 1;
  let done = 0;
  const worker = async () => {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      while (next <= to) {
        const first = next;
        const last = Math.min(to, first + BATCH_FILES - 1);
        next = last + 1;
        // A tenth of the files, public ones (a tenth of all files is private), have 10 pages of about
        // 250 words.
        await db.query(
          `WITH inserted AS (
             INSERT INTO files (user_id, user_email, user_name, upload_source, storage_key, filename, format,
                                mime_type, size, description, is_public, uploaded_at, storage_metadata, preview_state)
             SELECT $4, 'author@example.com', 'Tác giả ' || (g % 500), 'media', 'bench/' || g,
                    ${words('3 + g % 3')} || ' ' || g || '.pdf', 'pdf', 'application/pdf', 1000 + g,
                    CASE WHEN g % 3 = 0 THEN ${words('12 + 0 * g')} END,
                    g % 10 <> 0, now() - (g || ' seconds')::interval,
                    jsonb_build_object('key', 'bench/' || g, 'mimeType', 'application/pdf', 'format', 'pdf'),
                    'ready'
             FROM generate_series($1::int, $2::int) AS g
             RETURNING id, size
           )
           INSERT INTO file_pages (file_id, page, text)
           SELECT f.id, p.page, ${words('250 + 0 * p.page + 0 * f.size')}
                  || CASE WHEN f.size % 500 = 1 AND f.size <= 1000 + $5 AND p.page = 2
                          THEN ' Đề thi thử TOEIC số ' || f.size ELSE '' END
           FROM inserted f, generate_series(1, 10) AS p(page)
           WHERE f.size % 10 = 1`,
          [first, last, WORDS, ownerId, PHRASE_FILES],
        );
        done += last - first + 1;
        printFigure('search seeding', {
          files: `${from + done}/${to}`,
          elapsed_s: ((performance.now() - started) / 1000).toFixed(1),
        });
      }
    } finally {
      await db.end();
    }
  };
  await Promise.all(Array.from({ length: SEED_CONNECTIONS }, worker));
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query('VACUUM ANALYZE files, file_pages');
  const { rows } = await db.query('SELECT count(*)::int AS pages FROM file_pages');
  await db.end();
  return rows[0].pages;
}

const QUERIES = [
  ['phrase-in-200-pages', 'de thi thu toeic'],
  ['common-word', 'tai lieu'],
  ['mid-word', 'invoice'],
  ['rare-word', WORDS[900]],
  ['two-words', 'budget report'],
  ['name-prefix', 'ngu pha'],
  ['typo', 'toiec'],
];

const database = await createBenchDatabase();
if (!database) {
  console.log('search: skipped, no PostgreSQL at BENCH_DATABASE_URL');
  process.exit(0);
}
// One data directory for both servers, so the session (signed with its secret) holds across the restart.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
const serverEnv = { DATABASE_URL: database.url, DATA_DIR: dataDir };
let server;
/** The server as configured (cache on), or with its search cache off: every request ranks. */
async function restart(cache) {
  await server?.stop();
  const env = cache === 'off' ? { ...serverEnv, SEARCH_CACHE_TTL_S: '0' } : serverEnv;
  server = await startServer({ port: await freePort(), env });
}
try {
  await restart('on');
  const { cookie } = await signUp(server.url, 'Người tìm');
  const session = await (await fetch(`${server.url}/api/v4/session`, { headers: { cookie } })).json();
  let seeded = 0;
  for (const size of SIZES) {
    const seedStart = performance.now();
    const pages = await seed(session.user.id, seeded, size);
    seeded = size;
    printFigure('search dataset', {
      files: size,
      pages,
      seed_s: ((performance.now() - seedStart) / 1000).toFixed(1),
      duration_s: DURATION_SECONDS,
      connections: 50,
    });
    // First as configured (a repeated query is ranked once, then answered from the cache until a file
    // changes), then with the cache off: every request ranks, as a query nobody asked before does.
    for (const cache of ['on', 'off']) {
      await restart(cache);
      for (const [name, query] of QUERIES) {
        for (const [who, headers] of [
          ['anonymous', {}],
          ['signed-in', { cookie }],
        ]) {
          const url = `${server.url}/api/v4/files/search?q=${encodeURIComponent(query)}`;
          const sample = await (await fetch(url, { headers })).json();
          const figure = await measureLoad({ url, connections: 50, duration: DURATION_SECONDS, headers });
          printFigure(`search files=${size} ${name} ${who} cache=${cache}`, {
            hits: sample.hits?.length ?? 0,
            requests_per_s: figure.requestsPerSecond,
            p99_ms: figure.p99,
            p50_ms: figure.p50,
            failures: figure.failures,
            met: figure.requestsPerSecond > 0 && figure.p99 < TARGET_P99_MS && figure.failures === 0 ? 'yes' : 'no',
          });
        }
      }
    }
  }
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  // BENCH_SEARCH_KEEP=1 keeps the seeded database for EXPLAIN ANALYZE.
  if (process.env.BENCH_SEARCH_KEEP) console.log(`search: kept ${database.url}`);
  else await database.drop();
}
