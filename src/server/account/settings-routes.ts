// The account settings endpoints (the interface language among them): thin, parse with the shared contracts, call the settings
// service, answer. Every one needs a session (401 otherwise) but the avatar images, which every card shows.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AVATAR } from '../../shared/account/avatar';
import {
  ZAccountSessionList,
  ZAccountSettings,
  ZAccountUserResponse,
  ZAvatarParams,
  ZChangePasswordRequest,
  ZGoogleLinkResponse,
  ZPreferences,
  ZRevokedSessions,
  ZSessionIdParams,
  ZStatusResponse,
  ZUpdatePreferencesRequest,
  ZUpdateProfileRequest,
} from '../../shared/account/contract';
import { SETTINGS_ERRORS } from '../../shared/account/messages';
import { toFetchHeaders } from '../auth';
import type { AppContext } from '../context';
import type { ObjectStore } from '../platform/storage/types';
import { AppError, unauthorized } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-schemas';
import { avatarKey } from './avatar-store';
import type { SettingsService } from './settings-service';
import { ACCOUNT_ROUTES } from '../../shared/account/api-routes';
import { addRoute } from '../http/api-routes';

/** Avatar uploads one address may send per minute: each is decoded and encoded in this process. */
export const AVATAR_UPLOAD_RATE_LIMIT = 30;

/** An image answer runs nothing and embeds nothing, whatever its bytes. */
const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

