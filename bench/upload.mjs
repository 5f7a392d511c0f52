// upload: 50 MB and 300 MB files through the real upload endpoint (signed in) against a plain Node
// server that streams the same multipart body to disk, each server in its own process and curl as the
// client (transfer.mjs). Per database and size: median MB/s of both sides, their ratio, each server's
// CPU seconds per upload, the app's RSS growth over its idle RSS and its peak. The idle RSS itself is
// a line of its own. Targets: ratio >= 0.8, RSS growth < 200 MB (and flat in the file size).
import fs from 'node:fs';
import path from 'node:path';
import { freePort, signUp, startServer } from './lib.mjs';
import {
  RUNS,
  SIZES_MB,
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

requireCurl();
const workDir = makeWorkDir('upload');
let baseline;
try {
  const sources = new Map(SIZES_MB.map((megabytes) => [megabytes, writeSourceFile(workDir, megabytes)]));
  baseline = await startBaseline(workDir);
  const baselineIdle = await idleRss(baseline.pid);
  await forEachDatabase(async (database, env) => {
    const app = await startServer({ port: await freePort(), env });
    try {
      const { cookie } = await signUp(app.url);
      const appIdle = await idleRss(app.pid);
      printIdle('upload', { database, appIdle, baselineIdle });
      for (const megabytes of SIZES_MB) {
        const file = sources.get(megabytes);
        const appRuns = [];
        const baselineRuns = [];
        for (let run = 0; run < RUNS; run += 1) {
          baselineRuns.push(
            await measureTransfer(baseline.pid, () => curlUpload({ url: `${baseline.url}/upload`, file })),
          );
          baseline.clearUploads();
          appRuns.push(
            await measureTransfer(app.pid, () =>
              curlUpload({
                url: `${app.url}/api/v4/files/public/upload`,
                file,
                headers: { cookie, origin: app.url },
                output: path.join(workDir, 'answer.json'),
              }),
            ),
          );
        }
        printComparison('upload', {
          database,
          megabytes,
          app: summarize(appRuns, megabytes, appIdle),
          baseline: summarize(baselineRuns, megabytes, baselineIdle),
        });
      }
    } finally {
      await app.stop();
    }
  });
} finally {
  await baseline?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
