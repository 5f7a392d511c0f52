// The error catalogue of document sharing: the server answers with these { code, message } bodies
// and the browser shows the message (or its own catalogue's, by code).
import { MB, UPLOAD } from '../constants';
import type { ApiErrorBody } from '../errors';
import { SITE_NAME } from '../site-messages';
import { SEARCH_MAX_QUERY_LENGTH } from './search';
import {
  DOCUMENT_MAX_TAGS,
  DOCUMENT_TAG_MAX_LENGTH,
  DOCUMENT_TITLE_MAX_LENGTH,
  type DocumentInfoProblem,
  type TDocumentLevel,
} from './document-info';

export const FILE_ERRORS = {
  fileNotFound: { code: 'FILE_NOT_FOUND', message: 'File không tồn tại' },
  /** The account was deleted while its upload was still arriving. */
  uploaderDeleted: { code: 'ACCOUNT_DELETED', message: 'Tài khoản đã bị xóa trong lúc tải lên, file không được lưu.' },
  fileForbidden: { code: 'FILE_FORBIDDEN', message: 'Bạn không có quyền truy cập file này' },
  notOwner: { code: 'NOT_FILE_OWNER', message: 'Chỉ người tải lên mới được sửa hoặc xóa file này.' },
  userNotFound: { code: 'USER_NOT_FOUND', message: 'Không tìm thấy người dùng' },
  noFilePart: { code: 'FILE_MISSING', message: 'Server không nhận được file. Vui lòng thử lại.' },
  notMultipart: { code: 'FILE_MISSING', message: 'File không hợp lệ hoặc trống' },
  tooLargeStreamed: { code: 'FILE_TOO_LARGE', message: 'File quá lớn. Kích thước tối đa: 300MB.' },
  storageUnavailable: { code: 'STORAGE_UNAVAILABLE', message: 'S3 API server đang bảo trì. Vui lòng thử lại sau.' },
  /**
   * The bytes are an executable or a script whatever the name says (content-signature.ts). 400 as every
   * other refusal of the upload safety check: the request is understood, the file is refused on policy.
   */
  contentBlocked: { code: 'FILE_CONTENT_BLOCKED', message: 'Nội dung file không được phép tải lên vì lý do bảo mật' },
  uploadFailed: { code: 'UPLOAD_FAILED', message: 'Không thể upload file. Vui lòng kiểm tra kết nối và thử lại.' },
  /** The multipart form takes `file`, `description` and `isPublic`; any other field is refused, never dropped. */
  unknownFormField: {
    code: 'UPLOAD_FORM_FIELD_UNKNOWN',
    message: 'Biểu mẫu tải lên chỉ nhận các trường file, description, isPublic, title, subject, level và tags.',
  },
  oneFilePerUpload: { code: 'UPLOAD_ONE_FILE', message: 'Mỗi lần chỉ tải lên được một file.' },
  invalidIsPublic: { code: 'INVALID_VISIBILITY', message: 'Giá trị isPublic phải là true hoặc false.' },
  /** A declared MIME type that is not one (too long, spaces, control characters). */
  invalidFileType: { code: 'INVALID_FILE_TYPE', message: 'Loại file khai báo không hợp lệ.' },
  // Resumable uploads (tus).
  uploadSessionNotFound: { code: 'UPLOAD_NOT_FOUND', message: 'Không tìm thấy phiên tải lên. Vui lòng tải lại file.' },
  uploadOffsetMismatch: {
    code: 'UPLOAD_OFFSET_MISMATCH',
    message: 'Vị trí tải tiếp không khớp với máy chủ. Vui lòng thử lại.',
  },
  uploadExpired: { code: 'UPLOAD_EXPIRED', message: 'Phiên tải lên đã hết hạn. Vui lòng tải lại file.' },
  uploadLengthRequired: { code: 'UPLOAD_LENGTH_REQUIRED', message: 'Cần cho biết kích thước file trước khi tải lên.' },
  uploadBadRequest: { code: 'UPLOAD_BAD_REQUEST', message: 'Yêu cầu tải lên không hợp lệ.' },
  uploadExtensionUnsupported: {
    code: 'UPLOAD_EXTENSION_UNSUPPORTED',
    message: 'Máy chủ không hỗ trợ kiểu tải lên này (chỉ nhận tus creation, creation-with-upload, termination).',
  },
  previewUnavailable: {
    code: 'OFFICE_PREVIEW_UNAVAILABLE',
    message: 'Máy chủ chưa cài LibreOffice nên không thể xem trước file này. Vui lòng tải xuống để xem.',
  },
  previewFailed: { code: 'OFFICE_PREVIEW_FAILED', message: 'Không thể chuyển file sang PDF để xem trước.' },
  /** The background job has not converted the file yet: requests never convert themselves. */
  previewPending: {
    code: 'OFFICE_PREVIEW_PENDING',
    message: 'Bản xem trước đang được tạo. Vui lòng thử lại sau ít phút.',
  },
  /** The file has no thumbnail (yet, or for its format): the card shows the format badge. */
  thumbnailNotFound: { code: 'THUMBNAIL_NOT_FOUND', message: 'File này chưa có ảnh thu nhỏ.' },
  rangeNotSatisfiable: { code: 'RANGE_NOT_SATISFIABLE', message: 'Phạm vi dữ liệu yêu cầu không hợp lệ.' },
  updateFailed: { code: 'UPDATE_FAILED', message: 'Cập nhật thất bại. Vui lòng thử lại.' },
  deleteFailed: { code: 'DELETE_FAILED', message: 'Xóa thất bại' },
  descriptionTooLong: {
    code: 'DESCRIPTION_TOO_LONG',
    message: `Mô tả quá dài. Tối đa ${UPLOAD.maxDescriptionLength} ký tự.`,
  },
  /** Control characters other than line breaks and tabs (shared/text-rules.ts). */
  descriptionInvalid: { code: 'DESCRIPTION_INVALID', message: 'Mô tả chứa ký tự không hợp lệ.' },
  downloadFailed: { code: 'DOWNLOAD_FAILED', message: 'Không thể tải file.' },
  loadFailed: { code: 'FILE_LOAD_FAILED', message: 'Có lỗi xảy ra khi tải file' },
} as const satisfies Record<string, ApiErrorBody>;

