// The preview job queue and its runner. A file's job row is
// written with the file's record (queries.insertFile); each instance runs a runner that claims one due
// job at a time with FOR UPDATE SKIP LOCKED (docs/decisions.md says why not pg-boss or graphile-worker),
// holds it for a lease, and ends it: 'ready' with the text and thumbnail, 'failed' at once when the file
// cannot be read, or another try after an exponential back-off when something else failed (the store,
// the disk), at most PREVIEW_JOB.maxAttempts tries. Nothing runs in a request.
import { eq, sql } from 'drizzle-orm';
import type { MainDb } from '../../db/connect';
import { fileJobs, filePages, files } from '../../db/main-schema';
import type { EventBus } from '../../live';
import type { BuildPreview, BuiltPreview } from './preview-build';
import { UnreadableFileError } from './preview-extract';
import type { FileRow } from '../queries';

export const PREVIEW_JOB = {
  maxAttempts: 4,
  /** First retry after this, then twice as long each time (10 s, 20 s, 40 s). */
  retryBaseMs: 10_000,
  /** Jobs queued by other instances (or due again after a back-off) are found within this. */
  pollIntervalMs: 5_000,
} as const;

/** Rows per INSERT of page text (at most 300 pages of 20,000 characters per file). */
const PAGE_INSERT_BATCH = 50;

export interface ClaimedJob {
  fileId: string;
  /** This try's number, from 1. */
  attempts: number;
}

/**
 * Takes the oldest due job no other worker holds, for `leaseMs`. SKIP LOCKED lets concurrent workers
 * (other instances) pass over a row being claimed instead of waiting for it, so each job goes to one of
 * them; a worker that dies leaves its row to be claimed again once the lease is over.
 */
export async function claimPreviewJob(db: MainDb, leaseMs: number): Promise<ClaimedJob | undefined> {
  const [job] = await db
    .update(fileJobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      attempts: sql`${fileJobs.attempts} + 1`,
    })
    .where(
      eq(
        fileJobs.fileId,
        sql`(SELECT ${fileJobs.fileId} FROM ${fileJobs}
          WHERE ${fileJobs.runAfter} <= now() AND (${fileJobs.lockedUntil} IS NULL OR ${fileJobs.lockedUntil} < now())
          ORDER BY ${fileJobs.runAfter} LIMIT 1 FOR UPDATE SKIP LOCKED)`,
      ),
    )
    .returning({ fileId: fileJobs.fileId, attempts: fileJobs.attempts });
  return job;
}

export async function findJobFile(db: MainDb, fileId: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row;
}

export interface JobFileOwner {
  ownerId: string;
  isPublic: boolean;
}

/**
 * Stores the result and ends the job, in one transaction: the page text replaced, the file 'ready'.
 * Undefined when the file was deleted meanwhile (its job and pages went with it).
 */
export async function saveReadyPreview(
  db: MainDb,
  fileId: string,
  preview: Pick<BuiltPreview, 'pageCount' | 'pages' | 'thumbnailKey'>,
): Promise<JobFileOwner | undefined> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .update(files)
      .set({ previewState: 'ready', pageCount: preview.pageCount, thumbnailKey: preview.thumbnailKey })
      .where(eq(files.id, fileId))
      .returning({ ownerId: files.userId, isPublic: files.isPublic });
    if (!owner) return undefined;
    await tx.delete(filePages).where(eq(filePages.fileId, fileId));
    const rows = preview.pages
      .map((text, index) => ({ fileId, page: index + 1, text }))
      .filter((row) => row.text.length > 0);
    for (let start = 0; start < rows.length; start += PAGE_INSERT_BATCH) {
      await tx.insert(filePages).values(rows.slice(start, start + PAGE_INSERT_BATCH));
    }
    await tx.delete(fileJobs).where(eq(fileJobs.fileId, fileId));
    return owner;
  });
}

