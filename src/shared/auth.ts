// The account contracts: the session user the server answers, and the bodies of the
// account routes the server checks before better-auth sees them (messages are in auth-messages.ts).
import { z } from 'zod';
import { API_BASE } from './constants';
import { isUploadedAvatarPath } from './account/avatar';
import { AUTH_MESSAGES, DISPLAY_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages';
import { isSafeSingleLineText, toSafeSingleLineText } from './text-rules';

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  /** With REQUIRE_EMAIL_VERIFICATION, an unverified account may sign in but not upload. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** The account is listed in ADMIN_EMAILS (the nav bar then offers 'Quản trị'). */
  isAdmin: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZAuthConfig = z.object({
  googleEnabled: z.boolean(),
});
export type TAuthConfig = z.infer<typeof ZAuthConfig>;

export const ZSessionResponse = z.object({ user: ZSessionUser.nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** Our own generated-initials avatar (`GET /api/v4/avatar?name=&size=`), as a same-site path. */
const OWN_AVATAR_PATTERN = new RegExp(`^${API_BASE}/avatar(\\?[A-Za-z0-9%._~&=+-]*)?$`);

/**
 * A profile image is one of our own avatar images, or none: an outside address would load for every
 * visitor of every page that shows the user (a tracker), so it is never stored. Ours are the generated
 * initials and a picture the user uploaded in the settings (`/api/v4/avatars/{userId}/{sha256}.webp`).
 */
export function isOwnAvatarImage(image: string): boolean {
  return image.length <= 500 && (OWN_AVATAR_PATTERN.test(image) || isUploadedAvatarPath(image));
}

/** The generated initials avatar only: an uploaded picture is set by its own route (POST /me/avatar). */
export function isGeneratedAvatarImage(image: string): boolean {
  return image.length <= 500 && OWN_AVATAR_PATTERN.test(image);
}

/** The image sign-up and better-auth's update-user may set. */
export const ZProfileImage = z
  .string({ error: AUTH_MESSAGES.invalidProfileImage })
  .refine(isGeneratedAvatarImage, { error: AUTH_MESSAGES.invalidProfileImage })
  .nullable();

/** One line, as a file name: no line breaks, control characters or marks that reverse the text around it. */
export const ZDisplayName = z
  .string()
  .trim()
  .max(DISPLAY_NAME_MAX_LENGTH, { error: AUTH_MESSAGES.displayNameTooLong })
  .refine(isSafeSingleLineText, { error: AUTH_MESSAGES.displayNameInvalid });

/**
 * A name nobody typed here (a Google profile's) made to follow ZDisplayName's rules instead of refusing the
 * sign-in: refused characters become spaces and the name is cut to its length.
 */
export function toSafeDisplayName(name: string): string {
  return toSafeSingleLineText(name)
    .slice(0, DISPLAY_NAME_MAX_LENGTH)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}

/** POST /auth/sign-up/email (better-auth's body, checked first so every refusal reads as sign-up's). */
export const ZSignUpRequest = z.object({
  email: z.email({ error: AUTH_MESSAGES.invalidEmail }).max(320, { error: AUTH_MESSAGES.invalidEmail }),
  password: z
    .string({ error: AUTH_MESSAGES.weakPassword })
    .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.weakPassword })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
  name: ZDisplayName,
  image: ZProfileImage.optional(),
  callbackURL: z.string().max(2000).optional(),
  rememberMe: z.boolean().optional(),
});
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;

/** POST /auth/sign-up/email's answer while REQUIRE_EMAIL_VERIFICATION is on: no session, a mail was sent. */
export interface TSignUpPendingVerification {
  status: true;
  verificationRequired: true;
}

/** POST /auth/request-password-reset: the answer is the same whether the address has an account. */
export const ZPasswordResetRequest = z.object({
  email: z.email({ error: AUTH_MESSAGES.invalidEmail }).max(320, { error: AUTH_MESSAGES.invalidEmail }),
});
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

/** POST /auth/reset-password: the link's token and the new password. */
export const ZResetPasswordRequest = z.object({
  token: z.string({ error: AUTH_MESSAGES.invalidResetLink }).min(1).max(200, { error: AUTH_MESSAGES.invalidResetLink }),
  newPassword: z
    .string({ error: AUTH_MESSAGES.weakPassword })
    .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.weakPassword })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/**
 * The token of a mailed link (GET /auth/verify-email?token=, GET /auth/reset-password/:token). Never refused
 * with a JSON answer: the link was opened in a browser, and a bad one lands on our page with `?error=`.
 */
const ZMailedLinkToken = z.string().max(2000).catch('');
export const ZVerifyEmailQuery = z.object({ token: ZMailedLinkToken });
export const ZResetLinkParams = z.object({ token: ZMailedLinkToken });

/** POST /me/delete: an account with a password confirms with it. */
export const ZDeleteAccountRequest = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.deleteWrongPassword }).optional(),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

/** POST /auth/update-user: the display name and the profile image are all an account may change here. */
export const ZUpdateUserRequest = z.object({
  name: ZDisplayName.optional(),
  image: ZProfileImage.optional(),
});
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;
