// Messages and the session user contract of SPEC §3/§4, shared by the server and the login screens.
import { z } from 'zod';

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

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  createdAt: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZAuthConfig = z.object({
  googleEnabled: z.boolean(),
});
export type TAuthConfig = z.infer<typeof ZAuthConfig>;

export const ZSessionResponse = z.object({ user: ZSessionUser.nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
