// The account settings: display name, uploaded avatar, password, sessions and the Google link.
// Routes pass plain data (the user, the current session id, the request's headers for better-auth).
import type { TSessionUser } from '../../shared/auth';
import type {
  TAccountSession,
  TAccountSettings,
  TChangePasswordRequest,
  TGoogleLinkResponse,
  TPreferences,
} from '../../shared/account/contract';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../shared/language';
import { SETTINGS_ERRORS } from '../../shared/account/messages';
import { paths } from '../../shared/paths';
import { AUTH_BASE_PATH, presentSessionUser, type SessionUser } from '../auth';
import type { AppContext } from '../context';
import type { FilesService } from '../files';
import type { Log } from '../platform/log';
import type { ObjectStore } from '../platform/storage/types';
import { AppError, unauthorized } from '../http/app-error';
import { encodeAvatar } from './avatar-image';
import { avatarKeyOfImage, putAvatar } from './avatar-store';
import { presentSessions, presentSettings } from './settings-present';
import * as queries from './settings-queries';

export type SettingsService = ReturnType<typeof createSettingsService>;

/** better-auth's answer to a call made on the user's behalf: status, JSON body and cookies to pass on. */
interface AuthAnswer {
  status: number;
  code: string | null;
  body: unknown;
  cookies: string[];
}

