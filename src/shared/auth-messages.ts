// Sign-in and sign-up messages and rules, shared by the server and the login screens (whose own texts are
// the web app's catalogue).
import type { ApiErrorBody } from './errors';
import { SITE_NAME } from './site-messages';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Email hoặc mật khẩu không đúng.',
  /**
   * Every sign-up the server refuses for a reason the form cannot show (an address already registered
   * among them) gets this one text, so the form does not tell which e-mails have accounts (ASVS 6.3.8).
   */
  signUpFailed: 'Không thể tạo tài khoản với thông tin này. Nếu bạn đã có tài khoản, hãy đăng nhập.',
  weakPassword: 'Mật khẩu cần ít nhất 8 ký tự.',
  passwordTooLong: 'Mật khẩu tối đa 128 ký tự.',
  invalidEmail: 'Email không hợp lệ.',
  displayNameTooLong: 'Tên hiển thị tối đa 80 ký tự.',
  /** Line breaks, control characters and the invisible marks that reverse text (shared/text-rules.ts). */
  displayNameInvalid: 'Tên hiển thị chứa ký tự không hợp lệ.',
  invalidProfileImage: 'Ảnh đại diện chỉ có thể là ảnh do trang này tạo.',
  tooManyAttempts: 'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau ít phút.',
  tooManySignUpAttempts: 'Bạn đã thử đăng ký quá nhiều lần. Vui lòng thử lại sau ít phút.',
  googleNotConfigured: 'Đăng nhập Google chưa được cấu hình trên máy chủ này.',
  generic: 'Đăng nhập không thành công. Vui lòng thử lại.',
  /** Password reset. */
  invalidResetLink: 'Liên kết đặt lại mật khẩu không hợp lệ, đã được dùng hoặc đã hết hạn. Hãy yêu cầu liên kết mới.',
  tooManyResetRequests: 'Bạn đã yêu cầu đặt lại mật khẩu quá nhiều lần. Vui lòng thử lại sau ít phút.',
  /** Account deletion. */
  deletePasswordRequired: 'Hãy nhập mật khẩu để xác nhận xóa tài khoản.',
  deleteWrongPassword: 'Mật khẩu không đúng, tài khoản chưa bị xóa.',
  deleteNeedsFreshSignIn:
    'Để bảo vệ tài khoản, hãy đăng xuất rồi đăng nhập lại bằng Google, sau đó xóa tài khoản trong vòng 10 phút.',
  accountDeleted: 'Tài khoản và toàn bộ dữ liệu của bạn đã được xóa.',
  /** E-mail verification (REQUIRE_EMAIL_VERIFICATION). */
  emailNotVerified: 'Hãy xác nhận email trước khi tải tài liệu lên. Mở liên kết chúng tôi đã gửi đến hộp thư của bạn.',
  tooManyVerificationMails: 'Bạn đã yêu cầu gửi lại email xác nhận quá nhiều lần. Vui lòng thử lại sau ít phút.',
  verificationNotRequired: 'Máy chủ này không yêu cầu xác nhận email.',
} as const;

/**
 * The error bodies the server answers with on its own account (better-auth's refusals keep better-auth's
 * code and get one of AUTH_MESSAGES as their text): every code written once, here.
 */
export const AUTH_ERRORS = {
  invalidEmail: { code: 'INVALID_EMAIL', message: AUTH_MESSAGES.invalidEmail },
  tooManyAttempts: { code: 'TOO_MANY_ATTEMPTS', message: AUTH_MESSAGES.tooManyAttempts },
  tooManySignUpAttempts: { code: 'TOO_MANY_ATTEMPTS', message: AUTH_MESSAGES.tooManySignUpAttempts },
  tooManyResetRequests: { code: 'TOO_MANY_ATTEMPTS', message: AUTH_MESSAGES.tooManyResetRequests },
  tooManyVerificationMails: { code: 'TOO_MANY_ATTEMPTS', message: AUTH_MESSAGES.tooManyVerificationMails },
  /** Every refused sign-up the form cannot explain, an address already registered among them. */
  signUpFailed: { code: 'SIGN_UP_FAILED', message: AUTH_MESSAGES.signUpFailed },
  /** The reset page reads this code to offer a new link instead of the form. */
  invalidResetLink: { code: 'INVALID_TOKEN', message: AUTH_MESSAGES.invalidResetLink },
  verificationNotRequired: { code: 'VERIFICATION_OFF', message: AUTH_MESSAGES.verificationNotRequired },
  /** An unverified account may sign in but not upload, by form or by tus. */
  emailNotVerified: { code: 'EMAIL_NOT_VERIFIED', message: AUTH_MESSAGES.emailNotVerified },
  deletePasswordRequired: { code: 'PASSWORD_REQUIRED', message: AUTH_MESSAGES.deletePasswordRequired },
  deleteWrongPassword: { code: 'INVALID_PASSWORD', message: AUTH_MESSAGES.deleteWrongPassword },
  deleteNeedsFreshSignIn: { code: 'FRESH_SIGN_IN_REQUIRED', message: AUTH_MESSAGES.deleteNeedsFreshSignIn },
} as const satisfies Record<string, ApiErrorBody>;

/** The account mails, in Vietnamese: each one's subject, paragraphs and the label of its one link. */
export const ACCOUNT_MAILS = {
  greeting: (name: string) => `Xin chào ${name},`,
  passwordReset: {
    subject: `Đặt lại mật khẩu ${SITE_NAME}`,
    body: (to: string) => [
      `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${to}. Bấm vào liên kết dưới đây để chọn mật khẩu mới. Liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần.`,
      'Sau khi đổi mật khẩu, mọi thiết bị đang đăng nhập sẽ bị đăng xuất.',
      'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn không thay đổi.',
    ],
    action: 'Đặt lại mật khẩu',
  },
  verification: {
    subject: `Xác nhận email cho tài khoản ${SITE_NAME}`,
    body: (to: string) => [
      `Cảm ơn bạn đã đăng ký ${SITE_NAME} với địa chỉ ${to}. Bấm vào liên kết dưới đây để xác nhận email. Liên kết có hiệu lực trong 24 giờ.`,
      'Sau khi xác nhận, bạn có thể tải tài liệu lên và chia sẻ với mọi người.',
      'Nếu bạn không đăng ký, hãy bỏ qua email này: tài khoản sẽ không được dùng để tải tài liệu lên.',
    ],
    action: 'Xác nhận email',
  },
  existingAccount: {
    subject: `Bạn đã có tài khoản ${SITE_NAME}`,
    body: (to: string, resetUrl: string) => [
      `Có người vừa đăng ký ${SITE_NAME} bằng địa chỉ ${to}, nhưng địa chỉ này đã có tài khoản. Không có tài khoản mới nào được tạo.`,
      `Nếu đó là bạn, hãy đăng nhập. Nếu bạn quên mật khẩu, hãy đặt lại tại ${resetUrl}`,
      'Nếu không phải bạn, hãy bỏ qua email này: tài khoản của bạn không thay đổi.',
    ],
    action: 'Đăng nhập',
  },
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** better-auth's own upper bound; stated here so the form and the server agree. */
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 80;
