// Builds the practice domain once (fastify/demo: services are built outside route files) and keeps its
// content current: the bundled content is seeded into an empty store, and every instance drops its
// cached sets when any instance imports.
import type { FastifyInstance } from 'fastify';
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
  const stopListening = await notifier.listen(PRACTICE_CONTENT_CHANNEL, () => practice.invalidate());
  app.addHook('onClose', async () => stopListening());
  // The first visitor should not wait for the sets to be computed.
  app.addHook('onReady', async () => {
    await practice.getCatalog().catch((error: unknown) => app.log.error({ err: error }, 'practice sets not loaded'));
  });
}
