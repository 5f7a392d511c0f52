// 'Cài đặt tài khoản' (/settings, signed in): the interface language, profile (name, avatar), password,
// sessions and the Google link, one card each.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@shared/paths';
import { useToast } from '@/components/toast';
import { LanguageChoice } from '@/components/language-choice';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT, type MessageId } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import { useAccountSettings } from '../api/get-account-settings';
import { GoogleSettings } from './google-settings';
import { PasswordSettings } from './password-settings';
import { ProfileSettings } from './profile-settings';
import { SettingsSection } from './settings-section';
import { SessionSettings } from './session-settings';
import styles from './settings-page.module.css';

/** What the page says after Google sent the browser back with better-auth's `?error=` code. */
function googleLinkError(code: string): MessageId {
  switch (code) {
    case 'email_does_not_match':
    case "email_doesn't_match":
      return 'account.google.emailMismatch';
    case 'account_already_linked_to_different_user':
      return 'account.google.linkedElsewhere';
    default:
      return 'account.google.linkFailed';
  }
}

export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t('account.title'));
  const { user } = useAuth();
  const settings = useAccountSettings();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [linkError, setLinkError] = useState<string | null>(null);

  // Google sends the browser back here after linking (better-auth adds `error` when it failed).
  const googleResult = params.get('google');
  useEffect(() => {
    if (!googleResult) return;
    if (googleResult === 'linked') toast.show({ message: t('account.google.linkedNotice'), variant: 'success' });
    else setLinkError(t(googleLinkError(params.get('error') ?? '')));
    setParams({}, { replace: true });
  }, [googleResult, params, setParams, t, toast]);

  if (!user) return null;
  return (
    <div className="page">
      <div className={`container ${styles.container}`}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('account.title')}</h1>
          <p className={styles.muted}>
            {user.email} · <Link to={paths.profile}>{t('account.backToProfile')}</Link>
          </p>
        </header>
        <SettingsSection title={t('account.language.title')} description={t('account.language.description')}>
          <LanguageChoice />
        </SettingsSection>
        <ProfileSettings user={user} />
        <PasswordSettings email={user.email} settings={settings.data} />
        <SessionSettings />
        <GoogleSettings settings={settings.data} linkError={linkError} />
      </div>
    </div>
  );
}
