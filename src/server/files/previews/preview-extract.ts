// What the preview worker process does with one local file: the text per page and a WebP
// thumbnail of the first page or of the image. It runs only inside that child process (preview-worker.ts),
// so pdf.js, the canvas and sharp never load into the server, and a document that exhausts memory or
// time ends the child, not the server.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PREVIEW_LIMITS } from '../../../shared/constants';

export type ExtractKind = 'pdf' | 'image' | 'text';

export interface ExtractRequest {
  kind: ExtractKind;
  inputPath: string;
  /** Where the WebP thumbnail is written, when the kind has one. */
  thumbnailPath: string;
}

export interface ExtractResult {
  /** The document's page count (PDF); null for kinds without pages. */
  pageCount: number | null;
  /** Text of page 1, 2, ... (capped), whitespace collapsed. */
  pages: string[];
  hasThumbnail: boolean;
}

/** What the worker process sends back (preview-worker.ts → preview-child.ts). */
export type WorkerReply =
  | { ok: true; result: ExtractResult; maxRssKb: number }
  | { ok: false; isUnreadable: boolean; message: string; maxRssKb: number };

/** The file itself cannot be read: trying again cannot help (corrupt, encrypted, empty, too large). */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

export async function extractPreview(request: ExtractRequest): Promise<ExtractResult> {
  switch (request.kind) {
    case 'pdf':
      return extractPdf(request);
    case 'image':
      return extractImage(request);
    case 'text':
      return extractText(request);
  }
}

/** One space between words; NUL characters (which PostgreSQL's text refuses) dropped. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\0]+/g, ' ').trim();
}

const require = createRequire(import.meta.url);
/** pdf.js reads the standard fonts and character maps from its package's folders (as paths in Node). */
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));

async function extractPdf({ inputPath, thumbnailPath }: ExtractRequest): Promise<ExtractResult> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The file's own bytes, not a copy (a 300 MB upload would take twice its size).
  const file = await fsp.readFile(inputPath);
  const task = pdfjs.getDocument({
    data: new Uint8Array(file.buffer, file.byteOffset, file.byteLength),
    // Images of more pixels are not decoded or drawn (a small stream may inflate to gigabytes); the rest
    // of the page is.
    maxImageSize: PREVIEW_LIMITS.maxImagePixels,
    isEvalSupported: false,
    standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
    cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
    verbosity: 0,
  });
  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch (error) {
    // PasswordException, InvalidPDFException, FormatError...: the bytes are what they are.
    throw new UnreadableFileError(`pdf: ${(error as Error).name}: ${(error as Error).message}`);
  }
  try {
    if (document.numPages < 1) throw new UnreadableFileError('pdf: no page');
    const pages: string[] = [];
    const lastPage = Math.min(document.numPages, PREVIEW_LIMITS.maxPages);
    for (let number = 1; number <= lastPage; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      pages.push(collapseWhitespace(text).slice(0, PREVIEW_LIMITS.maxPageChars));
      if (number === 1) await renderThumbnail(page, thumbnailPath);
      page.cleanup();
    }
    return { pageCount: document.numPages, pages, hasThumbnail: true };
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(`pdf: ${(error as Error).name}: ${(error as Error).message}`);
  } finally {
    await document.destroy();
  }
}

type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

async function renderThumbnail(page: PdfPage, thumbnailPath: string): Promise<void> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const unscaled = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: PREVIEW_LIMITS.thumbnailWidth / unscaled.width });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const context = canvas.getContext('2d');
  // Pages without a background are transparent; a thumbnail shows paper.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  await fsp.writeFile(thumbnailPath, await canvas.encode('webp', 80));
}

async function extractImage({ inputPath, thumbnailPath }: ExtractRequest): Promise<ExtractResult> {
  const { default: sharp } = await import('sharp');
  try {
    await sharp(inputPath, { limitInputPixels: PREVIEW_LIMITS.maxImagePixels })
      // Photos from phones carry their orientation in EXIF.
      .rotate()
      .resize({ width: PREVIEW_LIMITS.thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(thumbnailPath);
  } catch (error) {
    throw new UnreadableFileError(`image: ${(error as Error).message}`);
  }
  return { pageCount: null, pages: [], hasThumbnail: true };
}

async function extractText({ inputPath }: ExtractRequest): Promise<ExtractResult> {
  const handle = await fsp.open(inputPath, fs.constants.O_RDONLY);
  let bytes: Buffer;
  try {
    const buffer = Buffer.alloc(PREVIEW_LIMITS.maxTextBytes);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    bytes = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  // A cut in the middle of a UTF-8 sequence leaves one replacement character at the end: dropped.
  const text = new TextDecoder('utf-8').decode(bytes).replace(/\uFFFD$/, '');
  return { pageCount: null, pages: splitTextPages(text), hasThumbnail: false };
}

/** Plain text cut into pages of about PREVIEW_LIMITS.textPageChars, at a space where there is one. */
export function splitTextPages(text: string, pageChars: number = PREVIEW_LIMITS.textPageChars): string[] {
  const collapsed = collapseWhitespace(text);
  const pages: string[] = [];
  let start = 0;
  while (start < collapsed.length) {
    let end = Math.min(start + pageChars, collapsed.length);
    if (end < collapsed.length) {
      const space = collapsed.lastIndexOf(' ', end);
      if (space > start + pageChars / 2) end = space;
    }
    pages.push(collapsed.slice(start, end).trim());
    start = end;
  }
  return pages.filter((page) => page.length > 0);
}
