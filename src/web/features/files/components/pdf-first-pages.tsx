// The first pages of a document on its file page, drawn by pdf.js. Loaded on its own (React.lazy)
// so the file page stays light until it has a document to draw.
import { useEffect, useRef } from 'react';
import { appendPdfPage, openPdf } from '@/components/pdf-page';
import styles from './file-detail-page.module.css';

interface PdfFirstPagesProps {
  url: string;
  /** The first page to draw (a search hit's page), 1 by default. */
  from: number;
  /** How many pages to draw at most. */
  count: number;
  onLoaded: (pageCount: number) => void;
  onError: () => void;
}

export function PdfFirstPages({ url, from, count, onLoaded, onError }: PdfFirstPagesProps) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onLoaded, onError });
  handlers.current = { onLoaded, onError };

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let cancelled = false;
    const task = openPdf(url);
    void (async () => {
      try {
        const document = await task.promise;
        if (cancelled) return;
        handlers.current.onLoaded(document.numPages);
        const first = Math.min(Math.max(1, from), document.numPages);
        const last = Math.min(document.numPages, first + count - 1);
        // A page a reader takes in at a glance, not a wall: the viewer has them full size. The empty list is
        // the first page's skeleton, as wide as the page will be (file-detail-page.module.css).
        const width = Math.min(host.clientWidth || window.innerWidth, 680);
        for (let number = first; number <= last && !cancelled; number += 1) {
          await appendPdfPage(host, document, number, {
            width,
            className: styles.pdfPage,
            isCancelled: () => cancelled,
          });
        }
      } catch {
        if (!cancelled) handlers.current.onError();
      }
    })();
    return () => {
      cancelled = true;
      void task.destroy();
      host.replaceChildren();
    };
  }, [url, from, count]);

  return <div ref={container} className={styles.pdfPages} data-testid="preview-pages" />;
}
