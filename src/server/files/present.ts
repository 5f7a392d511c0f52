// Presenters (Outline): every response field is chosen here, so a visitor never receives a
// field meant for the owner (the uploader's e-mail, other users' ids).
import { fileContentPath, fileThumbnailPath, type TAuthorSummary, type TFile } from '../../shared/files/contract';
import type { FileWithFlags } from './queries';

/** `asAdmin`: an admin judging a hidden file is told why it is hidden, as the owner is. */
export function presentFile(row: FileWithFlags, callerId: string | null, asAdmin = false): TFile {
  const isOwner = callerId !== null && row.userId === callerId;
  const showsModeration = (isOwner || asAdmin) && row.moderationHiddenAt !== null;
  return {
    id: row.id,
    userId: row.userId,
    ...(isOwner ? { userEmail: row.userEmail } : {}),
    userName: row.userName,
    userPhoto: row.userPhoto,
    fileUrl: fileContentPath(row.id),
    uploadSource: row.uploadSource,
    filename: row.filename,
    format: row.format,
    mimeType: row.mimeType,
    size: row.size,
    description: row.description,
    isPublic: row.isPublic,
    uploadedAt: row.uploadedAt.toISOString(),
    downloadCount: row.downloadCount,
    likeCount: row.likeCount,
    viewCount: row.viewCount,
    saveCount: row.saveCount,
    isSaved: Boolean(row.isSaved),
    isDownloaded: Boolean(row.isDownloaded),
    isOwner,
    previewState: row.previewState,
    pageCount: row.pageCount,
    thumbnailUrl: row.thumbnailKey ? fileThumbnailPath(row.id) : null,
    moderation: showsModeration
      ? { hiddenAt: row.moderationHiddenAt!.toISOString(), reason: row.moderationReason ?? '' }
      : null,
  };
}

export function presentAuthor(
  author: { id: string; name: string; email: string; image: string | null; createdAt: Date },
  summary: { totalFiles: number; totalDownloads: number; totalLikes: number; firstUpload: Date | string | null },
  callerId: string | null,
): TAuthorSummary {
  const isMe = callerId === author.id;
  const joinedAt = summary.firstUpload ? new Date(summary.firstUpload) : author.createdAt;
  return {
    uid: author.id,
    ...(isMe ? { email: author.email } : {}),
    displayName: author.name || null,
    photoURL: author.image,
    totalFiles: Number(summary.totalFiles),
    totalDownloads: Number(summary.totalDownloads),
    totalLikes: Number(summary.totalLikes),
    joinedAt: joinedAt.toISOString(),
    isMe,
  };
}