export async function settingsRoutes(
  app: FastifyInstance,
  { ctx, settings, media }: { ctx: AppContext; settings: SettingsService; media: ObjectStore },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The avatar upload's body is the picture itself (the crop the browser made), read by its route with
  // a byte limit. Scoped to this plugin: no other route accepts image bodies.
  app.addContentTypeParser([...AVATAR.acceptedTypes, 'application/octet-stream'], (_request, payload, done) =>
    done(null, payload),
  );

  /** The caller and the id of the session this request came with. */
  async function currentSession(request: FastifyRequest): Promise<{ userId: string; sessionId: string }> {
    const user = await ctx.requireSessionUser(request);
    const session = await ctx.auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session || session.user.id !== user.id) throw unauthorized();
    return { userId: user.id, sessionId: session.session.id };
  }

  const passwordRateLimit = {
    // It checks a password: limited like signing in (SIGN_IN_RATE_LIMIT per address and minute).
    config: { rateLimit: { max: ctx.config.auth.signInRateLimit, timeWindow: '1 minute' } },
  };

  addRoute(api, ACCOUNT_ROUTES.settings, { schema: { response: { 200: ZAccountSettings } } }, async (request) => {
    const user = await ctx.requireSessionUser(request);
    return settings.getSettings(user.id);
  });

  addRoute(api, ACCOUNT_ROUTES.preferences, { schema: { response: { 200: ZPreferences } } }, async (request) => {
    const user = await ctx.requireSessionUser(request);
    return settings.getPreferences(user.id);
  });

  addRoute(
    api,
    ACCOUNT_ROUTES.updatePreferences,
    { schema: { body: ZUpdatePreferencesRequest, response: { 200: ZPreferences } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return settings.setLanguage(user.id, request.body.language);
    },
  );

  addRoute(
    api,
    ACCOUNT_ROUTES.updateProfile,
    { schema: { body: ZUpdateProfileRequest, response: { 200: ZAccountUserResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return { user: await settings.changeName(user, request.body.name) };
    },
  );

  const avatarRateLimit = { config: { rateLimit: { max: AVATAR_UPLOAD_RATE_LIMIT, timeWindow: '1 minute' } } };
  addRoute(
    api,
    ACCOUNT_ROUTES.uploadAvatar,
    { ...avatarRateLimit, schema: { response: { 200: ZAccountUserResponse } } },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      const upload = await readAvatarBody(request, reply);
      return { user: await settings.setAvatar(user, upload) };
    },
  );

  addRoute(
    api,
    ACCOUNT_ROUTES.removeAvatar,
    { schema: { response: { 200: ZAccountUserResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return { user: await settings.removeAvatar(user) };
    },
  );

  // Public: the picture is on the user's cards and author page. Its address names its bytes (a hash), so it
  // is cached for a year; a new picture has a new address.
  api.get('/api/v4/avatars/:userId/:file', { schema: { params: ZAvatarParams } }, async (request, reply) => {
    const { userId, file } = request.params;
    const key = avatarKey(userId, file.slice(0, -'.webp'.length));
    const stream: Readable = await media.open(key).catch(() => {
      throw AppError.from(404, SETTINGS_ERRORS.avatarNotFound);
    });
    return reply
      .header('Content-Type', 'image/webp')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', IMAGE_CONTENT_SECURITY_POLICY)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(stream);
  });

  addRoute(
    api,
    ACCOUNT_ROUTES.changePassword,
    { ...passwordRateLimit, schema: { body: ZChangePasswordRequest, response: { 200: ZStatusResponse } } },
    async (request, reply) => {
      await ctx.requireSessionUser(request);
      const { cookies } = await settings.changePassword(toFetchHeaders(request), request.body);
      // This device stays signed in on the new session better-auth opened; every other one has ended.
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { status: true as const };
    },
  );

  addRoute(api, ACCOUNT_ROUTES.sessions, { schema: { response: { 200: ZAccountSessionList } } }, async (request) => {
    const { userId, sessionId } = await currentSession(request);
    return { sessions: await settings.listSessions(userId, sessionId) };
  });

  addRoute(
    api,
    ACCOUNT_ROUTES.revokeOtherSessions,
    { schema: { response: { 200: ZRevokedSessions } } },
    async (request) => {
      const { userId, sessionId } = await currentSession(request);
      return { revoked: await settings.revokeOtherSessions(userId, sessionId) };
    },
  );

  addRoute(
    api,
    ACCOUNT_ROUTES.revokeSession,
    { schema: { params: ZSessionIdParams, response: { 200: ZRevokedSessions } } },
    async (request) => {
      const { userId, sessionId } = await currentSession(request);
      return { revoked: await settings.revokeSession(userId, sessionId, request.params.sessionId) };
    },
  );

  addRoute(
    api,
    ACCOUNT_ROUTES.linkGoogle,
    { schema: { response: { 200: ZGoogleLinkResponse } } },
    async (request, reply) => {
      const user = await ctx.requireSessionUser(request);
      const { url, cookies } = await settings.startGoogleLink(user.id, toFetchHeaders(request));
      // better-auth's state cookie ties Google's answer to this browser.
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { url };
    },
  );

  addRoute(api, ACCOUNT_ROUTES.unlinkGoogle, { schema: { response: { 200: ZAccountSettings } } }, async (request) => {
    const user = await ctx.requireSessionUser(request);
    return settings.unlinkGoogle(user.id);
  });
}

/**
 * The picture's bytes, at most AVATAR.maxUploadBytes: a declared length above it is refused before a byte
 * is read, a body that grows past it as soon as it does (the connection is then closed).
 */
async function readAvatarBody(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  const body = request.body as Readable | string | undefined;
  if (body === undefined) throw AppError.from(400, SETTINGS_ERRORS.avatarEmpty);
  // Another type's parser (text, JSON) read it: not a picture.
  if (typeof body === 'string' || typeof body.on !== 'function')
    throw AppError.from(400, SETTINGS_ERRORS.avatarNotImage);
  const refuse = () => {
    body.destroy();
    reply.header('Connection', 'close');
    return AppError.from(413, SETTINGS_ERRORS.avatarTooLarge);
  };
  if (Number(request.headers['content-length'] ?? 0) > AVATAR.maxUploadBytes) throw refuse();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > AVATAR.maxUploadBytes) throw refuse();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
