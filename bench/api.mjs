// API: autocannon at 50 connections against every read a page makes, with the files table at
// several sizes in PostgreSQL: 10,000, 100,000 and 1,000,000 files by default (BENCH_API_SIZES, e.g.
// "100000" for one size). Prints each endpoint's requests/s and p99 per size, then per endpoint the growth
// ratio p99(largest)/p99(smallest) and, for each list read with a session, its rate against the anonymous
// file-detail rate of the same run beside its p99.
// Targets: p99 < 25 ms everywhere, growth ratio <= 1.2, signed-in lists >= 0.8 of anonymous detail.
// Lists are answered from the instance's kept pages (files/list-cache.ts) as they would be for a repeated
// page; LIST_CACHE_TTL_MS=0 in the environment measures every request written afresh.
// BENCH_API_ENDPOINTS limits the run to some endpoints (with BENCH_SERVER_NODE_ARGS="--cpu-prof ..." to
// profile one). Needs a PostgreSQL whose user may create databases: BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { findFirstVocabularySet, freePort, measureLoad, printFigure, signUp, startServer } from './lib.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (process.env.BENCH_API_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const AUTHORS = 1000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const TARGET_P99_MS = 25;

/**
 * Authors share the files evenly; the bench user owns 100, has saved 200 of others', downloaded 100 and
 * viewed 300, and the authors have saved, downloaded and viewed others' files in proportion to the files;
 * author-2, whose pages are measured as the public author, also owns the 60 newest files after those, so
 * that a second page of the default size exists at every data size; author-0, whose page is measured
 * as "mostly private", owns every 20th file (5% of all) with 19 in 20 private: 25 public files at 10,000,
 * so its first page is full at every size and only the private files around it grow. 10% of the other
 * files are private.
 */
async function seed(db, size, benchUserId) {
  await db.query(
    `INSERT INTO "user" (id, name, email, email_verified)
     SELECT 'author-' || n, 'Tác giả ' || n, 'author-' || n || '@example.com', true
     FROM generate_series(0, $1) AS n`,
    [AUTHORS],
  );
  await db.query(
    `INSERT INTO files (user_id, user_email, user_name, upload_source, storage_key, filename, format,
                        mime_type, size, description, is_public, uploaded_at, storage_metadata)
     SELECT CASE WHEN n <= 100 THEN $2 WHEN n <= 160 THEN 'author-2' WHEN n % 20 = 0 THEN 'author-0' ELSE 'author-' || (n % $3 + 1) END,
            'author@example.com', 'Tác giả', 'media', 'bench/' || n, 'Tài liệu ' || n || '.pdf', 'pdf',
            'application/pdf', 1000 + n, CASE WHEN n % 3 = 0 THEN 'Mô tả ' || n END,
            CASE WHEN n % 20 = 0 THEN n % 400 = 0 ELSE n % 10 <> 0 END,
            now() - (n || ' seconds')::interval,
            jsonb_build_object('key', 'bench/' || n, 'mimeType', 'application/pdf', 'format', 'pdf')
     FROM generate_series(1, $1) AS n`,
    [size, benchUserId, AUTHORS],
  );
  await db.query(
    `INSERT INTO file_saves (file_id, user_id)
     SELECT id, $1 FROM files WHERE user_id <> $1 AND is_public ORDER BY uploaded_at DESC LIMIT 200`,
    [benchUserId],
  );
  await db.query(
    `INSERT INTO file_downloads (file_id, user_id)
     SELECT id, $1 FROM files WHERE user_id <> $1 AND is_public ORDER BY uploaded_at DESC OFFSET 100 LIMIT 100`,
    [benchUserId],
  );
  await db.query(
    `INSERT INTO file_views (file_id, user_id)
     SELECT id, $1 FROM files WHERE user_id <> $1 AND is_public ORDER BY uploaded_at DESC LIMIT 300`,
    [benchUserId],
  );
  // Everyone else's activity, in proportion to the files (a save on every 4th file, a download on every
  // 3rd, a view on every 2nd, each by some author), so that the saved / downloaded / viewed tables grow
  // with the data size as they would, and the plans of the caller's flags and counts are those of a
  // large table, not of a few hundred rows read whole.
  for (const [table, every] of [
    ['file_saves', 4],
    ['file_downloads', 3],
    ['file_views', 2],
  ]) {
    await db.query(
      `INSERT INTO ${table} (file_id, user_id, hidden)
       SELECT id, reader, NOT is_public AND user_id <> reader
       FROM (SELECT id, is_public, user_id, 'author-' || ((size * 7) % $1 + 1) AS reader FROM files
             WHERE (size - 1000) % $2 = 0 AND user_id <> $3) AS picked
       ON CONFLICT DO NOTHING`,
      [AUTHORS, every, benchUserId],
    );
  }
  await db.query('VACUUM ANALYZE');
  const { rows } = await db.query(`SELECT id FROM files WHERE is_public AND user_id <> $1 LIMIT 1`, [benchUserId]);
  return rows[0].id;
}

