import { describe, expect, it } from 'vitest';
import vi from '@/i18n/messages/vi';
import { uploadFailureMessage } from './upload-error';

describe('uploadFailureMessage (an upload failure the server did not explain)', () => {
  it('maps bare statuses to the catalogue texts', () => {
    const text = (status: number) => vi[uploadFailureMessage(status)];
    expect(text(0)).toBe('Lỗi kết nối mạng.');
    expect(text(413)).toBe('Server từ chối file quá lớn.');
    expect(text(503)).toBe('S3 API server đang bảo trì. Vui lòng thử lại sau.');
    expect(text(500)).toBe('Server gặp lỗi nội bộ. Vui lòng thử lại sau.');
    expect(text(502)).toBe('Server gặp lỗi nội bộ. Vui lòng thử lại sau.');
    expect(text(400)).toBe('File không hợp lệ. Vui lòng chọn file khác.');
    expect(text(-1)).toBe('Upload thất bại');
  });
});
