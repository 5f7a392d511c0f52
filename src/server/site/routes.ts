// Public site settings (src/shared/site.ts). The health checks are in health.ts.
import type { FastifyInstance } from 'fastify';
import { ZSiteConfig, type TSiteConfig } from '../../shared/site';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { SITE_ROUTES } from '../../shared/site-api-routes';
import { addRoute } from '../http/api-routes';

export async function siteRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;
  const siteConfig: TSiteConfig = {
    googleSignInEnabled: Boolean(config.auth.google),
    emailVerificationRequired: config.auth.requireEmailVerification,
    // The chat client is configured by its API key alone (ai/chat-client.ts).
    exampleGenerationEnabled: Boolean(config.ai.apiKey),
    analyticsMeasurementId: config.analyticsMeasurementId ?? null,
    documentSubjects: config.documentSubjects,
    contact: {
      email: config.contact.email,
      hotline: config.contact.hotline,
      address: config.contact.address,
      facebookUrl: config.contact.facebookUrl ?? null,
      youtubeUrl: config.contact.youtubeUrl ?? null,
    },
  };
  addRoute(app, SITE_ROUTES.config, { schema: { response: { 200: ZSiteConfig } } }, async () => siteConfig);
}