async function measureSize(size, port) {
  const databaseName = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  let server;
  try {
    server = await startServer({ port, env: { DATABASE_URL: databaseUrl.toString() } });
    const { cookie } = await signUp(server.url, 'Người đo');
    const { cookie: viewerCookie } = await signUp(server.url, 'Người xem');
    const session = await (await fetch(`${server.url}/api/v4/session`, { headers: { cookie } })).json();
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    const seedStart = performance.now();
    const fileId = await seed(db, size, session.user.id);
    await db.end();
    // Pages of the default size, as the web asks for them ('Xem thêm').
    const firstPage = await (await fetch(`${server.url}/api/v4/users/author-2/files`)).json();
    if (!firstPage.nextCursor) throw new Error('author-2 has no second page');
    const mostlyPrivate = await (
      await fetch(`${server.url}/api/v4/users/author-0/files`, { headers: { cookie: viewerCookie } })
    ).json();
    if (mostlyPrivate.files.length !== firstPage.files.length) throw new Error('author-0 has no full page');
    const { apiPath: vocabularyPath } = await findFirstVocabularySet(server.url);
    printFigure('api dataset', {
      files: size,
      authors: AUTHORS,
      seed_s: ((performance.now() - seedStart) / 1000).toFixed(1),
      duration_s: DURATION_SECONDS,
      connections: 50,
    });

    const endpoints = [
      ['file-detail-anonymous', `/api/v4/files/${fileId}`, {}],
      ['file-detail-signed-in', `/api/v4/files/${fileId}`, { cookie }],
      ['vocabulary-set', vocabularyPath, {}],
      ['profile-uploaded', '/api/v4/files/me/uploaded', { cookie }],
      ['profile-saved', '/api/v4/files/me/saved', { cookie }],
      ['profile-downloaded', '/api/v4/files/me/downloaded', { cookie }],
      ['profile-viewed', '/api/v4/files/me/viewed', { cookie }],
      ['profile-counts', '/api/v4/files/me/counts', { cookie }],
      ['author-public', '/api/v4/users/author-2/files', {}],
      ['author-second-page', `/api/v4/users/author-2/files?cursor=${firstPage.nextCursor}`, {}],
      ['author-mostly-private', '/api/v4/users/author-0/files', { cookie: viewerCookie }],
    ];
    const figures = {};
    // BENCH_API_ENDPOINTS (names, comma-separated) measures only those, e.g. to profile one.
    const only = process.env.BENCH_API_ENDPOINTS?.split(',');
    for (const [name, path, headers] of endpoints.filter(([name]) => !only || only.includes(name))) {
      // Warmed first, so the figures are the steady state: each pooled connection has prepared the
      // endpoint's statements and the server's code is compiled.
      await measureLoad({ url: `${server.url}${path}`, connections: 50, duration: WARM_UP_SECONDS, headers });
      const figure = await measureLoad({
        url: `${server.url}${path}`,
        connections: 50,
        duration: DURATION_SECONDS,
        headers,
        cpu: { serverPid: server.pid, databaseName },
      });
      figures[name] = figure;
      printFigure(`api ${name}`, {
        files: size,
        requests_per_s: figure.requestsPerSecond,
        p99_ms: figure.p99,
        p50_ms: figure.p50,
        server_cpu_us: figure.serverCpuUs,
        db_cpu_us: figure.databaseCpuUs,
        failures: figure.failures,
        met: figure.p99 < TARGET_P99_MS && figure.failures === 0 ? 'yes' : 'no',
      });
    }
    return figures;
  } finally {
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
}

/** The lists measured with a session, against the anonymous file detail of the same run. */
const SIGNED_IN_LISTS = [
  'profile-uploaded',
  'profile-saved',
  'profile-downloaded',
  'profile-viewed',
  'author-mostly-private',
];

const bySize = new Map();
for (const size of SIZES) bySize.set(size, await measureSize(size, await freePort()));

const smallest = bySize.get(Math.min(...SIZES));
const largest = bySize.get(Math.max(...SIZES));
for (const name of SIZES.length > 1 ? Object.keys(largest) : []) {
  printFigure(`api growth ${name}`, {
    ...Object.fromEntries(SIZES.map((size) => [`p99_ms_${size}`, bySize.get(size)[name].p99])),
    ratio: (largest[name].p99 / smallest[name].p99).toFixed(2),
    met: largest[name].p99 / smallest[name].p99 <= 1.2 ? 'yes' : 'no',
  });
}
for (const size of SIZES) {
  const figures = bySize.get(size);
  const anonymousRate = figures['file-detail-anonymous']?.requestsPerSecond;
  for (const list of anonymousRate ? SIGNED_IN_LISTS : []) {
    if (!figures[list]) continue;
    const ratio = figures[list].requestsPerSecond / anonymousRate;
    printFigure(`api signed-in-rate ${list}`, {
      files: size,
      ratio_to_anonymous_detail: ratio.toFixed(2),
      p99_ms: figures[list].p99,
      met: ratio >= 0.8 && figures[list].p99 < TARGET_P99_MS ? 'yes' : 'no',
    });
  }
}
