import { describe, expect, it } from 'vitest';
import { googleReturnUrls, keepingReturnPath, loginPathReturningTo, returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/file/abc', '/file/abc?page=3', '/tai-lieu?q=toeic#top', '/', '/viewer?u=%2Fapi%2Ffiles%2F1'])(
    'keeps the same-site path %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    null,
    undefined,
    '',
    'file/abc',
    'https://evil.example/file',
    'http:/evil.example',
    '//evil.example/file',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil.example',
    ' /file/abc',
    '/\n/evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/login',
    '/signup?next=/file/1',
  ])('refuses %j', (path) => expect(safeReturnPath(path)).toBeNull());

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/a/../../file/1')).toBe('/file/1');
  });
});

describe('loginPathReturningTo', () => {
  it('carries the path in ?next=', () => {
    expect(loginPathReturningTo('/file/abc?page=2')).toBe('/login?next=%2Ffile%2Fabc%3Fpage%3D2');
  });

  it('is the bare login page for a path that is not ours', () => {
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
  });
});

describe('returnPathOf', () => {
  it('reads ?next= back', () => {
    expect(returnPathOf(new URL(`https://x${loginPathReturningTo('/file/abc?page=2')}`).search)).toBe(
      '/file/abc?page=2',
    );
  });

  it('goes home without ?next= or with a foreign one', () => {
    expect(returnPathOf('')).toBe('/');
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathOf('?next=%2F%2Fevil.example')).toBe('/');
  });
});

describe('keepingReturnPath', () => {
  it('passes ?next= on from login to sign-up', () => {
    expect(keepingReturnPath('/signup', '?next=%2Ffile%2F1&error=google')).toBe('/signup?next=%2Ffile%2F1');
  });

  it('drops a foreign or missing one', () => {
    expect(keepingReturnPath('/signup', '?next=%2F%2Fevil.example')).toBe('/signup');
    expect(keepingReturnPath('/signup', '')).toBe('/signup');
  });
});

describe('googleReturnUrls', () => {
  it('comes back to the page the visitor signed in from, and to its login page on failure', () => {
    expect(googleReturnUrls('/file/abc?page=2')).toEqual({
      callbackURL: '/file/abc?page=2',
      errorCallbackURL: '/login?next=%2Ffile%2Fabc%3Fpage%3D2&error=google',
    });
    expect(returnPathOf(new URL(`https://x${googleReturnUrls('/settings').errorCallbackURL}`).search)).toBe(
      '/settings',
    );
  });

  it('goes home for a path that is not ours', () => {
    expect(googleReturnUrls('//evil.example')).toEqual({ callbackURL: '/', errorCallbackURL: '/login?error=google' });
    expect(googleReturnUrls('/')).toEqual({ callbackURL: '/', errorCallbackURL: '/login?next=%2F&error=google' });
  });
});
