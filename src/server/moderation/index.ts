// The moderation domain's face: the only module other domains and buildApp import from this folder.
// Reports for every signed-in user, and /admin for the accounts listed in ADMIN_EMAILS; file visibility
// changes through the files service, sessions end through the announcement every instance hears.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { adminRoutes, reportRoutes } from './routes';
import type { ModerationService } from './service';

export { createModerationService, type ModerationService } from './service';

export async function moderationPlugin(
  app: FastifyInstance,
  { ctx, moderation }: { ctx: AppContext; moderation: ModerationService },
): Promise<void> {
  await app.register(reportRoutes, { ctx, moderation });
  await app.register(adminRoutes, { ctx, moderation });
}
