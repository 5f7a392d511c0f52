// After an in-app navigation nothing tells a screen reader that the page changed: focus moves to the new
// page's main heading (WCAG 2.4.3), once the code-split screen has drawn it. A screen that
// places focus itself (a practice screen's answer box) keeps it. The first load is left to the browser.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainHeading } from '@/lib/page-focus';

const WAIT_FOR_HEADING_MS = 5000;

function screenPlacedFocus(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('#main input, #main textarea, #main select');
}

export function HeadingFocus() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const until = performance.now() + WAIT_FOR_HEADING_MS;
    let frame = 0;
    const place = () => {
      if (screenPlacedFocus()) return;
      if (document.querySelector('#main h1')) {
        focusMainHeading();
        return;
      }
      if (performance.now() < until) frame = requestAnimationFrame(place);
    };
    frame = requestAnimationFrame(place);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
