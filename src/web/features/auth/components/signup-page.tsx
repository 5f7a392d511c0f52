import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { AUTH_MESSAGES, AUTH_TEXT } from '@shared/auth-messages';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';

export function SignupPage() {
  const { signUpEmail } = useAuth();
  // With e-mail verification on, the answer is a mailed link, the same for a registered address.
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  useDocumentTitle(mailedTo ? AUTH_TEXT.verify.checkTitle : AUTH_TEXT.signup.title);
  if (mailedTo) {
    return (
      <div className={styles.page}>
        <div className={`card ${styles.card}`}>
          <h1 className={styles.title}>{AUTH_TEXT.verify.checkTitle}</h1>
          <p className={styles.notice} role="status">
            {AUTH_TEXT.verify.checkBody(mailedTo)}
          </p>
          <p className={styles.footer}>
            <Link to={paths.login}>{AUTH_TEXT.verify.toLogin}</Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <AuthForm
      text={AUTH_TEXT.signup}
      switchTo={paths.login}
      fallbackError={AUTH_MESSAGES.signUpFailed}
      withDisplayName
      onSubmit={async ({ email, password, displayName }) => {
        if ((await signUpEmail(email, password, displayName)) === 'signed-in') return;
        setMailedTo(email.trim());
        return 'stay';
      }}
    />
  );
}
