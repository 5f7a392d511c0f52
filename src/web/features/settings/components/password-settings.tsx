// 'Đổi mật khẩu' asks for the current password and a new one with sign-up's rules; the change
// signs every other device out. An account that signs in only with Google has no password: a note instead.
import { useRef, useState, type FormEvent } from 'react';
import type { TAccountSettings } from '@shared/account/contract';
import { SETTINGS_ERRORS, SETTINGS_NOTICES, SETTINGS_TEXT } from '@shared/account/messages';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/auth-messages';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { ApiError, userMessageOf } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

type Field = 'current' | 'next' | 'confirm';

const NEW_PASSWORD_CODES = new Set<string>([SETTINGS_ERRORS.samePassword.code, 'BAD_REQUEST']);

export function PasswordSettings({ email, settings }: { email: string; settings: TAccountSettings | undefined }) {
  return (
    <SettingsSection title={SETTINGS_TEXT.password.title}>
      {!settings ? null : settings.hasPassword ? (
        <PasswordForm email={email} />
      ) : (
        <p className={styles.note}>{SETTINGS_TEXT.password.googleOnly}</p>
      )}
    </SettingsSection>
  );
}

function PasswordForm({ email }: { email: string }) {
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
    if (!values.current) return fail('current', SETTINGS_ERRORS.currentPasswordRequired.message);
    if (values.next.length < PASSWORD_MIN_LENGTH) return fail('next', AUTH_MESSAGES.weakPassword);
    if (values.next.length > PASSWORD_MAX_LENGTH) return fail('next', AUTH_MESSAGES.passwordTooLong);
    if (values.next !== values.confirm) return fail('confirm', AUTH_MESSAGES.passwordsDiffer);
    setError(null);
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues({ current: '', next: '', confirm: '' });
          toast.show({ message: SETTINGS_NOTICES.passwordChanged, variant: 'success' });
        },
        onError: (caught) => {
          // The new password's refusals (too short, same as before) sit under it; the rest under the current one.
          const aboutNew = caught instanceof ApiError && NEW_PASSWORD_CODES.has(caught.code);
          fail(aboutNew ? 'next' : 'current', userMessageOf(caught, SETTINGS_NOTICES.failed));
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
      {field('current', SETTINGS_TEXT.password.current, 'current-password')}
      {field('next', SETTINGS_TEXT.password.next, 'new-password', SETTINGS_TEXT.password.nextHint)}
      {field('confirm', SETTINGS_TEXT.password.confirm, 'new-password')}
      <div>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? SETTINGS_TEXT.password.busy : SETTINGS_TEXT.password.submit}
        </button>
      </div>
    </form>
  );
}
