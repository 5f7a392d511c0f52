// PDF pages drawn on canvases with pdf.js (works on phones, where an embedded PDF often does not).
// When nothing has rendered after 2 s, a fallback offers a new tab or the download.
// Every page carries pdf.js's text layer and is a labelled region 'Trang N'; a small form jumps
// to a page. The viewer can be asked to go to a page (?page=N, 'Đọc tiếp'), even one not drawn
// yet, and it reports the page being read.
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TIMINGS } from '@shared/constants';
import { appendPdfPage, openPdf, pdfErrorStatus } from '@/components/pdf-page';
import { useT } from '@/i18n/i18n';
import styles from './viewer-page.module.css';

export interface PdfLoadError {
  status: number | null;
}

/** A request to show a page; a new object for every request, so asking twice for one page works. */
export interface PageTarget {
  page: number;
}

interface PdfViewerProps {
  url: string;
  /** The download button (the shared download flow, never a bare link). */
  download: ReactNode;
  onError: (error: PdfLoadError) => void;
  target?: PageTarget | null;
  /** The page crossing the upper part of the screen, as the reader scrolls. */
  onPageChange?: (page: number) => void;
}

/** A PDF that cannot be drawn: 'Không thể hiển thị PDF', then open in a new tab or download. */
function PdfFallback({ url, download }: { url: string; download: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.fallback} role="status">
      <p className={styles.fallbackTitle}>{t('viewer.pdfFailed')}</p>
      <p className={styles.hint}>{t('viewer.pdfFailedHint')}</p>
      <div className={styles.actions}>
        <a className="btn btn-secondary" href={url} target="_blank" rel="noopener noreferrer">
          {t('viewer.openInNewTab')}
        </a>
        {download}
      </div>
    </div>
  );
}

const pageId = (number: number) => `pdf-page-${number}`;

function showPage(box: HTMLElement): void {
  box.scrollIntoView({ block: 'start' });
  box.focus({ preventScroll: true });
}

export function PdfViewer({ url, download, onError, target = null, onPageChange }: PdfViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const [slow, setSlow] = useState(false);
  const [pageCount, setPageCount] = useState(0);
  const errorHandler = useRef(onError);
  errorHandler.current = onError;
  const pageHandler = useRef(onPageChange);
  pageHandler.current = onPageChange;
  /** The page asked for but not appended yet: shown as soon as it is. */
  const pending = useRef<number | null>(null);

  const goTo = useCallback((page: number) => {
    const box = document.getElementById(pageId(page));
    if (box) {
      pending.current = null;
      showPage(box);
    } else pending.current = page;
  }, []);
  useEffect(() => {
    if (target) goTo(target.page);
  }, [target, goTo]);

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let cancelled = false;
    setRendered(false);
    setSlow(false);
    setPageCount(0);
    const timer = window.setTimeout(() => setSlow(true), TIMINGS.pdfFallbackCheckMs);
    // The page in a band across the upper third of the screen is the one being read.
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.find((entry) => entry.isIntersecting);
        const number = Number((seen?.target as HTMLElement | undefined)?.dataset.page);
        if (number) pageHandler.current?.(number);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    const task = openPdf(url);
    void (async () => {
      try {
        const document = await task.promise;
        if (cancelled) return;
        setPageCount(document.numPages);
        const width = Math.min(host.clientWidth || window.innerWidth, 1100);
        for (let number = 1; number <= document.numPages && !cancelled; number += 1) {
          const drawing = appendPdfPage(host, document, number, {
            width,
            id: pageId(number),
            isCancelled: () => cancelled,
          });
          const box = await drawing;
          if (cancelled) break;
          observer.observe(box);
          setRendered(true);
          if (pending.current === number) {
            pending.current = null;
            showPage(box);
          }
        }
      } catch (error) {
        if (cancelled) return;
        errorHandler.current({ status: pdfErrorStatus(error) });
      }
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      observer.disconnect();
      void task.destroy();
      host.replaceChildren();
    };
  }, [url]);

  return (
    <>
      {slow && !rendered && <PdfFallback url={url} download={download} />}
      {pageCount > 1 && <PageJump pageCount={pageCount} onJump={goTo} />}
      <div ref={container} className={styles.pdf} data-testid="pdf-pages" />
    </>
  );
}

/** 'Đến trang' N: scrolls to that page and puts focus on it, so reading goes on from there. */
function PageJump({ pageCount, onJump }: { pageCount: number; onJump: (page: number) => void }) {
  const t = useT();
  const [value, setValue] = useState('1');
  const go = (event: FormEvent) => {
    event.preventDefault();
    const number = Math.min(pageCount, Math.max(1, Math.round(Number(value)) || 1));
    setValue(String(number));
    onJump(number);
  };
  return (
    <form className={styles.pageJump} onSubmit={go} aria-label={t('viewer.pageJumpLabel')}>
      <label htmlFor="pdf-page-number">{t('viewer.pageJumpField')}</label>
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
        {t('viewer.pageJumpSubmit')}
      </button>
    </form>
  );
}
