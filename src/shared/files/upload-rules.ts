// The file safety check of uploads (docs/product-rules.md, Uploads), run by the upload modal and again by
// the server on every upload (one shared module, never a copy).
//
// The first version's rules contradict themselves: its file picker offers zip, rar, 7z, tar, gz, js, doc,
// xls and ppt, which the blocked list refuses. Decision: the blocked list wins on both sides, with one
// exception since: .zip. Legacy office formats can carry macros, and rar, 7z, tar, gz and bz2 stay refused:
// docx, xlsx and pptx remain the way to share office documents.
//
// A .zip is how listening packs (audio tracks and their PDFs) are shared, so it is accepted, but only when
// every entry inside would be accepted on its own: the server reads the whole archive before anything is
// stored (src/server/files/archives/archive-check.ts) and refuses it, naming the entry, for a name or an
// extension this list refuses (a nested archive included), an executable's or a script's bytes, an entry
// or a total too large, too many entries, a compression ratio of a zip bomb (measured on the bytes as they
// are extracted, never taken from the headers), a path leaving the archive, a link, or a password. 7z is
// not accepted: no maintained pure-JavaScript reader streams its entries (docs/decisions.md).
//
// Beyond that, what may be uploaded is a list of what is allowed, not of what is refused: a blocked list
// always misses something (.hta, .wsf, .lnk, .iso, .msix... were accepted). The site shares study material, so
// it takes documents, images, audio, video, subtitles and zip archives of them, and refuses everything else by
// name, including the active web content the picker used to offer (html, svg, js, css, xml, json), which a
// learner never needs to share and which a browser could run. The refusal message (blockedExtensionMessage)
// names the extension.
import { UPLOAD } from '../constants';
import { isSafeSingleLineText } from '../text-rules';
import { fileExtension } from './format';
import {
  blockedExtensionMessage,
  blockedMimeTypeMessage,
  FILE_ERRORS,
  tooLargeMessage,
  UPLOAD_RULE_MESSAGES,
} from './messages';

export const BLOCKED_EXTENSIONS: ReadonlySet<string> = new Set([
  'exe',
  'msi',
  'bat',
  'cmd',
  'com',
  'pif',
  'scr',
  'vbs',
  'js',
  'jar',
  'ps1',
  'php',
  'asp',
  'aspx',
  'jsp',
  'py',
  'rb',
  'pl',
  'sh',
  'bash',
  'rar',
  '7z',
  'tar',
  'gz',
  'bz2',
  'doc',
  'docm',
  'xls',
  'xlsm',
  'ppt',
  'pptm',
]);

/** Everything an upload may be (by its extension): documents, images, audio, video, subtitles. */
export const ALLOWED_EXTENSIONS: ReadonlySet<string> = new Set([
  // Documents.
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'txt',
  'md',
  'csv',
  'log',
  'pages',
  'numbers',
  'key',
  'epub',
  // Images.
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'tiff',
  'tif',
  'heic',
  'avif',
  // Audio.
  'mp3',
  'wav',
  'aac',
  'ogg',
  'oga',
  'opus',
  'flac',
  'wma',
  'm4a',
  // Video.
  'mp4',
  'm4v',
  'avi',
  'mov',
  'wmv',
  'flv',
  'webm',
  'mkv',
  '3gp',
  // Subtitles of the audio and video above.
  'srt',
  'vtt',
  // Archives of the above (each entry is checked: archive-check.ts on the server).
  'zip',
]);

/** Archives: accepted as an upload when every entry passes the rules, never as an entry of one. */
export const ARCHIVE_EXTENSIONS: ReadonlySet<string> = new Set(['zip']);

/** Text formats, whose whole content the server reads for script tags (content-signature.ts). */
export const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['txt', 'md', 'csv', 'log', 'rtf', 'srt', 'vtt']);

/** Blocked MIME types (executables, scripts, java archives, php, python, ruby, perl, shell). */
export const BLOCKED_MIME_TYPES: ReadonlySet<string> = new Set([
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-ms-installer',
  'application/x-msi',
  'application/vnd.microsoft.portable-executable',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-bat',
  'application/x-javascript',
  'application/javascript',
  'text/javascript',
  'application/java-archive',
  'application/x-java-archive',
  'application/x-php',
  'application/php',
  'text/x-php',
  'text/x-python',
  'application/x-python-code',
  'text/x-ruby',
  'application/x-ruby',
  'text/x-perl',
  'application/x-perl',
  'application/x-sh',
  'application/x-shellscript',
  'text/x-shellscript',
  'application/x-csh',
]);

/** What the picker offers: exactly what the check allows, so nobody picks a file only to be told it is refused. */
export const PICKER_EXTENSIONS: readonly string[] = [...ALLOWED_EXTENSIONS];

export const pickerAcceptAttribute = PICKER_EXTENSIONS.map((ext) => `.${ext}`).join(',');

