import { useState } from 'react';
import { CONSENT_STATUS, CONSENT_TEXT } from '@shared/pages/messages';
import { clearCookieConsent, readCookieConsent } from '@/lib/cookie-consent-choice';
import styles from './consent-settings.module.css';

export function ConsentSettings() {
  const [choice] = useState(readCookieConsent);
  const changeChoice = () => {
    clearCookieConsent();
    // A reload shows the banner again and, after a withdrawn consent, drops an analytics script already loaded.
    window.location.reload();
  };
  return (
    <div className={styles.box}>
      <p className={styles.status}>
        <span className={styles.label}>{CONSENT_TEXT.currentChoice}</span>{' '}
        <span data-testid="consent-status">{CONSENT_STATUS[choice]}</span>
      </p>
      <button type="button" className="btn btn-primary" onClick={changeChoice} disabled={choice === 'unset'}>
        {CONSENT_TEXT.changeChoice}
      </button>
    </div>
  );
}
