// What the content route may send inline (uploaded bytes never run as script on our origin).
// The type comes from the extension, never from what the uploader's browser declared, so a file
// named lecture.pdf is served as a PDF or not at all.
import { fileExtension } from '../../shared/files/format';

const INLINE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
  txt: 'text/plain; charset=utf-8',
  md: 'text/plain; charset=utf-8',
  csv: 'text/plain; charset=utf-8',
  log: 'text/plain; charset=utf-8',
  json: 'text/plain; charset=utf-8',
  css: 'text/plain; charset=utf-8',
};

/** Types a browser could run as a document (html, svg, xml...) are only ever downloaded. */
const ATTACHMENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  html: 'application/octet-stream',
  xml: 'application/octet-stream',
};

const DECLARED_TYPES: Record<string, string> = {
  ...INLINE_TYPES,
  svg: 'image/svg+xml',
  html: 'text/html',
  xml: 'application/xml',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf',
  zip: 'application/zip',
};

export interface ServedType {
  contentType: string;
  isInline: boolean;
}

export function servedTypeOf(filename: string): ServedType {
  const extension = fileExtension(filename);
  const inline = INLINE_TYPES[extension];
  if (inline) return { contentType: inline, isInline: true };
  return { contentType: ATTACHMENT_TYPES[extension] ?? 'application/octet-stream', isInline: false };
}

/** The MIME type recorded for a file whose browser declared none (or a generic one). */
export function mimeTypeFor(declared: string, filename: string): string {
  if (declared && declared !== 'application/octet-stream') return declared;
  return DECLARED_TYPES[fileExtension(filename)] ?? 'application/octet-stream';
}

/** RFC 6266 filename for Content-Disposition, with an ASCII fallback. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
