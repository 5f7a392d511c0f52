// The files domain's face: the only module other domains and buildApp import from this folder.
// createFilesDomain builds the domain once (fastify/demo: services are built outside route files): the
// service, the office previewer, the preview job runner, search and the resumable uploads, over the
// storage drivers buildApp made. filesPlugin registers its routes and starts and stops its background work.
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { TLibraryFacets } from '../../shared/files/contract';
import type { AppContext } from '../context';
import type { EventBus } from '../live';
import type { Log } from '../platform/log';
import type { Sweep } from '../platform/orphan-sweep';
import { findProgram, supervisionWarnings } from '../platform/run-program';
import type { Storage } from '../platform/storage/types';
import { archiveRoutes } from './archives/archive-routes';
import { createArchiveService, type ArchiveService } from './archives/archive-service';
import { commentRoutes } from './comments/routes';
import { collectionLinkCardRoutes } from './collections/link-card';
import { collectionRoutes } from './collections/routes';
import { createCollectionsService, type CollectionsService } from './collections/service';
import { linkCardRoutes } from './link-card';
import { createListCache, type ListCache } from './list-cache';
import { sweepOrphanedBytes } from './orphan-sweep';
import { createOfficePreviewer, findSoffice, prepareOffice } from './previews/office-preview';
import { createPreviewBuilder } from './previews/preview-build';
import { createPreviewJobRunner, type PreviewJobRunner } from './previews/preview-jobs';
import { findFileWithFlags } from './queries';
import { createRatingService, type RatingService } from './ratings/rating-service';
import { ratingRoutes } from './ratings/rating-routes';
import { fileRoutes } from './routes';
import { createSearchCache } from './search/search-cache';
import { searchRoutes } from './search/search-routes';
import { createSearchService, type SearchService } from './search/search-service';
import { createFilesService, thumbnailKey, type FilesService } from './service';
import { createResumableUploads, resumableUploadRoutes, type ResumableUploads } from './upload/tus';
import { createPostgresLocker, type PostgresLocker } from './upload/tus-locker';

export { previewKey, thumbnailKey, type FilesService } from './service';
export type { PreviewJobRunner } from './previews/preview-jobs';
export { TUS_PATH, type ResumableUploads } from './upload/tus';

export interface FilesDomain {
  service: FilesService;
  /** The entries of archive uploads: their list and their bytes (archives/). */
  archives: ArchiveService;
  /** 'Bộ sưu tập': users' named, ordered groups of documents (collections/). */
  collections: CollectionsService;
  previews: ReturnType<typeof createOfficePreviewer>;
  previewJobs: PreviewJobRunner;
  search: SearchService;
  /** The tus endpoint's uploads. */
  resumableUploads: ResumableUploads;
  /** Pages of lists kept as written (list-cache.ts). */
  listCache: ListCache;
  /** Readers' ratings of documents (ratings/). */
  ratings: RatingService;
  /** What the orphan sweep runs for this domain: bytes without a record, unfinished uploads past expiry. */
  sweeps: Sweep[];
  /** Several instances on one PostgreSQL lock an upload there; PGlite serves one instance (tus-locker.ts). */
  uploadLocker: PostgresLocker | undefined;
  /**
   * Waits for the start-up probe of LibreOffice's sandbox (a program: closing must not leave it running),
   * then removes the profile LibreOffice's conversions copy.
   */
  closeOffice(): Promise<void>;
}

