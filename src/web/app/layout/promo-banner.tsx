import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { useT } from '@/i18n/i18n';
import { focusMainHeading } from '@/lib/page-focus';
import styles from './promo-banner.module.css';

// The offer, said concretely: a free, sign-up-free set of TOEIC Part 1 sentence dictation, one click away.
// Visible on load and dismissable. The dismissal lasts for the browser session (sessionStorage),
// so the banner does not return on every page change but does greet the learner on their next visit.
function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(LOCAL_STORAGE_KEYS.promoBannerDismissed) === 'true';
  } catch {
    return false;
  }
}

export function PromoBanner() {
  const t = useT();
  const [visible, setVisible] = useState(() => !wasDismissed());
  if (!visible) return null;
  const dismiss = () => {
    setVisible(false);
    try {
      window.sessionStorage.setItem(LOCAL_STORAGE_KEYS.promoBannerDismissed, 'true');
    } catch {
      // Storage unavailable: hidden for this page only.
    }
  };
  return (
    <div className={styles.banner} role="region" aria-label={t('common.promo.label')}>
      <svg className={styles.gift} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 2-1ZM8 6a1 1 0 0 1 2 0v1H9a1 1 0 0 1-1-1Zm-3 3h6v2H5V9Zm1 4h5v6H6v-6Zm7 6v-6h5v6h-5Zm6-8h-6V9h6v2Z"
        />
      </svg>
      {/* A phone's banner keeps to one line: the short wording says the same offer. */}
      <p className={`${styles.text} ${styles.long}`}>{t('common.promo.text')}</p>
      <p className={`${styles.text} ${styles.short}`}>{t('common.promo.shortText')}</p>
      <Link
        className={styles.cta}
        to={paths.sentencePractice.build({ position: 1, part: 'part1', setIndex: 0 })}
        onClick={dismiss}
      >
        {t('common.promo.cta')}
      </Link>
      <button
        type="button"
        className={styles.close}
        aria-label={t('common.promo.close')}
        onClick={() => {
          dismiss();
          // The button leaves with the banner: focus goes on to the content, not to the document's start.
          focusMainHeading();
        }}
      >
        ×
      </button>
    </div>
  );
}