/** Why a document's title, subject, level or tags were refused (document-info.ts), at upload or edit. */
export const DOCUMENT_INFO_ERRORS = {
  titleTooLong: {
    code: 'TITLE_TOO_LONG',
    message: `Tiêu đề quá dài. Tối đa ${DOCUMENT_TITLE_MAX_LENGTH} ký tự.`,
  },
  titleInvalid: { code: 'TITLE_INVALID', message: 'Tiêu đề chứa ký tự không hợp lệ.' },
  subjectUnknown: { code: 'SUBJECT_INVALID', message: 'Môn học / kỳ thi không có trong danh sách của trang.' },
  levelInvalid: { code: 'LEVEL_INVALID', message: 'Trình độ phải là Cơ bản, Trung cấp hoặc Nâng cao.' },
  tooManyTags: { code: 'TOO_MANY_TAGS', message: `Tối đa ${DOCUMENT_MAX_TAGS} thẻ cho một tài liệu.` },
  tagInvalid: {
    code: 'TAG_INVALID',
    message: `Mỗi thẻ chỉ gồm chữ, số, dấu cách và dấu gạch ngang, tối đa ${DOCUMENT_TAG_MAX_LENGTH} ký tự.`,
  },
} as const satisfies Record<DocumentInfoProblem, ApiErrorBody>;

/** The account uploaded more than its allowance of the last 24 hours (UPLOAD_QUOTA_MB_PER_DAY). */
export function uploadQuotaExceeded(quotaBytes: number): ApiErrorBody {
  return {
    code: 'UPLOAD_QUOTA_EXCEEDED',
    message: `Bạn đã dùng hết dung lượng tải lên trong 24 giờ (${Math.round(quotaBytes / (1024 * 1024))} MB). Vui lòng thử lại sau.`,
  };
}

/** Notices the server sends with a finished upload or delete (the browser's own notices are its catalogue's). */
export const FILE_NOTICES = {
  uploaded: 'Tải lên thành công',
  deleted: 'Đã xóa file thành công',
} as const;

/** Search refusals: an empty or over-long query is a clear 400, never a 500. */
export const SEARCH_ERRORS = {
  emptyQuery: { code: 'SEARCH_QUERY_EMPTY', message: 'Vui lòng nhập từ khóa tìm kiếm.' },
  queryTooLong: { code: 'SEARCH_QUERY_TOO_LONG', message: `Từ khóa quá dài. Tối đa ${SEARCH_MAX_QUERY_LENGTH} ký tự.` },
  badCursor: { code: 'BAD_CURSOR', message: 'Trang kết quả không hợp lệ.' },
} as const satisfies Record<string, ApiErrorBody>;

/** Why a file picked for upload is refused (the checks are upload-rules.ts); the web words its warnings itself. */
export const UPLOAD_RULE_MESSAGES = {
  nameMissing: 'Tên file không hợp lệ',
  nameInvalid: 'Tên file chứa ký tự không hợp lệ',
  nameTooLong: 'Tên file quá dài',
  extensionMissing: 'File không có extension',
  empty: 'File trống không được phép tải lên',
} as const;

export const blockedExtensionMessage = (ext: string) => `Loại file .${ext} không được phép tải lên vì lý do bảo mật`;
export const tooLargeMessage = (bytes: number) => `File quá lớn (${(bytes / MB).toFixed(2)}MB). Giới hạn tối đa: 300MB`;

