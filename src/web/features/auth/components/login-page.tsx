import { paths } from '@shared/paths';
import { AUTH_MESSAGES, AUTH_TEXT } from '@shared/auth-messages';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthForm } from './auth-form';

export function LoginPage() {
  const { signInEmail } = useAuth();
  useDocumentTitle(AUTH_TEXT.login.title);
  return (
    <AuthForm
      text={AUTH_TEXT.login}
      switchTo={paths.signup}
      withForgotPassword
      fallbackError={AUTH_MESSAGES.generic}
      onSubmit={({ email, password }) => signInEmail(email, password)}
    />
  );
}
