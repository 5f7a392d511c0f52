import { describe, expect, it } from 'vitest';
import { bytesRemainWarning, mapUploadError } from './messages';

describe('mapUploadError (upload errors as the user reads them)', () => {
  it('shows our own message when the server sent one', () => {
    expect(mapUploadError(400, { code: 'FILE_EMPTY', message: 'File trống không được phép tải lên' })).toBe(
      'File trống không được phép tải lên',
    );
  });

  it('maps bare statuses to the catalogue texts', () => {
    expect(mapUploadError(0, null)).toBe('Lỗi kết nối mạng.');
    expect(mapUploadError(413, null)).toBe('Server từ chối file quá lớn.');
    expect(mapUploadError(503, null)).toBe('S3 API server đang bảo trì. Vui lòng thử lại sau.');
    expect(mapUploadError(500, null)).toBe('Server gặp lỗi nội bộ. Vui lòng thử lại sau.');
    expect(mapUploadError(502, null)).toBe('Server gặp lỗi nội bộ. Vui lòng thử lại sau.');
    expect(mapUploadError(400, null)).toBe('File không hợp lệ. Vui lòng chọn file khác.');
    expect(mapUploadError(-1, null)).toBe('Upload thất bại');
  });

  it('names the store in the delete warning', () => {
    expect(bytesRemainWarning('media')).toMatch(/^Đã xóa file khỏi database, nhưng có thể còn trong /);
  });
});
