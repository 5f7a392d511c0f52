// Contracts of the account settings endpoints: name, avatar, password, sessions, Google link.
// Every answer that changes the account carries the new session user, so the page and the nav bar show it.
import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth-messages';
import { ZDisplayName, ZSessionUser } from '../auth';
import { INTERFACE_LANGUAGES } from '../language';
import { SETTINGS_ERRORS } from './messages';

/** GET /me/settings: the sign-in methods the screen explains. */
export const ZAccountSettings = z.object({
  hasPassword: z.boolean(),
  google: z.object({
    /** Google sign-in is configured on this server. */
    enabled: z.boolean(),
    linked: z.boolean(),
    /** The Google account's address, when Google told us at sign-in. */
    email: z.string().nullable(),
  }),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;

/** PUT /me/preferences: the interface language the account keeps (every device it signs in on takes it). */
export const ZUpdatePreferencesRequest = z.object({
  language: z.enum(INTERFACE_LANGUAGES, { error: SETTINGS_ERRORS.unknownLanguage.message }),
});
export type TUpdatePreferencesRequest = z.input<typeof ZUpdatePreferencesRequest>;

/** GET and PUT /me/preferences: null until the account chooses (the device's choice stands meanwhile). */
export const ZPreferences = z.object({ language: z.enum(INTERFACE_LANGUAGES).nullable() });
export type TPreferences = z.infer<typeof ZPreferences>;

/** PATCH /me/profile: the display name, with sign-up's rules, and never empty. */
export const ZUpdateProfileRequest = z.object({
  name: ZDisplayName.refine((name) => name.length > 0, { error: SETTINGS_ERRORS.displayNameRequired.message }),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/** Answer of the profile and avatar changes. */
export const ZAccountUserResponse = z.object({ user: ZSessionUser });
export type TAccountUserResponse = z.infer<typeof ZAccountUserResponse>;

/** POST /me/password: the current password, and the new one with sign-up's rules. */
export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: SETTINGS_ERRORS.currentPasswordRequired.message })
    .min(1, { error: SETTINGS_ERRORS.currentPasswordRequired.message })
    .max(PASSWORD_MAX_LENGTH, { error: SETTINGS_ERRORS.wrongCurrentPassword.message }),
  newPassword: z
    .string({ error: AUTH_MESSAGES.weakPassword })
    .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.weakPassword })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZStatusResponse = z.object({ status: z.literal(true) });
export type TStatusResponse = z.infer<typeof ZStatusResponse>;

/** One signed-in device. The session's token never leaves the server; its id names it. */
export const ZAccountSession = z.object({
  id: z.string(),
  /** 'Chrome trên Windows' (shared/account/user-agent.ts). */
  device: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  /** When the session was last renewed (better-auth renews it at most once a day). */
  lastActiveAt: z.string(),
  isCurrent: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

/** GET /me/sessions: the current device first, then the most recently active. */
export const ZAccountSessionList = z.object({ sessions: z.array(ZAccountSession) });
export type TAccountSessionList = z.infer<typeof ZAccountSessionList>;

export const ZSessionIdParams = z.object({ sessionId: z.string().min(1).max(200) });

/** POST /me/sessions/revoke-others and DELETE /me/sessions/:id: how many sessions ended. */
export const ZRevokedSessions = z.object({ revoked: z.number().int().nonnegative() });
export type TRevokedSessions = z.infer<typeof ZRevokedSessions>;

/** POST /me/google/link: where to send the browser (Google's consent page). */
export const ZGoogleLinkResponse = z.object({ url: z.string() });
export type TGoogleLinkResponse = z.infer<typeof ZGoogleLinkResponse>;

/** GET /avatars/:userId/:file (the file is `{sha256}.webp`). */
export const ZAvatarParams = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  file: z.string().regex(/^[0-9a-f]{64}\.webp$/),
});
