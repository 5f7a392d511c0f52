import { useState } from 'react';
import { clearCookieConsent, readCookieConsent } from '@/lib/cookie-consent-choice';
import { useLanguage, useT } from '@/i18n/i18n';
import styles from './consent-settings.module.css';

/** The stored cookie choice and the way to change it: a control in the interface language inside the Vietnamese article. */
export function ConsentSettings() {
  const t = useT();
  const { language } = useLanguage();
  const [choice] = useState(readCookieConsent);
  const changeChoice = () => {
    clearCookieConsent();
    // A reload shows the banner again and, after a withdrawn consent, drops an analytics script already loaded.
    window.location.reload();
  };
  return (
    <div className={styles.box} lang={language}>
      <p className={styles.status}>
        <span className={styles.label}>{t('pages.consent.currentChoice')}</span>{' '}
        <span data-testid="consent-status">{t(`pages.consent.status.${choice}`)}</span>
      </p>
      <button type="button" className="btn btn-primary" onClick={changeChoice} disabled={choice === 'unset'}>
        {t('pages.consent.changeChoice')}
      </button>
    </div>
  );
}
