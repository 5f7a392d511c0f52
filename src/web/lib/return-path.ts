// Where the login page sends a visitor back to once signed in: `/login?next=/file/…`. Only a path of this
// site is followed; anything else (another origin, a protocol-relative `//host`, a `javascript:` address)
// falls back to home, so a crafted link cannot use our login page to send someone elsewhere.
import { paths } from '@shared/paths';

export const RETURN_PARAM = 'next';

/** An origin no real page has: a path that resolves against it onto another origin is not ours. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/** Pages a return would loop back into. */
const NO_RETURN = new Set<string>([paths.login, paths.signup]);

/** The same-site path `raw` names (path, query and hash), or null when it is not one. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  // A backslash reads as a slash in browsers ('/\host' is '//host'); control characters and spaces are
  // stripped by URL parsers before the check would see them.
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s\p{Cc}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || NO_RETURN.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page (or `page`, another auth page) that returns to `returnTo`, a path of this site, after signing in. */
export function loginPathReturningTo(returnTo: string | null, page: string = paths.login): string {
  const path = safeReturnPath(returnTo);
  return path ? `${page}?${new URLSearchParams({ [RETURN_PARAM]: path })}` : page;
}

/** `page` (another auth page) keeping the return path of the auth page whose address is `search`. */
export function keepingReturnPath(page: string, search: string): string {
  return loginPathReturningTo(new URLSearchParams(search).get(RETURN_PARAM), page);
}

/**
 * Where Google's sign-in ends when it runs in this tab (no popup): `returnTo` once signed in (home when it is
 * not a path of ours), the login page keeping `returnTo` when it failed.
 */
export function googleReturnUrls(returnTo: string): { callbackURL: string; errorCallbackURL: string } {
  const login = new URL(loginPathReturningTo(returnTo), PROBE_ORIGIN);
  login.searchParams.set('error', 'google');
  return { callbackURL: safeReturnPath(returnTo) ?? paths.home, errorCallbackURL: `${login.pathname}${login.search}` };
}

/** Where a login page whose address is `search` sends the visitor once signed in. */
export function returnPathOf(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? paths.home;
}
