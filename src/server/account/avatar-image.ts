// An uploaded profile picture becomes our own square WebP (account settings). The bytes are decoded by
// sharp whatever their declared type: what does not decode as a JPEG, PNG, WebP, GIF or AVIF picture is
// refused, as is a picture of more than AVATAR.maxInputPixels (a small file may declare a huge picture).
// The result carries no metadata (sharp drops EXIF, GPS and colour profiles unless asked to keep them).
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { AVATAR } from '../../shared/account/avatar';
import { SETTINGS_ERRORS } from '../../shared/account/messages';
import { AppError } from '../http/app-error';

/** What sharp may read. SVG (script, outside references) and formats browsers do not show are not. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export interface AvatarImage {
  bytes: Buffer;
  sha256: string;
}

export async function encodeAvatar(input: Buffer): Promise<AvatarImage> {
  if (input.length === 0) throw AppError.from(400, SETTINGS_ERRORS.avatarEmpty);
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw AppError.from(400, SETTINGS_ERRORS.avatarNotImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw AppError.from(400, SETTINGS_ERRORS.avatarNotImage);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > AVATAR.maxInputPixels) throw AppError.from(400, SETTINGS_ERRORS.avatarTooManyPixels);
  if (pixels === 0) throw AppError.from(400, SETTINGS_ERRORS.avatarNotImage);
  try {
    // failOn 'error': a truncated or corrupt picture is refused rather than stored half grey.
    const bytes = await sharp(input, { limitInputPixels: AVATAR.maxInputPixels, failOn: 'error', animated: false })
      // Phone photos carry their orientation in EXIF.
      .rotate()
      .resize(AVATAR.size, AVATAR.size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
    return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  } catch {
    throw AppError.from(400, SETTINGS_ERRORS.avatarNotImage);
  }
}
