// Accounts with better-auth (DESIGN.md), mounted at /api/v4/auth; sessions live in the main store.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { API_BASE } from '../../shared/constants';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/auth-messages';
import type { Config } from '../config';
import type { MainDb } from '../db/connect';
import * as schema from '../db/main-schema';

export const AUTH_BASE_PATH = `${API_BASE}/auth`;
/** Header our mount sets from Fastify's request.ip, replacing anything the client sent. */
export const CLIENT_IP_HEADER = 'x-client-ip';

export function createAuth(options: { config: Config; db: MainDb; secret: string }) {
  const { config, db, secret } = options;
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
