// Builds the files domain once (fastify/demo: services are built outside route files): the storage
// drivers, the service and the office previewer. buildApp passes the result to fileRoutes.
import type { Config } from '../config';
import type { MainDb } from '../db/connect';
import type { EventBus } from '../live/event-bus';
import { createOfficePreviewer, findSoffice } from './office-preview';
import { createFilesService, type FilesService } from './service';
import { createStorage } from './storage';

export interface FilesDomain {
  service: FilesService;
  previews: ReturnType<typeof createOfficePreviewer>;
}

export async function createFilesDomain({
  config,
  db,
  events,
  log,
}: {
  config: Config;
  db: MainDb;
  events: EventBus;
  log: (error: unknown, message: string) => void;
}): Promise<FilesDomain> {
  const storage = await createStorage(config);
  const service = createFilesService({ db, storage, events, log });
  const previews = createOfficePreviewer({
    storage,
    sofficePath: findSoffice(config.sofficePath),
    openOriginal: (row) => service.openBytes(row),
  });
  return { service, previews };
}
