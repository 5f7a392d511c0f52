import { paths } from '@shared/paths';
import { NOT_FOUND_TEXT } from '@shared/pages/messages';
import { SITE_TEXT } from '@shared/site-messages';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TEXT.title);
  return (
    <div className={`page ${styles.page}`}>
      <div className="container">
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>{NOT_FOUND_TEXT.title}</h1>
        <p className={styles.text}>{NOT_FOUND_TEXT.text}</p>
        <Link to={paths.home} className="btn btn-primary btn-lg">
          {SITE_TEXT.toHome}
        </Link>
      </div>
    </div>
  );
}
