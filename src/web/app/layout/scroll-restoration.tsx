// Scroll position across navigations: Back and Forward return to where the page was left; any other
// navigation starts at the top of the new page, or at its #section (the page scrolls there itself once
// its content has rendered).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    const remember = () => positions.current.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const saved = positions.current.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (!hash) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