// Characters Windows refuses in a name; control and bidirectional characters are refused by the one-line text rule.
const FORBIDDEN_NAME_CHARACTERS = /[<>:"|?*]/;

/** What Windows and browsers drop from the end of a name when they save it: spaces, dots, invisible marks. */
const DROPPED_NAME_ENDING = /[\s.\p{Cf}]+$/u;

export type UploadRuleCode =
  | 'FILE_NAME_MISSING'
  | 'FILE_NAME_INVALID'
  | 'FILE_NAME_TOO_LONG'
  | 'FILE_EXTENSION_MISSING'
  | 'FILE_TYPE_BLOCKED'
  | 'INVALID_FILE_TYPE'
  | 'FILE_EMPTY'
  | 'FILE_TOO_LARGE';

/** What an accepted file is warned about: its type is unknown, or it is close to the size limit. */
export type UploadWarning = 'typeUnknown' | 'nearLimit';

export type UploadCandidateCheck =
  | {
      ok: true;
      /** The normalised name (normalizeFileName): the one to store and serve. */
      name: string;
      extension: string;
      warnings: UploadWarning[];
      isNearLimit: boolean;
    }
  | { ok: false; code: UploadRuleCode; message: string };

export interface UploadCandidate {
  name: string;
  /** Unknown while the server is still streaming the bytes: the size rules are then skipped. */
  size?: number;
  /** The declared MIME type; empty when the browser could not tell. */
  type?: string;
}

/**
 * The name a file really gets: Windows and browsers save `evil.exe `, `evil.exe..` and
 * `evil.exe\u200b` as `evil.exe`, so every rule runs on the name without them, and that name is the one
 * stored and served. Unicode is composed (NFC) so one name has one spelling.
 */
export function normalizeFileName(name: string): string {
  return name.normalize('NFC').trim().replace(DROPPED_NAME_ENDING, '');
}

/**
 * Checks a name, a declared type and (when known) a size in the order of the safety check; the first failure wins.
 * The rules read the normalised name (normalizeFileName), which an accepted candidate returns.
 */
export function validateUploadCandidate(candidate: UploadCandidate): UploadCandidateCheck {
  const name = normalizeFileName(candidate.name ?? '');
  if (!name) return refuse('FILE_NAME_MISSING', UPLOAD_RULE_MESSAGES.nameMissing);
  if (isUnsafeName(name)) return refuse('FILE_NAME_INVALID', UPLOAD_RULE_MESSAGES.nameInvalid);
  if (name.length > UPLOAD.maxNameLength) return refuse('FILE_NAME_TOO_LONG', UPLOAD_RULE_MESSAGES.nameTooLong);
  const extension = fileExtension(name);
  if (!extension) return refuse('FILE_EXTENSION_MISSING', UPLOAD_RULE_MESSAGES.extensionMissing);
  const mimeType = normalizeMimeType(candidate.type);
  if (!ALLOWED_EXTENSIONS.has(extension)) return refuse('FILE_TYPE_BLOCKED', blockedExtensionMessage(extension));
  if (!isWellFormedMimeType(candidate.type ?? ''))
    return refuse('INVALID_FILE_TYPE', FILE_ERRORS.invalidFileType.message);
  if (BLOCKED_MIME_TYPES.has(mimeType)) return refuse('FILE_TYPE_BLOCKED', blockedMimeTypeMessage(mimeType));
  // The first version's rules give a missing type both as a refusal and as a warning. Browsers leave the type
  // empty for ordinary files (.md, .pages, .key), so it is a warning here; the server derives the type
  // from the extension.
  const warnings: UploadWarning[] = mimeType ? [] : ['typeUnknown'];
  if (candidate.size !== undefined) {
    if (!(candidate.size > 0)) return refuse('FILE_EMPTY', UPLOAD_RULE_MESSAGES.empty);
    if (candidate.size > UPLOAD.maxBytes) return refuse('FILE_TOO_LARGE', tooLargeMessage(candidate.size));
  }
  const isNearLimit = candidate.size !== undefined && candidate.size > UPLOAD.warnAboveBytes;
  if (isNearLimit) warnings.push('nearLimit');
  return { ok: true, name, extension, warnings, isNearLimit };
}

/** Forbidden in a name: < > : " | ? *, '..', a leading dot, control characters (and path separators). */
export function isUnsafeName(name: string): boolean {
  return (
    FORBIDDEN_NAME_CHARACTERS.test(name) ||
    !isSafeSingleLineText(name) ||
    name.includes('..') ||
    name.startsWith('.') ||
    name.includes('/') ||
    name.includes('\\')
  );
}

/** The longest declared type kept (RFC 6838 caps each half at 127 characters; parameters add a little). */
const MAX_DECLARED_TYPE_LENGTH = 255;
const MIME_TYPE_SHAPE =
  /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;\s*[a-z0-9!#$&^_.+-]+=("[\x20-\x7e]*"|[\x21-\x7e]*))*$/i;

/** A declared type is empty (unknown) or has a MIME type's shape: no control characters, no free text. */
export function isWellFormedMimeType(type: string): boolean {
  if (type === '') return true;
  return type.length <= MAX_DECLARED_TYPE_LENGTH && MIME_TYPE_SHAPE.test(type.trim());
}

export function normalizeMimeType(type: string | undefined): string {
  return (type ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The MIME subtype, else the extension when it has at most 12 characters, else 'unknown'. */
export function storedFormat(mimeType: string | undefined, filename: string): string {
  const subtype = normalizeMimeType(mimeType).split('/')[1];
  if (subtype && subtype !== 'octet-stream') return subtype;
  const extension = fileExtension(filename);
  return extension && extension.length <= UPLOAD.maxFormatExtensionLength ? extension : 'unknown';
}

/** Under 10 MB to the media store, from 10 MB to the storage store. */
export function uploadStoreFor(size: number): 'media' | 'storage' {
  return size < UPLOAD.mediaStoreBelowBytes ? 'media' : 'storage';
}

function refuse(code: UploadRuleCode, message: string): UploadCandidateCheck {
  return { ok: false, code, message };
}
