import { paths } from '@shared/paths';
import { useT } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthForm } from './auth-form';

export function LoginPage() {
  const t = useT();
  const { signInEmail } = useAuth();
  useDocumentTitle(t('auth.login.title'));
  return (
    <AuthForm
      mode="login"
      switchTo={paths.signup}
      withForgotPassword
      fallbackError={t('auth.signInFailed')}
      onSubmit={({ email, password }) => signInEmail(email, password)}
    />
  );
}
