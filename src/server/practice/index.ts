// The practice domain's face: the only module other domains and buildApp import from this folder.
// createPracticeDomain builds it once (fastify/demo: services are built outside route files): the sets and
// AI examples, the learner's record over the same catalog, and the background audio builds when a speech
// provider is configured. practicePlugin registers its routes and keeps its content current: the bundled
// content is seeded into an empty store, and every instance drops its cached sets when any instance imports.
import type { FastifyInstance } from 'fastify';
import { createChatClient } from '../ai/chat-client';
import type { AppContext } from '../context';
import type { Log } from '../platform/log';
import type { Sweep } from '../platform/orphan-sweep';
import { findProgram } from '../platform/run-program';
import type { ObjectStore } from '../platform/storage/types';
import { sweepUnusedAudio } from './audio/audio-build';
import { audioRoutes } from './audio/audio-routes';
import { createAudioRunner, PRACTICE_AUDIO_CHANNEL, type AudioRunner } from './audio/audio-runner';
import { createSpeechProvider } from './audio/speech-provider';
import { PRACTICE_CONTENT_CHANNEL } from './import';
import { recordRoutes } from './record-routes';
import { createRecordService, type RecordService } from './record-service';
import { practiceRoutes } from './routes';
import { seedPracticeContent } from './seed';
import { createPracticeService, type PracticeService } from './service';

export type { AudioRunner } from './audio/audio-runner';
export type { RecordService } from './record-service';

export interface PracticeDomain {
  practice: PracticeService;
  /** The learner's record. */
  record: RecordService;
  /** The background audio builds; null when no speech provider is configured. */
  audioRunner: AudioRunner | null;
  /** Practice audio no item names any more, also when no speech provider builds. */
  sweeps: Sweep[];
}

export function createPracticeDomain({
  ctx,
  media,
  log,
  now = () => new Date(),
}: {
  ctx: AppContext;
  media: ObjectStore;
  log: Log;
  /** The clock of the learner's record and its review scheduler: tests move it to make reviews due. */
  now?: () => Date;
}): PracticeDomain {
  const db = ctx.databases.practice;
  const practice = createPracticeService({ db, chat: createChatClient(ctx.config.ai) });
  const record = createRecordService({
    db,
    getCatalog: practice.getCatalog,
    now,
    announce: (userId) => ctx.events.publishPracticeChange(userId),
    announcement: ctx.databases.practiceNotifies
      ? (userId) => ctx.events.practiceChangeNotification(userId)
      : undefined,
  });
  const { tts } = ctx.config;
  const ffmpegPath = tts ? findProgram(tts.ffmpegPath, ['ffmpeg']) : undefined;
  const audioRunner = tts
    ? createAudioRunner({
        databases: ctx.databases,
        media,
        // With ffmpeg making the MP3, the provider's WAV is asked for: its leading silence can be padded.
        provider: createSpeechProvider(tts, { wav: ffmpegPath !== undefined }),
        tts,
        ffmpegPath,
        log,
      })
    : null;
  return {
    practice,
    record,
    audioRunner,
    sweeps: [async () => ({ examined: 0, removed: await sweepUnusedAudio(db, media, new Date()) })],
  };
}

/** The practice routes, the content kept current, and the audio builds started when the app is ready. */
export async function practicePlugin(
  app: FastifyInstance,
  {
    ctx,
    domain,
    media,
    runAudioBuilds = true,
  }: { ctx: AppContext; domain: PracticeDomain; media: ObjectStore; runAudioBuilds?: boolean },
): Promise<void> {
  const { practice, record, audioRunner } = domain;
  await app.register(practiceContentPlugin, { ctx, practice });
  await app.register(practiceRoutes, { ctx, practice });
  await app.register(audioRoutes, { ctx, media });
  await app.register(recordRoutes, { ctx, record });
  if (audioRunner) {
    app.addHook('preClose', async () => audioRunner.stop());
    if (runAudioBuilds) app.addHook('onReady', async () => audioRunner.start());
  }
}

/** A plugin of its own, so its listener stops before the databases close (children close first). */
async function practiceContentPlugin(
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
  // Imports change the items; audio builds change their clips.
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
