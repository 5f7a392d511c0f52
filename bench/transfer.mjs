// Shared by the upload and download benches. Three processes, so no side slows another on one event
// loop: the server measured (the built app, or the plain Node baseline of baseline-server.mjs), curl as
// the client, and this process, which only starts them and reads /proc/<server pid> (CPU seconds,
// VmRSS every 20 ms). Runs alternate baseline, app, baseline, app... and each figure is the median of
// RUNS (BENCH_VERBOSE=1 prints each run). Everything stays on 127.0.0.1 and under one temporary
// directory, removed at the end.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBenchDatabase, median, printFigure, readCpuSeconds, readRssMb, root, sampleRss } from './lib.mjs';

/** BENCH_RUNS (1 to 15, default 3) sets the runs per side; the figures are their medians. */
export const RUNS = Math.min(15, Math.max(1, Math.trunc(Number(process.env.BENCH_RUNS ?? 3)) || 3));
/** The largest upload allowed (300 MB): the size the throughput target is set for. */
export const TARGET_SIZE_MB = 300;
/**
 * A smaller size too, to show the RSS growth does not follow the file size (its fixed costs weigh more
 * in its throughput, so only the growth target applies to it). Smaller first: memory a larger transfer
 * left behind cannot then make the smaller one look as large.
 */
export const SIZES_MB = [50, TARGET_SIZE_MB];
export const TARGETS = { ratio: 0.8, growthMb: 200 };
const RSS_INTERVAL_MS = 20;
const CURL_MAX_SECONDS = 300;

export function requireCurl() {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('the transfer benches use curl as their client: install curl');
  }
}

export function makeWorkDir(name) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
}

/** Random bytes (nothing compresses), written once per size: `source-<size>.mp4` in dir. */
export function writeSourceFile(dir, megabytes) {
  const file = path.join(dir, `source-${megabytes}.mp4`);
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = fs.openSync(file, 'w');
  try {
    for (let written = 0; written < megabytes; written += 1) fs.writeSync(fd, randomFillSync(chunk));
  } finally {
    fs.closeSync(fd);
  }
  return file;
}

/** The plain Node server of baseline-server.mjs in a child process, serving and receiving in dir. */
export function startBaseline(dir) {
  return startHelperServer('baseline-server.mjs', dir, (name) => name.startsWith('upload-'));
}

/** The bare tus server of tus-reference-server.mjs in a child process, keeping its uploads in dir. */
export function startTusReference(dir) {
  fs.mkdirSync(dir, { recursive: true });
  return startHelperServer('tus-reference-server.mjs', dir, () => true);
}

/**
 * A bench server of this folder (`node bench/<script> DIR`) in a child process; it prints `listening
 * <port>` once ready. clearUploads() removes the files of dir it received (isUpload(name)).
 */
