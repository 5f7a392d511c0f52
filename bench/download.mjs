// download: the 50 MB and 300 MB files uploaded through the app, fetched signed in from
// /api/v4/files/{id}/download, against a plain Node server piping the same bytes from disk; each
// server in its own process and curl as the client (transfer.mjs). The files are uploaded by a first
// app process, then a fresh one on the same data serves the downloads, so its idle RSS holds nothing an
// upload left. Per database and size: median MB/s of both sides, their ratio, each server's CPU
// seconds per download, the app's RSS growth over its idle RSS and its peak.
// Targets: ratio >= 0.8, RSS growth < 200 MB.
import fs from 'node:fs';
import path from 'node:path';
import { freePort, signUp, startServer } from './lib.mjs';
import {
  RUNS,
  SIZES_MB,
  curlDownload,
  curlUpload,
  forEachDatabase,
  idleRss,
  makeWorkDir,
  measureTransfer,
  printComparison,
  printIdle,
  requireCurl,
  startBaseline,
  summarize,
  writeSourceFile,
} from './transfer.mjs';

/** Uploads each source file through a first app process; returns the session cookie and the file ids. */
async function uploadSources(env, sources) {
  const app = await startServer({ port: await freePort(), env });
  try {
    const { cookie } = await signUp(app.url);
    const ids = new Map();
    for (const [megabytes, file] of sources) {
      const output = path.join(workDir, 'answer.json');
      await curlUpload({
        url: `${app.url}/api/v4/files/public/upload`,
        file,
        headers: { cookie, origin: app.url },
        output,
      });
      const id = JSON.parse(fs.readFileSync(output, 'utf8')).file?.id;
      if (!id) throw new Error('the upload answer holds no file id');
      ids.set(megabytes, id);
    }
    return { cookie, ids };
  } finally {
    await app.stop();
  }
}

requireCurl();
const workDir = makeWorkDir('download');
let baseline;
try {
  const sources = new Map(SIZES_MB.map((megabytes) => [megabytes, writeSourceFile(workDir, megabytes)]));
  baseline = await startBaseline(workDir);
  const baselineIdle = await idleRss(baseline.pid);
  await forEachDatabase(async (database, databaseEnv) => {
    const env = { ...databaseEnv, DATA_DIR: fs.mkdtempSync(path.join(workDir, `data-${database}-`)) };
    const { cookie, ids } = await uploadSources(env, sources);
    const app = await startServer({ port: await freePort(), env });
    try {
      const appIdle = await idleRss(app.pid);
      printIdle('download', { database, appIdle, baselineIdle });
      for (const megabytes of SIZES_MB) {
        const expectedBytes = fs.statSync(sources.get(megabytes)).size;
        const appRuns = [];
        const baselineRuns = [];
        for (let run = 0; run < RUNS; run += 1) {
          baselineRuns.push(
            await measureTransfer(baseline.pid, () =>
              curlDownload({ url: `${baseline.url}/files/${path.basename(sources.get(megabytes))}`, expectedBytes }),
            ),
          );
          appRuns.push(
            await measureTransfer(app.pid, () =>
              curlDownload({
                url: `${app.url}/api/v4/files/${ids.get(megabytes)}/download`,
                headers: { cookie },
                expectedBytes,
              }),
            ),
          );
        }
        printComparison('download', {
          database,
          megabytes,
          app: summarize(appRuns, megabytes, appIdle),
          baseline: summarize(baselineRuns, megabytes, baselineIdle),
        });
      }
    } finally {
      await app.stop();
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  });
} finally {
  await baseline?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
