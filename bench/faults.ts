// faults: the built server on PostgreSQL under mixed load at 20 connections (file detail, save
// toggles, profile counts, an upload every 3 s) while the database fails three ways, through a TCP proxy
// this bench cuts and terminated backends:
//   restart     every backend terminated and the database unreachable for 2.4 s (what a restart does)
//   outage      the database unreachable for 20 s
//   terminated  every backend of the app terminated (pg_terminate_backend), the database stays up
// Prints per fault the answers by status and the seconds until /ready answers 200 again; then process
// exits, orphaned stored objects and lost writes (acknowledged uploads without record or bytes, save
// counters that differ from their table). Targets: 0 exits, 0 answers of 500, recovery under 2 s,
// 0 orphans, 0 lost writes. BENCH_FAULT_OBSERVE_S (default 30) sets the load time around each fault.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startTcpProxy } from '../src/server/test/tcp-proxy.ts';
import { createBenchDatabase, freePort, printFigure, signUp, startServer } from './lib.mjs';

const OBSERVE_MS = Number(process.env.BENCH_FAULT_OBSERVE_S ?? 30) * 1000;
const CONNECTIONS = 20;
const UPLOAD_EVERY_MS = 3_000;

const database = await createBenchDatabase();
if (!database) {
  console.log('faults: skipped (no PostgreSQL at BENCH_DATABASE_URL)');
  process.exit(0);
}
const target = new URL(database.url);
const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
const server = await startServer({ port: await freePort(), env: { DATABASE_URL: proxy.proxiedUrl(database.url) } });
const serverAlive = () => {
  try {
    process.kill(server.pid!, 0);
    return true;
  } catch {
    return false;
  }
};

type Tally = Map<string, number>;
let tally: Tally = new Map();
const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
const acknowledgedUploads: string[] = [];

interface User {
  cookie: string;
  fileId: string;
  saved: boolean;
}
const users: User[] = [];
console.error(
  `faults: ${CONNECTIONS} users sign up and upload, then ${(OBSERVE_MS / 1000) * 4 + 22} s of load with faults`,
);
for (let index = 0; index < CONNECTIONS; index += 1) {
  const { cookie } = await signUp(server.url, `Người thử ${index}`);
  const file = await upload(cookie);
  if (!file) throw new Error('the first uploads failed');
  users.push({ cookie, fileId: file, saved: false });
}

async function upload(cookie: string): Promise<string | null> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.alloc(100_000, 'a')], { type: 'text/plain' }), 'tai-lieu.txt');
  const response = await fetch(`${server.url}/api/v4/files/public/upload`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
    body: form,
  }).catch(() => null);
  count(`upload_${response?.status ?? 'no_answer'}`);
  if (response?.status !== 201) return null;
  const { file } = (await response.json()) as { file: { id: string } };
  acknowledgedUploads.push(file.id);
  return file.id;
}

async function request(user: User, other: User): Promise<void> {
  const choice = Math.random();
  let response: Response | null;
  if (choice < 0.5) {
    response = await fetch(`${server.url}/api/v4/files/${other.fileId}`, { headers: { cookie: user.cookie } }).catch(
      () => null,
    );
  } else if (choice < 0.8) {
    response = await fetch(`${server.url}/api/v4/files/${other.fileId}/save`, {
      method: 'PUT',
      headers: { cookie: user.cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ saved: Math.random() < 0.5 }),
    }).catch(() => null);
  } else {
    response = await fetch(`${server.url}/api/v4/files/me/counts`, { headers: { cookie: user.cookie } }).catch(
      () => null,
    );
  }
  await response?.arrayBuffer().catch(() => undefined);
  count(String(response?.status ?? 'no_answer'));
}

let running = true;
const workers = users.map(async (user, index) => {
  while (running) await request(user, users[(index + 1) % users.length]!);
});
const uploader = (async () => {
  while (running) {
    await new Promise((resolve) => setTimeout(resolve, UPLOAD_EVERY_MS));
    if (running) await upload(users[Math.floor(Math.random() * users.length)]!.cookie);
  }
})();

async function terminateBackends(): Promise<void> {
  const admin = new pg.Client({ connectionString: database!.url });
  await admin.connect();
  await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  await admin.end();
}

/** Seconds from now until /ready answers 200. */
async function secondsUntilReady(): Promise<number> {
  const start = performance.now();
  for (;;) {
    const response = await fetch(`${server.url}/ready`).catch(() => null);
    if (response?.status === 200) return (performance.now() - start) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const faults: Array<{ name: string; cause: () => Promise<void>; healAfterMs: number }> = [
  {
    name: 'restart',
    cause: async () => {
      await terminateBackends();
      await proxy.cut();
    },
    healAfterMs: 2_400,
  },
  { name: 'outage', cause: () => proxy.cut(), healAfterMs: 20_000 },
  { name: 'terminated', cause: terminateBackends, healAfterMs: 0 },
];

await new Promise((resolve) => setTimeout(resolve, OBSERVE_MS));
printFigure('faults baseline', Object.fromEntries(tally));
for (const fault of faults) {
  tally = new Map();
  await fault.cause();
  await new Promise((resolve) => setTimeout(resolve, fault.healAfterMs));
  await proxy.restore().catch(() => undefined);
  const recoverySeconds = await secondsUntilReady();
  await new Promise((resolve) => setTimeout(resolve, OBSERVE_MS));
  printFigure(`faults ${fault.name}`, { ...Object.fromEntries(tally), recovery_s: recoverySeconds.toFixed(2) });
}
running = false;
await Promise.all([...workers, uploader]);

// What the faults left behind.
const db = new pg.Client({ connectionString: database.url });
await db.connect();
const { rows: records } = await db.query<{ id: string; upload_source: string; storage_key: string }>(
  'SELECT id, upload_source, storage_key FROM files',
);
const recorded = new Set(records.map((row) => `${row.upload_source}/${row.storage_key}`));
let orphans = 0;
for (const store of ['media', 'storage']) {
  const dir = path.join(server.dataDir, 'storage', store, 'files');
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!recorded.has(`${store}/files/${name}`)) orphans += 1;
  }
}
const recordIds = new Set(records.map((row) => row.id));
const lostUploads = acknowledgedUploads.filter((id) => !recordIds.has(id)).length;
const { rows: counters } = await db.query<{ mismatched: number }>(
  `SELECT count(*)::int AS mismatched FROM files
   WHERE save_count <> (SELECT count(*) FROM file_saves WHERE file_id = files.id)`,
);
await db.end();
printFigure('faults total', {
  process_exits: serverAlive() ? 0 : 1,
  orphans,
  lost_uploads: lostUploads,
  counters_off: counters[0]!.mismatched,
  acknowledged_uploads: acknowledgedUploads.length,
});

await server.stop().catch(() => undefined);
await proxy.close();
await database.drop();
