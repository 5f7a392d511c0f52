import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('pages.notFound.title'));
  return (
    <div className={`page ${styles.page}`}>
      <div className="container">
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>{t('pages.notFound.title')}</h1>
        <p className={styles.text}>{t('pages.notFound.text')}</p>
        <Link to={paths.home} className="btn btn-primary btn-lg">
          {t('pages.notFound.home')}
        </Link>
      </div>
    </div>
  );
}
