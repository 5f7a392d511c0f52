import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileFormatLabel, fileSize, formatRelativeTime, relativeTime } from './format';

describe('fileFormatLabel', () => {
  it('maps known families', () => {
    expect(fileFormatLabel('vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'a.xlsx')).toBe('SHEET');
    expect(fileFormatLabel('vnd.ms-excel', 'a.xls')).toBe('SHEET');
    expect(fileFormatLabel('vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx')).toBe('DOC');
    expect(fileFormatLabel('msword', 'a.doc')).toBe('DOC');
    expect(fileFormatLabel('vnd.openxmlformats-officedocument.presentationml.presentation', 'a.pptx')).toBe('PPT');
    expect(fileFormatLabel('pdf', 'a.pdf')).toBe('PDF');
    expect(fileFormatLabel('png', 'a.png')).toBe('IMAGE');
    expect(fileFormatLabel('svg+xml', 'a.svg')).toBe('IMAGE');
  });

  it('falls back to the extension upper-cased, or UNKNOWN without a format', () => {
    expect(fileFormatLabel('zip', 'archive.zip')).toBe('ZIP');
    expect(fileFormatLabel('plain', 'notes.txt')).toBe('TXT');
    expect(fileFormatLabel('', 'notes.txt')).toBe('UNKNOWN');
    expect(fileFormatLabel(null, 'notes.txt')).toBe('UNKNOWN');
    expect(fileFormatLabel('octet-stream', 'README')).toBe('OCTET-STREAM');
  });

  it('is always a non-empty upper-case label of at most 12 characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (format, filename) => {
        const label = fileFormatLabel(format, filename);
        expect(label.length).toBeGreaterThan(0);
        expect(label.length).toBeLessThanOrEqual(12);
        expect(label).toBe(label.toUpperCase());
        if (!format.trim()) expect(label).toBe('UNKNOWN');
      }),
    );
  });
});

describe('fileSize', () => {
  it('uses bytes, KB, MB, GB with 2 decimals', () => {
    expect(fileSize(0)).toEqual({ amount: 0, unit: 'byte' });
    expect(fileSize(-1)).toEqual({ amount: 0, unit: 'byte' });
    expect(fileSize(512)).toEqual({ amount: 512, unit: 'byte' });
    expect(fileSize(1024)).toEqual({ amount: 1, unit: 'KB' });
    expect(fileSize(1536)).toEqual({ amount: 1.5, unit: 'KB' });
    expect(fileSize(1234567)).toEqual({ amount: 1.18, unit: 'MB' });
    expect(fileSize(300 * 1024 * 1024)).toEqual({ amount: 300, unit: 'MB' });
    expect(fileSize(5 * 1024 ** 3)).toEqual({ amount: 5, unit: 'GB' });
    expect(fileSize(5 * 1024 ** 4)).toEqual({ amount: 5120, unit: 'GB' });
  });

  it('never gives more than 2 decimals', () => {
    fc.assert(
      fc.property(fc.nat(), (bytes) => {
        expect(String(fileSize(bytes).amount)).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('follows the thresholds of minutes, hours and days', () => {
    expect(formatRelativeTime(ago(59_000), now)).toBe('Vừa xong');
    expect(formatRelativeTime(ago(60_000), now)).toBe('1 phút trước');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('59 phút trước');
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('1 giờ trước');
    expect(formatRelativeTime(ago(23 * 3_600_000), now)).toBe('23 giờ trước');
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('1 ngày trước');
    expect(formatRelativeTime(ago(6 * 86_400_000), now)).toBe('6 ngày trước');
    expect(relativeTime(ago(7 * 86_400_000), now)).toEqual({ kind: 'date', date: ago(7 * 86_400_000) });
    expect(formatRelativeTime(ago(7 * 86_400_000), now)).toMatch(/2026/);
  });

  it('handles invalid and future dates', () => {
    expect(formatRelativeTime('not a date', now)).toBe('Không xác định');
    expect(formatRelativeTime(null, now)).toBe('Không xác định');
    expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe('Vừa xong');
    expect(formatRelativeTime(now.toISOString(), now)).toBe('Vừa xong');
  });
});
