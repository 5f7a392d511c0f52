import { describe, expect, it } from 'vitest';
import { isNavBarVisible } from './nav-visibility';

describe('isNavBarVisible', () => {
  it.each([
    '/',
    '/dictation-list',
    '/profile',
    '/about',
    '/checkout',
    '/contact',
    '/nothing-here',
    '/file/123',
    '/review',
  ])('shows the bar on %s', (path) => expect(isNavBarVisible(path)).toBe(true));

  it.each(['/login', '/signup', '/user/abc', '/dictation/0', '/sentence-practice/2', '/viewer'])(
    'hides the bar on %s',
    (path) => expect(isNavBarVisible(path)).toBe(false),
  );
});
