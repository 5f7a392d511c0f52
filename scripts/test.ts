// `npm test`: everything the project checks, on a machine with only Node and npm.
//
// 1. What the suites need from the machine (scripts/test-setup.ts: Chromium, fonts), installed when it
//    can be, else the run stops with the command to type.
// 2. The API tests run on PGlite always, and also on PostgreSQL: TEST_DATABASE_URL when set, else the
//    local server on 127.0.0.1:5432 when one answers (one line says when it was skipped).
// 3. Type check and lint side by side (one core each), then unit and API tests, then the end-to-end
//    suite, stopping at the first failure.
// 4. At the end (or at the failure), each step's time and the ten slowest test files (scripts/lib/test-report.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureTestSystem, machine, testSystemNeeds } from './test-setup.ts';
import { playwrightFileTimes, summaryLines, vitestFileTimes, type StepTime } from './lib/test-report.ts';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp/test-reports');
const VITEST_REPORT = path.join(reports, 'vitest.json');
const PLAYWRIGHT_REPORT = path.join(reports, 'playwright.json');

interface Step {
  name: string;
  /** npm scripts run side by side, each with its own arguments. */
  scripts: { script: string; args?: string[] }[];
}

const STEPS: Step[] = [
  { name: 'typecheck + lint', scripts: [{ script: 'typecheck' }, { script: 'lint' }] },
  {
    name: 'unit/API',
    scripts: [
      {
        script: 'test:unit',
        args: ['--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
      },
    ],
  },
  { name: 'e2e', scripts: [{ script: 'test:e2e', args: ['--reporter=list,json'] }] },
];
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

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
env.PLAYWRIGHT_JSON_OUTPUT_NAME = PLAYWRIGHT_REPORT;

const times: StepTime[] = [];
for (const step of STEPS) {
  const stepStartedAt = Date.now();
  const failure = await runStep(step);
  times.push({ name: step.name, ms: Date.now() - stepStartedAt });
  if (failure) {
    printSummary();
    console.error(`npm test: ${failure}.`);
    process.exit(1);
  }
}
printSummary();
console.info(`\nnpm test: every suite passed in ${Math.round((Date.now() - startedAt) / 60_000)} min.`);

/** Runs a step's scripts side by side; a side-by-side script's output is held back and printed whole. */
async function runStep(step: Step): Promise<string | null> {
  const together = step.scripts.length > 1;
  const results = await Promise.all(
    step.scripts.map(({ script, args = [] }) => {
      console.info(`\n> npm run ${script}${together ? ' (output below once it ends)' : ''}`);
      const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
        stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env,
      });
      const output: Buffer[] = [];
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      return new Promise<{ script: string; code: number | null; signal: string | null }>((resolve) =>
        child.on('close', (code, signal) => {
          if (together) {
            console.info(`\n> npm run ${script}: ${code === 0 ? 'passed' : 'failed'}`);
            if (output.length > 0) process.stdout.write(Buffer.concat(output));
          }
          resolve({ script, code, signal });
        }),
      );
    }),
  );
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length === 0) return null;
  return failed.map(({ script, code, signal }) => `${script} failed (${signal ?? `exit code ${code}`})`).join('; ');
}

function printSummary(): void {
  const files = [
    ...vitestFileTimes(readJson(VITEST_REPORT), root),
    ...playwrightFileTimes(readJson(PLAYWRIGHT_REPORT)),
  ];
  console.info(`\n${summaryLines(times, Date.now() - startedAt, files).join('\n')}`);
}

function readJson(file: string): object {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as object;
  } catch {
    return {};
  }
}

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
