// Messages of the account settings screen: errors the server answers with, the notices the
// page shows and its labels; and the texts of the account's deletion at the foot of the profile.
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

/** How the sessions list names a device (user-agent.ts). */
export const DEVICE_TEXT = {
  unknown: 'Thiết bị không xác định',
  browserOnSystem: (browser: string, system: string) => `${browser} trên ${system}`,
  /** The Vietnamese browser keeps its own spelling. */
  cocCoc: 'Cốc Cốc',
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

/** Labels of the account settings page (/cai-dat). */
export const SETTINGS_TEXT = {
  title: 'Cài đặt tài khoản',
  backToProfile: 'Về hồ sơ của tôi',
  profile: {
    title: 'Hồ sơ',
    description: 'Tên và ảnh hiển thị trên tài liệu bạn chia sẻ và trang tác giả.',
    nameLabel: 'Tên hiển thị',
    nameHint: (max: number) => `Tối đa ${max} ký tự.`,
    saveName: 'Lưu tên',
    saving: 'Đang lưu...',
    changeAvatar: 'Đổi ảnh đại diện',
    uploadAvatar: 'Tải ảnh đại diện',
    removeAvatar: 'Xóa ảnh đại diện',
    removing: 'Đang xóa...',
    avatarHint: 'JPEG, PNG, WebP hoặc GIF. Ảnh được cắt vuông và lưu ở cỡ 256×256.',
  },
  crop: {
    title: 'Cắt ảnh đại diện',
    save: 'Lưu ảnh',
    saving: 'Đang lưu...',
    help: 'Kéo ảnh hoặc dùng phím mũi tên để chọn phần hiển thị; dùng thanh trượt hoặc phím + và - để phóng to.',
    frameLabel: 'Vùng cắt ảnh',
    imageAlt: 'Ảnh đang cắt',
    zoom: 'Thu phóng',
    centre: 'Căn giữa',
  },
  password: {
    title: 'Mật khẩu',
    googleOnly:
      'Tài khoản của bạn đăng nhập bằng Google nên không có mật khẩu riêng. Bạn vẫn đăng nhập bằng nút “Đăng nhập với Google”.',
    current: 'Mật khẩu hiện tại',
    next: 'Mật khẩu mới',
    nextHint: 'Ít nhất 8 ký tự. Các thiết bị khác sẽ bị đăng xuất.',
    confirm: 'Nhập lại mật khẩu mới',
    submit: 'Đổi mật khẩu',
    busy: 'Đang đổi...',
  },
  google: {
    title: 'Tài khoản Google',
    linked: (email: string | null | undefined) =>
      `Đã liên kết với Google${email ? ` (${email})` : ''}. Bạn có thể đăng nhập bằng Google.`,
    unlink: 'Hủy liên kết',
    onlyMethod: 'Google là cách đăng nhập duy nhất của tài khoản này nên không thể hủy liên kết.',
    linkHint: 'Liên kết để đăng nhập nhanh bằng tài khoản Google có cùng email.',
    link: 'Liên kết Google',
    redirecting: 'Đang chuyển...',
    disabled: 'Đăng nhập bằng Google chưa được bật trên máy chủ này.',
  },
  sessions: {
    title: 'Phiên đăng nhập',
    description: 'Các thiết bị đang đăng nhập vào tài khoản. Nếu thấy thiết bị lạ, hãy đăng xuất nó và đổi mật khẩu.',
    thisDevice: 'Thiết bị này',
    times: (ipAddress: string | null, signedInAt: string, lastActiveAt: string) =>
      `${ipAddress ? `IP ${ipAddress} · ` : ''}Đăng nhập ${signedInAt} · Hoạt động ${lastActiveAt}`,
    signOut: 'Đăng xuất',
    signOutLabel: (device: string, signedInAt: string) => `Đăng xuất ${device}, đăng nhập ${signedInAt}`,
    signOutOthers: 'Đăng xuất khỏi thiết bị khác',
    confirmOthersTitle: 'Đăng xuất khỏi thiết bị khác?',
    confirmOthersMessage: (count: number) =>
      `${count} thiết bị khác sẽ phải đăng nhập lại. Thiết bị này vẫn đăng nhập.`,
  },
} as const;

/** 'Xóa tài khoản' at the foot of the profile and its dialog. */
export const DELETE_ACCOUNT_TEXT = {
  title: 'Xóa tài khoản',
  summary: 'Xóa vĩnh viễn tài khoản, các file bạn đã tải lên và tiến độ học. Không thể hoàn tác.',
  open: 'Xóa tài khoản…',
  dialogTitle: 'Xóa tài khoản?',
  submit: 'Xóa vĩnh viễn',
  busy: 'Đang xóa...',
  whatGoes: 'Những thứ sau sẽ bị xóa và không thể khôi phục:',
  items: [
    'tài khoản và mọi phiên đăng nhập trên các thiết bị;',
    'các file bạn đã tải lên (cả bản xem trước và ảnh thu nhỏ);',
    'danh sách file đã lưu, đã tải xuống và đã xem;',
    'tiến độ luyện nghe chép chính tả và cài đặt nghe.',
  ],
  keepCopy: 'Muốn giữ một bản?',
  export: 'Tải dữ liệu của tôi',
  beforeDeleting: 'trước khi xóa.',
  password: 'Mật khẩu',
  passwordHint: 'Tài khoản chỉ đăng nhập bằng Google: để trống ô này.',
} as const;
