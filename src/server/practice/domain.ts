// Builds the practice domain once (fastify/demo: services are built outside route files) and keeps its
// content current: the bundled content is seeded into an empty store, and every instance drops its
// cached sets when any instance imports.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { findProgram } from '../platform/run-program';
import type { ObjectStore } from '../platform/storage/types';
import { createAudioRunner, PRACTICE_AUDIO_CHANNEL, type AudioRunner } from './audio/audio-runner';
import { createSpeechProvider } from './audio/speech-provider';
import { createChatClient } from '../ai/chat-client';
import type { AppContext } from '../context';
import { PRACTICE_CONTENT_CHANNEL } from './import';
import { seedPracticeContent } from './seed';
import { createPracticeService, type PracticeService } from './service';
import { createRecordService, type RecordService } from './record-service';

export function createPracticeDomain(ctx: AppContext): PracticeService {
  return createPracticeService({ db: ctx.databases.practice, chat: createChatClient(ctx.config.ai) });
}

/** The learner's record (issue 11) reads the same catalog; `now` is the scheduler's clock (tests move it). */
export function createRecordDomain(ctx: AppContext, practice: PracticeService, now: () => Date): RecordService {
  return createRecordService({
    db: ctx.databases.practice,
    getCatalog: practice.getCatalog,
    now,
    announce: (userId) => ctx.events.publishPracticeChange(userId),
  });
}

/** The background audio builds (issue 13); null when no speech provider is configured. */
export function createAudioDomain(ctx: AppContext, media: ObjectStore, log: FastifyBaseLogger): AudioRunner | null {
  const { tts } = ctx.config;
  if (!tts) return null;
  return createAudioRunner({
    databases: ctx.databases,
    media,
    provider: createSpeechProvider(tts),
    tts,
    ffmpegPath: findProgram(tts.ffmpegPath, ['ffmpeg']),
    log,
  });
}

/** A plugin of its own, so its listener stops before the databases close (children close first). */
export async function practiceContentPlugin(
  app: FastifyInstance,
  { ctx, practice }: { ctx: AppContext; practice: PracticeService },
): Promise<void> {
  const { notifier } = ctx.databases;
  const seeded = await seedPracticeContent(ctx.databases.practice, ctx.config.practice.contentDir);
  if (seeded.status === 'seeded') {
    app.log.info(seeded.counts, 'practice content seeded');
    await notifier.notify(PRACTICE_CONTENT_CHANNEL, 'seeded');
  } else {
    app.log.debug({ reason: seeded.reason }, 'practice content not seeded');
  }
  // Imports change the items; audio builds change their clips (issue 13).
  const stopListening = await Promise.all(
    [PRACTICE_CONTENT_CHANNEL, PRACTICE_AUDIO_CHANNEL].map((channel) =>
      notifier.listen(channel, () => practice.invalidate()),
    ),
  );
  app.addHook('onClose', async () => {
    await Promise.all(stopListening.map((stop) => stop()));
  });
  // The first visitor should not wait for the sets to be computed.
  app.addHook('onReady', async () => {
    await practice.getCatalog().catch((error: unknown) => app.log.error({ err: error }, 'practice sets not loaded'));
  });
}
