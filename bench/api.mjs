// API: autocannon against file detail, a profile list and a vocabulary set, with 100,000 files and the
// full practice content loaded in PostgreSQL. Prints requests/s and p99 latency at 50 connections.
// Target: p99 under 25 ms for each. Needs a PostgreSQL whose user may create databases:
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { findFirstVocabularySet, printFigure, signUp, startServer } from './lib.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FILES = 100_000;
const AUTHORS = 1000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const databaseName = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;

async function seed(db, benchUserId) {
  await db.query(
    `INSERT INTO "user" (id, name, email, email_verified)
     SELECT 'author-' || n, 'Tác giả ' || n, 'author-' || n || '@example.com', true
     FROM generate_series(1, $1) AS n`,
    [AUTHORS],
  );
  // Every author gets the same share of files; the bench user owns 100 of them.
  await db.query(
    `INSERT INTO files (user_id, user_email, user_name, upload_source, storage_key, filename, format,
                        mime_type, size, description, is_public, uploaded_at, storage_metadata)
     SELECT CASE WHEN n <= 100 THEN $2 ELSE 'author-' || (n % $3 + 1) END,
            'author@example.com', 'Tác giả', 'media', 'bench/' || n, 'Tài liệu ' || n || '.pdf', 'pdf',
            'application/pdf', 1000 + n, CASE WHEN n % 3 = 0 THEN 'Mô tả ' || n END, n % 10 <> 0,
            now() - (n || ' minutes')::interval,
            jsonb_build_object('key', 'bench/' || n, 'mimeType', 'application/pdf', 'format', 'pdf')
     FROM generate_series(1, $1) AS n`,
    [FILES, benchUserId, AUTHORS],
  );
  await db.query(
    `INSERT INTO file_saves (file_id, user_id)
     SELECT id, $1 FROM files WHERE user_id <> $1 AND is_public ORDER BY uploaded_at DESC LIMIT 200`,
    [benchUserId],
  );
  await db.query('ANALYZE');
  const { rows } = await db.query(`SELECT id FROM files WHERE is_public AND user_id <> $1 LIMIT 1`, [benchUserId]);
  return rows[0].id;
}

async function measure(name, url, headers) {
  const result = await autocannon({ url, connections: 50, duration: DURATION_SECONDS, headers });
  const failures = result.non2xx + result.errors;
  printFigure(`api ${name}`, {
    requests_per_s: result.requests.average.toFixed(0),
    p99_ms: result.latency.p99,
    p50_ms: result.latency.p50,
    failures,
    target_p99_ms: 25,
    met: result.latency.p99 < 25 && failures === 0 ? 'yes' : 'no',
  });
}

let server;
try {
  server = await startServer({ port: 4404, env: { DATABASE_URL: databaseUrl.toString() } });
  const { cookie } = await signUp(server.url, 'Người đo');
  const session = await (await fetch(`${server.url}/api/v4/session`, { headers: { cookie } })).json();
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();
  const fileId = await seed(db, session.user.id);
  await db.end();

  const { apiPath: vocabularyPath } = await findFirstVocabularySet(server.url);
  printFigure('api dataset', { files: FILES, authors: AUTHORS, duration_s: DURATION_SECONDS, connections: 50 });
  await measure('file-detail', `${server.url}/api/v4/files/${fileId}`, { cookie });
  await measure('profile-uploaded', `${server.url}/api/v4/files/me/uploaded`, { cookie });
  await measure('profile-saved', `${server.url}/api/v4/files/me/saved`, { cookie });
  await measure('vocabulary-set', `${server.url}${vocabularyPath}`, {});
} finally {
  await server?.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
}
