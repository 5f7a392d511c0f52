// The account domain's face: the only module other domains and buildApp import from this folder.
// createAccountDomain builds its services once: the account's own data (export, deletion) and its settings
// (name, avatar, password, sessions, the Google link). accountPlugin registers their routes.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { FilesService } from '../files';
import type { Log } from '../platform/log';
import type { Sweep } from '../platform/orphan-sweep';
import type { Storage } from '../platform/storage/types';
import type { RecordService } from '../practice';
import { sweepUnreferencedAvatars } from './avatar-store';
import { accountRoutes } from './routes';
import { createAccountService, type AccountService } from './service';
import { settingsRoutes } from './settings-routes';
import { createSettingsService, type SettingsService } from './settings-service';

export type { AccountService } from './service';

export interface AccountDomain {
  account: AccountService;
  settings: SettingsService;
  /** Uploaded avatars no user names any more. */
  sweeps: Sweep[];
}

export function createAccountDomain({
  ctx,
  files,
  record,
  storage,
  log,
}: {
  ctx: AppContext;
  files: FilesService;
  record: RecordService;
  storage: Storage;
  log: Log;
}): AccountDomain {
  const db = ctx.databases.main;
  const { media } = storage;
  return {
    account: createAccountService({
      db,
      auth: ctx.auth,
      files,
      record,
      media,
      publicUrl: ctx.config.publicUrl,
      announceSessionsChanged: ctx.announceSessionsChanged,
      log,
    }),
    settings: createSettingsService({ ctx, media, tempDir: storage.tempDir, files, log }),
    sweeps: [() => sweepUnreferencedAvatars({ db, media })],
  };
}

export async function accountPlugin(
  app: FastifyInstance,
  { ctx, domain, media }: { ctx: AppContext; domain: AccountDomain; media: Storage['media'] },
): Promise<void> {
  await app.register(accountRoutes, { ctx, account: domain.account });
  await app.register(settingsRoutes, { ctx, settings: domain.settings, media });
}
