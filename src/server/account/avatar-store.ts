// Where uploaded avatars live (account settings): the media store, under a key made of the owner and the
// hash of the stored WebP, `avatars/{userId}.{sha256}.webp` (one folder level, which both storage drivers
// list). The user's image is the address that serves it, `/api/v4/avatars/{userId}/{sha256}.webp`, so the
// bytes behind an address never change and browsers may keep them for a year.
//
// Bytes are stored before the user row names them, and the old picture's bytes are removed after the row
// names the new one. A crash between the two leaves bytes nobody names: the sweep removes those once they
// are older than ORPHAN_MIN_AGE_MS (an upload names its bytes within moments).
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { parseUploadedAvatarPath, uploadedAvatarPath } from '../../shared/account/avatar';
import type { MainDb } from '../db/connect';
import { ORPHAN_MIN_AGE_MS } from '../platform/orphan-sweep';
import type { ObjectStore } from '../platform/storage/types';
import { selectImagesInUse } from './settings-queries';

const AVATAR_PREFIX = 'avatars/';
const KEY_PATTERN = /^avatars\/([A-Za-z0-9_-]{1,100})\.([0-9a-f]{64})\.webp$/;

export function avatarKey(userId: string, sha256: string): string {
  return `${AVATAR_PREFIX}${userId}.${sha256}.webp`;
}

/** The storage key behind a user's image, when the image is an uploaded avatar. */
export function avatarKeyOfImage(image: string | null | undefined): string | null {
  const parsed = image ? parseUploadedAvatarPath(image) : null;
  return parsed ? avatarKey(parsed.userId, parsed.sha256) : null;
}

/** Writes the bytes under their key (through a temporary file: the stores take finished files). */
export async function putAvatar(
  media: ObjectStore,
  tempDir: string,
  userId: string,
  avatar: { bytes: Buffer; sha256: string },
): Promise<{ key: string; image: string }> {
  const key = avatarKey(userId, avatar.sha256);
  const temporary = path.join(tempDir, `avatar-${randomUUID()}`);
  await fsp.writeFile(temporary, avatar.bytes);
  try {
    await media.putFile(key, temporary, { size: avatar.bytes.length, mimeType: 'image/webp' });
  } finally {
    await fsp.rm(temporary, { force: true });
  }
  return { key, image: uploadedAvatarPath(userId, avatar.sha256) };
}

/**
 * Removes avatar bytes no user's image names any more, once older than `minAgeMs` (an upload in flight
 * names its bytes within moments). Runs with the orphan sweep (platform/orphan-sweep.ts), on every instance.
 */
export async function sweepUnreferencedAvatars({
  db,
  media,
  now = new Date(),
  minAgeMs = ORPHAN_MIN_AGE_MS,
}: {
  db: MainDb;
  media: ObjectStore;
  now?: Date;
  minAgeMs?: number;
}): Promise<{ examined: number; removed: number }> {
  const cutoff = now.getTime() - minAgeMs;
  const result = { examined: 0, removed: 0 };
  for await (const page of media.list(AVATAR_PREFIX)) {
    const candidates = page.flatMap((object) => {
      const match = KEY_PATTERN.exec(object.key);
      if (!match || object.modifiedAt.getTime() >= cutoff) return [];
      return [{ key: object.key, image: uploadedAvatarPath(match[1]!, match[2]!) }];
    });
    result.examined += candidates.length;
    const inUse = await selectImagesInUse(
      db,
      candidates.map((candidate) => candidate.image),
    );
    for (const candidate of candidates) {
      if (inUse.has(candidate.image)) continue;
      await media.delete(candidate.key);
      result.removed += 1;
    }
  }
  return result;
}
