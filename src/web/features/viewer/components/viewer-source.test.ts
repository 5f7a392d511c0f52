import { describe, expect, it } from 'vitest';
import { parseViewerSource } from './viewer-source';

const ORIGIN = 'https://app.example';

describe('parseViewerSource', () => {
  it('accepts this site content and preview routes', () => {
    expect(parseViewerSource('/api/v4/files/abc/content', ORIGIN)?.fileId).toBe('abc');
    expect(parseViewerSource('https://app.example/api/v4/files/abc/preview.pdf', ORIGIN)?.previewUrl).toBe(
      '/api/v4/files/abc/preview.pdf',
    );
  });

  it('refuses other origins, paths and schemes', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example/api/v4/files/abc/content',
      '//evil.example/api/v4/files/abc/content',
      'javascript:alert(1)',
      '/api/v4/files/abc/download',
      '/api/v4/files/a/b/content',
      '/api/v4/files/abc/content?x=1',
      '/api/v4/users/abc',
    ]) {
      expect(parseViewerSource(raw, ORIGIN)).toBeNull();
    }
  });
});
