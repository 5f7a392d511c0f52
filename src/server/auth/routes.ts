// Mounts better-auth at /api/v4/auth and translates its errors into the product's Vietnamese messages.
import type { FastifyInstance } from 'fastify';
import type { TSessionResponse } from '../../shared/auth';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import type { AppContext, SessionUser } from '../context';
import { AUTH_BASE_PATH } from './auth';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';

const ERROR_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  INVALID_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  USER_NOT_FOUND: AUTH_MESSAGES.invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: AUTH_MESSAGES.invalidCredentials,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailTaken,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  PROVIDER_NOT_FOUND: AUTH_MESSAGES.googleNotConfigured,
};

export function presentSessionUser(user: SessionUser): NonNullable<TSessionResponse['user']> {
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    photoURL: user.image,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    async handler(request, reply) {
      const response = await ctx.auth.handler(toFetchRequest(request, ctx.config.publicUrl));
      if (request.method === 'POST' && response.ok && endsOrChangesSessions(request.url)) {
        await ctx.announceSessionsChanged();
      }
      const text = response.body ? await response.text() : null;
      if (response.ok || !text || !response.headers.get('content-type')?.includes('json')) {
        return sendFetchResponse(reply, response, text);
      }
      return sendFetchResponse(reply, response, JSON.stringify(translateError(response.status, text)));
    },
  });

  app.get('/api/v4/session', async (request): Promise<TSessionResponse> => {
    const user = await ctx.getSessionUser(request);
    return { user: user ? presentSessionUser(user) : null };
  });
}

/** Every POST but signing in or up may end or change sessions (sign-out, revocations, account updates). */
function endsOrChangesSessions(url: string): boolean {
  const action = url.slice(AUTH_BASE_PATH.length).split('?')[0] ?? '';
  return !action.startsWith('/sign-in/') && !action.startsWith('/sign-up/');
}

function translateError(status: number, text: string): { code: string; message: string } {
  let code = 'AUTH_ERROR';
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    if (typeof parsed.code === 'string') code = parsed.code;
  } catch {
    // Not JSON after all: keep the generic code.
  }
  if (status === 429) return { code: 'TOO_MANY_ATTEMPTS', message: AUTH_MESSAGES.tooManyAttempts };
  return { code, message: ERROR_MESSAGES[code] ?? AUTH_MESSAGES.generic };
}
