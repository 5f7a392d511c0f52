// Analytics (docs/product-rules.md, Consent and analytics): loaded only after consent, only with a measurement id,
// never on local hosts (unless the developer flag ga_dev is set), never with the opt-out flag or Do Not Track.
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { readStorage } from './local-storage';

export interface AnalyticsEnvironment {
  measurementId: string | null;
  consent: string | null;
  optOut: string | null;
  devFlag: string | null;
  hostname: string;
  doNotTrack: string | null;
}

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0|.*\.local)$/;

export function shouldLoadAnalytics(env: AnalyticsEnvironment): boolean {
  if (!env.measurementId) return false;
  if (env.consent !== 'accepted') return false;
  if (env.optOut === 'true') return false;
  if (env.doNotTrack === '1' || env.doNotTrack === 'yes') return false;
  if (LOCAL_HOSTS.test(env.hostname) && env.devFlag !== 'true') return false;
  return true;
}

export const CONSENT_EVENT = 'cookie-consent-change';

let loaded = false;

export function loadAnalyticsIfAllowed(measurementId: string | null): boolean {
  if (loaded) return true;
  const allowed = shouldLoadAnalytics({
    measurementId,
    consent: readStorage(LOCAL_STORAGE_KEYS.cookieConsent),
    optOut: readStorage(LOCAL_STORAGE_KEYS.analyticsOptOut),
    devFlag: readStorage(LOCAL_STORAGE_KEYS.analyticsDev),
    hostname: window.location.hostname,
    doNotTrack: navigator.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack ?? null,
  });
  if (!allowed || !measurementId) return false;
  loaded = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  const dataLayer = ((window as { dataLayer?: unknown[] }).dataLayer ??= []);
  const gtag = (...args: unknown[]) => dataLayer.push(args);
  gtag('js', new Date());
  gtag('config', measurementId, { anonymize_ip: true });
  return true;
}
