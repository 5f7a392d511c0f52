// English messages of the auth area (ICU MessageFormat), key for key as the Vietnamese file.
import type { Catalogue } from '../../catalogue-type';
import type vi from '../vi/auth';

export default {
  'auth.processing': 'Signing you in...',
  'auth.redirecting': 'Redirecting...',
  'auth.divider': 'or',
  'auth.emailLabel': 'Email',
  'auth.passwordLabel': 'Password',
  'auth.displayNameLabel': 'Display name (optional)',
  'auth.requiredNote': 'Fields marked * are required.',
  'auth.emailRequired': 'Please enter your email.',
  'auth.passwordRequired': 'Please enter your password.',
  'auth.weakPassword': 'Your password needs at least 8 characters.',
  'auth.passwordsDiffer': 'The two passwords do not match.',
  'auth.signInFailed': 'Sign-in did not work. Please try again.',
  'auth.signUpFailed':
    'We could not create an account with these details. If you already have an account, please sign in.',
  'auth.invalidResetLink':
    'This password reset link is not valid, has already been used or has expired. Please ask for a new link.',
  'auth.login.title': 'Welcome back',
  'auth.login.subtitle': 'Sign in to continue',
  'auth.login.google': 'Sign in with Google',
  'auth.login.submit': 'Sign in',
  'auth.login.busy': 'Signing in...',
  'auth.login.switchPrompt': 'No account yet?',
  'auth.login.switchLink': 'Sign up',
  'auth.signup.title': 'Create an account',
  'auth.signup.subtitle': 'Sign up for free to share documents and keep your learning progress',
  'auth.signup.google': 'Sign up with Google',
  'auth.signup.submit': 'Sign up',
  'auth.signup.busy': 'Signing up...',
  'auth.signup.switchPrompt': 'Already have an account?',
  'auth.signup.switchLink': 'Sign in',
  'auth.forgot.link': 'Forgot your password?',
  'auth.forgot.title': 'Forgot password',
  'auth.forgot.subtitle': 'Enter your account’s email and we will send you a link to set a new password.',
  'auth.forgot.submit': 'Send link',
  'auth.forgot.busy': 'Sending...',
  'auth.forgot.sent':
    'If {email} has an account, we have sent a password reset link to that address. The link works for 1 hour; check your Spam folder too.',
  'auth.forgot.back': 'Back to sign in',
  'auth.verify.checkTitle': 'Check your inbox',
  'auth.verify.checkBody':
    'We have sent an email to {email}. Open the link in it to confirm your address and sign in. The link works for 24 hours; check your Spam folder too.',
  'auth.verify.verifiedTitle': 'Email confirmed',
  'auth.verify.verifiedBody': 'Thank you! You can now upload documents and share them with everyone.',
  'auth.verify.failedTitle': 'Email could not be confirmed',
  'auth.verify.failedBody':
    'This confirmation link is not valid or has expired. Please sign in and ask for a new confirmation email.',
  'auth.verify.pendingNotice':
    'Your email is not confirmed yet. Open the link in the email we sent you to be able to upload documents.',
  'auth.verify.resend': 'Resend confirmation email',
  'auth.verify.resending': 'Sending...',
  'auth.verify.resent': 'Confirmation email sent again. Please check your inbox.',
  'auth.verify.toProfile': 'Go to your profile',
  'auth.verify.toLogin': 'Sign in',
  'auth.reset.title': 'Set a new password',
  'auth.reset.subtitle': 'Once the password changes, every signed-in device is signed out.',
  'auth.reset.newPassword': 'New password',
  'auth.reset.confirm': 'Repeat the new password',
  'auth.reset.hint': 'At least 8 characters.',
  'auth.reset.submit': 'Set new password',
  'auth.reset.busy': 'Saving...',
  'auth.reset.done': 'Your new password is set. Please sign in with it.',
  'auth.reset.requestNew': 'Ask for a new link',
  'errors.INVALID_EMAIL_OR_PASSWORD': 'Wrong email or password.',
  'errors.INVALID_EMAIL': 'This email address is not valid.',
  'errors.SIGN_UP_FAILED':
    'We could not create an account with these details. If you already have an account, please sign in.',
  'errors.INVALID_TOKEN':
    'This password reset link is not valid, has already been used or has expired. Please ask for a new link.',
  'errors.VERIFICATION_OFF': 'This site does not ask for email confirmation.',
  'errors.EMAIL_NOT_VERIFIED':
    'Please confirm your email before uploading documents. Open the link we sent to your inbox.',
} satisfies Catalogue<typeof vi>;
