import { useEffect } from 'react';
import { useT } from '@/i18n/i18n';

/** Sets the tab title while the calling screen is shown (`{title} – Học Tiếng Anh`, or the bare title), in the interface's language. */
export function useDocumentTitle(title: string, options: { withSiteName?: boolean } = {}): void {
  const t = useT();
  const withSiteName = options.withSiteName ?? true;
  const fullTitle = withSiteName ? t('common.documentTitle', { title, siteName: t('common.siteName') }) : title;
  useEffect(() => {
    const previous = document.title;
    document.title = fullTitle;
    return () => {
      document.title = previous;
    };
  }, [fullTitle]);
}
