// The server's own audio builds: with a provider configured, each instance builds at start and
// after every content import, so imported items get their audio without anyone running audio:build. One
// instance builds at a time (a lease row in the practice store, renewed while it runs); a build that left
// failures is tried again after a back-off, doubling from a minute up to an hour.
import { randomUUID } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Log } from '../../platform/log';
import type { Databases, PracticeDb } from '../../db/connect';
import { audioBuildLease } from '../../db/practice-schema';
import type { ObjectStore } from '../../platform/storage/types';
import type { TtsConfig } from '../../config';
import { PRACTICE_CONTENT_CHANNEL } from '../import';
import { buildAudio, type AudioBuildProgress, type AudioBuildSummary } from './audio-build';
import type { SpeechProvider } from './speech-provider';

/** Instances drop their cached sets when clips change (service.ts listens, as for imports). */
export const PRACTICE_AUDIO_CHANNEL = 'practice_audio_changed';

export const AUDIO_RUNNER = {
  leaseMs: 120_000,
  retryBaseMs: 60_000,
  retryMaxMs: 3_600_000,
  /** While a build runs, instances are told about new clips at most this often. */
  announceEveryMs: 15_000,
} as const;

/** Takes (or renews) the build lease; false while another instance holds an unexpired one. */
export async function acquireAudioLease(db: PracticeDb, holder: string, leaseMs: number): Promise<boolean> {
  const until = sql`now() + make_interval(secs => ${leaseMs / 1000})`;
  const taken = await db
    .insert(audioBuildLease)
    .values({ id: 1, holder, until })
    .onConflictDoUpdate({
      target: audioBuildLease.id,
      set: { holder, until },
      setWhere: or(lt(audioBuildLease.until, sql`now()`), eq(audioBuildLease.holder, holder)),
    })
    .returning({ holder: audioBuildLease.holder });
  return taken.length > 0;
}

export async function releaseAudioLease(db: PracticeDb, holder: string): Promise<void> {
  await db.delete(audioBuildLease).where(eq(audioBuildLease.holder, holder));
}

export interface AudioRunner {
  start(): Promise<void>;
  /** Asks for a build; one that is running is followed by another. */
  trigger(): void;
  /** The current or last build's state (logged, and read by tests). */
  state(): { running: boolean; progress: AudioBuildProgress | null; last: AudioBuildSummary | null };
  stop(): Promise<void>;
}

export function createAudioRunner(options: {
  databases: Databases;
  media: ObjectStore;
  provider: SpeechProvider;
  tts: TtsConfig;
  ffmpegPath: string | undefined;
  log: Log;
}): AudioRunner {
  const { databases, media, provider, tts, ffmpegPath, log } = options;
  const db = databases.practice;
  const holder = randomUUID();
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retries = 0;
  let progress: AudioBuildProgress | null = null;
  let last: AudioBuildSummary | null = null;
  let stopListening: (() => Promise<void>) | undefined;

  async function announce() {
    await databases.notifier.notify(PRACTICE_AUDIO_CHANNEL, 'built');
  }

  async function buildOnce(): Promise<'done' | 'busy' | 'failures'> {
    if (!(await acquireAudioLease(db, holder, AUDIO_RUNNER.leaseMs))) return 'busy';
    const renew = setInterval(() => {
      acquireAudioLease(db, holder, AUDIO_RUNNER.leaseMs).catch((error: unknown) =>
        log.warn({ err: error }, 'audio build lease not renewed'),
      );
    }, AUDIO_RUNNER.leaseMs / 3);
    let announcedAt = Date.now();
    let announcedGenerated = 0;
    try {
      const summary = await buildAudio({
        db,
        media,
        provider,
        voices: tts.voices,
        concurrency: tts.concurrency,
        ffmpegPath,
        timeoutMs: tts.timeoutMs,
        niceness: tts.niceness,
        signal: abort.signal,
        onProgress: (current) => {
          progress = current;
          if (current.generated > announcedGenerated && Date.now() - announcedAt >= AUDIO_RUNNER.announceEveryMs) {
            announcedAt = Date.now();
            announcedGenerated = current.generated;
            log.info(current, 'audio build progress');
            announce().catch((error: unknown) => log.warn({ err: error }, 'audio progress not announced'));
          }
        },
      });
      last = summary;
      if (summary.changed) await announce();
      const { failures, ...counts } = summary;
      if (summary.total > 0 || summary.removedObjects > 0) log.info(counts, 'audio build finished');
      for (const failure of failures.slice(0, 20)) log.warn(failure, 'audio not generated');
      return summary.failed > 0 ? 'failures' : 'done';
    } finally {
      clearInterval(renew);
      progress = null;
      await releaseAudioLease(db, holder).catch(() => {});
    }
  }

  function schedule(delayMs: number) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(trigger, delayMs);
    retryTimer.unref();
  }

  function trigger(): void {
    if (abort.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = buildOnce()
      .then((outcome) => {
        if (outcome === 'done') retries = 0;
        // Another instance builds: look again once its lease could have run out (it may have died).
        else if (outcome === 'busy') schedule(AUDIO_RUNNER.leaseMs);
        else schedule(Math.min(AUDIO_RUNNER.retryBaseMs * 2 ** retries++, AUDIO_RUNNER.retryMaxMs));
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        log.error({ err: error }, 'audio build failed');
        schedule(Math.min(AUDIO_RUNNER.retryBaseMs * 2 ** retries++, AUDIO_RUNNER.retryMaxMs));
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          trigger();
        }
      });
  }

  return {
    async start() {
      stopListening = await databases.notifier.listen(PRACTICE_CONTENT_CHANNEL, () => trigger());
      trigger();
    },
    trigger,
    state: () => ({ running: running !== null, progress, last }),
    async stop() {
      abort.abort(new Error('the server is stopping'));
      clearTimeout(retryTimer);
      await stopListening?.();
      await running;
    },
  };
}
