import { describe, expect, it } from 'vitest';
import { fileKind } from './file-kind';

describe('fileKind', () => {
  it('routes extensions', () => {
    expect(fileKind('PDF')).toBe('pdf');
    expect(fileKind('docx')).toBe('office');
    expect(fileKind('png')).toBe('image');
    expect(fileKind('mp4')).toBe('video');
    expect(fileKind('mp3')).toBe('audio');
    expect(fileKind('md')).toBe('text');
    expect(fileKind('html')).toBe('other');
    expect(fileKind('zip')).toBe('other');
  });
});
