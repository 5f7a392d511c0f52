// Public site settings and the health check (src/shared/site.ts).
import type { FastifyInstance } from 'fastify';
import { ZHealth, ZSiteConfig, type TSiteConfig } from '../../shared/site';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-schemas';

export async function siteRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
  app.get('/api/v4/config', { schema: { response: { 200: ZSiteConfig } } }, async () => siteConfig);
  app.get('/api/v4/health', { schema: { response: { 200: ZHealth } } }, async () => ({
    status: 'ok' as const,
    database: ctx.databases.kind,
  }));
}
