// The visitor's cookie choice (localStorage key cookie_consent), read and cleared outside the consent banner.
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { readStorage } from './local-storage';

export type CookieConsentChoice = 'accepted' | 'declined' | 'unset';

export function readCookieConsent(): CookieConsentChoice {
  const value = readStorage(LOCAL_STORAGE_KEYS.cookieConsent);
  return value === 'accepted' || value === 'declined' ? value : 'unset';
}

/** Back to "unset": the banner shows again on the next page load. */
export function clearCookieConsent(): void {
  try {
    window.localStorage.removeItem(LOCAL_STORAGE_KEYS.cookieConsent);
  } catch {
    // Storage unavailable: nothing was stored, so the choice is already unset.
  }
}
