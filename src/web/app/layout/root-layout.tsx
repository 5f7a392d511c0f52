import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Loading } from '../../components/loading';
import { CONSENT_EVENT, loadAnalyticsIfAllowed } from '../../lib/analytics';
import { useSiteConfig } from '../../lib/site-config';
import { isChromeless, isNavBarVisible } from '../nav-visibility';
import { CookieConsent } from './cookie-consent';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PromoBanner } from './promo-banner';

function useAnalytics(): void {
  const measurementId = useSiteConfig()?.analyticsMeasurementId ?? null;
  useEffect(() => {
    if (!measurementId) return;
    loadAnalyticsIfAllowed(measurementId);
    const onConsent = () => loadAnalyticsIfAllowed(measurementId);
    window.addEventListener(CONSENT_EVENT, onConsent);
    return () => window.removeEventListener(CONSENT_EVENT, onConsent);
  }, [measurementId]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  useAnalytics();
  const chromeless = isChromeless(pathname);
  return (
    <>
      {!chromeless && <PromoBanner />}
      {isNavBarVisible(pathname) && <NavBar />}
      <main id="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {!chromeless && <Footer />}
      {!chromeless && <CookieConsent />}
      <ScrollRestoration />
    </>
  );
}
