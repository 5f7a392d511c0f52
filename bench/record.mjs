// record: the learner's record at scale in PostgreSQL: 10,000 learners × 2,000 cards each
// (BENCH_RECORD_LEARNERS, BENCH_RECORD_CARDS), one attempt behind every card, 10% of cards due now and
// 10% missed. autocannon at 50 connections, each request as one of 100 signed-in learners in turn:
// POST /practice/attempts with a whole set of 20 new attempts (cards scheduled, completion computed),
// GET /practice/progress, /practice/review (due items), /practice/mistakes and /practice/stats. The
// anonymous detail of one public file is measured in the same run, before and after them, as the yardstick
// the targets are stated against (so they hold on any machine): recording a set of 20 at >= 0.25 of the
// file-detail rate, progress, review, mistakes and stats at >= 0.5 of it, and every p99 < 50 ms. Each
// endpoint is warmed first. BENCH_RECORD_ENDPOINTS limits the run to some endpoints. Needs a PostgreSQL
// whose user may create databases: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase, freePort, measureLoad, printFigure, signUp, startServer } from './lib.mjs';

const LEARNERS = Number(process.env.BENCH_RECORD_LEARNERS ?? 10_000);
const CARDS = Number(process.env.BENCH_RECORD_CARDS ?? 2000);
const SIGNED_IN = 100;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The target is at 50 connections; BENCH_RECORD_CONNECTIONS=1 shows the latency without queueing. */
const CONNECTIONS = Number(process.env.BENCH_RECORD_CONNECTIONS ?? 50);
const TARGET_P99_MS = 50;
const WARM_UP_SECONDS = 2;
/** Each endpoint's rate as a share of the anonymous file-detail rate, at least. */
const TARGET_RATIOS = { 'record-20': 0.25, progress: 0.5, 'review-due': 0.5, mistakes: 0.5, stats: 0.5 };
const SET_SIZE = 20;

/** A catalog of CARDS words in topics of 200 (sets of 20), written where the server seeds from. */
function writeContent() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
  const vocabulary = Array.from({ length: CARDS }, (_, n) => ({
    topic: `Topic ${String(Math.floor(n / 200)).padStart(3, '0')}`,
    word: `word${n}`,
    wordType: 'noun',
    phonetic: '',
    meaning: `nghĩa ${n}`,
    audio: '',
  }));
  const sentences = [
    { part: 'part1', englishSentence: 'The bench is running.', vietnameseTranslation: 'Đang đo.', audio: '' },
  ];
  fs.writeFileSync(path.join(dir, 'vocabulary.json'), JSON.stringify({ vocabulary }));
  fs.writeFileSync(path.join(dir, 'sentences.json'), JSON.stringify({ sentences }));
  return dir;
}

