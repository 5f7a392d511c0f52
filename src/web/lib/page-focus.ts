// Where keyboard focus goes when the control that held it is gone (WCAG 2.4.3): the page's
// main heading, so the next Tab continues from the top of the content instead of the document's start.

/** Focuses the main heading (made focusable by script only) or, without one, the main region. */
export function focusMainHeading(): boolean {
  const target = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** True when focus is nowhere in particular: on the body, or on an element that left the page. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * For `durationMs` after a change that may remove the focused control (a deleted card, a closed bar),
 * puts focus on the main heading as soon as it is lost. Returns a function that stops watching.
 */
export function keepFocusOnPage(durationMs = 3000): () => void {
  const until = performance.now() + durationMs;
  let frame = 0;
  const check = () => {
    if (isFocusLost()) {
      focusMainHeading();
      return;
    }
    if (performance.now() < until) frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  return () => cancelAnimationFrame(frame);
}
