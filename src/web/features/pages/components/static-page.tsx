import { aboutPage } from '../content/about';
import { cookiesPage } from '../content/cookies';
import { copyrightPage } from '../content/copyright';
import type { PageContent } from '../content/page-content';
import { privacyPage } from '../content/privacy';
import { termsPage } from '../content/terms';
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
  return <ArticleLayout key={page} content={PAGES[page]} path={`/${page}`} />;
}
