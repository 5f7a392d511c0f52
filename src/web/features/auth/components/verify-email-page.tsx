// Where a mailed verification link lands. The server verified the address (and signed the
// learner in) before redirecting here with `?verified=1`, or refused the link with `?error=`.
import { Link, useSearchParams } from 'react-router';
import { AUTH_TEXT } from '@shared/auth-messages';
import { paths } from '@shared/paths';
import { EmailVerificationNotice, useNeedsEmailVerification } from '@/components/email-verification-notice';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import styles from './auth-form.module.css';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const needsVerification = useNeedsEmailVerification();
  // A refused link of an address that is verified by now (an old link, opened twice) is no failure.
  const verified = (params.get('verified') === '1' && !params.get('error')) || user?.emailVerified === true;
  const text = AUTH_TEXT.verify;
  useDocumentTitle(verified ? text.verifiedTitle : text.failedTitle);

  return (
    <div className={styles.page}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.title}>{verified ? text.verifiedTitle : text.failedTitle}</h1>
        <p className={`${styles.notice} ${verified ? '' : styles.noticeError}`} role={verified ? 'status' : 'alert'}>
          {verified ? text.verifiedBody : text.failedBody}
        </p>
        {!verified && needsVerification && <EmailVerificationNotice />}
        <p className={styles.footer}>
          {user ? <Link to={paths.profile}>{text.toProfile}</Link> : <Link to={paths.login}>{text.toLogin}</Link>}
        </p>
      </div>
    </div>
  );
}
