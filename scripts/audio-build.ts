// npm run audio:build
// Generates the missing audio of every practice item with the configured speech provider (issue 13):
// TTS_PROVIDER and its settings, see .env.example. A second run generates nothing; an interrupted run
// (Ctrl+C, a crash) goes on from where it stopped. Prints a progress bar with counts and an estimate,
// then the failures with their reasons; exits 1 when any item failed (run it again to retry them).
import 'dotenv/config';
import { loadConfig } from '../src/server/config';
import { findProgram } from '../src/server/files/run-program';
import { createStores } from '../src/server/files/storage';
import { buildAudio, type AudioBuildProgress, type AudioBuildSummary } from '../src/server/practice/audio/audio-build';
import { PRACTICE_AUDIO_CHANNEL } from '../src/server/practice/audio/audio-runner';
import { createSpeechProvider } from '../src/server/practice/audio/speech-provider';
import { openCliDatabases } from './lib/cli-databases';

async function main(): Promise<number> {
  const config = loadConfig();
  const tts = config.tts;
  if (!tts) {
    console.error('No speech provider is configured: set TTS_PROVIDER (openai or command), see .env.example.');
    return 1;
  }
  const ffmpegPath = findProgram(tts.ffmpegPath, ['ffmpeg']);
  const databases = await openCliDatabases(config);
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort(new Error('interrupted'));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const bar = createProgressBar();
  try {
    console.log(
      `Speech: ${tts.provider === 'openai' ? `${tts.baseUrl} model ${tts.model}` : tts.command}; ` +
        `voices ${tts.voices.us}${tts.voices.uk ? ` (US), ${tts.voices.uk} (UK)` : ''}; ` +
        `${tts.concurrency} at once; loudness ${ffmpegPath ? 'evened out by ffmpeg' : 'as given (no ffmpeg)'}`,
    );
    const summary = await buildAudio({
      db: databases.practice,
      media: createStores(config).media,
      provider: createSpeechProvider(tts),
      voices: tts.voices,
      concurrency: tts.concurrency,
      ffmpegPath,
      timeoutMs: tts.timeoutMs,
      niceness: tts.niceness,
      signal: interrupt.signal,
      onProgress: bar.update,
    });
    bar.finish();
    if (summary.changed) await databases.notifier.notify(PRACTICE_AUDIO_CHANNEL, 'built');
    report(summary);
    return summary.failed > 0 ? 1 : 0;
  } catch (error) {
    bar.finish();
    if (interrupt.signal.aborted) {
      console.error('Interrupted: what was made is kept; run `npm run audio:build` again to go on.');
      return 130;
    }
    throw error;
  } finally {
    await databases.close();
  }
}

function report(summary: AudioBuildSummary): void {
  console.log(
    `Generated ${summary.generated}, reused ${summary.total - summary.generated - summary.failed}, ` +
      `up to date ${summary.unchanged}, recorded by a teacher ${summary.recorded}, failed ${summary.failed}; ` +
      `removed ${summary.removedClips} old clip(s) and ${summary.removedObjects} unused file(s).`,
  );
  if (summary.stoppedBecause) console.error(`Stopped early: ${summary.stoppedBecause}`);
  if (summary.failures.length === 0) return;
  // One line per reason, with a few of the items it hit: 500 identical lines help nobody.
  const byReason = new Map<string, string[]>();
  for (const failure of summary.failures) {
    byReason.set(failure.reason, [...(byReason.get(failure.reason) ?? []), `${failure.text} (${failure.accent})`]);
  }
  console.error(`${summary.failures.length} item(s) have no audio yet; run again to retry them:`);
  for (const [reason, items] of byReason) {
    const shown = items
      .slice(0, 3)
      .map((item) => `"${item.slice(0, 50)}"`)
      .join(', ');
    console.error(`  ${items.length} × ${reason}: ${shown}${items.length > 3 ? ', …' : ''}`);
  }
}

/** A bar on a terminal (redrawn in place); elsewhere (CI logs) a line every 10%. */
function createProgressBar() {
  const started = Date.now();
  const tty = process.stderr.isTTY;
  let lastDecile = -1;
  let drawn = false;
  const line = (progress: AudioBuildProgress) => {
    const share = progress.total === 0 ? 1 : progress.done / progress.total;
    const width = 30;
    const filled = Math.round(share * width);
    const elapsed = Date.now() - started;
    const eta =
      progress.done === 0 ? '?' : formatDuration((elapsed / progress.done) * (progress.total - progress.done));
    return (
      `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${progress.done}/${progress.total} ` +
      `generated ${progress.generated} failed ${progress.failed} · ETA ${eta}`
    );
  };
  return {
    update(progress: AudioBuildProgress) {
      if (progress.total === 0) return;
      if (tty) {
        process.stderr.write(`\r${line(progress)}\u001b[K`);
        drawn = true;
        return;
      }
      const decile = Math.floor((progress.done / progress.total) * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        console.error(line(progress));
      }
    },
    finish() {
      if (drawn) process.stderr.write('\n');
      drawn = false;
    },
  };
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
