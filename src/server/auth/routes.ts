// Mounts better-auth at /api/v4/auth and translates its errors into the product's Vietnamese messages.
// Sign-up and account updates are checked against the shared contracts (src/shared/auth.ts) first.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ZPasswordResetRequest,
  ZResetLinkParams,
  ZResetPasswordRequest,
  ZSessionResponse,
  ZSignUpRequest,
  ZUpdateUserRequest,
  ZVerifyEmailQuery,
} from '../../shared/auth';
import type { TPasswordResetRequest, TSessionResponse, TSignUpPendingVerification } from '../../shared/auth';
import { AUTH_ROUTES } from '../../shared/auth-api-routes';
import { AUTH_ERRORS, AUTH_MESSAGES } from '../../shared/auth-messages';
import { MODERATION_ERRORS } from '../../shared/moderation/messages';
import { GENERIC_ERRORS, type ApiErrorBody } from '../../shared/errors';
import type { AppContext } from '../context';
import { addRoute } from '../http/api-routes';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { AUTH_BASE_PATH, RESET_PASSWORD_PAGE, VERIFY_EMAIL_PAGE, type Auth } from './auth';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { presentSessionUser } from './present';

const SIGN_IN_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  INVALID_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  USER_NOT_FOUND: AUTH_MESSAGES.invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: AUTH_MESSAGES.invalidCredentials,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  PROVIDER_NOT_FOUND: AUTH_MESSAGES.googleNotConfigured,
  [MODERATION_ERRORS.accountSuspended.code]: MODERATION_ERRORS.accountSuspended.message,
};

