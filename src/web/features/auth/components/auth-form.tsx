// The login and sign-up screens share this form: Google button, 'hoặc' divider, e-mail and password.
import { paths } from '@shared/paths';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { DISPLAY_NAME_MAX_LENGTH } from '@shared/auth-messages';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { keepingReturnPath, returnPathOf } from '@/lib/return-path';
import { useSiteConfig } from '@/lib/site-config';
import { FormField } from '@/components/form-field';
import { Loading } from '@/components/loading';
import styles from './auth-form.module.css';

interface AuthFormProps {
  /** Which screen: its title, buttons and the link to the other one. */
  mode: 'login' | 'signup';
  /** The other screen, linked under the form. */
  switchTo: string;
  withDisplayName?: boolean;
  /** The login form links 'Quên mật khẩu?' under the password. */
  withForgotPassword?: boolean;
  /** Shown when a failure carries no message of the server's (sign-in and sign-up word it differently). */
  fallbackError: string;
  /** Signs in or up; the form goes to ?next= (else home) once it resolves, unless it resolves to 'stay' (a mailed link). */
  onSubmit(fields: { email: string; password: string; displayName: string }): Promise<'stay' | void>;
}

export function AuthForm(props: AuthFormProps) {
  const { mode } = props;
  const t = useT();
  const { user, loading, signInGoogle } = useAuth();
  const navigate = useNavigate();
  // ?next= (a same-site path only) is where the visitor was when asked to sign in; home otherwise.
  const { search } = useLocation();
  const destination = returnPathOf(search);
  const siteConfig = useSiteConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [busy, setBusy] = useState<'email' | 'google' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // Google is offered only where the server has it configured; unknown until the settings arrive.
  const googleEnabled = siteConfig?.googleSignInEnabled === true;

  if (loading) return <Loading fullScreen text={t('auth.processing')} />;
  if (user) return <Navigate to={destination} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Nothing is sent when the e-mail or the password is empty; the form says why and
    // puts the caret in the first empty field.
    const empty = { email: !email, password: !password };
    setMissing(empty);
    if (empty.email || empty.password) {
      setError(null);
      (empty.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setBusy('email');
    setError(null);
    try {
      if ((await props.onSubmit({ email, password, displayName })) === 'stay') return;
      navigate(destination, { replace: true });
    } catch (caught) {
      console.error('Email authentication failed', caught);
      setError(userMessageOf(caught, props.fallbackError));
      setBusy(null);
    }
  };

  const google = async () => {
    setError(null);
    setBusy('google');
    try {
      await signInGoogle(destination);
    } catch (caught) {
      setError(userMessageOf(caught, props.fallbackError));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.page}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.title}>{t(`auth.${mode}.title` as const)}</h1>
        <p className={styles.subtitle}>{t(`auth.${mode}.subtitle` as const)}</p>
        {googleEnabled && (
          <>
            <button
              type="button"
              className={`btn btn-secondary btn-block btn-lg ${styles.google}`}
              onClick={() => void google()}
              disabled={busy !== null}
            >
              <GoogleMark />
              {busy === 'google' ? t('auth.redirecting') : t(`auth.${mode}.google` as const)}
            </button>
            <div className={styles.divider}>
              <span>{t('auth.divider')}</span>
            </div>
          </>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate>
          {props.withDisplayName && (
            <div className="field">
              <label htmlFor="auth-name">{t('auth.displayNameLabel')}</label>
              <input
                id="auth-name"
                className="input"
                value={displayName}
                onChange={(event) => setDisplayName(event.target.value)}
                autoComplete="name"
                maxLength={DISPLAY_NAME_MAX_LENGTH}
              />
            </div>
          )}
          <FormField
            id="auth-email"
            inputRef={emailInput}
            label={
              <>
                {t('auth.emailLabel')} <RequiredMark />
              </>
            }
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            inputMode="email"
            required
            error={missing.email ? t('auth.emailRequired') : null}
            describedBy={[error && 'auth-form-error']}
          />
          <FormField
            id="auth-password"
            inputRef={passwordInput}
            label={
              <>
                {t('auth.passwordLabel')} <RequiredMark />
              </>
            }
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete={props.withDisplayName ? 'new-password' : 'current-password'}
            required
            error={missing.password ? t('auth.passwordRequired') : null}
            describedBy={[error && 'auth-form-error']}
          >
            {props.withForgotPassword && (
              <Link to={paths.forgotPassword} className={styles.forgotLink}>
                {t('auth.forgot.link')}
              </Link>
            )}
          </FormField>
          <p className={styles.requiredNote}>{t('auth.requiredNote')}</p>
          {error && (
            <p id="auth-form-error" className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy !== null}>
            {busy === 'email' ? t(`auth.${mode}.busy` as const) : t(`auth.${mode}.submit` as const)}
          </button>
        </form>
        <p className={styles.footer}>
          {t(`auth.${mode}.switchPrompt` as const)}{' '}
          <Link to={keepingReturnPath(props.switchTo, search)}>{t(`auth.${mode}.switchLink` as const)}</Link>
        </p>
      </div>
    </div>
  );
}

/** The visible '*' of a required field; assistive technology hears the field's required state instead. */
function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.2-.1-2.3-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.2-.1-2.3-.4-3.5z"
      />
    </svg>
  );
}
