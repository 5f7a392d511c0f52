// The Google sign-in linked to the account. 'Liên kết Google' sends the browser to Google, which
// sends it back here (?google=linked, or ?google=error&error=code); unlinking needs the password to remain.
import type { TAccountSettings } from '@shared/account/contract';
import { SETTINGS_NOTICES, SETTINGS_TEXT } from '@shared/account/messages';
import { useToast } from '@/components/toast';
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
  const link = useLinkGoogle();
  const unlink = useUnlinkGoogle();
  const toast = useToast();
  const google = settings?.google;
  const error = linkError ?? (link.isError ? userMessageOf(link.error, SETTINGS_NOTICES.failed) : null);

  const onUnlink = () =>
    unlink.mutate(undefined, {
      onSuccess: () => toast.show({ message: SETTINGS_NOTICES.googleUnlinked, variant: 'success' }),
      onError: (caught) => toast.show({ message: userMessageOf(caught, SETTINGS_NOTICES.failed), variant: 'error' }),
    });

  return (
    <SettingsSection title={SETTINGS_TEXT.google.title}>
      {!settings || !google ? null : google.linked ? (
        <div className={styles.row}>
          <p className={styles.note}>{SETTINGS_TEXT.google.linked(google.email)}</p>
          {settings.hasPassword ? (
            <button type="button" className="btn btn-secondary" onClick={onUnlink} disabled={unlink.isPending}>
              {SETTINGS_TEXT.google.unlink}
            </button>
          ) : (
            <p className={styles.muted}>{SETTINGS_TEXT.google.onlyMethod}</p>
          )}
        </div>
      ) : google.enabled ? (
        <div className={styles.row}>
          <p className={styles.note}>{SETTINGS_TEXT.google.linkHint}</p>
          <button type="button" className="btn btn-secondary" onClick={() => link.mutate()} disabled={link.isPending}>
            {link.isPending ? SETTINGS_TEXT.google.redirecting : SETTINGS_TEXT.google.link}
          </button>
        </div>
      ) : (
        <p className={styles.note}>{SETTINGS_TEXT.google.disabled}</p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </SettingsSection>
  );
}
