// The one 'working → done / failed' sequence of toasts (upload, edit, download, save, delete).
// The working notice cannot be closed: it lasts exactly as long as the work, then the outcome replaces it.
import type { ToastApi, ToastOptions } from './toast';

export interface ToastSteps<T> {
  /** Shown while the task runs (no close button, no time-out). */
  working?: Omit<ToastOptions, 'duration' | 'dismissible'>;
  /** Shown when the task resolved; null shows nothing. */
  done?: (result: T) => ToastOptions | null;
  /** Shown when the task failed; null shows nothing (a cancel the caller reports itself). */
  failed: (error: unknown) => ToastOptions | null;
}

export interface WorkingNotice {
  update(options: Partial<ToastOptions>): void;
}

/** Runs `task` between its notices; resolves true when it succeeded. Never rejects. */
export async function runWithToasts<T>(
  toast: ToastApi,
  steps: ToastSteps<T>,
  task: (notice: WorkingNotice) => Promise<T>,
): Promise<boolean> {
  const id = steps.working ? toast.show({ ...steps.working, duration: 0, dismissible: false }) : null;
  const notice: WorkingNotice = { update: (options) => id !== null && toast.update(id, options) };
  let outcome: ToastOptions | null;
  let succeeded: boolean;
  try {
    const result = await task(notice);
    outcome = steps.done?.(result) ?? null;
    succeeded = true;
  } catch (error) {
    outcome = steps.failed(error);
    succeeded = false;
  }
  if (id !== null) toast.dismiss(id);
  if (outcome) toast.show(outcome);
  return succeeded;
}
