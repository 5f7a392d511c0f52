// Presenters (Outline): every response field is chosen here, so a visitor never receives a
// field meant for the owner (the uploader's e-mail, other users' ids).
import type { TAuthorSummary, TFile } from '../../shared/files/contract';
import { FILE_FIELD_NAMES, FILE_SHAPE } from './file-shape';
import type { FileWithFlags } from './queries';

/**
 * The file's fields as file-shape.ts takes them from a row (the list statements build the same in SQL).
 * `asAdmin`: an admin judging a hidden file is told why it is hidden, as the owner is.
 */
export function presentFile(row: FileWithFlags, callerId: string | null, asAdmin = false): TFile {
  const isOwner = callerId !== null && row.userId === callerId;
  const audience = { isOwner, seesModeration: isOwner || asAdmin };
  const file: Partial<Record<keyof TFile, unknown>> = {};
  for (const name of FILE_FIELD_NAMES) {
    const field = FILE_SHAPE[name];
    if (field.ownerOnly && !isOwner) continue;
    file[name] = field.fromRow(row, audience);
  }
  return file as TFile;
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
