// Accounts with better-auth (DESIGN.md), mounted at /api/v4/auth; sessions live in the main store.
import { and, count, eq, gt, like } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { API_BASE } from '../../shared/constants';
import { paths } from '../../shared/paths';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/auth-messages';
import type { Config } from '../config';
import type { MainDb } from '../db/connect';
import * as schema from '../db/main-schema';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from './account-mails';

/** Reset links a user may be sent per hour (issue 14); more requests answer the same but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;
/** A reset link works for this long, once. */
export const RESET_LINK_TTL_S = 60 * 60;
/** Where a reset link lands (the web's reset page). */
export const RESET_PASSWORD_PAGE = paths.resetPassword;

export const AUTH_BASE_PATH = `${API_BASE}/auth`;
/** Header our mount sets from Fastify's request.ip, replacing anything the client sent. */
export const CLIENT_IP_HEADER = 'x-client-ip';

export interface AuthLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export function createAuth(options: { config: Config; db: MainDb; secret: string; mailer: Mailer; log: AuthLog }) {
  const { config, db, secret, mailer, log } = options;
  const google = config.auth.google;
  return betterAuth({
    appName: 'Học Tiếng Anh',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
      // A new password signs every device out (a reset is what someone does after losing a device).
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        // better-auth stored this request's link before calling: count it with the others of the hour.
        const [sent] = await db
          .select({ links: count() })
          .from(schema.verification)
          .where(
            and(
              eq(schema.verification.value, user.id),
              like(schema.verification.identifier, 'reset-password:%'),
              gt(schema.verification.createdAt, new Date(Date.now() - 3_600_000)),
            ),
          );
        if ((sent?.links ?? 0) > RESET_MAILS_PER_HOUR) {
          log.warn({ userId: user.id }, 'password reset mail not sent: too many requests for this account');
          return;
        }
        // A mail server that fails must not tell the requester whether the address has an account.
        await mailer.send(passwordResetMail({ to: user.email, name: user.name, url })).catch((error: unknown) => {
          log.error({ err: error, userId: user.id }, 'password reset mail could not be sent');
        });
      },
    },
    socialProviders: google
      ? {
          google: {
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            prompt: 'select_account',
            // Profile images are only our own avatars (issue 10): a Google account shows its initials,
            // so no page loads an image from another site for every visitor.
            mapProfileToUser: () => ({ image: undefined }),
          },
        }
      : {},
    databaseHooks: {
      user: {
        update: {
          // Issue 14: each file carries a copy of its uploader's name and picture. The settings routes write
          // the user and the copies in one transaction; a change through better-auth's own update-user
          // reaches the copies here.
          after: async (user) => {
            await db
              .update(schema.files)
              .set({ userName: user.name, userPhoto: user.image ?? null })
              .where(eq(schema.files.userId, user.id));
          },
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      // On in every environment (better-auth turns it off in development by default).
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: config.auth.signInRateLimit },
        '/sign-up/email': { window: 60, max: config.auth.signInRateLimit },
        // Per address; per e-mail, sendResetPassword sends at most RESET_MAILS_PER_HOUR links an hour.
        '/request-password-reset': { window: 15 * 60, max: config.auth.signInRateLimit },
        '/reset-password': { window: 60, max: config.auth.signInRateLimit },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
