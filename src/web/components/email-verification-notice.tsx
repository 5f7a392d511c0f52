// With REQUIRE_EMAIL_VERIFICATION an unverified account may sign in but not upload. Where an upload
// would start, this says why and offers the link again.
import { useState } from 'react';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useSiteConfig } from '@/lib/site-config';
import { useToast } from './toast';
import styles from './email-verification-notice.module.css';

/** True when the signed-in account must confirm its e-mail before uploading. */
export function useNeedsEmailVerification(): boolean {
  const { user } = useAuth();
  const required = useSiteConfig()?.emailVerificationRequired === true;
  return required && user !== null && !user.emailVerified;
}

export function EmailVerificationNotice() {
  const t = useT();
  const { resendVerification } = useAuth();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await resendVerification();
      toast.show({ message: t('auth.verify.resent'), variant: 'success' });
    } catch (error) {
      toast.show({ message: userMessageOf(error, t('auth.verify.failedBody')), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.notice} role="status">
      <p>{t('auth.verify.pendingNotice')}</p>
      <button type="button" className="btn btn-secondary" onClick={() => void resend()} disabled={busy}>
        {busy ? t('auth.verify.resending') : t('auth.verify.resend')}
      </button>
    </div>
  );
}
