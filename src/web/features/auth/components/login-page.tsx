import { paths } from '@shared/paths';
import { AUTH_MESSAGES, AUTH_TEXT } from '@shared/auth-messages';
import { useAuth } from '@/lib/auth';
import { AuthForm } from './auth-form';

export function LoginPage() {
  const { signInEmail } = useAuth();
  return (
    <AuthForm
      text={AUTH_TEXT.login}
      switchTo={paths.signup}
      fallbackError={AUTH_MESSAGES.generic}
      onSubmit={({ email, password }) => signInEmail(email, password)}
    />
  );
}
