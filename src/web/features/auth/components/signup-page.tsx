import { paths } from '@shared/paths';
import { AUTH_MESSAGES, AUTH_TEXT } from '@shared/auth-messages';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthForm } from './auth-form';

export function SignupPage() {
  const { signUpEmail } = useAuth();
  useDocumentTitle(AUTH_TEXT.signup.title);
  return (
    <AuthForm
      text={AUTH_TEXT.signup}
      switchTo={paths.login}
      fallbackError={AUTH_MESSAGES.signUpFailed}
      withDisplayName
      onSubmit={({ email, password, displayName }) => signUpEmail(email, password, displayName)}
    />
  );
}
