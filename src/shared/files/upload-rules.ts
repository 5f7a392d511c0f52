// The file safety check of SPEC §5, run by the upload modal and again by the server on every upload
// (DESIGN.md: one shared module, never a copy).
//
// SPEC §5 contradicts itself: the picker of SPEC §2 offers zip, rar, 7z, tar, gz, js, doc, xls and ppt,
// which the blocked list refuses. Decision: the blocked list wins on both sides. Those extensions are
// removed from the picker (so nobody picks a file only to be told it is refused), and the server refuses
// them whatever the browser sent. Legacy office formats and archives can carry macros or hide executables;
// docx, xlsx and pptx remain the way to share office documents.
import { MB, UPLOAD } from '../constants';
import { isSafeSingleLineText } from '../text-rules';
import { fileExtension } from './format';
import { blockedMimeTypeMessage } from './messages';

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
  'zip',
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

/** SPEC §5 blocked MIME types (executables, scripts, java archives, php, python, ruby, perl, shell). */
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

const SPEC_PICKER_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'txt',
  'rtf',
  'odt',
  'pages',
  'xls',
  'xlsx',
  'csv',
  'ods',
  'numbers',
  'ppt',
  'pptx',
  'key',
  'odp',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'svg',
  'tiff',
  'mp3',
  'wav',
  'aac',
  'ogg',
  'flac',
  'wma',
  'mp4',
  'avi',
  'mov',
  'wmv',
  'flv',
  'webm',
  'mkv',
  'zip',
  'rar',
  '7z',
  'tar',
  'gz',
  'html',
  'css',
  'js',
  'json',
  'xml',
  'md',
  'log',
];

/** What the picker offers: SPEC §2's list without the blocked extensions (see the decision above). */
export const PICKER_EXTENSIONS: readonly string[] = SPEC_PICKER_EXTENSIONS.filter(
  (ext) => !BLOCKED_EXTENSIONS.has(ext),
);

export const pickerAcceptAttribute = PICKER_EXTENSIONS.map((ext) => `.${ext}`).join(',');

// SPEC §5's characters; control and bidirectional characters are refused by the one-line text rule.
const FORBIDDEN_NAME_CHARACTERS = /[<>:"|?*]/;

/** What Windows and browsers drop from the end of a name when they save it: spaces, dots, invisible marks. */
const DROPPED_NAME_ENDING = /[\s.\p{Cf}]+$/u;

export const UPLOAD_RULE_MESSAGES = {
  nameMissing: 'Tên file không hợp lệ',
  nameInvalid: 'Tên file chứa ký tự không hợp lệ',
  nameTooLong: 'Tên file quá dài',
  extensionMissing: 'File không có extension',
  typeUnknown: 'Không thể xác định loại file',
  empty: 'File trống không được phép tải lên',
  nearLimit: 'Gần giới hạn 300MB',
} as const;

export const blockedExtensionMessage = (ext: string) => `Loại file .${ext} không được phép tải lên vì lý do bảo mật`;
export const tooLargeMessage = (bytes: number) => `File quá lớn (${(bytes / MB).toFixed(2)}MB). Giới hạn tối đa: 300MB`;

export type UploadRuleCode =
  | 'FILE_NAME_MISSING'
  | 'FILE_NAME_INVALID'
  | 'FILE_NAME_TOO_LONG'
  | 'FILE_EXTENSION_MISSING'
  | 'FILE_TYPE_BLOCKED'
  | 'FILE_EMPTY'
  | 'FILE_TOO_LARGE';

export type UploadCandidateCheck =
  | {
      ok: true;
      /** The normalised name (normalizeFileName): the one to store and serve. */
      name: string;
      extension: string;
      warnings: string[];
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
 * The name a file really gets (issue 10): Windows and browsers save `evil.exe `, `evil.exe..` and
 * `evil.exe\u200b` as `evil.exe`, so every rule runs on the name without them, and that name is the one
 * stored and served. Unicode is composed (NFC) so one name has one spelling.
 */
export function normalizeFileName(name: string): string {
  return name.normalize('NFC').trim().replace(DROPPED_NAME_ENDING, '');
}

/**
 * Checks a name, a declared type and (when known) a size in SPEC §5's order; the first failure wins.
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
  if (BLOCKED_EXTENSIONS.has(extension)) return refuse('FILE_TYPE_BLOCKED', blockedExtensionMessage(extension));
  if (BLOCKED_MIME_TYPES.has(mimeType)) return refuse('FILE_TYPE_BLOCKED', blockedMimeTypeMessage(mimeType));
  // SPEC §5 item 6 gives a missing type both as a refusal and as a warning. Browsers leave the type
  // empty for ordinary files (.md, .pages, .key), so it is a warning here; the server derives the type
  // from the extension.
  const warnings: string[] = mimeType ? [] : [UPLOAD_RULE_MESSAGES.typeUnknown];
  if (candidate.size !== undefined) {
    if (!(candidate.size > 0)) return refuse('FILE_EMPTY', UPLOAD_RULE_MESSAGES.empty);
    if (candidate.size > UPLOAD.maxBytes) return refuse('FILE_TOO_LARGE', tooLargeMessage(candidate.size));
  }
  const isNearLimit = candidate.size !== undefined && candidate.size > UPLOAD.warnAboveBytes;
  if (isNearLimit) warnings.push(UPLOAD_RULE_MESSAGES.nearLimit);
  return { ok: true, name, extension, warnings, isNearLimit };
}

/** SPEC §5 item 2: < > : " | ? *, '..', a leading dot, control characters (and path separators). */
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

export function normalizeMimeType(type: string | undefined): string {
  return (type ?? '').split(';')[0]!.trim().toLowerCase();
}

/** SPEC §5: the MIME subtype, else the extension when it has at most 12 characters, else 'unknown'. */
export function storedFormat(mimeType: string | undefined, filename: string): string {
  const subtype = normalizeMimeType(mimeType).split('/')[1];
  if (subtype && subtype !== 'octet-stream') return subtype;
  const extension = fileExtension(filename);
  return extension && extension.length <= UPLOAD.maxFormatExtensionLength ? extension : 'unknown';
}

/** SPEC §4: under 10 MB to the media store, from 10 MB to the storage store. */
export function uploadStoreFor(size: number): 'media' | 'storage' {
  return size < UPLOAD.mediaStoreBelowBytes ? 'media' : 'storage';
}

function refuse(code: UploadRuleCode, message: string): UploadCandidateCheck {
  return { ok: false, code, message };
}
