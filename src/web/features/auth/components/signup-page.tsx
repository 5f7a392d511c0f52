import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { useT } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';

export function SignupPage() {
  const t = useT();
  const { signUpEmail } = useAuth();
  // With e-mail verification on, the answer is a mailed link, the same for a registered address.
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  useDocumentTitle(mailedTo ? t('auth.verify.checkTitle') : t('auth.signup.title'));
  if (mailedTo) {
    return (
      <div className={styles.page}>
        <div className={`card ${styles.card}`}>
          <h1 className={styles.title}>{t('auth.verify.checkTitle')}</h1>
          <p className={styles.notice} role="status">
            {t('auth.verify.checkBody', { email: mailedTo })}
          </p>
          <p className={styles.footer}>
            <Link to={paths.login}>{t('auth.verify.toLogin')}</Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <AuthForm
      mode="signup"
      switchTo={paths.login}
      fallbackError={t('auth.signUpFailed')}
      withDisplayName
      onSubmit={async ({ email, password, displayName }) => {
        if ((await signUpEmail(email, password, displayName)) === 'signed-in') return;
        setMailedTo(email.trim());
        return 'stay';
      }}
    />
  );
}
