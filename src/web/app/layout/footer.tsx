import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { useSiteConfig } from '@/lib/site-config';
import styles from './footer.module.css';
import { SITE_NAME, SITE_TEXT } from '@shared/site-messages';
import { PAGE_NAMES } from '@shared/pages/frame-messages';

export function Footer() {
  const contact = useSiteConfig()?.contact;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.about}>
          <p className={styles.brand}>{SITE_NAME}</p>
          <p className={styles.tagline}>{SITE_TEXT.footer.tagline}</p>
        </div>
        <nav className={styles.links} aria-label={SITE_TEXT.footer.linksLabel}>
          <Link to={paths.about}>{PAGE_NAMES.about}</Link>
          <Link to={paths.terms}>{PAGE_NAMES.terms}</Link>
          <Link to={paths.privacy}>{PAGE_NAMES.privacy}</Link>
          <Link to={paths.cookies}>{PAGE_NAMES.cookies}</Link>
          <Link to={paths.copyright}>{PAGE_NAMES.copyright}</Link>
          <Link to={paths.contact}>{PAGE_NAMES.contact}</Link>
          <a href={paths.adsTxt}>ads.txt</a>
        </nav>
        <div className={styles.contact}>
          {contact && (
            <>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <div className={styles.social}>
                {contact.facebookUrl && (
                  <a href={contact.facebookUrl} target="_blank" rel="noopener noreferrer">
                    Facebook
                  </a>
                )}
                {contact.youtubeUrl && (
                  <a href={contact.youtubeUrl} target="_blank" rel="noopener noreferrer">
                    YouTube
                  </a>
                )}
              </div>
            </>
          )}
        </div>
      </div>
      <p className={styles.copy}>{SITE_TEXT.footer.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
