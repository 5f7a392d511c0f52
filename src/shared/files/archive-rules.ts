// The rules an entry of an archive upload (.zip) passes by its path and name alone (docs/product-rules.md,
// Uploads): the same rules as a single upload's name, plus a path that stays inside the archive. The server's
// archive check (src/server/files/archives/archive-check.ts) runs them on every entry, then reads the bytes.
import { ARCHIVE } from '../constants';
import { fileExtension } from './format';
import { ARCHIVE_MESSAGES, UPLOAD_RULE_MESSAGES } from './messages';
import { isUnsafeName, normalizeFileName, validateUploadCandidate } from './upload-rules';

/** Archive formats, accepted or not, that an archive may not hold: nothing is ever extracted twice. */
const NESTED_ARCHIVE_EXTENSIONS: ReadonlySet<string> = new Set(['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'xz']);

/** What macOS's Finder adds to every archive it makes: not listed, but their bytes are still checked. */
export function isMacMetadataPath(path: string): boolean {
  return path.startsWith('__MACOSX/') || path === '.DS_Store' || path.endsWith('/.DS_Store');
}

/**
 * A path that stays inside the archive: relative, forward slashes only, no drive letter, no empty, '.' or '..'
 * part, no longer than ARCHIVE.maxPathLength. A folder's path ends with a slash.
 */
export function isSafeArchivePath(path: string): boolean {
  if (path.length === 0 || path.length > ARCHIVE.maxPathLength) return false;
  if (path.startsWith('/') || path.includes('\\') || /^[a-zA-Z]:/.test(path)) return false;
  const parts = (path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  return parts.every((part) => part !== '' && part !== '.' && part !== '..');
}

/**
 * The refusal of an entry by its path and name (null when it passes): every folder of the path, and the name,
 * by the single upload's name rule; the name by its extension (allowed, and not an archive); and its
 * extracted size (not empty, not above the single upload's limit). Mac metadata is held to the path rule
 * and the size only: its names start with a dot.
 */
export function entryNameRefusal(path: string, size: number): string | null {
  if (!isSafeArchivePath(path)) return ARCHIVE_MESSAGES.entryUnsafePath(path);
  const parts = path.split('/');
  const name = parts.pop()!;
  if (!isMacMetadataPath(path)) {
    for (const folder of parts) {
      if (isUnsafeName(folder)) return ARCHIVE_MESSAGES.entryNameInvalid(path, UPLOAD_RULE_MESSAGES.nameInvalid);
    }
    // A name Windows would save differently (trailing dots, spaces, invisible marks) is refused rather than changed.
    if (normalizeFileName(name) !== name) {
      return ARCHIVE_MESSAGES.entryNameInvalid(path, UPLOAD_RULE_MESSAGES.nameInvalid);
    }
    const extension = fileExtension(name);
    if (NESTED_ARCHIVE_EXTENSIONS.has(extension)) return ARCHIVE_MESSAGES.entryNestedArchive(path);
    const check = validateUploadCandidate({ name, size });
    if (!check.ok) {
      if (check.code === 'FILE_TYPE_BLOCKED') return ARCHIVE_MESSAGES.entryBlockedExtension(path, extension);
      if (check.code === 'FILE_EMPTY') return ARCHIVE_MESSAGES.entryEmpty(path);
      if (check.code === 'FILE_TOO_LARGE') return ARCHIVE_MESSAGES.entryTooLarge(path, ARCHIVE.maxEntryBytes / 2 ** 20);
      return ARCHIVE_MESSAGES.entryNameInvalid(path, check.message);
    }
  }
  if (size > ARCHIVE.maxEntryBytes) return ARCHIVE_MESSAGES.entryTooLarge(path, ARCHIVE.maxEntryBytes / 2 ** 20);
  return null;
}

/** The refusal of a folder record by its path (null when it passes): the same path and name rules. */
export function folderRefusal(path: string): string | null {
  if (!isSafeArchivePath(path)) return ARCHIVE_MESSAGES.entryUnsafePath(path);
  if (isMacMetadataPath(path) || path === '__MACOSX/') return null;
  const parts = path.slice(0, -1).split('/');
  if (parts.some((part) => isUnsafeName(part) || normalizeFileName(part) !== part)) {
    return ARCHIVE_MESSAGES.entryNameInvalid(path, UPLOAD_RULE_MESSAGES.nameInvalid);
  }
  return null;
}

/** Extracted bytes per compressed byte beyond the limit (not judged below ARCHIVE.ratioFloorBytes). */
export function isBombRatio(extracted: number, compressed: number): boolean {
  return extracted > ARCHIVE.ratioFloorBytes && extracted > ARCHIVE.maxCompressionRatio * Math.max(compressed, 1);
}

/** Two names one folder cannot hold together on Windows or macOS: the same letters in any case. */
export function duplicateKey(path: string): string {
  return path.normalize('NFC').toLowerCase();
}
