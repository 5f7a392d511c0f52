// 'Xóa tài khoản' at the foot of the profile. The dialog says what goes (the account, its files,
// its lists and its practice record), offers the export first, and asks for the password; an account
// that signs in only with Google leaves it empty and must have signed in within the last ten minutes.
import { useId, useRef, useState, type FormEvent } from 'react';
import { API_BASE } from '@shared/constants';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import styles from './delete-account-section.module.css';

/** What the deletion takes, one line each. */
const DELETED_ITEMS = [
  'account.delete.itemAccount',
  'account.delete.itemFiles',
  'account.delete.itemLists',
  'account.delete.itemPractice',
] as const;

export function DeleteAccountSection() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {t('account.delete.title')}
        </h2>
        <p className={styles.text}>{t('account.delete.summary')}</p>
      </div>
      <button type="button" className={`btn ${styles.danger}`} onClick={() => setOpen(true)}>
        {t('account.delete.open')}
      </button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
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
      toast.show({ message: t('account.delete.done'), variant: 'success' });
    } catch (caught) {
      setError(userMessageOf(caught, t('account.delete.failed')));
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <Modal
      open
      title={t('account.delete.dialogTitle')}
      onClose={onClose}
      maxWidth={480}
      initialFocus={input}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="delete-account-form" className={`btn ${styles.danger}`} disabled={busy}>
            {busy ? t('account.delete.busy') : t('account.delete.submit')}
          </button>
        </>
      }
    >
      <form id="delete-account-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.text}>{t('account.delete.whatGoes')}</p>
        <ul className={styles.list}>
          {DELETED_ITEMS.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
        <p className={styles.text}>
          {t('account.delete.keepCopy')}{' '}
          <a href={`${API_BASE}/me/export`} download>
            {t('account.delete.export')}
          </a>{' '}
          {t('account.delete.beforeDeleting')}
        </p>
        <FormField
          id="delete-account-password"
          inputRef={input}
          label={t('account.delete.password')}
          hint={t('account.delete.passwordHint')}
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
