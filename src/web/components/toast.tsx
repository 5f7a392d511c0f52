// Toasts: default variant info, default auto-close 4000 ms, use outside the provider throws.
// A duration of 0 keeps a toast until it is dismissed; a notice that is not `dismissible` has no close
// button and lasts until its work ends (the upload progress notice: closing it must not hide a running
// upload, its 'Hủy' button cancels).
// Screen readers hear toasts through one polite live region that holds only their messages:
// the visible toasts carry buttons, which a live region would read as part of the message. A progress
// notice is announced when it starts and then at most once per quarter (25 %, 50 %, 75 %).
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from '@shared/constants';
import { useT } from '@/i18n/i18n';
import styles from './toast.module.css';

export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  message: string;
  variant?: ToastVariant;
  duration?: number;
  /** 0 to 100: shows a progress bar (upload). */
  progress?: number;
  action?: { label: string; onClick: () => void };
  /** false: no close button (default true). */
  dismissible?: boolean;
}

interface ToastItem extends ToastOptions {
  id: number;
  variant: ToastVariant;
}

export interface ToastApi {
  show(options: ToastOptions | string): number;
  update(id: number, options: Partial<ToastOptions>): void;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Progress announcements: one per quarter of the work. */
const PROGRESS_STEP = 25;
/** How long an announcement stays in the live region (long enough to be read, then out of the way). */
const ANNOUNCEMENT_MS = 7000;

interface Announcement {
  id: number;
  text: string;
}

const ICONS: Record<ToastVariant, string> = { info: 'ℹ', success: '✓', warning: '!', error: '✕' };

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<number, number>());
  const nextId = useRef(1);
  const [announcements, setAnnouncements] = useState<Announcement[]>([]);
  const progressStep = useRef(new Map<number, number>());

  const announce = useCallback((text: string) => {
    const id = nextId.current++;
    setAnnouncements((current) => [...current.slice(-2), { id, text }]);
    window.setTimeout(
      () => setAnnouncements((current) => current.filter((announcement) => announcement.id !== id)),
      ANNOUNCEMENT_MS,
    );
  }, []);

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    progressStep.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const schedule = useCallback(
    (id: number, duration: number) => {
      window.clearTimeout(timers.current.get(id));
      if (duration > 0)
        timers.current.set(
          id,
          window.setTimeout(() => dismiss(id), duration),
        );
    },
    [dismiss],
  );

  const show = useCallback(
    (input: ToastOptions | string) => {
      const options = typeof input === 'string' ? { message: input } : input;
      const id = nextId.current++;
      const item: ToastItem = { ...options, id, variant: options.variant ?? 'info' };
      setToasts((current) => [...current, item]);
      schedule(id, options.duration ?? TIMINGS.toastDefaultMs);
      if (options.progress !== undefined) progressStep.current.set(id, Math.floor(options.progress / PROGRESS_STEP));
      announce(options.message);
      return id;
    },
    [schedule, announce],
  );

  const update = useCallback(
    (id: number, options: Partial<ToastOptions>) => {
      setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, ...options } : toast)));
      if (options.duration !== undefined) schedule(id, options.duration);
      if (options.message === undefined) return;
      if (options.progress !== undefined) {
        const step = Math.floor(options.progress / PROGRESS_STEP);
        if (step === progressStep.current.get(id)) return;
        progressStep.current.set(id, step);
      }
      announce(options.message);
    },
    [schedule, announce],
  );

  const api = useMemo(() => ({ show, update, dismiss }), [show, update, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="visually-hidden" aria-live="polite" data-testid="toast-announcer">
        {announcements.map((announcement) => (
          <p key={announcement.id}>{announcement.text}</p>
        ))}
      </div>
      <div className={styles.region} role="region" aria-label={t('common.notificationsLabel')}>
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${styles[toast.variant]}`} data-testid="toast">
            <span className={styles.icon} aria-hidden="true">
              {ICONS[toast.variant]}
            </span>
            <div className={styles.body}>
              <p className={styles.message}>{toast.message}</p>
              {toast.progress !== undefined && (
                <div className={styles.progress} aria-hidden="true">
                  <div className={styles.progressBar} style={{ width: `${toast.progress}%` }} />
                </div>
              )}
            </div>
            {toast.action && (
              <button type="button" className={styles.action} onClick={toast.action.onClick}>
                {toast.action.label}
              </button>
            )}
            {toast.dismissible !== false && (
              <button
                type="button"
                className={styles.close}
                aria-label={t('common.closeNotification')}
                onClick={() => dismiss(toast.id)}
              >
                ×
              </button>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
