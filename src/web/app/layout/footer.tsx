import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { useSiteConfig } from '@/lib/site-config';
import styles from './footer.module.css';
import { LanguageChoice } from '@/components/language-choice';
import { useT } from '@/i18n/i18n';

// Names, the same in every language.
const ADS_TXT = 'ads.txt';
const SOCIAL_NAMES = { facebook: 'Facebook', youtube: 'YouTube' } as const;

export function Footer() {
  const t = useT();
  const contact = useSiteConfig()?.contact;
  const siteName = t('common.siteName');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.about}>
          <p className={styles.brand} lang="vi">
            {siteName}
          </p>
          <p className={styles.tagline}>{t('common.footer.tagline')}</p>
          <LanguageChoice className={styles.language} />
        </div>
        <nav className={styles.links} aria-label={t('common.footer.linksLabel')}>
          <Link to={paths.about}>{t('common.pageName.about')}</Link>
          <Link to={paths.terms}>{t('common.pageName.terms')}</Link>
          <Link to={paths.privacy}>{t('common.pageName.privacy')}</Link>
          <Link to={paths.cookies}>{t('common.pageName.cookies')}</Link>
          <Link to={paths.copyright}>{t('common.pageName.copyright')}</Link>
          <Link to={paths.contact}>{t('common.pageName.contact')}</Link>
          <a href={paths.adsTxt}>{ADS_TXT}</a>
        </nav>
        <div className={styles.contact}>
          {contact && (
            <>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <div className={styles.social}>
                {contact.facebookUrl && (
                  <a href={contact.facebookUrl} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_NAMES.facebook}
                  </a>
                )}
                {contact.youtubeUrl && (
                  <a href={contact.youtubeUrl} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_NAMES.youtube}
                  </a>
                )}
              </div>
            </>
          )}
        </div>
      </div>
      <p className={styles.copy}>{t('common.footer.copyright', { year: new Date().getFullYear(), siteName })}</p>
    </footer>
  );
}
