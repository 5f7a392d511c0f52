// Messages of the account settings screen: errors the server answers with and the notices the
// page shows. Labels that only sit in the page's markup stay in its components.
import { MB } from '../constants';
import type { ApiErrorBody } from '../errors';
import { AVATAR } from './avatar';

export const SETTINGS_ERRORS = {
  displayNameRequired: { code: 'DISPLAY_NAME_REQUIRED', message: 'Vui lòng nhập tên hiển thị.' },
  avatarNotImage: {
    code: 'AVATAR_NOT_IMAGE',
    message: 'File này không phải ảnh hoặc đã bị hỏng. Hãy chọn ảnh JPEG, PNG, WebP hoặc GIF.',
  },
  avatarTooLarge: {
    code: 'AVATAR_TOO_LARGE',
    message: `Ảnh quá lớn. Dung lượng tối đa: ${AVATAR.maxUploadBytes / MB}MB.`,
  },
  avatarSourceTooLarge: {
    code: 'AVATAR_TOO_LARGE',
    message: `Ảnh quá lớn. Hãy chọn ảnh dưới ${AVATAR.maxPickBytes / MB}MB.`,
  },
  avatarTooManyPixels: {
    code: 'AVATAR_TOO_MANY_PIXELS',
    message: `Ảnh có kích thước quá lớn (tối đa ${AVATAR.maxInputPixels / 1_000_000} triệu điểm ảnh).`,
  },
  avatarEmpty: { code: 'AVATAR_MISSING', message: 'Chưa nhận được ảnh. Vui lòng chọn lại ảnh.' },
  avatarNotFound: { code: 'AVATAR_NOT_FOUND', message: 'Không tìm thấy ảnh đại diện.' },
  currentPasswordRequired: { code: 'CURRENT_PASSWORD_REQUIRED', message: 'Vui lòng nhập mật khẩu hiện tại.' },
  wrongCurrentPassword: { code: 'INVALID_PASSWORD', message: 'Mật khẩu hiện tại không đúng.' },
  samePassword: { code: 'SAME_PASSWORD', message: 'Mật khẩu mới phải khác mật khẩu hiện tại.' },
  noPassword: {
    code: 'NO_PASSWORD',
    message: 'Tài khoản này đăng nhập bằng Google nên chưa có mật khẩu để đổi.',
  },
  tooManyPasswordAttempts: {
    code: 'TOO_MANY_ATTEMPTS',
    message: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ít phút.',
  },
  sessionNotFound: { code: 'SESSION_NOT_FOUND', message: 'Phiên đăng nhập này không còn tồn tại.' },
  cannotRevokeCurrent: {
    code: 'CURRENT_SESSION',
    message: 'Đây là thiết bị bạn đang dùng. Hãy dùng nút Đăng xuất để thoát.',
  },
  googleNotConfigured: {
    code: 'GOOGLE_NOT_CONFIGURED',
    message: 'Đăng nhập Google chưa được cấu hình trên máy chủ này.',
  },
  googleAlreadyLinked: { code: 'GOOGLE_ALREADY_LINKED', message: 'Tài khoản Google đã được liên kết.' },
  googleNotLinked: { code: 'GOOGLE_NOT_LINKED', message: 'Tài khoản chưa liên kết Google.' },
  googleLastSignInMethod: {
    code: 'LAST_SIGN_IN_METHOD',
    message: 'Không thể hủy liên kết: Google là cách đăng nhập duy nhất của tài khoản này.',
  },
} as const satisfies Record<string, ApiErrorBody>;

export const SETTINGS_NOTICES = {
  nameSaved: 'Đã lưu tên hiển thị.',
  avatarSaved: 'Đã cập nhật ảnh đại diện.',
  avatarRemoved: 'Đã xóa ảnh đại diện.',
  passwordChanged: 'Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.',
  otherSessionsRevoked: (count: number) =>
    count === 0 ? 'Không có thiết bị nào khác đang đăng nhập.' : `Đã đăng xuất khỏi ${count} thiết bị khác.`,
  sessionRevoked: 'Đã đăng xuất thiết bị đó.',
  googleLinked: 'Đã liên kết tài khoản Google.',
  googleUnlinked: 'Đã hủy liên kết Google.',
  failed: 'Có lỗi xảy ra. Vui lòng thử lại.',
  imageUnreadable: 'Trình duyệt không đọc được ảnh này. Hãy chọn ảnh JPEG, PNG, WebP hoặc GIF khác.',
} as const;

/** What the settings page says after Google sent the browser back (better-auth's `?error=` codes). */
export function googleLinkErrorMessage(code: string): string {
  switch (code) {
    case 'email_does_not_match':
    case "email_doesn't_match":
      return 'Không thể liên kết: email của tài khoản Google khác email của tài khoản này.';
    case 'account_already_linked_to_different_user':
      return 'Tài khoản Google này đã được liên kết với một tài khoản khác.';
    default:
      return 'Không thể liên kết tài khoản Google. Vui lòng thử lại.';
  }
}
