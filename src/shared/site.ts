// Public, non-secret settings the browser needs at start (GET /api/v4/config), the health check and the
// generated-initials avatar (GET /api/v4/avatar?name=&size=, the fallback when a photo fails to load).
import { z } from 'zod';

export const ZSiteConfig = z.object({
  googleSignInEnabled: z.boolean(),
  /** Accounts must confirm their e-mail before they upload. */
  emailVerificationRequired: z.boolean(),
  /** An AI provider is configured: the word modal offers 'Create example'. */
  exampleGenerationEnabled: z.boolean(),
  analyticsMeasurementId: z.string().nullable(),
  /** The subjects (or exams) a document may be filed under (DOCUMENT_SUBJECTS), in the dialog's order. */
  documentSubjects: z.array(z.string()),
  contact: z.object({
    email: z.string(),
    hotline: z.string(),
    address: z.string(),
    facebookUrl: z.string().nullable(),
    youtubeUrl: z.string().nullable(),
  }),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

export const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type THealth = z.infer<typeof ZHealth>;
export const ZReady = z.object({ status: z.literal('ready') });

export const ZAvatarQuery = z.object({
  name: z.string().max(200).default('?'),
  size: z.coerce.number().int().min(16).max(512).default(96),
});
