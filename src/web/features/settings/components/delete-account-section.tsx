// 'Xóa tài khoản' at the foot of the profile. The dialog says what goes (the account, its files,
// its lists and its practice record), offers the export first, and asks for the password; an account
// that signs in only with Google leaves it empty and must have signed in within the last ten minutes.
import { useId, useRef, useState, type FormEvent } from 'react';
import { API_BASE } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/auth-messages';
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
          Xóa tài khoản
        </h2>
        <p className={styles.text}>
          Xóa vĩnh viễn tài khoản, các file bạn đã tải lên và tiến độ học. Không thể hoàn tác.
        </p>
      </div>
      <button type="button" className={`btn ${styles.danger}`} onClick={() => setOpen(true)}>
        Xóa tài khoản…
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
      title="Xóa tài khoản?"
      onClose={onClose}
      maxWidth={480}
      initialFocus={input}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Hủy
          </button>
          <button type="submit" form="delete-account-form" className={`btn ${styles.danger}`} disabled={busy}>
            {busy ? 'Đang xóa...' : 'Xóa vĩnh viễn'}
          </button>
        </>
      }
    >
      <form id="delete-account-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.text}>Những thứ sau sẽ bị xóa và không thể khôi phục:</p>
        <ul className={styles.list}>
          <li>tài khoản và mọi phiên đăng nhập trên các thiết bị;</li>
          <li>các file bạn đã tải lên (cả bản xem trước và ảnh thu nhỏ);</li>
          <li>danh sách file đã lưu, đã tải xuống và đã xem;</li>
          <li>tiến độ luyện nghe chép chính tả và cài đặt nghe.</li>
        </ul>
        <p className={styles.text}>
          Muốn giữ một bản?{' '}
          <a href={`${API_BASE}/me/export`} download>
            Tải dữ liệu của tôi
          </a>{' '}
          trước khi xóa.
        </p>
        <FormField
          id="delete-account-password"
          inputRef={input}
          label="Mật khẩu"
          hint="Tài khoản chỉ đăng nhập bằng Google: để trống ô này."
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
