// Public, non-secret settings the browser needs at start (GET /api/v4/config).
import { z } from 'zod';

export const ZSiteConfig = z.object({
  googleSignInEnabled: z.boolean(),
  analyticsMeasurementId: z.string().nullable(),
  contact: z.object({
    email: z.string(),
    hotline: z.string(),
    address: z.string(),
    facebookUrl: z.string().nullable(),
    youtubeUrl: z.string().nullable(),
  }),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
