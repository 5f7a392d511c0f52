import type { FastifyInstance } from 'fastify';
import type { TSiteConfig } from '../../shared/site';
import type { AppContext } from '../context';

export async function siteRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { config } = ctx;
  const siteConfig: TSiteConfig = {
    googleSignInEnabled: Boolean(config.auth.google),
    analyticsMeasurementId: config.analyticsMeasurementId ?? null,
    contact: {
      email: config.contact.email,
      hotline: config.contact.hotline,
      address: config.contact.address,
      facebookUrl: config.contact.facebookUrl ?? null,
      youtubeUrl: config.contact.youtubeUrl ?? null,
    },
  };
  app.get('/api/v4/config', async (): Promise<TSiteConfig> => siteConfig);
  app.get('/api/v4/health', async () => ({ status: 'ok', database: ctx.databases.kind }));
}
