// 'Đổi mật khẩu' asks for the current password and a new one with sign-up's rules; the change
// signs every other device out. An account that signs in only with Google has no password: a note instead.
import { useRef, useState, type FormEvent } from 'react';
import type { TAccountSettings } from '@shared/account/contract';
import { SETTINGS_ERRORS } from '@shared/account/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/auth-messages';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { ApiError, userMessageOf } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

type Field = 'current' | 'next' | 'confirm';

const NEW_PASSWORD_CODES = new Set<string>([SETTINGS_ERRORS.samePassword.code, 'BAD_REQUEST']);

export function PasswordSettings({ email, settings }: { email: string; settings: TAccountSettings | undefined }) {
  const t = useT();
  return (
    <SettingsSection title={t('account.password.title')}>
      {!settings ? null : settings.hasPassword ? (
        <PasswordForm email={email} />
      ) : (
        <p className={styles.note}>{t('account.password.googleOnly')}</p>
      )}
    </SettingsSection>
  );
}

function PasswordForm({ email }: { email: string }) {
  const t = useT();
  const toast = useToast();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const inputs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const fail = (field: Field, message: string) => {
    setError({ field, message });
    inputs[field].current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!values.current) return fail('current', t('account.password.currentRequired'));
    if (values.next.length < PASSWORD_MIN_LENGTH) return fail('next', t('auth.weakPassword'));
    if (values.next.length > PASSWORD_MAX_LENGTH) return fail('next', t('account.password.tooLong'));
    if (values.next !== values.confirm) return fail('confirm', t('auth.passwordsDiffer'));
    setError(null);
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues({ current: '', next: '', confirm: '' });
          toast.show({ message: t('account.password.changed'), variant: 'success' });
        },
        onError: (caught) => {
          // The new password's refusals (too short, same as before) sit under it; the rest under the current one.
          const aboutNew = caught instanceof ApiError && NEW_PASSWORD_CODES.has(caught.code);
          fail(aboutNew ? 'next' : 'current', userMessageOf(caught, t('account.failed')));
        },
      },
    );
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField
      id={`password-${name}`}
      inputRef={inputs[name]}
      label={label}
      hint={hint}
      type="password"
      value={values[name]}
      onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      required
      error={error?.field === name ? error.message : null}
    />
  );

  return (
    <form className={styles.stackForm} onSubmit={submit} noValidate>
      {/* Password managers file the new password under the account's address. */}
      <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
      {field('current', t('account.password.current'), 'current-password')}
      {field('next', t('account.password.next'), 'new-password', t('account.password.nextHint'))}
      {field('confirm', t('account.password.confirm'), 'new-password')}
      <div>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? t('account.password.busy') : t('account.password.submit')}
        </button>
      </div>
    </form>
  );
}
