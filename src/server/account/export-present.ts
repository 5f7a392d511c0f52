// The account's export as the user downloads it, built field by field: the profile, the sign-in methods,
// the interface language it chose, their files with links, what they saved, downloaded and viewed, the
// comments they wrote, their collections, and their practice record. Secrets (password hash, tokens, storage keys) are never part of it: the queries
// do not even read them.
import { isOwnAvatarImage } from '../../shared/auth';
import { paths } from '../../shared/paths';
import type { SessionUser } from '../auth';
import type { selectAccountExport } from './export-queries';

type AccountExportRows = Awaited<ReturnType<typeof selectAccountExport>>;

export function presentAccountExport({
  publicUrl,
  user,
  data,
  practice,
  exportedAt,
}: {
  publicUrl: string;
  user: SessionUser;
  data: AccountExportRows;
  /** The practice record's own JSON export. */
  practice: unknown;
  exportedAt: Date;
}) {
  const fileLinks = (id: string) => ({
    page: `${publicUrl}${paths.file.build(id)}`,
    download: `${publicUrl}/api/v4/files/${id}/download`,
  });
  const activity = (rows: typeof data.saved) =>
    rows.map((row) => ({ fileId: row.fileId, filename: row.filename, at: row.at.toISOString() }));
  return {
    exportedAt: exportedAt.toISOString(),
    site: publicUrl,
    profile: {
      id: user.id,
      email: data.profile?.email ?? user.email,
      displayName: data.profile?.name ?? user.name,
      avatar: data.profile?.image && isOwnAvatarImage(data.profile.image) ? `${publicUrl}${data.profile.image}` : null,
      createdAt: (data.profile?.createdAt ?? user.createdAt).toISOString(),
      // 'credential' is e-mail and password.
      signInMethods: data.methods.map((method) => (method.providerId === 'credential' ? 'email' : method.providerId)),
      authorPage: `${publicUrl}${paths.author.build(user.id)}`,
    },
    preferences: { interfaceLanguage: data.profile?.interfaceLanguage ?? null },
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
    comments: data.comments.map((comment) => ({
      id: comment.id,
      fileId: comment.fileId,
      filename: comment.filename,
      page: `${publicUrl}${paths.file.build(comment.fileId)}`,
      replyTo: comment.parentId,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
      editedAt: comment.editedAt?.toISOString() ?? null,
      hiddenByDocumentOwner: comment.hiddenAt !== null,
      hiddenByModeration: comment.moderationHiddenAt ? { reason: comment.moderationReason ?? '' } : null,
    })),
    collections: data.ownCollections.map((collection) => ({
      id: collection.id,
      name: collection.name,
      description: collection.description,
      isPublic: collection.isPublic,
      createdAt: collection.createdAt.toISOString(),
      updatedAt: collection.updatedAt.toISOString(),
      page: `${publicUrl}${paths.collection.build(collection.id)}`,
      documents: data.collectionEntries
        .filter((entry) => entry.collectionId === collection.id)
        .map((entry) => ({ fileId: entry.fileId, filename: entry.filename, addedAt: entry.addedAt.toISOString() })),
    })),
    practice,
  };
}
