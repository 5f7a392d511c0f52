import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { CONSENT_EVENT } from '@/lib/analytics';
import { readStorage, writeStorage } from '@/lib/local-storage';
import styles from './cookie-consent.module.css';

/** SPEC §4: shown while `cookie_consent` is unset; accepting fires the consent event for analytics. */
export function CookieConsent() {
  const [choice, setChoice] = useState(() => readStorage(LOCAL_STORAGE_KEYS.cookieConsent));
  if (choice === 'accepted' || choice === 'declined') return null;
  const decide = (value: 'accepted' | 'declined') => {
    writeStorage(LOCAL_STORAGE_KEYS.cookieConsent, value);
    setChoice(value);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
  };
  return (
    <div className={styles.bar} role="dialog" aria-label="Đồng ý sử dụng cookie">
      <p className={styles.text}>
        Chúng tôi dùng cookie để ghi nhớ đăng nhập và, nếu bạn đồng ý, để đo lượng truy cập nhằm cải thiện trang web.{' '}
        <Link to={paths.cookies}>Tìm hiểu thêm</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={() => decide('declined')}>
          Từ chối
        </button>
        <button type="button" className="btn btn-primary" onClick={() => decide('accepted')}>
          Đồng ý
        </button>
      </div>
    </div>
  );
}
