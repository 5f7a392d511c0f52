// The error catalogue of document sharing: the server answers with these { code, message } bodies
// and the browser shows the message (mapUploadError covers answers that carry no message of ours).
import { MB, UPLOAD } from '../constants';
import { GENERIC_ERRORS, type ApiErrorBody } from '../errors';
import { SITE_NAME } from '../site-messages';
import { SEARCH_MAX_QUERY_LENGTH } from './search';

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
    message: 'Biểu mẫu tải lên chỉ nhận các trường file, description và isPublic.',
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

/** The account uploaded more than its allowance of the last 24 hours (UPLOAD_QUOTA_MB_PER_DAY). */
export function uploadQuotaExceeded(quotaBytes: number): ApiErrorBody {
  return {
    code: 'UPLOAD_QUOTA_EXCEEDED',
    message: `Bạn đã dùng hết dung lượng tải lên trong 24 giờ (${Math.round(quotaBytes / (1024 * 1024))} MB). Vui lòng thử lại sau.`,
  };
}

/** Notices of the file actions: working → done (the failures are FILE_ERRORS). */
export const FILE_NOTICES = {
  uploading: (percent: number) => `Đang tải lên... ${percent}%`,
  uploaded: 'Tải lên thành công',
  cancelUpload: 'Hủy',
  uploadCancelled: 'Đã hủy upload',
  /** The line dropped mid-upload; tus tries again by itself (upload-file.ts). */
  reconnecting: 'Mất kết nối, đang thử lại…',
  updating: 'Đang cập nhật...',
  updated: 'Cập nhật thành công!',
  downloading: 'Đang tải file xuống...',
  downloaded: 'Tải xuống thành công!',
  deleted: 'Đã xóa file thành công',
} as const;

/** Search refusals: an empty or over-long query is a clear 400, never a 500. */
export const SEARCH_ERRORS = {
  emptyQuery: { code: 'SEARCH_QUERY_EMPTY', message: 'Vui lòng nhập từ khóa tìm kiếm.' },
  queryTooLong: { code: 'SEARCH_QUERY_TOO_LONG', message: `Từ khóa quá dài. Tối đa ${SEARCH_MAX_QUERY_LENGTH} ký tự.` },
  badCursor: { code: 'BAD_CURSOR', message: 'Trang kết quả không hợp lệ.' },
} as const satisfies Record<string, ApiErrorBody>;

/** What a file's background preview job shows. */
export const PREVIEW_STATE_LABELS = {
  pending: 'Đang xử lý',
  ready: 'Đã có bản xem trước',
  failed: 'Không thể tạo bản xem trước',
} as const;

/** The confirm dialog. */
export const DELETE_CONFIRMATION = {
  title: 'Xác nhận xóa',
  message: 'Bạn có chắc chắn muốn xóa file? Hành động này không thể hoàn tác.',
  confirmLabel: 'Xóa',
} as const;

/** What the full-page viewer says when a file cannot be shown (docs/product-rules.md, Viewer). */
export const VIEWER_MESSAGES = {
  defaultName: 'Tài liệu',
  invalidAddress: 'Địa chỉ file không hợp lệ',
  openFailed: 'Lỗi mở tài liệu',
  openFailedHint:
    'File có thể đã bị xóa, đã chuyển sang riêng tư hoặc đường truyền bị gián đoạn. Hãy thử tải lại trang.',
  mediaFailed: 'Không thể tải file để xem',
  pdfFailed: 'Không thể hiển thị PDF',
  pdfFailedHint: 'Bạn vẫn có thể mở file trong tab mới hoặc tải xuống để xem bằng ứng dụng trên máy.',
  officeFailed: 'Không thể xem trước file này',
  officeUnsupported: 'Máy chủ chưa hỗ trợ chuyển đổi định dạng văn phòng sang PDF để xem trực tuyến.',
  officePreviewError: 'Lỗi khi tạo bản xem trước.',
  /** Office files are converted by the background job; the viewer never converts. */
  officePending: 'Bản xem trước đang được tạo',
  officePendingHint: 'Máy chủ đang chuyển file sang PDF. Hãy thử lại sau ít phút.',
  retry: 'Thử lại',
  downloadInstead: 'Bạn vẫn có thể tải file xuống để mở bằng ứng dụng trên máy.',
  unsupportedKind: 'Không thể xem trực tuyến định dạng này',
  unsupportedKindHint: 'Hãy tải file xuống để mở bằng ứng dụng phù hợp trên máy của bạn.',
  desktopRecommended: 'Để xem tài liệu tốt nhất, bạn nên dùng laptop hoặc máy tính để bàn.',
  openInNewTab: 'Mở trong tab mới',
  download: 'Tải xuống',
  backToFile: 'Trang tài liệu',
  contentLabel: 'Nội dung tài liệu',
  closeNotice: 'Đóng thông báo',
  readUpTo: (page: number) => `Bạn đã đọc đến trang ${page}.`,
  resumeFrom: (page: number) => `Đọc tiếp từ trang ${page}`,
  dismissResume: 'Bỏ qua',
  pageJumpLabel: 'Chuyển trang',
  pageJumpField: 'Đến trang',
  pageJumpSubmit: 'Đi',
} as const;

