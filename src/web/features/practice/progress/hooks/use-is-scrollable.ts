import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * True while the element is wider inside than its box. A region that scrolls must be reachable by
 * keyboard (WCAG 2.1.1): the caller makes it focusable only then, so wide screens get no extra tab stop.
 */
export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setIsScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsScrollable(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
}
