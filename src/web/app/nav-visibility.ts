// Navigation bar visibility: hidden on login, signup, /user*, the word dictation and sentence practice
// pages and the full-page viewer; visible everywhere else. A file's page and /review keep the bar: a
// shared link is often a visitor's first page, and the bar is their way into the rest of the site.
import { paths } from '@shared/paths';

const HIDDEN_EXACT = new Set<string>([
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
  paths.viewer.pattern,
]);
const HIDDEN_PREFIXES = ['/user', '/dictation/', '/sentence-practice/'];

export function isNavBarVisible(pathname: string): boolean {
  if (HIDDEN_EXACT.has(pathname)) return false;
  return !HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The viewer is a full page: no banner, footer or consent bar over the document. */
export function isChromeless(pathname: string): boolean {
  return pathname === paths.viewer.pattern;
}
