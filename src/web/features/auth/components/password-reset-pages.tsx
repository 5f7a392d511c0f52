// 'Quên mật khẩu?' asks for a reset link by e-mail; the link opens the reset page, which sets a
// new password and sends the learner to sign in with it (every other session has ended by then). The
// server answers the request the same way whether or not the address has an account, and so does the page.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_ERRORS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/auth-messages';
import type { TPasswordResetRequest, TResetPasswordRequest } from '@shared/auth';
import { AUTH_ROUTES } from '@shared/auth-api-routes';
import { paths } from '@shared/paths';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';
import { ApiError, apiRequest, userMessageOf } from '@/lib/api-client';
import styles from './auth-form.module.css';

export function ForgotPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.forgot.title'));
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      setError(t('auth.emailRequired'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body: TPasswordResetRequest = { email: address };
      await apiRequest(AUTH_ROUTES.requestPasswordReset, { body });
      setSentTo(address);
    } catch (caught) {
      setError(userMessageOf(caught, t('auth.signInFailed')));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.title}>{t('auth.forgot.title')}</h1>
        <p className={styles.subtitle}>{t('auth.forgot.subtitle')}</p>
        {sentTo ? (
          <p className={styles.notice} role="status">
            {t('auth.forgot.sent', { email: sentTo })}
          </p>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <FormField
              id="forgot-email"
              inputRef={input}
              label={t('auth.emailLabel')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="email"
              inputMode="email"
              required
              invalid={error !== null}
              describedBy={[error && 'forgot-error']}
            />
            {error && (
              <p id="forgot-error" className="form-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
              {busy ? t('auth.forgot.busy') : t('auth.forgot.submit')}
            </button>
          </form>
        )}
        <p className={styles.footer}>
          <Link to={paths.login}>{t('auth.forgot.back')}</Link>
        </p>
      </div>
    </div>
  );
}

export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The server sends an expired, used or unknown link here with ?error=INVALID_TOKEN.
  const [linkBroken, setLinkBroken] = useState(token === '' || params.has('error'));
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: 'password' | 'confirm' | 'form'; message: string } | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError({ field: 'password', message: t('auth.weakPassword') });
      passwordInput.current?.focus();
      return;
    }
    if (password !== confirm) {
      setError({ field: 'confirm', message: t('auth.passwordsDiffer') });
      confirmInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body: TResetPasswordRequest = { token, newPassword: password };
      await apiRequest(AUTH_ROUTES.resetPassword, { body });
      toast.show({ message: t('auth.reset.done'), variant: 'success' });
      navigate(paths.login, { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === AUTH_ERRORS.invalidResetLink.code) setLinkBroken(true);
      else setError({ field: 'form', message: userMessageOf(caught, t('auth.signInFailed')) });
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.title}>{t('auth.reset.title')}</h1>
        {linkBroken ? (
          <>
            <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
              {t('auth.invalidResetLink')}
            </p>
            <Link to={paths.forgotPassword} className="btn btn-primary btn-block btn-lg">
              {t('auth.reset.requestNew')}
            </Link>
          </>
        ) : (
          <>
            <p className={styles.subtitle}>{t('auth.reset.subtitle')}</p>
            <form onSubmit={(event) => void submit(event)} noValidate>
              {/* Password managers file the new password under the account's address. */}
              <input type="text" name="username" autoComplete="username" hidden readOnly />
              <FormField
                id="reset-password"
                inputRef={passwordInput}
                label={t('auth.reset.newPassword')}
                hint={t('auth.reset.hint')}
                type="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={PASSWORD_MAX_LENGTH}
                required
                invalid={error?.field === 'password'}
                describedBy={[error?.field === 'password' && 'reset-error']}
              />
              <FormField
                id="reset-confirm"
                inputRef={confirmInput}
                label={t('auth.reset.confirm')}
                type="password"
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                required
                invalid={error?.field === 'confirm'}
                describedBy={[error?.field === 'confirm' && 'reset-error']}
              />
              {error && (
                <p id="reset-error" className="form-error" role="alert">
                  {error.message}
                </p>
              )}
              <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
                {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
              </button>
            </form>
          </>
        )}
        <p className={styles.footer}>
          <Link to={paths.login}>{t('auth.forgot.back')}</Link>
        </p>
      </div>
    </div>
  );
}
