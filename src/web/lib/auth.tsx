// Auth context: user, loading, signInGoogle, signInEmail, signUpEmail, logout.
import { paths } from '@shared/paths';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TDeleteAccountRequest, TSessionUser } from '@shared/auth';
import { ACCOUNT_ROUTES } from '@shared/account/api-routes';
import { AUTH_ROUTES } from '@shared/auth-api-routes';
import { useLanguage } from '@/i18n/i18n';
import { apiRequest } from './api-client';
import { googleReturnUrls } from './return-path';

export type SessionEnd = 'signedOut' | 'deleted';

export interface AuthContextValue {
  user: TSessionUser | null;
  loading: boolean;
  /** Signs in with Google; the page comes back to `returnTo` (a path of this site) when no popup could open. */
  signInGoogle(returnTo: string): Promise<void>;
  signInEmail(email: string, password: string): Promise<void>;
  /** Resolves to 'verify' when the server mailed a verification link instead of signing in. */
  signUpEmail(email: string, password: string, displayName?: string): Promise<'signed-in' | 'verify'>;
  /** Mails the signed-in account's verification link again. */
  resendVerification(): Promise<void>;
  logout(): Promise<void>;
  /** Deletes the account (confirmed by its password, if it has one) and forgets the session. */
  deleteAccount(password: string): Promise<void>;
  /**
   * How this tab last ended its session, until it signs in again: signed-in-only pages then send the visitor
   * home after a deleted account, and to a plain /login after signing out (not back to the page they left).
   */
  sessionEnded: SessionEnd | null;
  /** The account changed (name, avatar, password): reads the session again and refetches lists. */
  refreshSession(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const POPUP_NAME = 'google-sign-in';

export function isGooglePopupWindow(): boolean {
  return window.name === POPUP_NAME && window.opener !== null;
}

function waitForPopupClose(popup: Window): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        resolve();
      }
    }, 400);
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<TSessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [sessionEnded, setSessionEnded] = useState<SessionEnd | null>(null);
  const { setLanguage } = useLanguage();
  // The account whose language this tab last took: a session read again for the same account keeps
  // whatever this device chose since.
  const languageOf = useRef<string | null>(null);

  const refresh = useCallback(async () => {
    const { user: current } = await apiRequest(AUTH_ROUTES.session);
    setUser(current);
    if (current) setSessionEnded(null);
    if (current && languageOf.current !== current.id) {
      languageOf.current = current.id;
      // Signing in, the account's language wins and becomes this device's too. It never holds the sign-in
      // up: when it cannot be read, the device's choice stays.
      apiRequest(ACCOUNT_ROUTES.preferences)
        .then(({ language }) => (language ? setLanguage(language) : undefined))
        .catch((error: unknown) => console.error('Reading the account language failed', error));
    }
    if (!current) languageOf.current = null;
    return current;
  }, [setLanguage]);

  useEffect(() => {
    refresh()
      .catch((error: unknown) => console.error('Auth initialisation failed', error))
      .finally(() => setLoading(false));
  }, [refresh]);

  const afterSessionChange = useCallback(async () => {
    await refresh();
    await queryClient.invalidateQueries();
  }, [queryClient, refresh]);
  const refreshSession = afterSessionChange;

  const signInGoogle = useCallback(
    async (returnTo: string) => {
      // A popup first (opened synchronously, so blockers allow it), a redirect when it is blocked.
      const popup = window.open('', POPUP_NAME, 'popup,width=500,height=650');
      try {
        const { url } = await apiRequest(AUTH_ROUTES.signInSocial, {
          body: {
            provider: 'google',
            // The popup's page only closes itself; this tab then goes on to `returnTo` (auth-form.tsx).
            ...googleReturnUrls(returnTo),
            ...(popup ? { callbackURL: paths.authComplete } : {}),
            disableRedirect: true,
          },
        });
        if (!popup || popup.closed) {
          window.location.assign(url);
          return;
        }
        popup.location.href = url;
        await waitForPopupClose(popup);
        await afterSessionChange();
      } catch (error) {
        popup?.close();
        console.error('Google sign-in failed', error);
        throw error;
      }
    },
    [afterSessionChange],
  );

  const signInEmail = useCallback(
    async (email: string, password: string) => {
      await apiRequest(AUTH_ROUTES.signInEmail, { body: { email, password } });
      await afterSessionChange();
    },
    [afterSessionChange],
  );

  const signUpEmail = useCallback(
    async (email: string, password: string, displayName?: string) => {
      const name = displayName?.trim() || email.split('@')[0] || email;
      const answer = await apiRequest(AUTH_ROUTES.signUpEmail, { body: { email, password, name } });
      if (answer.verificationRequired) return 'verify';
      await afterSessionChange();
      return 'signed-in';
    },
    [afterSessionChange],
  );

  const resendVerification = useCallback(async () => {
    await apiRequest(AUTH_ROUTES.sendVerificationEmail, { body: {} });
  }, []);

  const logout = useCallback(async () => {
    await apiRequest(AUTH_ROUTES.signOut, { body: {} });
    setSessionEnded('signedOut');
    setUser(null);
    queryClient.clear();
  }, [queryClient]);

  const deleteAccount = useCallback(
    async (password: string) => {
      const body: TDeleteAccountRequest = password ? { password } : {};
      await apiRequest(ACCOUNT_ROUTES.deleteAccount, { body });
      setSessionEnded('deleted');
      setUser(null);
      queryClient.clear();
    },
    [queryClient],
  );

  const value = useMemo(
    () => ({
      user,
      loading,
      signInGoogle,
      signInEmail,
      signUpEmail,
      resendVerification,
      logout,
      deleteAccount,
      sessionEnded,
      refreshSession,
    }),
    [
      user,
      loading,
      signInGoogle,
      signInEmail,
      signUpEmail,
      resendVerification,
      logout,
      deleteAccount,
      sessionEnded,
      refreshSession,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