async function startHelperServer(script, dir, isUpload) {
  const child = spawn(process.execPath, [path.join(root, 'bench', script), dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 10 s`)), 10_000);
    let output = '';
    child.stdout.on('data', (data) => {
      output += data;
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** Removes what the server received, so the disk holds no more than one upload of it at a time. */
    clearUploads() {
      for (const name of fs.readdirSync(dir)) {
        if (isUpload(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const WRITE_OUT = '%{http_code} %{time_total} %{size_upload} %{size_download} %header{location}\n';

/**
 * One curl process making one request per element of `requests` (each the arguments of one request,
 * joined by --next, so they share the connection as a browser's would). Resolves with each request's
 * status, its own transfer time, the bytes it moved and its Location header.
 */
function curl(...requests) {
  const args = requests.flatMap((request, index) => [
    ...(index > 0 ? ['--next'] : []),
    '--silent',
    '--show-error',
    '--max-time',
    String(CURL_MAX_SECONDS),
    '--write-out',
    WRITE_OUT,
    ...request,
  ]);
  return new Promise((resolve, reject) => {
    execFile('curl', args, (error, stdout, stderr) => {
      if (error) return reject(new Error(`curl failed: ${stderr || error.message}`));
      const lines = stdout.split('\n').slice(0, requests.length);
      resolve(
        lines.map((line) => {
          const [status, seconds, uploaded, downloaded, location] = line.split(' ');
          return {
            status: Number(status),
            seconds: Number(seconds),
            uploaded: Number(uploaded),
            downloaded: Number(downloaded),
            location: location || undefined,
          };
        }),
      );
    });
  });
}

const headerArgs = (headers) => Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]);
/** No `Expect: 100-continue` before a body: a browser sends none. */
const NO_EXPECT = ['--header', 'Expect:'];

/**
 * A multipart upload as a browser sends it (a description field, then the file), identical for the app
 * and the baseline. `output` keeps the answer's body (the app's JSON); no `Expect: 100-continue`.
 */
export async function curlUpload({ url, file, headers = {}, output = '/dev/null' }) {
  const [result] = await curl([
    '--output',
    output,
    ...NO_EXPECT,
    ...headerArgs(headers),
    '--form',
    'description=Benchmark upload',
    '--form',
    `file=@${file};type=video/mp4;filename=lecture-recording.mp4`,
    url,
  ]);
  if (result.status < 200 || result.status >= 300) {
    const body = output === '/dev/null' ? '' : fs.readFileSync(output, 'utf8').slice(0, 300);
    throw new Error(`upload to ${url} answered ${result.status} ${body}`);
  }
  if (result.uploaded < fs.statSync(file).size) throw new Error(`upload to ${url} sent ${result.uploaded} bytes`);
  return result;
}

/** A download to /dev/null; fails unless every byte of the file arrived. */
export async function curlDownload({ url, headers = {}, expectedBytes }) {
  const [result] = await curl(['--output', '/dev/null', ...headerArgs(headers), url]);
  if (result.status !== 200) throw new Error(`download of ${url} answered ${result.status}`);
  if (result.downloaded !== expectedBytes) {
    throw new Error(`download of ${url} gave ${result.downloaded} bytes, not ${expectedBytes}`);
  }
  return result;
}

/** The 8 MB of the web app's tus chunks (src/web/features/files/api/upload-file.ts). */
export const TUS_CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * The file cut into TUS_CHUNK_BYTES pieces, written once beside it (so curl sends each piece from a file
 * of its own, with nothing of this process in the way): `[{ file, offset }]` in order.
 */
export function writeChunkFiles(file) {
  const dir = `${file}.chunks`;
  fs.mkdirSync(dir, { recursive: true });
  const bytes = fs.readFileSync(file);
  const chunks = [];
  for (let offset = 0; offset < bytes.length; offset += TUS_CHUNK_BYTES) {
    const chunk = path.join(dir, String(chunks.length).padStart(4, '0'));
    fs.writeFileSync(chunk, bytes.subarray(offset, offset + TUS_CHUNK_BYTES));
    chunks.push({ file: chunk, offset });
  }
  return chunks;
}

const base64 = (text) => Buffer.from(text).toString('base64');
const TUS_METADATA = `filename ${base64('lecture-recording.mp4')},filetype ${base64('video/mp4')},isPublic ${base64('true')}`;

/**
 * A tus 1.0 upload of `file`: a creation POST, then the PATCHes of `pieces` (`[{ file, offset }]`, by
 * default the whole file in one PATCH) in one curl process. The time is the sum of curl's own times of
 * every request, creation included, up to the answer of the last PATCH (the one that creates the file);
 * the start of the second curl process between them is the client's and not counted. `finishedStatus`
 * is the last PATCH's answer (the app answers 200 with the file it created, tus itself 204).
 */
export async function curlTusUpload({ url, file, pieces, headers = {}, finishedStatus }) {
  const size = fs.statSync(file).size;
  const tusHeaders = { ...headers, 'Tus-Resumable': '1.0.0' };
  const [creation] = await curl([
    '--request',
    'POST',
    '--output',
    '/dev/null',
    ...headerArgs({ ...tusHeaders, 'Upload-Length': size, 'Upload-Metadata': TUS_METADATA }),
    url,
  ]);
  if (creation.status !== 201 || !creation.location)
    throw new Error(`tus creation at ${url} answered ${creation.status}`);
  const uploadUrl = new URL(creation.location, url).href;
  const patches = await curl(
    ...(pieces ?? [{ file, offset: 0 }]).map((piece) => [
      '--request',
      'PATCH',
      '--upload-file',
      piece.file,
      '--output',
      '/dev/null',
      ...NO_EXPECT,
      ...headerArgs({
        ...tusHeaders,
        'Upload-Offset': piece.offset,
        'Content-Type': 'application/offset+octet-stream',
      }),
      uploadUrl,
    ]),
  );
  const refused = patches.find((patch, index) =>
    index === patches.length - 1 ? patch.status !== finishedStatus : patch.status !== 204,
  );
  if (refused) throw new Error(`a tus PATCH to ${uploadUrl} answered ${refused.status}`);
  const uploaded = patches.reduce((sum, patch) => sum + patch.uploaded, 0);
  if (uploaded !== size) throw new Error(`the tus upload to ${uploadUrl} sent ${uploaded} bytes, not ${size}`);
  return { seconds: [creation, ...patches].reduce((sum, request) => sum + request.seconds, 0) };
}

/**
 * One transfer against a server process: curl's own time, the server's CPU seconds (user + system, all
 * threads) and its peak RSS. The 200 ms after the answer count too, for work done once it is sent.
 * Every run starts with no dirty pages waiting for the disk (`sync`), or a run would pay for the
 * write-back of what the run before it wrote (the app keeps its uploads, the baseline's are removed),
 * and ends once the server is quiet again (waitUntilQuiet).
 */
export async function measureTransfer(pid, transfer) {
  execFileSync('sync', { timeout: 120_000 });
  const cpuBefore = readCpuSeconds(pid);
  const startRss = readRssMb(pid);
  const rss = sampleRss(pid, RSS_INTERVAL_MS);
  const { seconds } = await transfer();
  await sleep(200);
  const peakRss = rss.stop();
  const result = { seconds, cpuSeconds: readCpuSeconds(pid) - cpuBefore, startRss, peakRss };
  if (process.env.BENCH_VERBOSE) console.error(`  run pid=${pid} ${JSON.stringify(result)}`);
  await waitUntilQuiet(pid);
  return result;
}

const QUIET_CPU_SHARE = 0.05;
const QUIET_WINDOW_MS = 200;
const QUIET_MAX_MS = 30_000;

/**
 * Waits until a server has finished the work an upload started in the background (the app's preview
 * job copies the file out of its store and runs ffmpeg on it): until it and its children use under 5 %
 * of a core over 200 ms, at most 30 s. Not counted in any figure; without it that work would slow the
 * next side's run.
 */
async function waitUntilQuiet(pid) {
  const deadline = Date.now() + QUIET_MAX_MS;
  while (Date.now() < deadline) {
    const before = readProcessTreeCpuSeconds(pid);
    await sleep(QUIET_WINDOW_MS);
    if (readProcessTreeCpuSeconds(pid) - before < (QUIET_CPU_SHARE * QUIET_WINDOW_MS) / 1000) return;
  }
}

/** CPU seconds of a process and of the children it has running now (those that ended are not counted). */
function readProcessTreeCpuSeconds(pid) {
  let children = [];
  try {
    children = fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((thread) => fs.readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean));
  } catch {
    // the process ended meanwhile
  }
  let total = readCpuSeconds(pid);
  for (const child of children) {
    try {
      total += readCpuSeconds(child);
    } catch {
      // the child ended meanwhile
    }
  }
  return total;
}

/** The RSS of a started server with nothing to do, after a second's settling. */
export async function idleRss(pid) {
  await sleep(1000);
  return readRssMb(pid);
}

/**
 * Medians of the runs of one side: MB/s, CPU seconds per transfer, RSS growth over the side's idle
 * RSS (measured once before its first run, so memory kept between runs counts as growth), the growth
 * during the transfer alone (its peak over the RSS at its start) and the peak.
 */
export function summarize(runs, megabytes, idle) {
  return {
    rate: megabytes / median(runs.map((run) => run.seconds)),
    cpuSeconds: median(runs.map((run) => run.cpuSeconds)),
    growth: median(runs.map((run) => run.peakRss - idle)),
    transferGrowth: median(runs.map((run) => run.peakRss - run.startRss)),
    peak: Math.max(...runs.map((run) => run.peakRss)),
  };
}

/** One line per transfer, database and size, with its targets (ratio at 300 MB, RSS growth at every size). */
export function printComparison(name, { database, megabytes, app, baseline }) {
  const ratio = app.rate / baseline.rate;
  const ratioTargetApplies = megabytes === TARGET_SIZE_MB;
  const ratioMet = !ratioTargetApplies || ratio >= TARGETS.ratio;
  printFigure(`${name} database=${database}`, {
    size_mb: megabytes,
    runs: RUNS,
    app_mb_s: app.rate.toFixed(0),
    baseline_mb_s: baseline.rate.toFixed(0),
    ratio: ratio.toFixed(2),
    app_cpu_s: app.cpuSeconds.toFixed(2),
    baseline_cpu_s: baseline.cpuSeconds.toFixed(2),
    app_rss_growth_mb: app.growth.toFixed(0),
    app_rss_peak_mb: app.peak.toFixed(0),
    baseline_rss_growth_mb: baseline.growth.toFixed(0),
    targets: `${ratioTargetApplies ? `ratio>=${TARGETS.ratio},` : ''}growth<${TARGETS.growthMb}`,
    met: ratioMet && app.growth < TARGETS.growthMb ? 'yes' : 'no',
  });
}

/** The idle memory of each side, a figure of its own (the embedded PGlite alone holds a few hundred MB). */
export function printIdle(name, { database, appIdle, baselineIdle }) {
  printFigure(`${name} idle database=${database}`, {
    app_rss_mb: appIdle.toFixed(0),
    baseline_rss_mb: baselineIdle.toFixed(0),
  });
}

/**
 * The two setups of the app: PostgreSQL (a fresh database, dropped at the end) when one answers at
 * BENCH_DATABASE_URL, and the embedded default (PGlite in a fresh DATA_DIR). `body(name, env)` runs
 * once per setup.
 */
export async function forEachDatabase(body) {
  const database = await createBenchDatabase();
  try {
    if (database) await body('postgres', { DATABASE_URL: database.url });
    else console.log('(no PostgreSQL at BENCH_DATABASE_URL: the embedded PGlite only)');
    await body('pglite', {});
  } finally {
    await database?.drop();
  }
}