/** Learners 'learner-n' plus the signed-in ones; every learner has met every word once. */
async function seed(db, signedInIds) {
  await db.query(
    `CREATE TEMP TABLE bench_learners AS
    SELECT 'learner-' || n AS user_id FROM generate_series(1, $1) AS n
    UNION ALL SELECT unnest($2::text[])`,
    [LEARNERS - signedInIds.length, signedInIds],
  );
  await db.query(`CREATE TEMP TABLE bench_items AS
    SELECT id, row_number() OVER (ORDER BY position, id) AS n FROM practice.vocabulary`);
  // Due from 10 days ago to 89 days ahead, so 10% of the cards are due now; 1 word in 10 was missed.
  await db.query(`INSERT INTO practice.cards (user_id, item_kind, item_id, due, stability, difficulty, state, reps,
                    lapses, last_review, miss_count, last_missed_at)
    SELECT l.user_id, 'vocabulary', i.id,
           now() + ((((hashtext(l.user_id) + i.n * 7919) % 100 + 100) % 100) - 10) * interval '1 day',
           3.5, 5.0, 2, 1, 0, now() - interval '3 days',
           CASE WHEN i.n % 10 = 0 THEN 1 ELSE 0 END,
           CASE WHEN i.n % 10 = 0 THEN now() - interval '3 days' END
    FROM bench_learners l CROSS JOIN bench_items i`);
  await db.query(`INSERT INTO practice.attempts (id, user_id, item_kind, item_id, run_id, item_group, result,
                    wrong_tries, duration_ms, words, answered_at)
    SELECT gen_random_uuid(), l.user_id, 'vocabulary', i.id, gen_random_uuid(), 'Topic',
           CASE WHEN i.n % 10 = 0 THEN 'revealed' ELSE 'first-try' END,
           CASE WHEN i.n % 10 = 0 THEN 3 ELSE 0 END, 2500, 1, now() - interval '3 days'
    FROM bench_learners l CROSS JOIN bench_items i`);
  // The activity rollups the server keeps as attempts land, here from the attempts seeded around it.
  const sums = `count(*), count(*) FILTER (WHERE result = 'first-try'),
    coalesce(sum(words) FILTER (WHERE result IN ('first-try', 'after-mistakes')), 0),
    coalesce(sum(duration_ms) FILTER (WHERE result IN ('first-try', 'after-mistakes')), 0)`;
  await db.query(`INSERT INTO practice.activity_slots (user_id, slot, items, first_try, words, typing_ms)
    SELECT user_id, date_bin('15 minutes', answered_at, timestamptz '1970-01-01 00:00:00+00'), ${sums}
    FROM practice.attempts GROUP BY 1, 2`);
  await db.query(`INSERT INTO practice.activity_groups (user_id, item_kind, item_group, items, first_try, words, typing_ms)
    SELECT user_id, item_kind, item_group, ${sums} FROM practice.attempts GROUP BY 1, 2, 3`);
  await db.query('VACUUM ANALYZE');
}

/** One public file of the first signed-in learner, whose anonymous detail is the yardstick. */
async function seedFile(db, ownerId) {
  const { rows } = await db.query(
    `INSERT INTO files (user_id, user_email, user_name, upload_source, storage_key, filename, format, mime_type,
                        size, is_public, storage_metadata)
     VALUES ($1, 'learner@example.com', 'Người học', 'media', 'bench/record', 'Tài liệu.pdf', 'pdf',
             'application/pdf', 1000, true,
             jsonb_build_object('key', 'bench/record', 'mimeType', 'application/pdf', 'format', 'pdf'))
     RETURNING id`,
    [ownerId],
  );
  return rows[0].id;
}

