// Navigation bar visibility: hidden on login, signup, /user*, /file*, the word dictation and
// sentence practice pages (and the full-page viewer; /review, which shows the same practice
// screens); visible everywhere else.
import { paths } from '@shared/paths';

const HIDDEN_EXACT = new Set<string>([
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
  paths.viewer.pattern,
  paths.review.pattern,
]);
const HIDDEN_PREFIXES = ['/user', '/file', '/dictation/', '/sentence-practice/'];

export function isNavBarVisible(pathname: string): boolean {
  if (HIDDEN_EXACT.has(pathname)) return false;
  return !HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The viewer is a full page: no banner, footer or consent bar over the document. */
export function isChromeless(pathname: string): boolean {
  return pathname === paths.viewer.pattern;
}