/** Why a file picked for upload is refused or warned about (the checks are upload-rules.ts). */
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

/** Blocked MIME types: the refusal names the declared type, not the extension. */
export const blockedMimeTypeMessage = (mimeType: string) =>
  `Kiểu file ${mimeType} không được phép tải lên vì lý do bảo mật`;

/** Display names of the two stores in the delete warnings ({media host} and {storage API}). */
export const STORE_NAMES = { media: 'kho media', storage: 'kho lưu trữ' } as const;

export const bytesRemainWarning = (store: keyof typeof STORE_NAMES) =>
  `Đã xóa file khỏi database, nhưng có thể còn trong ${STORE_NAMES[store]}`;

/** What the upload notice shows for a failed upload. */
export function mapUploadError(status: number, body: Partial<ApiErrorBody> | null): string {
  if (status === 0) return GENERIC_ERRORS.network.message;
  // Our own answers already carry the catalogue's Vietnamese text for the user.
  if (body?.message && body.code) return body.message;
  if (status === 413) return 'Server từ chối file quá lớn.';
  if (status === 503) return 'S3 API server đang bảo trì. Vui lòng thử lại sau.';
  if (status >= 500) return 'Server gặp lỗi nội bộ. Vui lòng thử lại sau.';
  if (status === 400) return 'File không hợp lệ. Vui lòng chọn file khác.';
  return body?.message || 'Upload thất bại';
}

