// The account's own data (issue 14): `GET /api/v4/me/export` gives everything the site keeps about the
// signed-in user as one JSON file (personal-data rules give users access to their data): the profile,
// the linked sign-in methods, their files with links, what they saved, downloaded and viewed, and their
// practice record. Secrets (password hash, tokens, storage keys) are never part of it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { RecordService } from '../practice/record-service';
import { isOwnAvatarImage } from '../../shared/auth';
import { paths } from '../../shared/paths';
import { selectAccountExport } from './export-queries';

export const ACCOUNT_EXPORT_RATE_LIMIT = 10;

export async function accountRoutes(app: FastifyInstance, { ctx, record }: { ctx: AppContext; record: RecordService }) {
  const { publicUrl } = ctx.config;

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
