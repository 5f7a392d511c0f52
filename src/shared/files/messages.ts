// SPEC §8 error catalogue of document sharing: the server answers with these { code, message } bodies
// and the browser shows the message (mapUploadError covers answers that carry no message of ours).
import type { ApiErrorBody } from '../errors';

export const FILE_ERRORS = {
  fileNotFound: { code: 'FILE_NOT_FOUND', message: 'File không tồn tại' },
  fileForbidden: { code: 'FILE_FORBIDDEN', message: 'Bạn không có quyền truy cập file này' },
  notOwner: { code: 'NOT_FILE_OWNER', message: 'Chỉ người tải lên mới được sửa hoặc xóa file này.' },
  userNotFound: { code: 'USER_NOT_FOUND', message: 'Không tìm thấy người dùng' },
  noFilePart: { code: 'FILE_MISSING', message: 'Server không nhận được file. Vui lòng thử lại.' },
  notMultipart: { code: 'FILE_MISSING', message: 'File không hợp lệ hoặc trống' },
  tooLargeStreamed: { code: 'FILE_TOO_LARGE', message: 'File quá lớn. Kích thước tối đa: 300MB.' },
  storageUnavailable: { code: 'STORAGE_UNAVAILABLE', message: 'S3 API server đang bảo trì. Vui lòng thử lại sau.' },
  uploadFailed: { code: 'UPLOAD_FAILED', message: 'Không thể upload file. Vui lòng kiểm tra kết nối và thử lại.' },
  previewUnavailable: {
    code: 'OFFICE_PREVIEW_UNAVAILABLE',
    message: 'Máy chủ chưa cài LibreOffice nên không thể xem trước file này. Vui lòng tải xuống để xem.',
  },
  previewFailed: { code: 'OFFICE_PREVIEW_FAILED', message: 'Không thể chuyển file sang PDF để xem trước.' },
  rangeNotSatisfiable: { code: 'RANGE_NOT_SATISFIABLE', message: 'Phạm vi dữ liệu yêu cầu không hợp lệ.' },
  updateFailed: { code: 'UPDATE_FAILED', message: 'Cập nhật thất bại. Vui lòng thử lại.' },
  deleteFailed: { code: 'DELETE_FAILED', message: 'Xóa thất bại' },
} as const satisfies Record<string, ApiErrorBody>;

export const FILE_NOTICES = {
  uploaded: 'Tải lên thành công',
  deleted: 'Đã xóa file thành công',
} as const;

/** Display names of the two stores in SPEC §4's delete warnings ({media host} and {storage API}). */
export const STORE_NAMES = { media: 'kho media', storage: 'kho lưu trữ' } as const;

export const bytesRemainWarning = (store: keyof typeof STORE_NAMES) =>
  `Đã xóa file khỏi database, nhưng có thể còn trong ${STORE_NAMES[store]}`;

/** SPEC §8 "Upload (mapped to the user)": what the upload notice shows for a failed upload. */
export function mapUploadError(status: number, body: Partial<ApiErrorBody> | null): string {
  if (status === 0) return 'Lỗi kết nối mạng.';
  // Our own answers already carry the spec's Vietnamese text for the user.
  if (body?.message && body.code) return body.message;
  if (status === 413) return 'Server từ chối file quá lớn.';
  if (status === 503) return 'S3 API server đang bảo trì. Vui lòng thử lại sau.';
  if (status >= 500) return 'Server gặp lỗi nội bộ. Vui lòng thử lại sau.';
  if (status === 400) return 'File không hợp lệ. Vui lòng chọn file khác.';
  return body?.message || 'Upload thất bại';
}
