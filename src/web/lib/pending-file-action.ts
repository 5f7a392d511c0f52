// A visitor who taps 'Lưu' or 'Tải xuống' is asked to sign in first; the tab remembers what they asked for,
// the login page brings them back (?next=), and the file's page finishes the action once they are signed in.
// sessionStorage: the wish belongs to this tab and dies with it, and a link cannot carry one to someone else.
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { useAuth } from './auth';
import { loginPathReturningTo } from './return-path';

export type PendingFileAction = 'save' | 'download';

/** A wish older than this is forgotten: the visitor has moved on. */
const PENDING_ACTION_LIFETIME_MS = 30 * 60 * 1000;

interface StoredAction {
  fileId: string;
  action: PendingFileAction;
  at: number;
}

export function rememberPendingAction(fileId: string, action: PendingFileAction, now = Date.now()): void {
  try {
    const stored: StoredAction = { fileId, action, at: now };
    window.sessionStorage.setItem(LOCAL_STORAGE_KEYS.pendingFileAction, JSON.stringify(stored));
  } catch {
    // Storage unavailable: the visitor signs in and taps again.
  }
}

/** True, once, when `action` on `fileId` was asked for before signing in (the wish is then forgotten). */
export function takePendingAction(fileId: string, action: PendingFileAction, now = Date.now()): boolean {
  let stored: Partial<StoredAction> | null;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(LOCAL_STORAGE_KEYS.pendingFileAction) ?? 'null');
  } catch {
    return false;
  }
  if (stored?.fileId !== fileId || stored.action !== action) return false;
  window.sessionStorage.removeItem(LOCAL_STORAGE_KEYS.pendingFileAction);
  return typeof stored.at === 'number' && now - stored.at >= 0 && now - stored.at < PENDING_ACTION_LIFETIME_MS;
}

/** Sends a visitor to the login page, remembering `action` and returning to this page afterwards. */
export function useSignInFirst(): (fileId: string, action: PendingFileAction) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (fileId, action) => {
      rememberPendingAction(fileId, action);
      void navigate(loginPathReturningTo(`${pathname}${search}${hash}`));
    },
    [navigate, pathname, search, hash],
  );
}

/** Runs `run` once the reader is signed in, if they asked for `action` on this file before signing in. */
export function useResumePendingAction(fileId: string | null, action: PendingFileAction, run: () => void): void {
  const { user } = useAuth();
  const resume = useEffectEvent(run);
  useEffect(() => {
    if (user && fileId && takePendingAction(fileId, action)) resume();
  }, [user, fileId, action]);
}
