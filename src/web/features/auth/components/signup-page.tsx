import { paths } from '@shared/paths';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, AUTH_TEXT } from '@shared/auth-messages';
import { useAuth } from '@/lib/auth';
import { AuthForm } from './auth-form';

const TEXT = AUTH_TEXT.signup;

export function SignupPage() {
  const { signUpEmail } = useAuth();
  const navigate = useNavigate();
  return (
    <AuthForm
      title={TEXT.title}
      subtitle={TEXT.subtitle}
      googleLabel={TEXT.google}
      submitLabel={TEXT.submit}
      busyLabel={TEXT.busy}
      fallbackError={AUTH_MESSAGES.signUpFailed}
      withDisplayName
      footer={
        <>
          {TEXT.switchPrompt} <Link to={paths.login}>{TEXT.switchLink}</Link>
        </>
      }
      onSubmit={async ({ email, password, displayName }) => {
        await signUpEmail(email, password, displayName);
        navigate(paths.home, { replace: true });
      }}
    />
  );
}