const database = await createBenchDatabase();
if (!database) {
  console.log('record: skipped (no PostgreSQL at BENCH_DATABASE_URL)');
  process.exit(0);
}
const contentDir = writeContent();
const server = await startServer({
  port: await freePort(),
  env: { DATABASE_URL: database.url, CONTENT_DIR: contentDir },
});
try {
  const users = [];
  for (let n = 0; n < SIGNED_IN; n += 1) users.push(await signUp(server.url, `Learner ${n}`));
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows } = await db.query(`SELECT id FROM "user" WHERE email = ANY($1::text[])`, [
    users.map((user) => user.email),
  ]);
  const seedStart = performance.now();
  const fileId = await seedFile(db, rows[0].id);
  await seed(
    db,
    rows.map((row) => row.id),
  );
  const sets = (await (await fetch(`${server.url}/api/v4/practice/vocabulary/sets`)).json()).groups.flatMap(
    (group) => group.sets,
  );
  const setItems = await Promise.all(
    sets.map(async (set) => {
      const body = await (
        await fetch(
          `${server.url}/api/v4/practice/vocabulary?topic=${encodeURIComponent(set.topic)}&setIndex=${set.setIndex}`,
        )
      ).json();
      return { group: set.topic, setIndex: set.setIndex, ids: body.items.map((item) => item.id) };
    }),
  );
  const { rows: counts } = await db.query(
    `SELECT (SELECT count(*) FROM practice.cards) AS cards, (SELECT count(*) FROM practice.attempts) AS attempts`,
  );
  await db.end();
  printFigure('record dataset', {
    learners: LEARNERS,
    cards_per_learner: CARDS,
    cards: counts[0].cards,
    attempts: counts[0].attempts,
    seed_s: ((performance.now() - seedStart) / 1000).toFixed(1),
    duration_s: DURATION_SECONDS,
    connections: CONNECTIONS,
  });

  let turn = 0;
  /** Each request as the next signed-in learner. */
  const asNextLearner =
    (extra = () => ({})) =>
    (request) => {
      turn += 1;
      const user = users[turn % users.length];
      return { ...request, headers: { ...request.headers, cookie: user.cookie, origin: server.url }, ...extra() };
    };
  const finishSet = () => {
    const set = setItems[turn % setItems.length];
    const runId = randomUUID();
    const answeredAt = new Date().toISOString();
    const attempts = set.ids.slice(0, SET_SIZE).map((itemId, index) => ({
      id: randomUUID(),
      itemKind: 'vocabulary',
      itemId,
      runId,
      set: { group: set.group, setIndex: set.setIndex },
      result: index === 3 ? 'after-mistakes' : 'first-try',
      wrongTries: index === 3 ? 1 : 0,
      durationMs: 2000 + index,
      answeredAt,
    }));
    return { body: JSON.stringify({ attempts }) };
  };
  const endpoints = [
    [
      'record-20',
      [
        {
          method: 'POST',
          path: '/api/v4/practice/attempts',
          headers: { 'content-type': 'application/json' },
          setupRequest: asNextLearner(finishSet),
        },
      ],
    ],
    ['progress', [{ method: 'GET', path: '/api/v4/practice/progress', setupRequest: asNextLearner() }]],
    ['review-due', [{ method: 'GET', path: '/api/v4/practice/review', setupRequest: asNextLearner() }]],
    ['mistakes', [{ method: 'GET', path: '/api/v4/practice/mistakes', setupRequest: asNextLearner() }]],
    ['stats', [{ method: 'GET', path: '/api/v4/practice/stats', setupRequest: asNextLearner() }]],
  ];
  /** Warmed first, so the figures are the steady state (statements prepared, code compiled). */
  const measure = async (requests) => {
    const options = { url: server.url, connections: CONNECTIONS, requests };
    await measureLoad({ ...options, duration: WARM_UP_SECONDS });
    return measureLoad({ ...options, duration: DURATION_SECONDS });
  };
  const fileDetail = [{ method: 'GET', path: `/api/v4/files/${fileId}` }];
  const printDetail = (figure, when) =>
    printFigure(`record file-detail-anonymous (${when})`, {
      requests_per_s: figure.requestsPerSecond,
      p99_ms: figure.p99,
      p50_ms: figure.p50,
      failures: figure.failures,
    });
  const detailBefore = await measure(fileDetail);
  printDetail(detailBefore, 'before');
  const figures = {};
  const only = process.env.BENCH_RECORD_ENDPOINTS?.split(',');
  for (const [name, requests] of endpoints.filter(([name]) => !only || only.includes(name))) {
    const figure = await measure(requests);
    figures[name] = figure;
    printFigure(`record ${name}`, {
      learners: LEARNERS,
      requests_per_s: figure.requestsPerSecond,
      p99_ms: figure.p99,
      p50_ms: figure.p50,
      failures: figure.failures,
      met: figure.p99 < TARGET_P99_MS && figure.failures === 0 ? 'yes' : 'no',
    });
  }
  const detailAfter = await measure(fileDetail);
  printDetail(detailAfter, 'after');
  // The yardstick is the mean of its two measures: the machine's load may change during the run.
  const detailRate = (detailBefore.requestsPerSecond + detailAfter.requestsPerSecond) / 2;
  for (const [name, figure] of Object.entries(figures)) {
    const ratio = figure.requestsPerSecond / detailRate;
    const target = TARGET_RATIOS[name];
    console.log(
      `${name} / file-detail: ${ratio.toFixed(2)} (target >= ${target}) ${ratio >= target ? 'met' : 'NOT met'}`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
  fs.rmSync(contentDir, { recursive: true, force: true });
}
