// Shared pieces of the benchmarks: start the built server as a child process, sample its memory,
// sign up a user over HTTP. Every address is on the loopback interface.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function ensureBuilt() {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) {
    throw new Error('Run `npm run build` first (the benchmarks measure the production build).');
  }
}

/** BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles") profiles the measured server. */
export async function startServer({ port, env = {} }) {
  ensureBuilt();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SIGN_IN_RATE_LIMIT: '100000',
      // One bench account uploads far more than a learner's day (rounds of 300 MB): no daily allowance.
      UPLOAD_QUOTA_MB_PER_DAY: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v4/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port free on the loopback interface at the time of asking (benches run beside other work). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A process's resident memory in MB (VmRSS), or 0 when it is gone. */
export function readRssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux architecture Node runs on

/** CPU seconds a process has used so far, user plus system, all of its threads (/proc/<pid>/stat). */
export function readCpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are
  // fields 14 and 15 of the line, so 12 and 13 of what follows ") ".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * CPU seconds used so far by the PostgreSQL backends serving `databaseName` on this machine, by pid (a
 * backend's title names its database: "postgres: 15/main: user database host(port) state").
 */
export function readPostgresCpuSeconds(databaseName) {
  const byPid = new Map();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.split(' ').includes(databaseName)) byPid.set(pid, readCpuSeconds(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

/** CPU seconds the backends of `databaseName` used since `before` (readPostgresCpuSeconds). */
export function postgresCpuSecondsSince(databaseName, before) {
  let total = 0;
  for (const [pid, seconds] of readPostgresCpuSeconds(databaseName)) total += seconds - (before.get(pid) ?? 0);
  return total;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Samples a process's resident memory every `intervalMs`; stop() returns the peak in MB. */
export function sampleRss(pid, intervalMs = 25) {
  let peak = 0;
  const read = () => {
    peak = Math.max(peak, readRssMb(pid));
  };
  read();
  const timer = setInterval(read, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

export async function signUp(url, name = 'Bench User') {
  const email = `bench-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const response = await fetch(`${url}/api/v4/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'bench-password-123', name }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { email, cookie };
}

/**
 * Autocannon against one address for `duration` seconds (options as autocannon's: url, connections,
 * duration, headers, requests): requests per second, p99 and p50 latency in ms, failed answers. With
 * `cpu: { serverPid, databaseName }` also the CPU time per request of the server process and of the
 * database's PostgreSQL backends, in µs: steadier than the rates on a shared machine, where the load
 * generator, PostgreSQL and the server compete for two cores.
 */
export async function measureLoad({ cpu, ...options }) {
  const serverBefore = cpu ? readCpuSeconds(cpu.serverPid) : 0;
  const databaseBefore = cpu ? readPostgresCpuSeconds(cpu.databaseName) : new Map();
  const result = await autocannon(options);
  const perRequestUs = (seconds) => Math.round((seconds * 1e6) / Math.max(result.requests.total, 1));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    p50: result.latency.p50,
    failures: result.non2xx + result.errors,
    ...(cpu && {
      serverCpuUs: perRequestUs(readCpuSeconds(cpu.serverPid) - serverBefore),
      databaseCpuUs: perRequestUs(postgresCpuSecondsSince(cpu.databaseName, databaseBefore)),
    }),
  };
}

export function printFigure(name, figures) {
  const parts = Object.entries(figures).map(([key, value]) => `${key}=${value}`);
  console.log(`${name}: ${parts.join(' ')}`);
}

/** Uploads one small public PDF so a file detail page exists; returns its path. */
export async function createFileDetailPath(url) {
  const { cookie } = await signUp(url, 'Người chia sẻ');
  const pdf = fs.readFileSync(new URL('./fixtures/sample.pdf', import.meta.url));
  const form = new FormData();
  form.append('description', 'Tài liệu mẫu cho Lighthouse');
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'bai-giang-mau.pdf');
  const response = await fetch(`${url}/api/v4/files/public/upload`, {
    method: 'POST',
    headers: { cookie, origin: url },
    body: form,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const { file } = await response.json();
  return `/file/${file.id}`;
}

/** The first vocabulary set of the home page: its API path and its dictation page path. */
export async function findFirstVocabularySet(url) {
  const response = await fetch(`${url}/api/v4/practice/vocabulary/sets`);
  if (!response.ok) throw new Error(`vocabulary sets: ${response.status}`);
  const body = await response.json();
  const first = body.groups?.[0]?.sets?.[0];
  if (!first) throw new Error('no vocabulary set in the practice store');
  const query = `topic=${encodeURIComponent(first.topic)}&setIndex=${first.setIndex}`;
  return {
    apiPath: `/api/v4/practice/vocabulary?${query}`,
    pagePath: `/dictation/${first.position}?${query}`,
  };
}

/**
 * A fresh PostgreSQL database for one benchmark, or null when no server answers at
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
export async function createBenchDatabase() {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `bench_${Math.random().toString(36).slice(2, 14)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // BENCH_KEEP_DATABASE=1 keeps it for a look at its plans afterwards (dropped by hand).
      if (process.env.BENCH_KEEP_DATABASE) console.log(`bench database kept: ${name}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
