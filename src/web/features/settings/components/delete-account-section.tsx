// 'Xóa tài khoản' at the foot of the profile. The dialog says what goes (the account, its files,
// its lists and its practice record), offers the export first, and asks for the password; an account
// that signs in only with Google leaves it empty and must have signed in within the last ten minutes.
import { useId, useRef, useState, type FormEvent } from 'react';
import { API_BASE } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import { DELETE_ACCOUNT_TEXT } from '@shared/account/messages';
import { SITE_TEXT } from '@shared/site-messages';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import styles from './delete-account-section.module.css';

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {DELETE_ACCOUNT_TEXT.title}
        </h2>
        <p className={styles.text}>{DELETE_ACCOUNT_TEXT.summary}</p>
      </div>
      <button type="button" className={`btn ${styles.danger}`} onClick={() => setOpen(true)}>
        {DELETE_ACCOUNT_TEXT.open}
      </button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { deleteAccount } = useAuth();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // The profile is for signed-in users: once the account is gone, the route sends the visitor home.
      await deleteAccount(password);
      toast.show({ message: AUTH_MESSAGES.accountDeleted, variant: 'success' });
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : AUTH_MESSAGES.generic);
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <Modal
      open
      title={DELETE_ACCOUNT_TEXT.dialogTitle}
      onClose={onClose}
      maxWidth={480}
      initialFocus={input}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {SITE_TEXT.cancel}
          </button>
          <button type="submit" form="delete-account-form" className={`btn ${styles.danger}`} disabled={busy}>
            {busy ? DELETE_ACCOUNT_TEXT.busy : DELETE_ACCOUNT_TEXT.submit}
          </button>
        </>
      }
    >
      <form id="delete-account-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.text}>{DELETE_ACCOUNT_TEXT.whatGoes}</p>
        <ul className={styles.list}>
          {DELETE_ACCOUNT_TEXT.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.text}>
          {DELETE_ACCOUNT_TEXT.keepCopy}{' '}
          <a href={`${API_BASE}/me/export`} download>
            {DELETE_ACCOUNT_TEXT.export}
          </a>{' '}
          {DELETE_ACCOUNT_TEXT.beforeDeleting}
        </p>
        <FormField
          id="delete-account-password"
          inputRef={input}
          label={DELETE_ACCOUNT_TEXT.password}
          hint={DELETE_ACCOUNT_TEXT.passwordHint}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          invalid={error !== null}
          describedBy={[error && 'delete-account-error']}
        />
        {error && (
          <p id="delete-account-error" className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
