// Where a mailed verification link lands. The server verified the address (and signed the
// learner in) before redirecting here with `?verified=1`, or refused the link with `?error=`.
import { Link, useSearchParams } from 'react-router';
import { paths } from '@shared/paths';
import { EmailVerificationNotice, useNeedsEmailVerification } from '@/components/email-verification-notice';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import styles from './auth-form.module.css';

export function VerifyEmailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { user } = useAuth();
  const needsVerification = useNeedsEmailVerification();
  // A refused link of an address that is verified by now (an old link, opened twice) is no failure.
  const verified = (params.get('verified') === '1' && !params.get('error')) || user?.emailVerified === true;
  const title = verified ? t('auth.verify.verifiedTitle') : t('auth.verify.failedTitle');
  useDocumentTitle(title);

  return (
    <div className={styles.page}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={`${styles.notice} ${verified ? '' : styles.noticeError}`} role={verified ? 'status' : 'alert'}>
          {verified ? t('auth.verify.verifiedBody') : t('auth.verify.failedBody')}
        </p>
        {!verified && needsVerification && <EmailVerificationNotice />}
        <p className={styles.footer}>
          {user ? (
            <Link to={paths.profile}>{t('auth.verify.toProfile')}</Link>
          ) : (
            <Link to={paths.login}>{t('auth.verify.toLogin')}</Link>
          )}
        </p>
      </div>
    </div>
  );
}
