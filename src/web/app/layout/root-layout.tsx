import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '@/components/loading';
import { useT } from '@/i18n/i18n';
import { CONSENT_EVENT, loadAnalyticsIfAllowed } from '@/lib/analytics';
import { focusMainHeading } from '@/lib/page-focus';
import { useSiteConfig } from '@/lib/site-config';
import { isChromeless, isNavBarVisible } from '@/app/nav-visibility';
import { CookieConsent } from './cookie-consent';
import { Footer } from './footer';
import { HeadingFocus } from './heading-focus';
import { NavBar } from './nav-bar';
import { PromoBanner } from './promo-banner';
import { ScrollRestoration } from './scroll-restoration';

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
  const t = useT();
  const { pathname } = useLocation();
  useAnalytics();
  const chromeless = isChromeless(pathname);
  return (
    <>
      {/* WCAG 2.4.1: the first Tab stop skips the banner and the nav bar. */}
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          focusMainHeading();
          document.getElementById('main')?.scrollIntoView();
        }}
      >
        {t('common.skipToContent')}
      </a>
      {!chromeless && <PromoBanner />}
      {isNavBarVisible(pathname) && <NavBar />}
      {/* At least a screen tall: the footer starts below the fold, so a screen whose content arrives
          after its first paint never pushes a visible footer down (no layout shift). */}
      <main id="main" style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {!chromeless && <Footer />}
      {!chromeless && <CookieConsent />}
      <ScrollRestoration />
      <HeadingFocus />
    </>
  );
}
