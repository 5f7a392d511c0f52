// upload: 50 MB and 300 MB files through the real upload endpoints (signed in) against a plain Node
// server that streams the same multipart body to disk, each server in its own process and curl as the
// client (transfer.mjs). Per database and size: median MB/s of both sides, their ratio, each server's
// CPU seconds per upload, the app's RSS growth over its idle RSS and its peak. The idle RSS itself is
// a line of its own. Targets: ratio >= 0.8, RSS growth < 200 MB (and flat in the file size).
// Then the tus endpoint , in one PATCH and in 8 MB chunks, against the same plain
// pipe and against the bare @tus/server + @tus/file-store of tus-reference-server.mjs, in the same
// interleaved rounds. Targets: ratio >= 0.8 at 300 MB, faster than the reference, and an RSS growth
// during the upload (its peak over the RSS at its start) under 50 MB; the growth over the idle RSS is
// printed too, but holds what earlier runs left (the embedded PGlite's memory only grows).
import fs from 'node:fs';
import path from 'node:path';
import { freePort, printFigure, signUp, startServer } from './lib.mjs';
import {
  RUNS,
  SIZES_MB,
  TARGET_SIZE_MB,
  curlTusUpload,
  curlUpload,
  forEachDatabase,
  idleRss,
  makeWorkDir,
  measureTransfer,
  printComparison,
  printIdle,
  requireCurl,
  startBaseline,
  startTusReference,
  summarize,
  writeChunkFiles,
  writeSourceFile,
} from './transfer.mjs';

/** TUS_PATH of src/server/files/upload/tus.ts. */
const TUS_PATH = '/api/v4/uploads';
const TUS_TARGETS = { ratio: 0.8, growthMb: 50 };
/** One PATCH of the whole file, or the web app's chunks (a PATCH each). */
const TUS_MODES = [
  { mode: 'one-patch', piecesOf: () => undefined },
  { mode: '8mb-chunks', piecesOf: (source) => source.chunks },
];

/**
 * The sides measured in one round, each a server (with its idle RSS) and one
 * upload to it (rounds rotate the order).
 */
function sidesOf({ app, cookie, baseline, reference, source }) {
  const signedIn = { cookie, origin: app.url };
  return [
    { name: 'pipe', server: baseline, upload: () => curlUpload({ url: `${baseline.url}/upload`, file: source.file }) },
    {
      name: 'multipart',
      server: app,
      upload: () =>
        curlUpload({
          url: `${app.url}/api/v4/files/public/upload`,
          file: source.file,
          headers: signedIn,
          output: path.join(path.dirname(source.file), 'answer.json'),
        }),
    },
    ...TUS_MODES.flatMap(({ mode, piecesOf }) => [
      {
        name: `tus ${mode}`,
        server: app,
        upload: () =>
          curlTusUpload({
            url: `${app.url}${TUS_PATH}`,
            file: source.file,
            pieces: piecesOf(source),
            headers: signedIn,
            finishedStatus: 200,
          }),
      },
      {
        name: `reference ${mode}`,
        server: reference,
        upload: () =>
          curlTusUpload({
            url: `${reference.url}/files`,
            file: source.file,
            pieces: piecesOf(source),
            finishedStatus: 204,
          }),
      },
    ]),
  ];
}

function printTusComparison({ database, megabytes, mode, app, pipe, reference }) {
  const ratio = app.rate / pipe.rate;
  const ratioTargetApplies = megabytes === TARGET_SIZE_MB;
  const beatsReference = app.rate > reference.rate;
  const met =
    (!ratioTargetApplies || ratio >= TUS_TARGETS.ratio) && beatsReference && app.transferGrowth < TUS_TARGETS.growthMb;
  printFigure(`upload tus database=${database}`, {
    size_mb: megabytes,
    mode,
    runs: RUNS,
    app_mb_s: app.rate.toFixed(0),
    pipe_mb_s: pipe.rate.toFixed(0),
    ratio: ratio.toFixed(2),
    reference_mb_s: reference.rate.toFixed(0),
    beats_reference: beatsReference ? 'yes' : 'no',
    app_cpu_s: app.cpuSeconds.toFixed(2),
    reference_cpu_s: reference.cpuSeconds.toFixed(2),
    app_rss_upload_growth_mb: app.transferGrowth.toFixed(0),
    app_rss_growth_mb: app.growth.toFixed(0),
    app_rss_peak_mb: app.peak.toFixed(0),
    targets: `${ratioTargetApplies ? `ratio>=${TUS_TARGETS.ratio},` : ''}faster_than_reference,upload_growth<${TUS_TARGETS.growthMb}`,
    met: met ? 'yes' : 'no',
  });
}

requireCurl();
const workDir = makeWorkDir('upload');
let baseline;
let reference;
try {
  const sources = new Map(
    SIZES_MB.map((megabytes) => {
      const file = writeSourceFile(workDir, megabytes);
      return [megabytes, { file, chunks: writeChunkFiles(file) }];
    }),
  );
  baseline = await startBaseline(workDir);
  reference = await startTusReference(path.join(workDir, 'tus-reference'));
  baseline.idle = await idleRss(baseline.pid);
  reference.idle = await idleRss(reference.pid);
  await forEachDatabase(async (database, env) => {
    const app = await startServer({ port: await freePort(), env });
    try {
      const { cookie } = await signUp(app.url);
      app.idle = await idleRss(app.pid);
      printIdle('upload', { database, appIdle: app.idle, baselineIdle: baseline.idle });
      for (const megabytes of SIZES_MB) {
        const sides = sidesOf({ app, cookie, baseline, reference, source: sources.get(megabytes) });
        const runs = new Map(sides.map((side) => [side.name, []]));
        for (let run = 0; run < RUNS; run += 1) {
          // Each round starts with the next side, so no side always runs after the same one (what the
          // previous upload left in the page cache and the disk's queue costs the next).
          for (const side of [...sides.slice(run % sides.length), ...sides.slice(0, run % sides.length)]) {
            runs.get(side.name).push(await measureTransfer(side.server.pid, side.upload));
            side.server.clearUploads?.();
          }
        }
        const summary = (name) => {
          const side = sides.find((candidate) => candidate.name === name);
          return summarize(runs.get(name), megabytes, side.server.idle);
        };
        printComparison('upload', { database, megabytes, app: summary('multipart'), baseline: summary('pipe') });
        for (const { mode } of TUS_MODES) {
          printTusComparison({
            database,
            megabytes,
            mode,
            app: summary(`tus ${mode}`),
            pipe: summary('pipe'),
            reference: summary(`reference ${mode}`),
          });
        }
      }
    } finally {
      await app.stop();
    }
  });
} finally {
  await baseline?.stop();
  await reference?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
