// upload: a 300 MB file through the real upload endpoint over loopback, against a plain Node
// stream-to-disk server in the same run. Prints MB/s of both, their ratio and the app's peak RSS
// during the upload. Targets: ratio >= 0.8, peak RSS < 200 MB.
import { randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBenchDatabase, printFigure, sampleRss, signUp, startServer } from './lib.mjs';

const SIZE = 300 * 1024 * 1024;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const sourceFile = path.join(workDir, 'lecture-recording.mp4');

function writeSourceFile() {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = fs.openSync(sourceFile, 'w');
  for (let written = 0; written < SIZE; written += chunk.length) {
    randomFillSync(chunk);
    fs.writeSync(fd, chunk);
  }
  fs.closeSync(fd);
}

/** Streams a multipart body (description, then the file) and resolves with the elapsed seconds. */
function uploadMultipart(url, headers = {}) {
  const boundary = `----bench${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nBenchmark upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lecture-recording.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + SIZE + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (data) => (body += data));
        response.on('end', () => {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          if (response.statusCode >= 300) reject(new Error(`upload answered ${response.statusCode}: ${body}`));
          else resolve(seconds);
        });
      },
    );
    request.on('error', reject);
    request.write(head);
    const file = fs.createReadStream(sourceFile, { highWaterMark: 1024 * 1024 });
    file.on('data', (data) => {
      if (!request.write(data)) {
        file.pause();
        request.once('drain', () => file.resume());
      }
    });
    file.on('end', () => request.end(tail));
    file.on('error', reject);
  });
}

async function measureBaseline() {
  const server = http.createServer(async (request, response) => {
    await pipeline(request, fs.createWriteStream(path.join(workDir, 'baseline.bin')));
    response.end('ok');
  });
  await new Promise((resolve) => server.listen(4402, '127.0.0.1', resolve));
  try {
    return await uploadMultipart('http://127.0.0.1:4402/upload');
  } finally {
    server.close();
    fs.rmSync(path.join(workDir, 'baseline.bin'), { force: true });
  }
}

async function measureApp(env) {
  const server = await startServer({ port: 4403, env });
  try {
    const { cookie } = await signUp(server.url);
    const rss = sampleRss(server.pid);
    const before = rss.stop();
    const memory = sampleRss(server.pid);
    const seconds = await uploadMultipart(`${server.url}/api/v4/files/public/upload`, {
      cookie,
      origin: server.url,
    });
    return { seconds, peakRss: memory.stop(), idleRss: before };
  } finally {
    await server.stop();
  }
}

try {
  writeSourceFile();
  const megabytes = SIZE / (1024 * 1024);
  const baselineSeconds = await measureBaseline();
  const baselineRate = megabytes / baselineSeconds;
  // The production setup (PostgreSQL) and the embedded default (PGlite, whose WebAssembly heap alone
  // holds a few hundred MB at idle): the upload path is the same, the idle memory is not.
  const database = await createBenchDatabase();
  const setups = database ? [['postgres', { DATABASE_URL: database.url }], ['pglite', {}]] : [['pglite', {}]];
  try {
    for (const [name, env] of setups) {
      const app = await measureApp(env);
      const appRate = megabytes / app.seconds;
      const ratio = appRate / baselineRate;
      printFigure(`upload database=${name}`, {
        size_mb: megabytes,
        app_mb_s: appRate.toFixed(1),
        baseline_mb_s: baselineRate.toFixed(1),
        ratio: ratio.toFixed(2),
        peak_rss_mb: app.peakRss.toFixed(0),
        idle_rss_mb: app.idleRss.toFixed(0),
        upload_rss_growth_mb: (app.peakRss - app.idleRss).toFixed(0),
        targets: 'ratio>=0.8,rss<200',
        met: ratio >= 0.8 && app.peakRss < 200 ? 'yes' : 'no',
      });
    }
  } finally {
    await database?.drop();
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
