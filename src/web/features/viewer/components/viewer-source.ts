// Which addresses the viewer loads (DESIGN.md): only this site's own content or preview route.
const CONTENT_PATH = /^\/api\/v4\/files\/([^/?#]+)\/(content|preview\.pdf)$/;

const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf']);
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'mov', 'mkv']);
const AUDIO_EXTENSIONS = new Set(['mp3', 'wav', 'ogg', 'aac', 'flac']);
const TEXT_EXTENSIONS = new Set(['txt', 'md', 'csv', 'json', 'log']);

export type ViewerKind = 'pdf' | 'office' | 'image' | 'video' | 'audio' | 'text' | 'other';

export interface ViewerSource {
  fileId: string;
  contentUrl: string;
  previewUrl: string;
}

/** Accepts `/api/v4/files/{id}/content` (or preview.pdf), relative or absolute on this origin. */
export function parseViewerSource(raw: string | null, origin: string): ViewerSource | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.search || url.hash) return null;
  const match = CONTENT_PATH.exec(url.pathname);
  if (!match) return null;
  const fileId = match[1] ?? '';
  const base = `/api/v4/files/${fileId}`;
  return {
    fileId: decodeURIComponent(fileId),
    contentUrl: `${base}/content`,
    previewUrl: `${base}/preview.pdf`,
  };
}

export function viewerKind(extension: string): ViewerKind {
  const value = extension.toLowerCase();
  if (value === 'pdf') return 'pdf';
  if (OFFICE_EXTENSIONS.has(value)) return 'office';
  if (IMAGE_EXTENSIONS.has(value)) return 'image';
  if (VIDEO_EXTENSIONS.has(value)) return 'video';
  if (AUDIO_EXTENSIONS.has(value)) return 'audio';
  if (TEXT_EXTENSIONS.has(value)) return 'text';
  return 'other';
}
