// Builds the files domain once (fastify/demo: services are built outside route files): the service, the
// office previewer and the preview job runner over the storage drivers buildApp made. buildApp passes the
// result to fileRoutes and starts (and stops) the runner.
import os from 'node:os';
import type { Config } from '../config';
import type { MainDb } from '../db/connect';
import type { EventBus } from '../live/event-bus';
import { createOfficePreviewer, findSoffice, prepareOffice } from './previews/office-preview';
import { createPreviewBuilder } from './previews/preview-build';
import { createPreviewJobRunner, type PreviewJobRunner } from './previews/preview-jobs';
import { findProgram, supervisionWarnings } from '../platform/run-program';
import { createSearchCache } from './search/search-cache';
import { createSearchService, type SearchService } from './search/search-service';
import { createFilesService, thumbnailKey, type FilesService } from './service';
import type { Storage } from '../platform/storage/types';

export interface FilesDomain {
  service: FilesService;
  previews: ReturnType<typeof createOfficePreviewer>;
  previewJobs: PreviewJobRunner;
  search: SearchService;
  /**
   * Waits for the start-up probe of LibreOffice's sandbox (a program: closing must not leave it running),
   * then removes the profile LibreOffice's conversions copy.
   */
  closeOffice(): Promise<void>;
}

export function createFilesDomain({
  config,
  db,
  storage,
  events,
  log,
}: {
  config: Config;
  db: MainDb;
  storage: Storage;
  events: EventBus;
  log: {
    error: (error: unknown, message: string) => void;
    warn: (message: string) => void;
    info: (message: string) => void;
  };
}): FilesDomain {
  const logError = (error: unknown, message: string) => log.error(error, message);
  const searchCache = createSearchCache({ events, ttlMs: config.searchCacheTtlMs });
  // A change made through this instance clears its search cache before it is announced, so the caller's
  // next search sees it; other instances clear theirs when the announcement arrives.
  const announcing: EventBus = {
    ...events,
    async publish(change) {
      searchCache.forget(change);
      await events.publish(change);
    },
  };
  const service = createFilesService({
    db,
    storage,
    events: announcing,
    log: logError,
    uploadQuotaBytesPerDay: config.storage.uploadQuotaBytesPerDay,
  });
  const sofficePath = findSoffice(config.sofficePath);
  for (const warning of supervisionWarnings()) log.warn(warning);
  const previews = createOfficePreviewer({ storage, sofficePath });
  const { timeoutMs, workerMemoryMb, concurrency, officeSandbox, niceness } = config.previews;
  // Probed now, in the background: the start-up log says how LibreOffice will run; the first Office job
  // waits for the answer.
  // The probe works in the system's temporary folder: the uploads' one is emptied by every instance that
  // starts on the same DATA_DIR, which could take the folder from under a probe in progress.
  const office = prepareOffice({ sofficePath, sandboxMode: officeSandbox, tempDir: os.tmpdir(), niceness, log });
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
    // A job runs LibreOffice and then the worker, each within the time limit, plus the copies around them.
    leaseMs: 3 * timeoutMs + 60_000,
    log,
  });
  return {
    service,
    previews,
    previewJobs,
    search: createSearchService({ db, cache: searchCache }),
    closeOffice: async () => (await office)?.close(),
  };
}