/** Blocked MIME types: the refusal names the declared type, not the extension. */
export const blockedMimeTypeMessage = (mimeType: string) =>
  `Kiểu file ${mimeType} không được phép tải lên vì lý do bảo mật`;

/** Display names of the two stores in the delete warnings ({media host} and {storage API}). */
export const STORE_NAMES = { media: 'kho media', storage: 'kho lưu trữ' } as const;

export const bytesRemainWarning = (store: keyof typeof STORE_NAMES) =>
  `Đã xóa file khỏi database, nhưng có thể còn trong ${STORE_NAMES[store]}`;

/**
 * The subjects (or exams) a document may be filed under when the operator names none (DOCUMENT_SUBJECTS).
 * Stored as written: a subject is its label.
 */
export const DEFAULT_DOCUMENT_SUBJECTS = ['TOEIC', 'IELTS', 'Ngữ pháp', 'Từ vựng', 'Giao tiếp', 'Khác'] as const;

/** The levels as the link card of a document names them (the web app has its own catalogue). */
export const DOCUMENT_LEVEL_NAMES = {
  basic: 'Cơ bản',
  intermediate: 'Trung cấp',
  advanced: 'Nâng cao',
} as const satisfies Record<TDocumentLevel, string>;

/** The description of a public file's link card when its owner wrote none. */
export const linkCardDescription = (pageCount: number | null, userName: string | null) =>
  `${pageCount ? `${pageCount} trang · ` : ''}Tài liệu do ${userName || 'thành viên'} chia sẻ trên ${SITE_NAME}.`;

/** How a date reads on the cards and the author page when it is unknown or recent (format.ts). */
export const TIME_TEXT = {
  unknown: 'Không xác định',
  justNow: 'Vừa xong',
  minutesAgo: (count: number) => `${count} phút trước`,
  hoursAgo: (count: number) => `${count} giờ trước`,
  daysAgo: (count: number) => `${count} ngày trước`,
} as const;

/**
 * Refusals of an archive (.zip) upload, each naming the entry at fault (archive-rules.ts, the archive check
 * in src/server/files/archives/). Every one is a 400: nothing of the archive is stored.
 */
export const ARCHIVE_ERROR_CODE = 'ARCHIVE_REFUSED';
export const ARCHIVE_MESSAGES = {
  corrupt: 'File nén bị hỏng hoặc không phải file .zip hợp lệ',
  empty: 'File nén không có tệp nào',
  tooManyEntries: (max: number) => `File nén có quá nhiều tệp (tối đa ${max} tệp)`,
  totalTooLarge: (maxMb: number) => `Tổng dung lượng sau khi giải nén vượt quá ${maxMb}MB`,
  overallRatio: (max: number) => `File nén có tỉ lệ nén bất thường (quá ${max}:1), có thể là "bom nén"`,
  entryUnsafePath: (entry: string) => `Tệp "${entry}" trong file nén có đường dẫn không an toàn`,
  entryNameInvalid: (entry: string, reason: string) => `Tệp "${entry}" trong file nén: ${reason}`,
  entryBlockedExtension: (entry: string, ext: string) =>
    `Tệp "${entry}" trong file nén: loại file .${ext} không được phép tải lên vì lý do bảo mật`,
  entryNestedArchive: (entry: string) => `Tệp "${entry}" là một file nén khác: không nhận file nén lồng nhau`,
  entrySymlink: (entry: string) => `Tệp "${entry}" trong file nén là liên kết hoặc tệp đặc biệt, không được phép`,
  entryEncrypted: (entry: string) => `Tệp "${entry}" trong file nén được đặt mật khẩu, không thể kiểm tra`,
  entryDuplicate: (entry: string) => `File nén có hai tệp cùng tên "${entry}"`,
  entryUnsupportedMethod: (entry: string) =>
    `Tệp "${entry}" dùng kiểu nén không hỗ trợ (chỉ nhận Deflate hoặc không nén)`,
  entryContentBlocked: (entry: string) =>
    `Tệp "${entry}" trong file nén có nội dung không được phép tải lên vì lý do bảo mật`,
  entryEmpty: (entry: string) => `Tệp "${entry}" trong file nén bị trống`,
  entryTooLarge: (entry: string, maxMb: number) => `Tệp "${entry}" trong file nén lớn hơn ${maxMb}MB khi giải nén`,
  entryRatio: (entry: string, max: number) =>
    `Tệp "${entry}" có tỉ lệ nén bất thường (quá ${max}:1), có thể là "bom nén"`,
  entryCorrupt: (entry: string) => `Tệp "${entry}" trong file nén bị hỏng (kích thước hoặc mã kiểm tra không khớp)`,
  entryNotFound: 'Không tìm thấy tệp này trong file nén',
} as const;
