import { describe, expect, it } from 'vitest';
import { viewerUrl } from './viewer-url';

describe('viewerUrl', () => {
  it('carries the content address, the name and the lowercased extension', () => {
    const url = new URL(viewerUrl({ fileUrl: '/api/v4/files/f1/content', filename: 'Bài Tập.PDF' }), 'http://x');
    expect(url.pathname).toBe('/viewer');
    expect(url.searchParams.get('u')).toBe('/api/v4/files/f1/content');
    expect(url.searchParams.get('n')).toBe('Bài Tập.PDF');
    expect(url.searchParams.get('e')).toBe('pdf');
  });

  it('leaves the extension empty for a name without one', () => {
    const url = new URL(viewerUrl({ fileUrl: '/api/v4/files/f1/content', filename: 'README' }), 'http://x');
    expect(url.searchParams.get('e')).toBe('');
  });

  it('opens at a page past the first one, and says nothing of page 1', () => {
    const file = { fileUrl: '/api/v4/files/f1/content', filename: 'a.pdf' };
    expect(new URL(viewerUrl(file, 3), 'http://x').searchParams.get('page')).toBe('3');
    expect(new URL(viewerUrl(file, 1), 'http://x').searchParams.has('page')).toBe(false);
    expect(new URL(viewerUrl(file, null), 'http://x').searchParams.has('page')).toBe(false);
  });
});
