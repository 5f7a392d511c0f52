import { paths } from '@shared/paths';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { useT } from '@/i18n/i18n';
import { CONSENT_EVENT } from '@/lib/analytics';
import { readCookieConsent } from '@/lib/cookie-consent-choice';
import { writeStorage } from '@/lib/local-storage';
import { keepFocusOnPage } from '@/lib/page-focus';
import styles from './cookie-consent.module.css';

const TOAST_GAP_PX = 8;

/**
 * While the bar shows, toasts (bottom of the screen) stack above it instead of covering its buttons, and
 * the page's scroll padding keeps a focused control clear of it (WCAG 2.4.11, theme.css).
 */
function useToastsAbove(bar: RefObject<HTMLDivElement | null>, visible: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const place = () => {
      const covered = window.innerHeight - element.getBoundingClientRect().top;
      root.style.setProperty('--toast-bottom', `${covered + TOAST_GAP_PX}px`);
      root.style.setProperty('--sticky-bottom', `${covered}px`);
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      root.style.removeProperty('--toast-bottom');
      root.style.removeProperty('--sticky-bottom');
    };
  }, [bar, visible]);
}

/** Shown while `cookie_consent` is unset; accepting fires the consent event for analytics. */
export function CookieConsent() {
  const t = useT();
  const [choice, setChoice] = useState(readCookieConsent);
  const bar = useRef<HTMLDivElement>(null);
  const visible = choice === 'unset';
  useToastsAbove(bar, visible);
  if (!visible) return null;
  const decide = (value: 'accepted' | 'declined') => {
    writeStorage(LOCAL_STORAGE_KEYS.cookieConsent, value);
    setChoice(value);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
    // The bar and its buttons leave: focus goes on to the content, not to the document's start.
    keepFocusOnPage();
  };
  return (
    <div ref={bar} className={styles.bar} role="dialog" aria-label={t('common.consent.label')}>
      <p className={styles.text}>
        {t('common.consent.text')} <Link to={paths.cookies}>{t('common.consent.learnMore')}</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={() => decide('declined')}>
          {t('common.consent.decline')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => decide('accepted')}>
          {t('common.consent.accept')}
        </button>
      </div>
    </div>
  );
}
