import { aboutPage } from '@/features/pages/content/about';
import { cookiesPage } from '@/features/pages/content/cookies';
import { copyrightPage } from '@/features/pages/content/copyright';
import type { PageContent } from '@/features/pages/content/page-content';
import { privacyPage } from '@/features/pages/content/privacy';
import { termsPage } from '@/features/pages/content/terms';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';
import { ArticleLayout } from './article-layout';

export type StaticPageName = 'about' | 'terms' | 'privacy' | 'cookies' | 'copyright';

const PAGES: Record<StaticPageName, PageContent> = {
  about: aboutPage,
  terms: termsPage,
  privacy: privacyPage,
  cookies: cookiesPage,
  copyright: copyrightPage,
};

export function StaticPage({ page }: { page: StaticPageName }) {
  const title = useT()(`pages.name.${page}`);
  useDocumentTitle(title);
  return <ArticleLayout key={page} title={title} content={PAGES[page]} path={`/${page}`} />;
}
