// Builds the files domain once (fastify/demo: services are built outside route files): the service and
// the office previewer over the storage drivers buildApp made. buildApp passes the result to fileRoutes.
import type { Config } from '../config';
import type { MainDb } from '../db/connect';
import type { EventBus } from '../live/event-bus';
import { createOfficePreviewer, findSoffice } from './office-preview';
import { createSearchService, type SearchService } from './search-service';
import { createFilesService, type FilesService } from './service';
import type { Storage } from './storage/types';

export interface FilesDomain {
  service: FilesService;
  previews: ReturnType<typeof createOfficePreviewer>;
  search: SearchService;
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
  log: (error: unknown, message: string) => void;
}): FilesDomain {
  const service = createFilesService({ db, storage, events, log });
  const previews = createOfficePreviewer({
    storage,
    sofficePath: findSoffice(config.sofficePath),
    openOriginal: (row) => service.openBytes(row),
  });
  return { service, previews, search: createSearchService({ db }) };
}
