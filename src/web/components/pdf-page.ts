// PDF pages drawn with pdf.js, for the full-page viewer and the file page's first pages: each
// page a canvas with pdf.js's text layer over it (selectable text that screen readers read and
// Ctrl+F finds), in a labelled region 'Trang N'. Only code-split screens import this module.
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import styles from './pdf-page.module.css';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocument = pdfjs.PDFDocumentProxy;

/** Starts loading a same-origin PDF with the session cookie; `destroy()` the task to stop it. */
export function openPdf(url: string) {
  return pdfjs.getDocument({ url, withCredentials: true });
}

export interface PdfPageOptions {
  /** CSS width of the page; its height follows the page's own proportions. */
  width: number;
  /** The region's id, for jumping to it. */
  id?: string;
  /** Extra class of the region. */
  className?: string;
  isCancelled: () => boolean;
}

/** Appends page `number` to `host` at once, then draws it and its text layer; resolves once drawn. */
export async function appendPdfPage(
  host: HTMLElement,
  document: PdfDocument,
  number: number,
  options: PdfPageOptions,
): Promise<HTMLElement> {
  const page = await document.getPage(number);
  const ratio = window.devicePixelRatio || 1;
  const base = page.getViewport({ scale: 1 });
  const scale = options.width / base.width;
  const viewport = page.getViewport({ scale: scale * ratio });
  const cssViewport = page.getViewport({ scale });
  const box = window.document.createElement('section');
  box.className = [styles.box, options.className].filter(Boolean).join(' ');
  if (options.id) box.id = options.id;
  box.tabIndex = -1;
  box.setAttribute('aria-label', `Trang ${number}`);
  box.dataset.page = String(number);
  box.style.width = `${Math.floor(cssViewport.width)}px`;
  box.style.setProperty('--scale-factor', String(scale));
  box.style.setProperty('--total-scale-factor', String(scale));
  const canvas = window.document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(cssViewport.width)}px`;
  // The box keeps the page's proportions before it is drawn: nothing below it moves.
  canvas.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
  canvas.className = styles.canvas ?? '';
  canvas.setAttribute('aria-hidden', 'true');
  const text = window.document.createElement('div');
  text.className = 'textLayer';
  box.append(canvas, text);
  host.append(box);
  await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
  try {
    await new pdfjs.TextLayer({
      textContentSource: page.streamTextContent(),
      container: text,
      viewport: cssViewport,
    }).render();
  } catch (error) {
    // The drawn page still shows: only its selectable text is missing.
    if (!options.isCancelled()) console.warn('PDF text layer failed', error);
  }
  return box;
}

/** The HTTP status pdf.js saw when loading failed, if any (403, 404 …). */
export function pdfErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? status : null;
}
