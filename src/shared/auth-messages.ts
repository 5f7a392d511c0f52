// Sign-in and sign-up messages and rules (SPEC §4), shared by the server and the login screens.

export const AUTH_MESSAGES = {
  invalidCredentials: 'Email hoặc mật khẩu không đúng.',
  emailTaken: 'Email này đã được đăng ký. Vui lòng đăng nhập.',
  weakPassword: 'Mật khẩu cần ít nhất 8 ký tự.',
  invalidEmail: 'Email không hợp lệ.',
  tooManyAttempts: 'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau ít phút.',
  googleNotConfigured: 'Đăng nhập Google chưa được cấu hình trên máy chủ này.',
  generic: 'Đăng nhập không thành công. Vui lòng thử lại.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
