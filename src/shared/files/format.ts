// Display helpers of the file card: format label, size units, relative time (docs/product-rules.md, Files).
import { UPLOAD } from '../constants';
import { TIME_TEXT } from './messages';

const SHEET = /(spreadsheet|excel|sheet)/;
const DOC = /(wordprocessing|msword|opendocument\.text)/;
const PPT = /(presentation|powerpoint)/;
const SHEET_EXT = new Set(['xls', 'xlsx', 'ods', 'csv', 'numbers']);
const DOC_EXT = new Set(['doc', 'docx', 'odt', 'rtf', 'pages']);
const PPT_EXT = new Set(['ppt', 'pptx', 'odp', 'key']);
const IMAGE_EXT = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'svg+xml', 'bmp', 'tiff', 'tif', 'image']);

export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 && dot < filename.length - 1 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** SHEET, DOC, PPT, PDF, IMAGE, otherwise the extension upper-cased (≤ 12 characters), UNKNOWN without a format. */
export function fileFormatLabel(format: string | null | undefined, filename: string): string {
  const value = (format ?? '').trim().toLowerCase();
  if (!value) return 'UNKNOWN';
  if (SHEET.test(value) || SHEET_EXT.has(value)) return 'SHEET';
  if (PPT.test(value) || PPT_EXT.has(value)) return 'PPT';
  if (DOC.test(value) || DOC_EXT.has(value)) return 'DOC';
  if (value === 'pdf') return 'PDF';
  if (IMAGE_EXT.has(value) || value.startsWith('image/')) return 'IMAGE';
  const extension = fileExtension(filename) || value;
  return extension.slice(0, UPLOAD.maxFormatExtensionLength).toUpperCase();
}

const SIZE_UNITS = ['byte', 'KB', 'MB', 'GB'] as const;

/** A size in the largest unit it reaches, for the words around it (the web's `files.size`). */
export interface FileSize {
  amount: number;
  unit: (typeof SIZE_UNITS)[number];
}

/** Bytes, KB, MB, GB with at most 2 decimals; whole bytes stay whole. */
export function fileSize(bytes: number): FileSize {
  if (!Number.isFinite(bytes) || bytes <= 0) return { amount: 0, unit: 'byte' };
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return { amount: unit === 0 ? Math.round(value) : Number(value.toFixed(2)), unit: SIZE_UNITS[unit]! };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const longDate = new Intl.DateTimeFormat('vi-VN', { day: 'numeric', month: 'long', year: 'numeric' });

/** How long ago `date` was, for the words around it: a week or more is the date itself. */
export type RelativeTime =
  | { kind: 'unknown' | 'justNow' }
  | { kind: 'minutes' | 'hours' | 'days'; count: number }
  | { kind: 'date'; date: Date };

/** A future date counts as just now. */
export function relativeTime(date: Date | string | null | undefined, now: Date = new Date()): RelativeTime {
  if (date === null || date === undefined) return { kind: 'unknown' };
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return { kind: 'unknown' };
  const elapsed = now.getTime() - value.getTime();
  if (elapsed < MINUTE) return { kind: 'justNow' };
  if (elapsed < HOUR) return { kind: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { kind: 'hours', count: Math.floor(elapsed / HOUR) };
  if (elapsed < 7 * DAY) return { kind: 'days', count: Math.floor(elapsed / DAY) };
  return { kind: 'date', date: value };
}

/** Relative upload time in Vietnamese; a future date counts as 'Vừa xong'. */
export function formatRelativeTime(date: Date | string | null | undefined, now: Date = new Date()): string {
  const time = relativeTime(date, now);
  switch (time.kind) {
    case 'unknown':
      return TIME_TEXT.unknown;
    case 'justNow':
      return TIME_TEXT.justNow;
    case 'minutes':
      return TIME_TEXT.minutesAgo(time.count);
    case 'hours':
      return TIME_TEXT.hoursAgo(time.count);
    case 'days':
      return TIME_TEXT.daysAgo(time.count);
    case 'date':
      return longDate.format(time.date);
  }
}
