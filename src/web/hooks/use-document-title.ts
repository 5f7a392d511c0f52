import { useEffect } from 'react';
import { SITE_NAME } from '@shared/site-messages';

/** Sets the tab title while the calling screen is shown (`{title} – Học Tiếng Anh`, or the bare title). */
export function useDocumentTitle(title: string, options: { withSiteName?: boolean } = {}): void {
  const withSiteName = options.withSiteName ?? true;
  useEffect(() => {
    const previous = document.title;
    document.title = withSiteName ? `${title} – ${SITE_NAME}` : title;
    return () => {
      document.title = previous;
    };
  }, [title, withSiteName]);
}
