// PDF pages drawn on canvases with pdf.js (works on phones, where an embedded PDF often does not).
// SPEC §4: when nothing has rendered after 2 s, a fallback offers a new tab or the download.
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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
  const errorHandler = useRef(onError);
  errorHandler.current = onError;

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let cancelled = false;
    setRendered(false);
    setSlow(false);
    const timer = window.setTimeout(() => setSlow(true), TIMINGS.pdfFallbackCheckMs);
    const task = pdfjs.getDocument({ url, withCredentials: true });
    void (async () => {
      try {
        const document = await task.promise;
        const width = Math.min(host.clientWidth || window.innerWidth, 1100);
        const ratio = window.devicePixelRatio || 1;
        for (let number = 1; number <= document.numPages && !cancelled; number += 1) {
          const page = await document.getPage(number);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (width / base.width) * ratio });
          const canvas = window.document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
          canvas.className = styles.pdfPage ?? '';
          canvas.setAttribute('aria-label', `Trang ${number}`);
          host.append(canvas);
          await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
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
      <div ref={container} className={styles.pdf} data-testid="pdf-pages" />
    </>
  );
}
