// PDF pages drawn on canvases with pdf.js (works on phones, where an embedded PDF often does not).
// SPEC §4: when nothing has rendered after 2 s, a fallback offers a new tab or the download.
// Issue 18: every page carries pdf.js's text layer (selectable text that screen readers read and Ctrl+F
// finds) and is a labelled region 'Trang N'; a small form jumps to a page.
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TIMINGS } from '@shared/constants';
import { VIEWER_MESSAGES } from '@shared/files/messages';
import styles from './viewer-page.module.css';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfLoadError {
  status: number | null;
}

interface PdfViewerProps {
  url: string;
  /** The download button (the shared download flow of SPEC §4, never a bare link). */
  download: ReactNode;
  onError: (error: PdfLoadError) => void;
}

/** SPEC §2 Viewer: 'Không thể hiển thị PDF', then open in a new tab or download. */
function PdfFallback({ url, download }: { url: string; download: ReactNode }) {
  return (
    <div className={styles.fallback} role="status">
      <p className={styles.fallbackTitle}>{VIEWER_MESSAGES.pdfFailed}</p>
      <p className={styles.hint}>{VIEWER_MESSAGES.pdfFailedHint}</p>
      <div className={styles.actions}>
        <a className="btn btn-secondary" href={url} target="_blank" rel="noopener noreferrer">
          Mở trong tab mới
        </a>
        {download}
      </div>
    </div>
  );
}

export function PdfViewer({ url, download, onError }: PdfViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const [slow, setSlow] = useState(false);
  const [pageCount, setPageCount] = useState(0);
  const errorHandler = useRef(onError);
  errorHandler.current = onError;

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let cancelled = false;
    setRendered(false);
    setSlow(false);
    setPageCount(0);
    const timer = window.setTimeout(() => setSlow(true), TIMINGS.pdfFallbackCheckMs);
    const task = pdfjs.getDocument({ url, withCredentials: true });
    void (async () => {
      try {
        const document = await task.promise;
        if (!cancelled) setPageCount(document.numPages);
        const width = Math.min(host.clientWidth || window.innerWidth, 1100);
        const ratio = window.devicePixelRatio || 1;
        for (let number = 1; number <= document.numPages && !cancelled; number += 1) {
          const page = await document.getPage(number);
          const base = page.getViewport({ scale: 1 });
          const scale = width / base.width;
          const viewport = page.getViewport({ scale: scale * ratio });
          const cssViewport = page.getViewport({ scale });
          const box = window.document.createElement('section');
          box.className = styles.pdfPageBox ?? '';
          box.id = pageId(number);
          box.tabIndex = -1;
          box.setAttribute('aria-label', `Trang ${number}`);
          box.style.width = `${Math.floor(cssViewport.width)}px`;
          box.style.setProperty('--scale-factor', String(scale));
          box.style.setProperty('--total-scale-factor', String(scale));
          const canvas = window.document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = `${Math.floor(cssViewport.width)}px`;
          canvas.className = styles.pdfPage ?? '';
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
            if (!cancelled) console.warn('PDF text layer failed', error);
          }
          if (!cancelled) setRendered(true);
        }
      } catch (error) {
        if (cancelled) return;
        const status = (error as { status?: unknown }).status;
        errorHandler.current({ status: typeof status === 'number' && status > 0 ? status : null });
      }
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      void task.destroy();
      host.replaceChildren();
    };
  }, [url]);

  return (
    <>
      {slow && !rendered && <PdfFallback url={url} download={download} />}
      {pageCount > 1 && <PageJump pageCount={pageCount} />}
      <div ref={container} className={styles.pdf} data-testid="pdf-pages" />
    </>
  );
}

const pageId = (number: number) => `pdf-page-${number}`;

/** 'Đến trang' N: scrolls to that page and puts focus on it, so reading goes on from there. */
function PageJump({ pageCount }: { pageCount: number }) {
  const [value, setValue] = useState('1');
  const go = (event: FormEvent) => {
    event.preventDefault();
    const number = Math.min(pageCount, Math.max(1, Math.round(Number(value)) || 1));
    setValue(String(number));
    const page = document.getElementById(pageId(number));
    page?.scrollIntoView({ block: 'start' });
    page?.focus({ preventScroll: true });
  };
  return (
    <form className={styles.pageJump} onSubmit={go} aria-label="Chuyển trang">
      <label htmlFor="pdf-page-number">Đến trang</label>
      <input
        id="pdf-page-number"
        className={`input ${styles.pageNumber}`}
        type="number"
        min={1}
        max={pageCount}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <span>/ {pageCount}</span>
      <button type="submit" className="btn btn-secondary">
        Đi
      </button>
    </form>
  );
}
