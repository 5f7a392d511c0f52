// `npm test`: everything the project checks, on a machine with only Node and npm (issue 17).
//
// 1. What the suites need from the machine (scripts/test-setup.ts: Chromium, fonts), installed when it
//    can be, else the run stops with the command to type.
// 2. The API tests run on PGlite always, and also on PostgreSQL: TEST_DATABASE_URL when set, else the
//    local server on 127.0.0.1:5432 when one answers (one line says when it was skipped).
// 3. Type check, lint, unit and API tests, end-to-end suite: in that order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { ensureTestSystem, machine, testSystemNeeds } from './test-setup.ts';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const STEPS = ['typecheck', 'lint', 'test:unit', 'test:e2e'];
const startedAt = Date.now();

const setupCode = ensureTestSystem({ needs: testSystemNeeds(), system: machine, log: console.info });
if (setupCode !== 0) process.exit(setupCode);

const env = { ...process.env };
if (env.TEST_DATABASE_URL) {
  console.info(`API tests run on PGlite and on TEST_DATABASE_URL (${redactPassword(env.TEST_DATABASE_URL)}).`);
} else if (await postgresAnswers(LOCAL_POSTGRES)) {
  env.TEST_DATABASE_URL = LOCAL_POSTGRES;
  console.info(`API tests run on PGlite and on the local PostgreSQL (${LOCAL_POSTGRES}).`);
} else {
  console.info(
    `PostgreSQL run skipped: nothing answered at ${LOCAL_POSTGRES}. To include it, start PostgreSQL there ` +
      'or set TEST_DATABASE_URL to a server whose user may create databases.',
  );
}

for (const step of STEPS) {
  console.info(`\n> npm run ${step}`);
  const { status, signal } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`npm test: ${step} failed (${signal ?? `exit code ${status}`}).`);
    process.exit(status || 1);
  }
}
console.info(`\nnpm test: every suite passed in ${Math.round((Date.now() - startedAt) / 60_000)} min.`);

async function postgresAnswers(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'unparsable URL';
  }
}
