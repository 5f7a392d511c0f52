// npm run audio:build
// Generates the missing audio of every practice item with the configured speech provider: TTS_PROVIDER and
// its settings, see .env.example. A second run generates nothing; an interrupted run (Ctrl+C, a crash) goes
// on from where it stopped. Prints a progress bar with counts and an estimate, then the failures with their
// reasons; exits 1 when any item failed (run it again to retry them).
import { format } from 'node:util';
import { loadConfig } from '../../src/server/config';
import { findProgram } from '../../src/server/platform/run-program';
import { createStores } from '../../src/server/platform/storage';
import {
  buildAudio,
  type AudioBuildProgress,
  type AudioBuildSummary,
} from '../../src/server/practice/audio/audio-build';
import { PRACTICE_AUDIO_CHANNEL } from '../../src/server/practice/audio/audio-runner';
import { createSpeechProvider } from '../../src/server/practice/audio/speech-provider';
import { openCliDatabases } from './cli-databases';
import { printLine, type CliOutput, type CliProcess } from './cli-process';

type Print = (line: string) => void;

/** The whole command (it takes no arguments); an unexpected error prints its message and exits 1. */
export async function runAudioBuild({ env, stdout, stderr }: CliProcess): Promise<number> {
  try {
    return await buildMissingAudio(env, stdout, stderr);
  } catch (error) {
    printLine(stderr, error instanceof Error ? error.message : format(error));
    return 1;
  }
}

async function buildMissingAudio(env: CliProcess['env'], stdout: CliOutput, stderr: CliOutput): Promise<number> {
  const out: Print = (line) => printLine(stdout, line);
  const err: Print = (line) => printLine(stderr, line);
  const config = loadConfig(env);
  const tts = config.tts;
  if (!tts) {
    err('No speech provider is configured: set TTS_PROVIDER (openai or command), see .env.example.');
    return 1;
  }
  const ffmpegPath = findProgram(tts.ffmpegPath, ['ffmpeg'], env.PATH ?? '');
  const databases = await openCliDatabases(config);
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort(new Error('interrupted'));
  // Ctrl+C ends the run, not the process, so what was made is kept; once it ends, signals are the
  // process's own again (a test runs several builds in one process).
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const bar = createProgressBar(stderr);
  try {
    out(
      `Speech: ${tts.provider === 'openai' ? `${tts.baseUrl} model ${tts.model}` : tts.command}; ` +
        `voices ${tts.voices.us}${tts.voices.uk ? ` (US), ${tts.voices.uk} (UK)` : ''}; ` +
        `${tts.concurrency} at once; loudness ${ffmpegPath ? 'evened out by ffmpeg' : 'as given (no ffmpeg)'}`,
    );
    const summary = await buildAudio({
      db: databases.practice,
      media: createStores(config).media,
      // With ffmpeg making the MP3, the provider's WAV is asked for: its leading silence can be padded.
      provider: createSpeechProvider(tts, { wav: ffmpegPath !== undefined }),
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
    report(summary, out, err);
    return summary.failed > 0 ? 1 : 0;
  } catch (error) {
    bar.finish();
    if (interrupt.signal.aborted) {
      err('Interrupted: what was made is kept; run `npm run audio:build` again to go on.');
      return 130;
    }
    throw error;
  } finally {
    // Closing is not interrupted either: a killed close would leave the embedded database marked as open.
    await databases.close().finally(() => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    });
  }
}

function report(summary: AudioBuildSummary, out: Print, err: Print): void {
  out(
    `Generated ${summary.generated}, reused ${summary.total - summary.generated - summary.failed}, ` +
      `up to date ${summary.unchanged}, recorded by a teacher ${summary.recorded}, failed ${summary.failed}; ` +
      `removed ${summary.removedClips} old clip(s) and ${summary.removedObjects} unused file(s).`,
  );
  if (summary.stoppedBecause) err(`Stopped early: ${summary.stoppedBecause}`);
  if (summary.failures.length === 0) return;
  // One line per reason, with a few of the items it hit: 500 identical lines help nobody.
  const byReason = new Map<string, string[]>();
  for (const failure of summary.failures) {
    byReason.set(failure.reason, [...(byReason.get(failure.reason) ?? []), `${failure.text} (${failure.accent})`]);
  }
  err(`${summary.failures.length} item(s) have no audio yet; run again to retry them:`);
  for (const [reason, items] of byReason) {
    const shown = items
      .slice(0, 3)
      .map((item) => `"${item.slice(0, 50)}"`)
      .join(', ');
    err(`  ${items.length} × ${reason}: ${shown}${items.length > 3 ? ', …' : ''}`);
  }
}

/** A bar on a terminal (redrawn in place); elsewhere (CI logs) a line every 10%. */
function createProgressBar(stderr: CliOutput) {
  const started = Date.now();
  const tty = stderr.isTTY;
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
        stderr.write(`\r${line(progress)}\u001b[K`);
        drawn = true;
        return;
      }
      const decile = Math.floor((progress.done / progress.total) * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        printLine(stderr, line(progress));
      }
    },
    finish() {
      if (drawn) stderr.write('\n');
      drawn = false;
    },
  };
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}