export function createSettingsService({
  ctx,
  media,
  tempDir,
  files,
  log,
}: {
  ctx: AppContext;
  media: ObjectStore;
  tempDir: string;
  files: FilesService;
  log: Log;
}) {
  const db = ctx.databases.main;
  const googleEnabled = ctx.config.auth.google !== undefined;

  /** Calls one of better-auth's endpoints as the signed-in caller (their cookies and address). */
  async function callAuth(headers: Headers, action: string, body: unknown): Promise<AuthAnswer> {
    const forwarded = new Headers(headers);
    forwarded.delete('content-length');
    forwarded.set('content-type', 'application/json');
    const response = await ctx.auth.handler(
      new Request(`${ctx.config.publicUrl}${AUTH_BASE_PATH}${action}`, {
        method: 'POST',
        headers: forwarded,
        body: JSON.stringify(body),
      }),
    );
    if (response.status >= 500) throw new Error(`better-auth answered ${response.status} to ${action}`);
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const code = (parsed as { code?: unknown } | null)?.code;
    return {
      status: response.status,
      code: typeof code === 'string' ? code : null,
      body: parsed,
      cookies: response.headers.getSetCookie(),
    };
  }

  /** Writes the change to the user and the copies on their files, then tells sessions and live lists. */
  async function changeIdentity(userId: string, change: queries.IdentityChange) {
    const changed = await queries.changeIdentity(db, userId, change);
    // The account was deleted meanwhile: the caller is nobody any more.
    if (!changed) throw unauthorized();
    // Sessions are cached with the user's name and image for a few seconds, on every instance.
    await ctx.announceSessionsChanged();
    await files.announceOwnerChanged(userId, changed.files);
    return changed;
  }

  async function removeAvatarBytes(image: string | null, keep: string | null): Promise<void> {
    const key = avatarKeyOfImage(image);
    if (!key || key === keep) return;
    // Bytes that cannot be removed now are removed by the sweep (nobody names them any more).
    await media.delete(key).catch((error: unknown) => log.error({ err: error }, 'removing old avatar bytes failed'));
  }

  return {
    async getSettings(userId: string): Promise<TAccountSettings> {
      return presentSettings(await queries.selectSignInMethods(db, userId), googleEnabled);
    },

    async getPreferences(userId: string): Promise<TPreferences> {
      const language = await queries.selectInterfaceLanguage(db, userId);
      return { language: isInterfaceLanguage(language) ? language : null };
    },

    async setLanguage(userId: string, language: InterfaceLanguage): Promise<TPreferences> {
      await queries.updateInterfaceLanguage(db, userId, language);
      return { language };
    },

    async changeName(caller: SessionUser, name: string): Promise<TSessionUser> {
      const { user } = await changeIdentity(caller.id, { name });
      return presentSessionUser({ ...caller, name: user.name, image: user.image });
    },

    /** Decodes and re-encodes the picture, stores it, points the user (and their files) at it. */
    async setAvatar(caller: SessionUser, upload: Buffer): Promise<TSessionUser> {
      const userId = caller.id;
      const avatar = await encodeAvatar(upload);
      const stored = await putAvatar(media, tempDir, userId, avatar);
      let changed: queries.ChangedIdentity;
      try {
        changed = await changeIdentity(userId, { image: stored.image });
      } catch (error) {
        // No user row names the new bytes: they go (unless it is the picture the user already had).
        const current = await queries.selectImagesInUse(db, [stored.image]).catch(() => new Set<string>());
        if (!current.has(stored.image)) await media.delete(stored.key).catch(() => undefined);
        throw error;
      }
      await removeAvatarBytes(changed.previousImage, stored.key);
      return presentSessionUser({ ...caller, name: changed.user.name, image: changed.user.image });
    },

    /** Back to the generated initials avatar; the uploaded picture's bytes go. */
    async removeAvatar(caller: SessionUser): Promise<TSessionUser> {
      const changed = await changeIdentity(caller.id, { image: null });
      await removeAvatarBytes(changed.previousImage, null);
      return presentSessionUser({ ...caller, name: changed.user.name, image: changed.user.image });
    },

    /**
     * better-auth checks the current password and stores the new one; with revokeOtherSessions it ends
     * every session of the account and opens a new one for this device (its cookie is passed on), so a
     * stolen session cookie stops working too.
     */
    async changePassword(headers: Headers, body: TChangePasswordRequest): Promise<{ cookies: string[] }> {
      if (body.currentPassword === body.newPassword) throw AppError.from(400, SETTINGS_ERRORS.samePassword);
      const answer = await callAuth(headers, '/change-password', { ...body, revokeOtherSessions: true });
      if (answer.status === 200) {
        await ctx.announceSessionsChanged();
        return { cookies: answer.cookies };
      }
      if (answer.status === 401) throw unauthorized();
      if (answer.status === 429) throw AppError.from(429, SETTINGS_ERRORS.tooManyPasswordAttempts);
      switch (answer.code) {
        case 'INVALID_PASSWORD':
          throw AppError.from(400, SETTINGS_ERRORS.wrongCurrentPassword);
        case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
          throw AppError.from(400, SETTINGS_ERRORS.noPassword);
        default:
          throw AppError.from(400, SETTINGS_ERRORS.wrongCurrentPassword);
      }
    },

    async listSessions(userId: string, currentSessionId: string): Promise<TAccountSession[]> {
      return presentSessions(await queries.selectActiveSessions(db, userId, new Date()), currentSessionId);
    },

    async revokeOtherSessions(userId: string, currentSessionId: string): Promise<number> {
      const revoked = await queries.deleteOtherSessions(db, userId, currentSessionId);
      await ctx.announceSessionsChanged();
      return revoked;
    },

    async revokeSession(userId: string, currentSessionId: string, sessionId: string): Promise<number> {
      if (sessionId === currentSessionId) throw AppError.from(400, SETTINGS_ERRORS.cannotRevokeCurrent);
      const revoked = await queries.deleteSessionOf(db, userId, sessionId);
      if (revoked === 0) throw AppError.from(404, SETTINGS_ERRORS.sessionNotFound);
      await ctx.announceSessionsChanged();
      return revoked;
    },

    /** Google's consent page for linking; Google sends the browser back to the settings page. */
    async startGoogleLink(userId: string, headers: Headers): Promise<TGoogleLinkResponse & { cookies: string[] }> {
      if (!googleEnabled) throw AppError.from(400, SETTINGS_ERRORS.googleNotConfigured);
      const methods = await queries.selectSignInMethods(db, userId);
      if (methods.google) throw AppError.from(409, SETTINGS_ERRORS.googleAlreadyLinked);
      const answer = await callAuth(headers, '/link-social', {
        provider: 'google',
        callbackURL: `${paths.settings}?google=linked`,
        errorCallbackURL: `${paths.settings}?google=error`,
        disableRedirect: true,
      });
      const url = (answer.body as { url?: unknown } | null)?.url;
      if (answer.status !== 200 || typeof url !== 'string' || !url) {
        throw new Error(`better-auth answered ${answer.status} ${answer.code ?? ''} to link-social`);
      }
      return { url, cookies: answer.cookies };
    },

    /** Only while the account keeps a password to sign in with. */
    async unlinkGoogle(userId: string): Promise<TAccountSettings> {
      const methods = await queries.selectSignInMethods(db, userId);
      if (!methods.google) throw AppError.from(400, SETTINGS_ERRORS.googleNotLinked);
      if (!methods.hasPassword) throw AppError.from(400, SETTINGS_ERRORS.googleLastSignInMethod);
      await queries.deleteGoogleLink(db, userId);
      return presentSettings({ ...methods, google: null }, googleEnabled);
    },
  };
}
