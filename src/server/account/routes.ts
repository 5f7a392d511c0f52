// The account's own data (issue 14; personal-data rules give users access to their data and its deletion).
// `GET /api/v4/me/export` gives everything the site keeps about the signed-in user as one JSON file: the
// profile, the linked sign-in methods, their files with links, what they saved, downloaded and viewed, and
// their practice record; secrets (password hash, tokens, storage keys) are never part of it.
// `POST /api/v4/me/delete` removes the account after re-authentication: its sessions and sign-in methods,
// its files with their bytes, previews and thumbnails, its uploaded avatar, its saves, downloads and views,
// its practice record.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { toFetchHeaders } from '../auth/fetch-bridge';
import type { MainDb } from '../db/connect';
import { fileSaves, files as fileTable, user as userTable, verification } from '../db/main-schema';
import type { FilesService } from '../files/service';
import type { ObjectStore } from '../files/storage/types';
import { AppError } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-schemas';
import type { RecordService } from '../practice/record-service';
import { isOwnAvatarImage, ZDeleteAccountRequest } from '../../shared/auth';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { paths } from '../../shared/paths';
import { avatarKeyOfImage } from './avatar-store';
import { selectAccountExport } from './export-queries';
import { ACCOUNT_ROUTES } from '../../shared/account/api-routes';
import { addRoute } from '../http/api-routes';

export const ACCOUNT_EXPORT_RATE_LIMIT = 10;
/** An account without a password proves itself by a sign-in this recent (Google's re-authentication). */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

export async function accountRoutes(
  app: FastifyInstance,
  { ctx, record, files, media }: { ctx: AppContext; record: RecordService; files: FilesService; media: ObjectStore },
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
      await confirmIdentity(request, sessionUser.id, request.body.password);
      let avatar: string | null = null;
      const removed = await files.removeOwnerWithFiles(sessionUser.id, async () => {
        avatar = await deleteUserRow(ctx.databases.main, sessionUser.id);
      });
      // The uploaded picture's bytes (a store that fails leaves them to the avatar sweep).
      const avatarKey = avatarKeyOfImage(avatar);
      if (avatarKey) {
        await media.delete(avatarKey).catch((error: unknown) => {
          request.log.warn({ err: error }, 'removing the avatar of a deleted account failed');
        });
      }
      // The practice store may be another database: its part goes second, once the account is gone.
      await record.deleteRecord(sessionUser.id);
      await ctx.announceSessionsChanged();
      request.log.info({ userId: sessionUser.id, files: removed.files }, 'account deleted');
      await clearSessionCookies(reply);
      return { status: true, message: AUTH_MESSAGES.accountDeleted };
    },
  );

  /** The password when the account has one; otherwise (Google only) a sign-in of the last ten minutes. */
  async function confirmIdentity(request: FastifyRequest, userId: string, password: string | undefined) {
    const auth = await ctx.auth.$context;
    const credential = await auth.internalAdapter.findCredentialAccount(userId);
    if (credential?.password) {
      if (!password) throw new AppError(400, 'PASSWORD_REQUIRED', AUTH_MESSAGES.deletePasswordRequired);
      if (!(await auth.password.verify({ hash: credential.password, password }))) {
        throw new AppError(400, 'INVALID_PASSWORD', AUTH_MESSAGES.deleteWrongPassword);
      }
      return;
    }
    const session = await ctx.auth.api.getSession({ headers: toFetchHeaders(request) });
    const signedInAt = session ? new Date(session.session.createdAt).getTime() : 0;
    if (Date.now() - signedInAt > FRESH_SIGN_IN_MS) {
      throw new AppError(403, 'FRESH_SIGN_IN_REQUIRED', AUTH_MESSAGES.deleteNeedsFreshSignIn);
    }
  }

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
      const [data, practice] = await Promise.all([
        selectAccountExport(ctx.databases.main, sessionUser.id),
        record.exportRecord(sessionUser.id, 'json'),
      ]);
      const exportedAt = new Date();
      const fileLinks = (id: string) => ({
        page: `${publicUrl}${paths.file.build(id)}`,
        download: `${publicUrl}/api/v4/files/${id}/download`,
      });
      const activity = (rows: typeof data.saved) =>
        rows.map((row) => ({ fileId: row.fileId, filename: row.filename, at: row.at.toISOString() }));
      const body = {
        exportedAt: exportedAt.toISOString(),
        site: publicUrl,
        profile: {
          id: sessionUser.id,
          email: data.profile?.email ?? sessionUser.email,
          displayName: data.profile?.name ?? sessionUser.name,
          avatar:
            data.profile?.image && isOwnAvatarImage(data.profile.image) ? `${publicUrl}${data.profile.image}` : null,
          createdAt: (data.profile?.createdAt ?? sessionUser.createdAt).toISOString(),
          // 'credential' is e-mail and password.
          signInMethods: data.methods.map((method) =>
            method.providerId === 'credential' ? 'email' : method.providerId,
          ),
          authorPage: `${publicUrl}${paths.author.build(sessionUser.id)}`,
        },
        files: data.ownFiles.map((file) => ({
          id: file.id,
          filename: file.filename,
          description: file.description,
          mimeType: file.mimeType,
          size: file.size,
          isPublic: file.isPublic,
          uploadedAt: file.uploadedAt.toISOString(),
          downloadCount: file.downloadCount,
          viewCount: file.viewCount,
          saveCount: file.saveCount,
          links: fileLinks(file.id),
        })),
        saved: activity(data.saved),
        downloaded: activity(data.downloaded),
        viewed: activity(data.viewed),
        practice: JSON.parse(practice.body) as unknown,
      };
      const day = exportedAt.toISOString().slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="du-lieu-tai-khoan-${day}.json"`)
        .send(JSON.stringify(body, null, 2));
    },
  );
}

/**
 * One transaction (answering the user's image, whose uploaded bytes go next): the files this user saved count one save less (their save rows go with the user;
 * downloads and views stay counted, they happened), links mailed to them stop working, and the user row
 * goes, taking sessions, sign-in methods, files and every save, download and view made by or of it.
 */
async function deleteUserRow(db: MainDb, userId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx
      .update(fileTable)
      .set({ saveCount: sql`greatest(${fileTable.saveCount} - 1, 0)` })
      .where(
        and(
          ne(fileTable.userId, userId),
          inArray(
            fileTable.id,
            tx.select({ id: fileSaves.fileId }).from(fileSaves).where(eq(fileSaves.userId, userId)),
          ),
        ),
      );
    await tx.delete(verification).where(eq(verification.value, userId));
    const [deleted] = await tx.delete(userTable).where(eq(userTable.id, userId)).returning({ image: userTable.image });
    return deleted?.image ?? null;
  });
}
