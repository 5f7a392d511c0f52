// Which addresses the viewer loads: only this site's own content or preview route.
const CONTENT_PATH = /^\/api\/v4\/files\/([^/?#]+)\/(content|preview\.pdf)$/;

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
