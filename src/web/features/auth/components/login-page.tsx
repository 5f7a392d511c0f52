import { paths } from '@shared/paths';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, AUTH_TEXT } from '@shared/auth-messages';
import { useAuth } from '@/lib/auth';
import { AuthForm } from './auth-form';

const TEXT = AUTH_TEXT.login;

export function LoginPage() {
  const { signInEmail } = useAuth();
  const navigate = useNavigate();
  return (
    <AuthForm
      title={TEXT.title}
      subtitle={TEXT.subtitle}
      googleLabel={TEXT.google}
      submitLabel={TEXT.submit}
      busyLabel={TEXT.busy}
      fallbackError={AUTH_MESSAGES.generic}
      footer={
        <>
          {TEXT.switchPrompt} <Link to={paths.signup}>{TEXT.switchLink}</Link>
        </>
      }
      onSubmit={async ({ email, password }) => {
        await signInEmail(email, password);
        navigate(paths.home, { replace: true });
      }}
    />
  );
}