/** Sign-up refusals the form may explain; every other one reads as AUTH_MESSAGES.signUpFailed. */
const SIGN_UP_MESSAGES: Record<string, string> = {
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordTooLong,
};
const RESET_MESSAGES: Record<string, string> = {
  INVALID_TOKEN: AUTH_MESSAGES.invalidResetLink,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordTooLong,
};
const EXISTING_ACCOUNT_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const requireVerification = ctx.config.auth.requireEmailVerification;
  const verifyEmailCallback = `${ctx.config.publicUrl}${VERIFY_EMAIL_PAGE}?verified=1`;

  /**
   * better-auth answers its own failures (a database that went away among them) with a bare 500; it is
   * raised here so the one error handler decides between 500 and 503.
   */
  async function callAuth(request: FastifyRequest, path?: string): Promise<Response> {
    const response = await ctx.auth.handler(toFetchRequest(request, ctx.config.publicUrl, path));
    if (response.status >= 500) throw new Error(`better-auth answered ${response.status} to ${request.url}`);
    return response;
  }

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const response = await callAuth(request);
    if (request.method === 'POST' && response.ok && endsOrChangesSessions(request.url)) {
      await ctx.announceSessionsChanged();
    }
    const text = response.body ? await response.text() : null;
    if (response.status < 400) return sendFetchResponse(reply, response, text);
    if (text && response.headers.get('content-type')?.includes('json')) {
      return sendFetchResponse(reply, response, JSON.stringify(translateSignInError(response.status, text)));
    }
    // better-auth's refusals without a body (an unknown path's 404 among them) in the catalogue's shape.
    copyRateLimitHeaders(response, reply);
    return reply.status(response.status).send(refusalWithoutBody(response.status));
  }

  /**
   * A mailed link (verification, password reset) is opened in a browser, so it always lands on a page of
   * ours: better-auth is asked with our page as its callbackURL whatever the link carries, and any answer
   * but its redirect (a callbackURL it refused, a token it could not read) lands on `failedPage` instead of
   * showing the browser English JSON or sending it elsewhere.
   */
  function landOnOurPage(reply: FastifyReply, response: Response | null, failedPage: string) {
    const isRedirect = response && response.status >= 300 && response.status < 400 && response.headers.has('location');
    if (isRedirect) return sendFetchResponse(reply, response, null);
    return reply.redirect(`${ctx.config.publicUrl}${failedPage}?error=${AUTH_ERRORS.invalidResetLink.code}`);
  }

  /**
   * ASVS 6.3.8: an address that already has an account gets the answer of any other refused sign-up,
   * after the same password hashing a new account costs, so neither the text nor the time tells.
   */
  addRoute(typed, AUTH_ROUTES.signUpEmail, { schema: { body: ZSignUpRequest } }, async (request, reply) => {
    // The mailed verification link always lands on our own page.
    request.body = { ...request.body, callbackURL: verifyEmailCallback };
    const response = await callAuth(request);
    const text = response.body ? await response.text() : null;
    if (response.ok && requireVerification) {
      // The same answer for a new and a registered address (better-auth made no session for
      // either); its user object would tell them apart, so it is not passed on.
      copyRateLimitHeaders(response, reply);
      const pending: TSignUpPendingVerification = { status: true, verificationRequired: true };
      return reply.send(pending);
    }
    if (response.ok) return sendFetchResponse(reply, response, text);
    const code = readErrorCode(text);
    if (EXISTING_ACCOUNT_CODES.has(code)) await spendPasswordHashTime(ctx.auth, request.body.password);
    const { status, body } = translateSignUpError(response.status, code);
    copyRateLimitHeaders(response, reply);
    return reply.status(status).send(body);
  });

  typed.post(`${AUTH_BASE_PATH}/update-user`, { schema: { body: ZUpdateUserRequest } }, forward);

  // The same answer whether the address has an account; the link always lands on our own page.
  addRoute(
    typed,
    AUTH_ROUTES.requestPasswordReset,
    { schema: { body: ZPasswordResetRequest } },
    async (request, reply) => {
      const body: TPasswordResetRequest & { redirectTo: string } = {
        email: request.body.email,
        redirectTo: `${ctx.config.publicUrl}${RESET_PASSWORD_PAGE}`,
      };
      request.body = body;
      const response = await callAuth(request);
      copyRateLimitHeaders(response, reply);
      if (response.ok) return reply.send({ status: true });
      if (response.status === 429) {
        return reply.status(429).send(AUTH_ERRORS.tooManyResetRequests);
      }
      return reply.status(400).send(AUTH_ERRORS.invalidEmail);
    },
  );

  addRoute(typed, AUTH_ROUTES.resetPassword, { schema: { body: ZResetPasswordRequest } }, async (request, reply) => {
    const response = await callAuth(request);
    copyRateLimitHeaders(response, reply);
    if (response.ok) {
      // Every session of the account was ended with the change.
      await ctx.announceSessionsChanged();
      return reply.send({ status: true });
    }
    if (response.status === 429) {
      return reply.status(429).send(AUTH_ERRORS.tooManyAttempts);
    }
    const code = readErrorCode(response.body ? await response.text() : null);
    const message = RESET_MESSAGES[code];
    return reply.status(400).send(message ? { code, message } : AUTH_ERRORS.invalidResetLink);
  });

  // 'Gửi lại email xác nhận' for the signed-in account's own address only.
  addRoute(typed, AUTH_ROUTES.sendVerificationEmail, {}, async (request, reply) => {
    const user = await ctx.requireSessionUser(request);
    if (!requireVerification) {
      return reply.status(400).send(AUTH_ERRORS.verificationNotRequired);
    }
    if (user.emailVerified) return reply.send({ status: true });
    request.body = { email: user.email, callbackURL: verifyEmailCallback };
    const response = await callAuth(request);
    copyRateLimitHeaders(response, reply);
    if (response.status === 429) {
      return reply.status(429).send(AUTH_ERRORS.tooManyVerificationMails);
    }
    return reply.send({ status: true });
  });

  typed.get(
    `${AUTH_BASE_PATH}/verify-email`,
    { schema: { querystring: ZVerifyEmailQuery } },
    async (request, reply) => {
      const { token } = request.query;
      const query = new URLSearchParams({ token, callbackURL: verifyEmailCallback });
      const response = token ? await callAuth(request, `${AUTH_BASE_PATH}/verify-email?${query}`) : null;
      // A verified address changes the session's user: every instance must forget the cached one.
      if (response) await ctx.announceSessionsChanged();
      return landOnOurPage(reply, response, VERIFY_EMAIL_PAGE);
    },
  );

  typed.get(
    `${AUTH_BASE_PATH}/reset-password/:token`,
    { schema: { params: ZResetLinkParams } },
    async (request, reply) => {
      const { token } = request.params;
      const query = new URLSearchParams({ callbackURL: `${ctx.config.publicUrl}${RESET_PASSWORD_PAGE}` });
      const path = `${AUTH_BASE_PATH}/reset-password/${encodeURIComponent(token)}?${query}`;
      return landOnOurPage(reply, token ? await callAuth(request, path) : null, RESET_PASSWORD_PAGE);
    },
  );

  // better-auth's session list carries every session's token; /api/v4/me/sessions (account settings) lists them
  // without, so the token of one device never reaches a page running on another.
  // The same for the Google account's own OAuth tokens (get-access-token, refresh-token) and what they read
  // (account-info): nothing of ours uses them, and a script in a page must never hold them.
  for (const closed of ['list-sessions', 'get-access-token', 'refresh-token', 'account-info']) {
    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/${closed}`,
      handler: async (_request, reply) => reply.status(404).send(GENERIC_ERRORS.notFound),
    });
  }

  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, handler: forward });

  addRoute(
    typed,
    AUTH_ROUTES.session,
    { schema: { response: { 200: ZSessionResponse } } },
    async (request): Promise<TSessionResponse> => {
      const user = await ctx.getSessionUser(request);
      return { user: user ? presentSessionUser(user) : null };
    },
  );
}

function copyRateLimitHeaders(response: Response, reply: FastifyReply): void {
  response.headers.forEach((value, name) => {
    if (name.startsWith('x-ratelimit') || name === 'retry-after') reply.header(name, value);
  });
}

/** Every POST but signing in or up may end or change sessions (sign-out, revocations, account updates). */
function endsOrChangesSessions(url: string): boolean {
  const action = url.slice(AUTH_BASE_PATH.length).split('?')[0] ?? '';
  return !action.startsWith('/sign-in/') && !action.startsWith('/sign-up/');
}

async function spendPasswordHashTime(auth: Auth, password: string): Promise<void> {
  const context = await auth.$context;
  await context.password.hash(password);
}

function readErrorCode(text: string | null): string {
  try {
    const parsed = JSON.parse(text ?? '') as { code?: unknown };
    if (typeof parsed.code === 'string') return parsed.code;
  } catch {
    // Not JSON: no code to read.
  }
  return 'AUTH_ERROR';
}

function translateSignInError(status: number, text: string): ApiErrorBody {
  if (status === 429) return AUTH_ERRORS.tooManyAttempts;
  const code = readErrorCode(text);
  return { code, message: SIGN_IN_MESSAGES[code] ?? AUTH_MESSAGES.generic };
}

function refusalWithoutBody(status: number): ApiErrorBody {
  if (status === 404) return GENERIC_ERRORS.notFound;
  if (status === 401) return GENERIC_ERRORS.unauthorized;
  if (status === 429) return AUTH_ERRORS.tooManyAttempts;
  return GENERIC_ERRORS.badRequest;
}

function translateSignUpError(status: number, code: string): { status: number; body: ApiErrorBody } {
  if (status === 429) {
    return { status, body: AUTH_ERRORS.tooManySignUpAttempts };
  }
  const known = SIGN_UP_MESSAGES[code];
  if (known) return { status: 400, body: { code, message: known } };
  return { status: 400, body: AUTH_ERRORS.signUpFailed };
}
