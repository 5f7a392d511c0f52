// Messages the server says about the account: the settings' errors and how the sessions list names a
// device. The settings screen's own words are the web app's catalogue.
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
  unknownLanguage: {
    code: 'UNKNOWN_LANGUAGE',
    message: 'Ngôn ngữ giao diện không hợp lệ. Hãy chọn Tiếng Việt hoặc English.',
  },
  googleLastSignInMethod: {
    code: 'LAST_SIGN_IN_METHOD',
    message: 'Không thể hủy liên kết: Google là cách đăng nhập duy nhất của tài khoản này.',
  },
} as const satisfies Record<string, ApiErrorBody>;

/** How the sessions list names a device (user-agent.ts). */
export const DEVICE_TEXT = {
  unknown: 'Thiết bị không xác định',
  browserOnSystem: (browser: string, system: string) => `${browser} trên ${system}`,
  /** The Vietnamese browser keeps its own spelling. */
  cocCoc: 'Cốc Cốc',
} as const;
