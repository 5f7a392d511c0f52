import { paths } from '@shared/paths';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageContent } from '@/features/pages/content/page-content';
import { LAST_UPDATED } from '@/features/pages/content/page-content';
import { useLanguage, useT, type MessageId } from '@/i18n/i18n';
import styles from './article-layout.module.css';

const RELATED_PAGES: { to: string; label: MessageId }[] = [
  { to: paths.about, label: 'pages.name.about' },
  { to: paths.terms, label: 'pages.name.terms' },
  { to: paths.privacy, label: 'pages.name.privacy' },
  { to: paths.cookies, label: 'pages.name.cookies' },
  { to: paths.copyright, label: 'pages.name.copyright' },
  { to: paths.contact, label: 'pages.name.contact' },
];

/** A link such as /privacy#cookie arrives before the lazily loaded page exists, so the browser cannot scroll. */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

/**
 * The frame (title, table of contents, "see also") speaks the interface language; the article itself is
 * Vietnamese content, marked `lang="vi"` so a screen reader reads it with Vietnamese rules, and an English
 * interface says so above it.
 */
export function ArticleLayout({ title, content, path }: { title: string; content: PageContent; path: string }) {
  useScrollToHash();
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className={`page ${styles.page}`}>
      <div className={`container ${styles.layout}`}>
        <article className={styles.article} aria-labelledby="page-title">
          <header className={styles.header}>
            <h1 id="page-title" className={styles.title}>
              {title}
            </h1>
            {language !== 'vi' && (
              <p className={styles.languageNote} data-testid="vietnamese-only">
                {t('pages.article.vietnameseOnly')}
              </p>
            )}
            <p className={styles.lead} lang="vi">
              {content.lead}
            </p>
            <p className={styles.updated}>
              {t('pages.article.lastUpdated')} <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
            </p>
          </header>
          <nav className={`${styles.toc} ${styles.tocInline}`} aria-label={t('pages.article.toc')}>
            <TableOfContents content={content} />
          </nav>
          <div className={styles.prose} lang="vi">
            {content.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                className={styles.section}
                aria-labelledby={`${section.id}-title`}
              >
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                {section.body}
              </section>
            ))}
          </div>
          <footer className={styles.related}>
            <h2 className={styles.relatedTitle}>{t('pages.article.related')}</h2>
            <ul>
              {RELATED_PAGES.filter((page) => page.to !== path).map((page) => (
                <li key={page.to}>
                  <Link to={page.to}>{t(page.label)}</Link>
                </li>
              ))}
            </ul>
          </footer>
        </article>
        <aside className={styles.aside}>
          <nav className={styles.toc} aria-label={t('pages.article.tocAside')}>
            <TableOfContents content={content} />
          </nav>
        </aside>
      </div>
    </div>
  );
}

function TableOfContents({ content }: { content: PageContent }) {
  const t = useT();
  return (
    <>
      <p className={styles.tocTitle}>{t('pages.article.tocTitle')}</p>
      <ol className={styles.tocList} lang="vi">
        {content.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </>
  );
}
