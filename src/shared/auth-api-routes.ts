// Signing in and out as the browser calls it (api-route.ts). Several of these are better-auth's own
// routes, which the server forwards as they are; their answers are typed only as far as the web reads them.
import { defineRoute } from './api-route';
import type {
  TPasswordResetRequest,
  TResetPasswordRequest,
  TSessionResponse,
  TSignUpPendingVerification,
  TSignUpRequest,
} from './auth';

type TEmptyBody = Record<string, never>;

export const AUTH_ROUTES = {
  session: defineRoute<{ response: TSessionResponse }>()('GET', '/session'),
  signInEmail: defineRoute<{ body: { email: string; password: string }; response: unknown }>()(
    'POST',
    '/auth/sign-in/email',
  ),
  /** With `disableRedirect`, better-auth answers the address of Google's consent page. */
  signInSocial: defineRoute<{
    body: { provider: 'google'; callbackURL: string; errorCallbackURL: string; disableRedirect: true };
    response: { url: string };
  }>()('POST', '/auth/sign-in/social'),
  /** better-auth's session answer, or the pending verification when addresses must be confirmed first. */
  signUpEmail: defineRoute<{ body: TSignUpRequest; response: Partial<TSignUpPendingVerification> }>()(
    'POST',
    '/auth/sign-up/email',
  ),
  sendVerificationEmail: defineRoute<{ body: TEmptyBody; response: { status: true } }>()(
    'POST',
    '/auth/send-verification-email',
  ),
  signOut: defineRoute<{ body: TEmptyBody; response: unknown }>()('POST', '/auth/sign-out'),
  requestPasswordReset: defineRoute<{ body: TPasswordResetRequest; response: { status: true } }>()(
    'POST',
    '/auth/request-password-reset',
  ),
  resetPassword: defineRoute<{ body: TResetPasswordRequest; response: { status: true } }>()(
    'POST',
    '/auth/reset-password',
  ),
} as const;
