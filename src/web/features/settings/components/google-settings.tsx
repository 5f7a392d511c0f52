// The Google sign-in linked to the account. 'Liên kết Google' sends the browser to Google, which
// sends it back here (?google=linked, or ?google=error&error=code); unlinking needs the password to remain.
// Shown only where the site has Google sign-in.
import type { TAccountSettings } from '@shared/account/contract';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useLinkGoogle, useUnlinkGoogle } from '../api/google-link';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

export function GoogleSettings({
  settings,
  linkError,
}: {
  settings: TAccountSettings | undefined;
  linkError: string | null;
}) {
  const t = useT();
  const link = useLinkGoogle();
  const unlink = useUnlinkGoogle();
  const toast = useToast();
  const google = settings?.google;
  const error = linkError ?? (link.isError ? userMessageOf(link.error, t('account.failed')) : null);

  const onUnlink = () =>
    unlink.mutate(undefined, {
      onSuccess: () => toast.show({ message: t('account.google.unlinkedNotice'), variant: 'success' }),
      onError: (caught) => toast.show({ message: userMessageOf(caught, t('account.failed')), variant: 'error' }),
    });

  // Where the site has no Google sign-in, there is nothing to link: the section is absent.
  if (!settings || !google?.enabled) return null;
  return (
    <SettingsSection title={t('account.google.title')}>
      {google.linked ? (
        <div className={styles.row}>
          <p className={styles.note}>
            {google.email ? t('account.google.linkedAs', { email: google.email }) : t('account.google.linked')}
          </p>
          {settings.hasPassword ? (
            <button type="button" className="btn btn-secondary" onClick={onUnlink} disabled={unlink.isPending}>
              {t('account.google.unlink')}
            </button>
          ) : (
            <p className={styles.muted}>{t('account.google.onlyMethod')}</p>
          )}
        </div>
      ) : (
        <div className={styles.row}>
          <p className={styles.note}>{t('account.google.linkHint')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => link.mutate()} disabled={link.isPending}>
            {link.isPending ? t('account.google.redirecting') : t('account.google.link')}
          </button>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </SettingsSection>
  );
}
