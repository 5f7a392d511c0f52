// The module (under src/web) of each code-split screen, by the path pattern it answers. The server links
// the screen's chunks from the page it sends for that path (http/web.ts), so a first visit downloads them
// alongside the main bundle instead of after it has run. app/router.tsx imports the same modules
// (app/page-modules.test.ts holds the two together).
import { paths } from './paths';

export interface PageModule {
  pattern: string;
  /** Relative to src/web, as Vite's manifest names it. */
  module: string;
}

export const PAGE_MODULES: readonly PageModule[] = [
  { pattern: paths.home, module: 'features/practice/components/home-page.tsx' },
  { pattern: paths.dictationList, module: 'features/practice/components/home-page.tsx' },
  { pattern: paths.file.pattern, module: 'features/files/components/file-detail-page.tsx' },
  { pattern: paths.library.pattern, module: 'features/files/components/library-page.tsx' },
  { pattern: paths.collection.pattern, module: 'features/files/components/collection-page.tsx' },
  { pattern: paths.author.pattern, module: 'features/files/components/author-page.tsx' },
  { pattern: paths.viewer.pattern, module: 'features/viewer/components/viewer-page.tsx' },
  { pattern: paths.dictation.pattern, module: 'features/practice/components/word-dictation-page.tsx' },
  { pattern: paths.sentencePractice.pattern, module: 'features/practice/components/sentence-practice-page.tsx' },
  { pattern: paths.review.pattern, module: 'features/practice/components/review-page.tsx' },
  { pattern: paths.progress, module: 'features/practice/progress/components/progress-page.tsx' },
  { pattern: paths.login, module: 'features/auth/components/login-page.tsx' },
  { pattern: paths.signup, module: 'features/auth/components/signup-page.tsx' },
];
