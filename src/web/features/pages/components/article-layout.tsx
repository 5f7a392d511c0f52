import { paths } from '@shared/paths';
import { ARTICLE_TEXT, PAGE_NAMES } from '@shared/pages/messages';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageContent } from '@/features/pages/content/page-content';
import { LAST_UPDATED } from '@/features/pages/content/page-content';
import styles from './article-layout.module.css';

const RELATED_PAGES = [
  { to: paths.about, label: PAGE_NAMES.about },
  { to: paths.terms, label: PAGE_NAMES.terms },
  { to: paths.privacy, label: PAGE_NAMES.privacy },
  { to: paths.cookies, label: PAGE_NAMES.cookies },
  { to: paths.copyright, label: PAGE_NAMES.copyright },
  { to: paths.contact, label: PAGE_NAMES.contact },
];

/** A link such as /privacy#cookie arrives before the lazily loaded page exists, so the browser cannot scroll. */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export function ArticleLayout({ content, path }: { content: PageContent; path: string }) {
  useScrollToHash();
  return (
    <div className={`page ${styles.page}`}>
      <div className={`container ${styles.layout}`}>
        <article className={styles.article} aria-labelledby="page-title">
          <header className={styles.header}>
            <h1 id="page-title" className={styles.title}>
              {content.title}
            </h1>
            <p className={styles.lead}>{content.lead}</p>
            <p className={styles.updated}>
              {ARTICLE_TEXT.lastUpdated} <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
            </p>
          </header>
          <nav className={`${styles.toc} ${styles.tocInline}`} aria-label={ARTICLE_TEXT.tableOfContents}>
            <TableOfContents content={content} />
          </nav>
          <div className={styles.prose}>
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
            <h2 className={styles.relatedTitle}>{ARTICLE_TEXT.related}</h2>
            <ul>
              {RELATED_PAGES.filter((page) => page.to !== path).map((page) => (
                <li key={page.to}>
                  <Link to={page.to}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </footer>
        </article>
        <aside className={styles.aside}>
          <nav className={styles.toc} aria-label={ARTICLE_TEXT.tableOfContentsAside}>
            <TableOfContents content={content} />
          </nav>
        </aside>
      </div>
    </div>
  );
}

function TableOfContents({ content }: { content: PageContent }) {
  return (
    <>
      <p className={styles.tocTitle}>{ARTICLE_TEXT.tableOfContentsTitle}</p>
      <ol className={styles.tocList}>
        {content.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </>
  );
}
