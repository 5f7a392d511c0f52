// 'Cài đặt tài khoản' (/settings, signed in): profile (name, avatar), password, sessions and
// the Google link, one card each.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { googleLinkErrorMessage, SETTINGS_NOTICES, SETTINGS_TEXT } from '@shared/account/messages';
import { paths } from '@shared/paths';
import { useToast } from '@/components/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { useAccountSettings } from '../api/get-account-settings';
import { GoogleSettings } from './google-settings';
import { PasswordSettings } from './password-settings';
import { ProfileSettings } from './profile-settings';
import { SessionSettings } from './session-settings';
import styles from './settings-page.module.css';

export function SettingsPage() {
  useDocumentTitle(SETTINGS_TEXT.title);
  const { user } = useAuth();
  const settings = useAccountSettings();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [linkError, setLinkError] = useState<string | null>(null);

  // Google sends the browser back here after linking (better-auth adds `error` when it failed).
  const googleResult = params.get('google');
  useEffect(() => {
    if (!googleResult) return;
    if (googleResult === 'linked') toast.show({ message: SETTINGS_NOTICES.googleLinked, variant: 'success' });
    else setLinkError(googleLinkErrorMessage(params.get('error') ?? ''));
    setParams({}, { replace: true });
  }, [googleResult, params, setParams, toast]);

  if (!user) return null;
  return (
    <div className="page">
      <div className={`container ${styles.container}`}>
        <header className={styles.header}>
          <h1 className={styles.title}>{SETTINGS_TEXT.title}</h1>
          <p className={styles.muted}>
            {user.email} · <Link to={paths.profile}>{SETTINGS_TEXT.backToProfile}</Link>
          </p>
        </header>
        <ProfileSettings user={user} />
        <PasswordSettings email={user.email} settings={settings.data} />
        <SessionSettings />
        <GoogleSettings settings={settings.data} linkError={linkError} />
      </div>
    </div>
  );
}
