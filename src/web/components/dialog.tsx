// The one dialog of the app: a native <dialog> opened with showModal(), so the browser puts it
// in the top layer, makes the page behind it inert and sends Escape as a `cancel` event. Around that:
// Tab and Shift+Tab cycle through the dialog's own controls (the browser would let focus leave for its
// own toolbar), a click on the backdrop closes, the page does not scroll behind it, and focus goes back
// to the control that opened it.
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), textarea:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])';

type DialogName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export type DialogProps = DialogName & {
  open: boolean;
  /** Escape, the backdrop and any close control ask the owner to close; the owner sets `open`. */
  onClose: () => void;
  children: ReactNode;
  /** Extra class of the dialog box (its size, padding). */
  className?: string;
  maxWidth?: number;
  /** The language of the dialog's text when it differs from the page's (the English practice dialogs). */
  lang?: string;
  /** Receives focus on open; by default the first control that is not marked `data-close`. */
  initialFocus?: RefObject<HTMLElement | null>;
};

export function Dialog({ open, ...props }: DialogProps) {
  if (!open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  children,
  className,
  maxWidth,
  initialFocus,
  label,
  labelledBy,
  lang,
}: Omit<DialogProps, 'open'>) {
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    const first = initialFocus?.current ?? focusableIn(element).find((control) => !control.hasAttribute('data-close'));
    (first ?? element).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      element.close();
      // The opener may be gone (a practice item that moved on): then whoever owns the page places focus.
      if (opener?.isConnected && !isInsideOpenDialog(document.activeElement, element)) opener.focus();
    };
    // Opened once per mount; `initialFocus` is read when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') keepFocusInside(event.currentTarget, event);
  };

  // A click on the ::backdrop is a click on the <dialog> itself, outside its box.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${className ?? ''}`}
      style={maxWidth === undefined ? undefined : { maxWidth }}
      aria-label={label}
      aria-labelledby={labelledBy}
      lang={lang}
      onCancel={(event) => {
        // Escape: the owner closes it, so React's state and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      tabIndex={-1}
    >
      {children}
    </dialog>
  );
}

function isInsideOpenDialog(element: Element | null, closing: HTMLDialogElement): boolean {
  const host = element?.closest('dialog');
  return Boolean(host && host !== closing && host.open);
}

/** The controls Tab can reach: a hidden file input or a collapsed section does not count. */
function focusableIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = focusableIn(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