/** Ends the job: the file is 'failed' ('Không thể tạo bản xem trước') and stays whole and downloadable. */
export async function saveFailedPreview(db: MainDb, fileId: string): Promise<JobFileOwner | undefined> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .update(files)
      .set({ previewState: 'failed', pageCount: null, thumbnailKey: null })
      .where(eq(files.id, fileId))
      .returning({ ownerId: files.userId, isPublic: files.isPublic });
    await tx.delete(fileJobs).where(eq(fileJobs.fileId, fileId));
    return owner;
  });
}

export async function scheduleRetry(db: MainDb, fileId: string, delayMs: number, error: string): Promise<void> {
  await db
    .update(fileJobs)
    .set({ runAfter: sql`now() + make_interval(secs => ${delayMs / 1000})`, lockedUntil: null, lastError: error })
    .where(eq(fileJobs.fileId, fileId));
}

/** A job cut short by a shutdown: free at once for another instance, and the try does not count. */
export async function releaseJob(db: MainDb, fileId: string): Promise<void> {
  await db
    .update(fileJobs)
    .set({ lockedUntil: null, attempts: sql`greatest(${fileJobs.attempts} - 1, 0)` })
    .where(eq(fileJobs.fileId, fileId));
}

export type JobOutcome = 'ready' | 'failed' | 'retry' | 'released' | 'gone';

export interface PreviewJobRunner {
  /** Starts claiming jobs: now, on every upload event, and every poll interval. */
  start(): void;
  /** Stops claiming, kills the programs of the jobs in hand and hands their jobs back. */
  stop(): Promise<void>;
  /** Looks for due jobs now (an upload just queued one). */
  wake(): void;
  /**
   * Claims and runs one due job; undefined when none is due (tests and the bench drive the queue so). The
   * outcome is undefined when the job could not be recorded (the database went away): it runs again
   * after its lease.
   */
  runOnce(): Promise<{ fileId: string; outcome: JobOutcome | undefined } | undefined>;
}

