// How a file shows, by its extension (docs/product-rules.md, Viewer): shared by the full-page viewer and the file
// page's inline preview, so both draw a file the same way.
const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf']);
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'mov', 'mkv']);
const AUDIO_EXTENSIONS = new Set(['mp3', 'wav', 'ogg', 'aac', 'flac']);
const TEXT_EXTENSIONS = new Set(['txt', 'md', 'csv', 'json', 'log']);

export type FileKind = 'pdf' | 'office' | 'image' | 'video' | 'audio' | 'text' | 'other';

export function fileKind(extension: string): FileKind {
  const value = extension.toLowerCase();
  if (value === 'pdf') return 'pdf';
  if (OFFICE_EXTENSIONS.has(value)) return 'office';
  if (IMAGE_EXTENSIONS.has(value)) return 'image';
  if (VIDEO_EXTENSIONS.has(value)) return 'video';
  if (AUDIO_EXTENSIONS.has(value)) return 'audio';
  if (TEXT_EXTENSIONS.has(value)) return 'text';
  return 'other';
}
