// The account's own data (personal-data rules give users access to their data and its deletion).
// `GET /api/v4/me/export` gives everything the site keeps about the signed-in user as one JSON file: the
// profile, the linked sign-in methods, their files with links, what they saved, downloaded and viewed, and
// their practice record; secrets (password hash, tokens, storage keys) are never part of it.
// `POST /api/v4/me/delete` removes the account after re-authentication: its sessions and sign-in methods,
// its files with their bytes, previews and thumbnails, its uploaded avatar, its saves, downloads and views,
// its practice record. Both are commands of the account service; these routes check the session and answer.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { toFetchHeaders } from '../auth';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { ZDeleteAccountRequest } from '../../shared/auth';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import type { AccountService } from './service';
import { ACCOUNT_ROUTES } from '../../shared/account/api-routes';
import { addRoute } from '../http/api-routes';

export const ACCOUNT_EXPORT_RATE_LIMIT = 10;

export async function accountRoutes(
  app: FastifyInstance,
  { ctx, account }: { ctx: AppContext; account: AccountService },
) {
  const { publicUrl } = ctx.config;
  const api = app.withTypeProvider<ZodTypeProvider>();

  addRoute(
    api,
    ACCOUNT_ROUTES.deleteAccount,
    {
      schema: { body: ZDeleteAccountRequest },
      // It checks a password: limited like signing in (SIGN_IN_RATE_LIMIT per address and minute).
      config: { rateLimit: { max: ctx.config.auth.signInRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const sessionUser = await ctx.requireSessionUser(request);
      await account.deleteAccount({
        userId: sessionUser.id,
        password: request.body.password,
        headers: toFetchHeaders(request),
      });
      await clearSessionCookies(reply);
      return { status: true, message: AUTH_MESSAGES.accountDeleted };
    },
  );

  async function clearSessionCookies(reply: FastifyReply) {
    const { authCookies } = await ctx.auth.$context;
    const secure = publicUrl.startsWith('https://') ? '; Secure' : '';
    reply.header(
      'set-cookie',
      [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
        (cookie) => `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
      ),
    );
  }

  app.get(
    '/api/v4/me/export',
    { config: { rateLimit: { max: ACCOUNT_EXPORT_RATE_LIMIT, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const sessionUser = await ctx.requireSessionUser(request);
      const body = await account.exportAccount(sessionUser);
      const day = body.exportedAt.slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="du-lieu-tai-khoan-${day}.json"`)
        .send(JSON.stringify(body, null, 2));
    },
  );
}
