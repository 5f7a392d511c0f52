// Accounts with better-auth, mounted at /api/v4/auth; sessions live in the main store.
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, like } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { API_BASE } from '../../shared/constants';
import { toSafeDisplayName } from '../../shared/auth';
import { paths } from '../../shared/paths';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/auth-messages';
import { MODERATION_ERRORS } from '../../shared/moderation/messages';
import { SITE_NAME } from '../../shared/site-messages';
import type { Config } from '../config';
import type { MainDb } from '../db/connect';
import * as schema from '../db/main-schema';
import type { Mail, Mailer } from '../mail';
import { existingAccountMail, passwordResetMail, verificationMail } from './account-mails';

/**
 * Account mails of one kind (reset links, verification links, 'you already have an account' notes) an
 * account may be sent per hour; more requests answer the same but send nothing.
 */
export const RESET_MAILS_PER_HOUR = 3;
export const ACCOUNT_MAILS_PER_HOUR = RESET_MAILS_PER_HOUR;
/** A verification link works for this long (a JWT: using it again only finds the address verified). */
export const VERIFICATION_LINK_TTL_S = 24 * 60 * 60;
/** Where a verification link lands, with `?error=` when it was refused. */
export const VERIFY_EMAIL_PAGE = paths.verifyEmail;
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

/**
 * How passwords are hashed and checked: better-auth's own scrypt by default. Only the test suites pass
 * another (a fast one), so the hundreds of accounts they make do not spend a fifth of a second each.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

export function createAuth(options: {
  config: Config;
  db: MainDb;
  secret: string;
  mailer: Mailer;
  log: AuthLog;
  passwordHasher?: PasswordHasher;
}) {
  const { config, db, secret, mailer, log, passwordHasher } = options;
  const google = config.auth.google;
  const requireVerification = config.auth.requireEmailVerification;

  /** A mail server that fails must not tell the requester whether the address has an account. */
  async function sendQuietly(mail: Mail, userId: string): Promise<void> {
    await mailer.send(mail).catch((error: unknown) => {
      log.error({ err: error, userId }, `account mail could not be sent: ${mail.subject}`);
    });
  }

  /** Counts this mail against the account's hourly budget of its kind; false when it is spent. */
  async function takeMailBudget(userId: string, kind: string): Promise<boolean> {
    const now = new Date();
    await db.insert(schema.verification).values({
      id: randomUUID(),
      identifier: `${kind}:${randomUUID()}`,
      value: userId,
      expiresAt: new Date(now.getTime() + 3_600_000),
      createdAt: now,
      updatedAt: now,
    });
    if ((await mailsOfLastHour(db, userId, kind)) <= ACCOUNT_MAILS_PER_HOUR) return true;
    log.warn({ userId, kind }, 'account mail not sent: too many requests for this account');
    return false;
  }

  return betterAuth({
    appName: SITE_NAME,
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
      ...(passwordHasher ? { password: passwordHasher } : {}),
      // With verification on, a new account is signed in by its mailed link, not by the sign-up answer.
      autoSignIn: !requireVerification,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
      // A new password signs every device out (a reset is what someone does after losing a device).
      revokeSessionsOnPasswordReset: true,
      // The link just used is gone; the others of the account stop working with it.
      onPasswordReset: ({ user }) => expireResetLinks(db, user.id),
      sendResetPassword: async ({ user, url }) => {
        // better-auth stored this request's link before calling: count it with the others of the hour.
        if ((await mailsOfLastHour(db, user.id, 'reset-password')) > RESET_MAILS_PER_HOUR) {
          log.warn({ userId: user.id }, 'password reset mail not sent: too many requests for this account');
          return;
        }
        await sendQuietly(passwordResetMail({ to: user.email, name: user.name, url }), user.id);
      },
      // With verification on, sign-up answers the same for a registered address (no session, no account
      // made); its owner is told by mail instead.
      onExistingUserSignUp: async ({ user }) => {
        if (!(await takeMailBudget(user.id, 'existing-account-note'))) return;
        const signInUrl = `${config.publicUrl}${paths.login}`;
        const resetUrl = `${config.publicUrl}${paths.forgotPassword}`;
        await sendQuietly(existingAccountMail({ to: user.email, name: user.name, signInUrl, resetUrl }), user.id);
      },
    },
    emailVerification: requireVerification
      ? {
          sendOnSignUp: true,
          autoSignInAfterVerification: true,
          expiresIn: VERIFICATION_LINK_TTL_S,
          sendVerificationEmail: async ({ user, url }) => {
            if (!(await takeMailBudget(user.id, 'verification-mail'))) return;
            await sendQuietly(verificationMail({ to: user.email, name: user.name, url }), user.id);
          },
        }
      : undefined,
    socialProviders: google
      ? {
          google: {
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            prompt: 'select_account',
            // Profile images are only our own avatars: a Google account shows its initials,
            // so no page loads an image from another site for every visitor. The profile's name becomes
            // the display name, so it follows the rules of a typed one (no line breaks, no text reversal).
            mapProfileToUser: (profile) => ({
              image: undefined,
              ...(typeof profile.name === 'string' ? { name: toSafeDisplayName(profile.name) } : {}),
            }),
          },
        }
      : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      user: {
        update: {
          // Each file carries a copy of its uploader's name and picture. The settings routes write
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
      session: {
        create: {
          // A suspended account gets no session, whatever the way in (password, Google,
          // a password reset's sign-in); its existing sessions were deleted with the suspension.
          before: async (session) => {
            const [owner] = await db
              .select({ suspendedAt: schema.user.suspendedAt })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (owner?.suspendedAt) {
              throw APIError.from('FORBIDDEN', MODERATION_ERRORS.accountSuspended);
            }
          },
        },
      },
    },
    hooks: {
      // A new password ends every outstanding reset link, whichever way it was set (the settings page or
      // better-auth's own /change-password): a link mailed before the change must not undo it.
      after: createAuthMiddleware(async (hookContext) => {
        if (hookContext.path !== '/change-password' || isAPIError(hookContext.context.returned)) return;
        const returned = hookContext.context.returned as { user?: { id?: string } } | undefined;
        const userId = returned?.user?.id ?? hookContext.context.session?.user.id;
        if (userId) await expireResetLinks(db, userId);
      }),
    },
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
        '/send-verification-email': { window: 15 * 60, max: config.auth.signInRateLimit },
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

/**
 * Ends every reset link of the account. The rows stay (expired) because they are also the count of reset mails
 * sent in the last hour (mailsOfLastHour), which a reset must not start again from zero.
 */
async function expireResetLinks(db: MainDb, userId: string): Promise<void> {
  await db
    .update(schema.verification)
    .set({ expiresAt: new Date(0) })
    .where(and(eq(schema.verification.value, userId), like(schema.verification.identifier, 'reset-password:%')));
}

/** The account's mails of one kind (rows of the verification table named `{kind}:…`) of the last hour. */
async function mailsOfLastHour(db: MainDb, userId: string, kind: string): Promise<number> {
  const [sent] = await db
    .select({ mails: count() })
    .from(schema.verification)
    .where(
      and(
        eq(schema.verification.value, userId),
        like(schema.verification.identifier, `${kind}:%`),
        gt(schema.verification.createdAt, new Date(Date.now() - 3_600_000)),
      ),
    );
  return sent?.mails ?? 0;
}