/** Texts of the document screens: the library, a file's page and card, the profile and author pages. */
export const FILES_TEXT = {
  unknownUser: 'Unknown User',
  document: 'Tài liệu',
  library: {
    title: 'Thư viện tài liệu',
    lead: 'Tài liệu công khai do người học chia sẻ: đề thi, bài tập, sách, ghi chép.',
    searchLabel: 'Tìm trong thư viện',
    searchPlaceholder: 'Tên tài liệu, nội dung, người đăng…',
    search: 'Tìm',
    resultsFor: (q: string) => `Kết quả cho "${q}"`,
    allDocuments: 'Tất cả tài liệu',
    loadFailed: 'Có lỗi xảy ra khi tải danh sách tài liệu.',
    noMatchTitle: 'Không tìm thấy tài liệu phù hợp',
    noMatchHint: 'Thử từ khóa khác, ít từ hơn, hoặc xem tất cả tài liệu.',
    showAll: 'Xem tất cả tài liệu',
    /** The search has no total: "Hơn n" while more pages remain. */
    matchCount: (count: number, hasMore: boolean) =>
      count === 0
        ? 'Không tìm thấy tài liệu phù hợp'
        : hasMore
          ? `Hơn ${count} tài liệu phù hợp`
          : `${count} tài liệu phù hợp`,
    noPublic: 'Chưa có tài liệu công khai nào.',
    noPublicOfFormat: (format: string) => `Chưa có tài liệu ${format} công khai nào.`,
    sortLabel: 'Sắp xếp',
    formatLabel: 'Định dạng',
    sorts: { newest: 'Mới nhất', downloads: 'Tải nhiều nhất', views: 'Xem nhiều nhất' },
    formats: {
      all: 'Tất cả',
      pdf: 'PDF',
      word: 'Word',
      sheet: 'Excel',
      slides: 'PowerPoint',
      image: 'Ảnh',
      audio: 'Âm thanh',
      video: 'Video',
      text: 'Văn bản',
    },
  },
  card: {
    pages: (count: number) => `${count} trang`,
    page: (page: number) => `Trang ${page}`,
    private: 'Riêng tư',
    downloads: 'Lượt tải xuống',
    downloadsPrefix: 'Lượt tải xuống: ',
    views: 'Lượt xem',
    viewsPrefix: 'Lượt xem: ',
    viewFile: 'Xem file',
    view: 'Xem',
    download: 'Tải xuống',
    save: 'Lưu',
    share: 'Chia sẻ',
    edit: 'Chỉnh sửa',
    delete: 'Xóa',
  },
  detail: {
    preview: 'Xem trước',
    moreFromAuthor: (author: string) => `Tài liệu khác của ${author}`,
    seeAll: 'Xem tất cả',
  },
  preview: {
    textFailed: 'Không thể tải nội dung để xem trước.',
    textLabel: 'Nội dung tài liệu',
    thumbnailAlt: (filename: string) => `Trang đầu của ${filename}`,
    pdfFailed: 'Không thể hiển thị bản xem trước. Bạn vẫn có thể tải file xuống.',
    shownPages: (from: number, shown: number, total: number) =>
      `${from > 1 ? `Trang ${from}–${shown}` : `${shown} trang đầu`} trong tổng số ${total} trang`,
    readFrom: (page: number) => `Đọc từ trang ${page}`,
    readAll: 'Đọc toàn bộ tài liệu',
    failedHint: 'Bạn vẫn có thể tải file xuống để xem.',
  },
  profile: {
    title: 'Hồ sơ của tôi',
    upload: 'Tải lên file',
    settings: 'Cài đặt tài khoản',
    export: 'Tải dữ liệu của tôi',
    listsLabel: 'Danh sách file',
    tabs: {
      uploaded: { label: 'Đã tải lên', empty: 'Bạn chưa tải lên file nào.' },
      saved: { label: 'Đã lưu', empty: 'Bạn chưa lưu file nào.' },
      downloaded: { label: 'Đã tải xuống', empty: 'Bạn chưa tải xuống file nào.' },
      viewed: { label: 'Đã xem', empty: 'Bạn chưa xem file nào.' },
    },
    firstUpload: 'Đăng file đầu tiên',
  },
  author: {
    title: 'Tác giả',
    filesOf: (name: string) => `File của ${name}`,
    fallbackName: 'tác giả',
    myFiles: 'File của tôi',
    loadFailed: 'Có lỗi xảy ra',
    joined: (date: string) => `Tham gia ${date}`,
    fileCount: (count: number) => `${count} file`,
    downloadCount: (count: number) => `${count} lượt tải xuống`,
    noFilesOwn: 'Bạn chưa đăng file nào.',
    noFiles: 'Chưa có file nào',
  },
  upload: {
    title: 'Tải lên tài liệu',
    submit: 'Tải lên',
    drop: 'Kéo và thả file vào đây',
    pick: 'Chọn file',
    pickAnother: 'Chọn file khác',
    limit: (megabytes: number) => `Tối đa ${megabytes}MB`,
    description: 'Mô tả (không bắt buộc)',
    descriptionPlaceholder: 'Nội dung chính của tài liệu',
  },
  edit: {
    title: 'Chỉnh sửa file',
    save: 'Lưu thay đổi',
    description: 'Mô tả',
    descriptionPlaceholder: 'Mô tả ngắn về tài liệu (không bắt buộc)',
    public: 'Công khai',
    private: 'Riêng tư',
    publicHint: 'Mọi người có link đều xem được.',
    privateHint: 'Chỉ bạn xem được file này.',
  },
  share: {
    title: 'Chia sẻ file',
    link: 'Đường dẫn',
    copy: 'Copy',
    copied: 'Đã copy',
    copiedAnnouncement: 'Đã copy đường dẫn',
  },
} as const;

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
