// The session user contract of SPEC §3/§4 (the server's answers; messages are in auth-messages.ts).
import { z } from 'zod';

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  createdAt: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZAuthConfig = z.object({
  googleEnabled: z.boolean(),
});
export type TAuthConfig = z.infer<typeof ZAuthConfig>;

export const ZSessionResponse = z.object({ user: ZSessionUser.nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