export function createFilesDomain({
  ctx,
  storage,
  log,
  resumableUploadExpiryMs,
}: {
  ctx: AppContext;
  storage: Storage;
  log: Log;
  /** How long an unfinished resumable upload lives (default 24 h): tests shorten it. */
  resumableUploadExpiryMs?: number;
}): FilesDomain {
  const { config, databases, events } = ctx;
  const db = databases.main;
  const logError = (error: unknown, message: string) => log.error({ err: error }, message);
  const searchCache = createSearchCache({ events, ttlMs: config.searchCacheTtlMs });
  const facetsCache = createSearchCache<TLibraryFacets>({ events, ttlMs: config.searchCacheTtlMs });
  const listCache = createListCache({ events, ttlMs: config.listCacheTtlMs });
  // A change made through this instance clears its search and list caches before it is announced, so the
  // caller's next request sees it; other instances clear theirs when the announcement arrives.
  const announcing: EventBus = {
    ...events,
    async publish(change) {
      searchCache.forget(change);
      facetsCache.forget(change);
      listCache.forget(change);
      await events.publish(change);
    },
  };
  const service = createFilesService({
    db,
    storage,
    events: announcing,
    listCache,
    log: logError,
    uploadQuotaBytesPerDay: config.storage.uploadQuotaBytesPerDay,
    documentSubjects: config.documentSubjects,
  });
  const sofficePath = findSoffice(config.sofficePath);
  for (const warning of supervisionWarnings()) log.warn(warning);
  const previews = createOfficePreviewer({ storage, sofficePath });
  const { timeoutMs, workerMemoryMb, concurrency, officeSandbox, officeMemoryMb, niceness } = config.previews;
  // The preview parts log an error with its message, and notes as a message alone.
  const previewLog = {
    error: logError,
    warn: (message: string) => log.warn(message),
    info: (message: string) => log.info(message),
  };
  // Probed now, in the background: the start-up log says how LibreOffice will run; the first Office job
  // waits for the answer.
  // The probe works in the system's temporary folder: the uploads' one is emptied by every instance that
  // starts on the same DATA_DIR, which could take the folder from under a probe in progress.
  const office = prepareOffice({
    sofficePath,
    sandboxMode: officeSandbox,
    tempDir: os.tmpdir(),
    niceness,
    memoryLimitBytes: officeMemoryMb * 2 ** 20,
    log: previewLog,
  });
  const previewJobs = createPreviewJobRunner({
    db,
    events: announcing,
    buildPreview: createPreviewBuilder({
      storage,
      office,
      ffmpegPath: findProgram(config.previews.ffmpegPath, ['ffmpeg']),
      timeoutMs,
      workerMemoryMb,
      niceness,
    }),
    deleteThumbnail: (fileId) => storage.media.delete(thumbnailKey(fileId)),
    concurrency,
    // A job's conversion waits for those of the jobs before it in the converter's queue; each may take the
    // time limit for a start of the converter and again for itself. Then the worker, within the limit, and
    // the copies around them.
    leaseMs: (2 * concurrency + 2) * timeoutMs + 60_000,
    log: previewLog,
  });
  const uploadLocker =
    databases.kind === 'postgres' && config.database.mainUrl
      ? createPostgresLocker(config.database.mainUrl)
      : undefined;
  const resumableUploads = createResumableUploads({
    dataDir: config.dataDir,
    tempDir: storage.tempDir,
    s3:
      config.storage.resumableStore === 's3' && config.storage.s3
        ? { settings: config.storage.s3, bucket: config.storage.s3.storageBucket }
        : undefined,
    locker: uploadLocker,
    service,
    log: logError,
    expirationMs: resumableUploadExpiryMs,
  });
  return {
    service,
    archives: createArchiveService({ db, storage, files: service, log: logError }),
    collections: createCollectionsService({
      db,
      events,
      requireReadable: (fileId, callerId) => service.requireReadable(fileId, callerId),
      log: logError,
    }),
    previews,
    previewJobs,
    search: createSearchService({ db, cache: searchCache, facetsCache }),
    resumableUploads,
    listCache,
    ratings: createRatingService({ db, events: announcing, files: service, log: logError }),
    sweeps: [
      () => sweepOrphanedBytes({ db, storage }),
      async () => ({ examined: 0, removed: await resumableUploads.deleteExpired() }),
    ],
    uploadLocker,
    closeOffice: async () => (await office)?.close(),
  };
}

/**
 * The files domain's routes (the API, the tus endpoint, search, collections and, with the built web app, the
 * link cards of /file/{id} and /collection/{id}) and its background work: the preview runner starts when the
 * app is ready (unless `runPreviewJobs` is false: tests drive the queue with `previewJobs.runOnce()`) and
 * stops before the databases close, handing jobs in hand back.
 */
export async function filesPlugin(
  app: FastifyInstance,
  {
    ctx,
    files,
    indexHtml,
    collectionPageHtml,
    runPreviewJobs = true,
  }: {
    ctx: AppContext;
    files: FilesDomain;
    indexHtml: string | undefined;
    /** The collection page's HTML (its screen's chunks linked), for the cards of /collection/{id}. */
    collectionPageHtml?: string;
    runPreviewJobs?: boolean;
  },
): Promise<void> {
  await app.register(fileRoutes, { ctx, files });
  await app.register(archiveRoutes, { ctx, archives: files.archives });
  await app.register(resumableUploadRoutes, { ctx, uploads: files.resumableUploads });
  await app.register(searchRoutes, { ctx, files });
  await app.register(commentRoutes, { ctx, comments: files.service.comments });
  await app.register(ratingRoutes, { ctx, ratings: files.ratings });
  await app.register(collectionRoutes, { ctx, collections: files.collections });
  if (indexHtml) {
    await app.register(linkCardRoutes, {
      indexHtml,
      publicUrl: ctx.config.publicUrl,
      findFile: (id) => findFileWithFlags(ctx.databases.main, id, null),
    });
  }
  if (collectionPageHtml) {
    await app.register(collectionLinkCardRoutes, {
      indexHtml: collectionPageHtml,
      publicUrl: ctx.config.publicUrl,
      collections: files.collections,
    });
  }
  const { uploadLocker } = files;
  if (uploadLocker) app.addHook('onClose', async () => uploadLocker.close());
  // preClose runs before onClose: jobs in hand are handed back while the databases are still open.
  app.addHook('preClose', async () => files.previewJobs.stop());
  app.addHook('onClose', async () => files.search.close());
  app.addHook('onClose', async () => files.listCache.close());
  // The sandbox probe runs a program: an app closed at once (a test) waits for it rather than leave it
  // running; the profile LibreOffice's conversions copy goes with the app.
  app.addHook('onClose', async () => files.closeOffice());
  if (runPreviewJobs) app.addHook('onReady', async () => files.previewJobs.start());
}