export function createPreviewJobRunner({
  db,
  events,
  buildPreview,
  deleteThumbnail,
  concurrency,
  leaseMs,
  log,
  retryBaseMs = PREVIEW_JOB.retryBaseMs,
  pollIntervalMs = PREVIEW_JOB.pollIntervalMs,
}: {
  db: MainDb;
  events: EventBus;
  buildPreview: BuildPreview;
  /** Removes a thumbnail stored for a file deleted while its job ran. */
  deleteThumbnail: (fileId: string) => Promise<void>;
  concurrency: number;
  /** How long a claimed job is held: longer than any job can take (the time limits of its programs). */
  leaseMs: number;
  log: { error: (error: unknown, message: string) => void; info: (message: string) => void };
  retryBaseMs?: number;
  pollIntervalMs?: number;
}): PreviewJobRunner {
  const shutdown = new AbortController();
  /** Jobs in hand, and claims and hand-backs under way: stop() waits for all of them. */
  const running = new Set<Promise<unknown>>();
  let jobsInHand = 0;
  let started = false;
  let stopped = false;
  let filling = false;
  let fillAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let isClaimFailing = false;

  async function claim(): Promise<ClaimedJob | undefined> {
    try {
      const job = await claimPreviewJob(db, leaseMs);
      if (isClaimFailing) log.info('preview jobs: the queue answers again');
      isClaimFailing = false;
      return job;
    } catch (error) {
      // The database is away: logged once per outage; the next poll tries again.
      if (!isClaimFailing) log.error(error, 'preview jobs: claiming a job failed');
      isClaimFailing = true;
      return undefined;
    }
  }

  async function runJob(job: ClaimedJob): Promise<JobOutcome> {
    const publish = (owner: JobFileOwner) =>
      events
        .publish({ type: 'file.updated', fileId: job.fileId, ownerId: owner.ownerId, isPublic: owner.isPublic })
        .catch((error: unknown) => log.error(error, 'publishing an event failed'));
    const fail = async (reason: string): Promise<JobOutcome> => {
      log.info(`preview of ${job.fileId} failed: ${reason}`);
      const owner = await saveFailedPreview(db, job.fileId);
      if (owner) await publish(owner);
      return owner ? 'failed' : 'gone';
    };

    // A job whose earlier tries ended with their instance (a crash on this file) is not tried forever.
    if (job.attempts > PREVIEW_JOB.maxAttempts) return fail(`${PREVIEW_JOB.maxAttempts} tries did not finish`);
    const row = await findJobFile(db, job.fileId);
    if (!row) return 'gone';

    let preview: BuiltPreview;
    try {
      preview = await buildPreview(row, shutdown.signal);
    } catch (error) {
      if (shutdown.signal.aborted) {
        await releaseJob(db, job.fileId);
        return 'released';
      }
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof UnreadableFileError || job.attempts >= PREVIEW_JOB.maxAttempts) return fail(message);
      const delayMs = retryBaseMs * 2 ** (job.attempts - 1);
      log.error(error, `preview of ${job.fileId}: try ${job.attempts} failed, next in ${delayMs} ms`);
      await scheduleRetry(db, job.fileId, delayMs, message.slice(0, 1000));
      return 'retry';
    }
    const owner = await saveReadyPreview(db, job.fileId, preview);
    if (!owner) {
      // Deleted while the job ran: what the job stored goes too.
      if (preview.thumbnailKey) await deleteThumbnail(job.fileId);
      return 'gone';
    }
    await publish(owner);
    return 'ready';
  }

  /** Runs one job to its end; a database failure leaves the job to its lease (claimed again later). */
  function track(job: ClaimedJob): Promise<JobOutcome | undefined> {
    const work = runJob(job).catch((error: unknown) => {
      log.error(error, `preview of ${job.fileId}: the job could not be recorded; it runs again after its lease`);
      return undefined;
    });
    running.add(work);
    jobsInHand += 1;
    void work.finally(() => {
      running.delete(work);
      jobsInHand -= 1;
    });
    return work;
  }

  /** Claims jobs until every slot is busy or none is due, then waits for a wake or the poll. */
  async function fill(): Promise<void> {
    if (filling) {
      fillAgain = true;
      return;
    }
    filling = true;
    clearTimeout(timer);
    try {
      do {
        fillAgain = false;
        while (!stopped && jobsInHand < concurrency) {
          // The claim and what follows it happen in one tracked step: from the moment a job is claimed
          // until it is in hand (or handed back) something in `running` stands for it, so stop() can
          // never return in between.
          const step = (async () => {
            const job = await claim();
            if (!job) return false;
            if (stopped) {
              // Claimed while the server began to shut down: handed back before the database closes.
              await releaseJob(db, job.fileId).catch((error: unknown) =>
                log.error(error, `preview of ${job.fileId}: handing the job back failed; it runs after its lease`),
              );
              return false;
            }
            void track(job).finally(() => {
              if (!stopped) void fill();
            });
            return true;
          })();
          running.add(step);
          const claimed = await step.finally(() => running.delete(step));
          if (!claimed) break;
        }
      } while (fillAgain && !stopped);
    } finally {
      filling = false;
    }
    if (!stopped) {
      timer = setTimeout(() => void fill(), pollIntervalMs);
      timer.unref();
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      // Uploads on any instance (the event bus crosses instances on PostgreSQL) wake the runner at once.
      unsubscribe = events.subscribe((change) => {
        if (change.type === 'file.created') void fill();
      });
      void fill();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
      shutdown.abort(new Error('the server is shutting down'));
      // A claim that ends now adds its hand-back: wait until nothing is left.
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    wake() {
      if (started && !stopped) void fill();
    },
    async runOnce() {
      const job = await claimPreviewJob(db, leaseMs);
      return job ? { fileId: job.fileId, outcome: await track(job) } : undefined;
    },
  };
}
