// Uploaded profile pictures (account settings): the limits both sides apply and the one address shape
// an uploaded avatar has. The server re-encodes every upload, so the address names our own WebP only.
import { API_BASE, MB } from '../constants';

export const AVATAR = {
  /** Bytes the server reads of one upload (the browser sends its square crop, far smaller). */
  maxUploadBytes: 5 * MB,
  /** A picked photo the browser opens for cropping (phone photos are often 5–15 MB). */
  maxPickBytes: 25 * MB,
  /** Decoded pixels; a tiny file may declare a huge picture (a decompression bomb). */
  maxInputPixels: 40_000_000,
  /** The stored square, in pixels. */
  size: 256,
  /** The square the browser's crop sends (twice the stored size, so the server's resize stays sharp). */
  cropOutputSize: 512,
  /** Types the picker offers and the upload may declare; the server decodes to decide, never trusts them. */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
} as const;

/** A user id as better-auth writes it (letters, digits, '-' and '_'). */
const USER_ID = '[A-Za-z0-9_-]{1,100}';
const SHA256 = '[0-9a-f]{64}';
const AVATAR_PATH_PATTERN = new RegExp(`^${API_BASE}/avatars/(${USER_ID})/(${SHA256})\\.webp$`);

/** The address an uploaded avatar is served at: the owner and the hash of the stored bytes. */
export function uploadedAvatarPath(userId: string, sha256: string): string {
  return `${API_BASE}/avatars/${userId}/${sha256}.webp`;
}

/** The owner and hash of an uploaded avatar's address, or null for any other string. */
export function parseUploadedAvatarPath(image: string): { userId: string; sha256: string } | null {
  const match = AVATAR_PATH_PATTERN.exec(image);
  return match ? { userId: match[1]!, sha256: match[2]! } : null;
}

export function isUploadedAvatarPath(image: string): boolean {
  return AVATAR_PATH_PATTERN.test(image);
}
