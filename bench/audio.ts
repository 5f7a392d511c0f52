// audio: `audio:build` of the whole bundled content (every word and sentence, one voice) against
// the local fake speech server, on the embedded database and a disk store, through the build's own code.
// The provider's time (each synthesize call, request to answer) is taken out, so what is left is ours:
// planning, storing the clip, recording it. Then the built server answers one clip to 50 connections for
// 10 s. Targets: our time per item under 20 ms; audio requests p99 under 25 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabases } from '../src/server/db/connect.ts';
import { createDiskStore } from '../src/server/platform/storage/disk.ts';
import { buildAudio } from '../src/server/practice/audio/audio-build.ts';
import { createOpenAiSpeech, type SpeechProvider } from '../src/server/practice/audio/speech-provider.ts';
import { seedPracticeContent } from '../src/server/practice/seed.ts';
import { contentDir } from '../src/server/paths.ts';
import { startFakeSpeechServer } from '../src/server/test/fake-speech-server.ts';
import { findFirstVocabularySet, freePort, measureLoad, printFigure, startServer } from './lib.mjs';

const speech = await startFakeSpeechServer();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-audio-'));
try {
  const databases = await connectDatabases({
    mainUrl: undefined,
    practiceUrl: undefined,
    pgliteDir: path.join(workDir, 'pglite'),
  });
  await seedPracticeContent(databases.practice, contentDir);
  // Where the server keeps its media store under DATA_DIR: it serves the clips of this build afterwards.
  const media = createDiskStore('media', path.join(workDir, 'storage', 'media'));
  const openAi = createOpenAiSpeech({
    provider: 'openai',
    baseUrl: speech.baseUrl,
    apiKey: 'sk-bench',
    model: 'tts-1',
    voices: { us: 'alloy', uk: undefined },
    timeoutMs: 30_000,
    concurrency: 1,
    ffmpegPath: undefined,
    niceness: 0,
  });
  let providerMs = 0;
  const timed: SpeechProvider = {
    identity: openAi.identity,
    async synthesize(text, voice, signal) {
      const started = performance.now();
      try {
        return await openAi.synthesize(text, voice, signal);
      } finally {
        providerMs += performance.now() - started;
      }
    },
  };

  const build = (concurrency: number) =>
    buildAudio({
      db: databases.practice,
      media,
      provider: timed,
      voices: { us: 'alloy', uk: undefined },
      concurrency,
      timeoutMs: 30_000,
      niceness: 0,
    });

  // One at a time, so wall time = our time + the provider's time exactly.
  const started = performance.now();
  const summary = await build(1);
  const wallMs = performance.now() - started;
  printFigure('audio build (whole bundled content, 1 at a time)', {
    items: summary.generated,
    failed: summary.failed,
    wall_s: (wallMs / 1000).toFixed(1),
    provider_s: (providerMs / 1000).toFixed(1),
    ours_ms_per_item: ((wallMs - providerMs) / Math.max(summary.generated, 1)).toFixed(2),
    target_ms_per_item: 20,
  });

  const again = performance.now();
  const second = await build(4);
  printFigure('audio build (second run: nothing to make)', {
    generated: second.generated,
    unchanged: second.unchanged,
    wall_ms: Math.round(performance.now() - again),
  });
  await databases.close();

  const port = await freePort();
  // The same data: its own build at start finds every clip made, so nothing runs beside the requests.
  const server = await startServer({
    port,
    env: { DATA_DIR: workDir, TTS_PROVIDER: 'openai', TTS_BASE_URL: speech.baseUrl, TTS_API_KEY: 'sk-bench' },
  });
  try {
    const { apiPath } = await findFirstVocabularySet(server.url);
    const set = (await (await fetch(`${server.url}${apiPath}`)).json()) as { items: { audio: string }[] };
    const clip = set.items[0]?.audio ?? '';
    if (clip === '') throw new Error('the first item has no audio');
    const load = await measureLoad({ url: `${server.url}${clip}`, connections: 50, duration: 10 });
    printFigure('audio request (one clip, 50 connections, 10 s)', {
      req_per_s: load.requestsPerSecond,
      p50_ms: load.p50,
      p99_ms: load.p99,
      failures: load.failures,
      target_p99_ms: 25,
    });
  } finally {
    await server.stop();
  }
} finally {
  await speech.close();
  fs.rmSync(workDir, { recursive: true, force: true });
}
