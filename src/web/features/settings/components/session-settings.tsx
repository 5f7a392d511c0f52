// The devices signed in to the account ('Thiết bị này' first), with 'Đăng xuất khỏi thiết bị
// khác' and a sign-out per device.
import { SETTINGS_NOTICES, SETTINGS_TEXT } from '@shared/account/messages';
import type { TAccountSession } from '@shared/account/contract';
import { SITE_TEXT } from '@shared/site-messages';
import { useConfirm } from '@/components/confirm-dialog';
import { Loading } from '@/components/loading';
import { useToast } from '@/components/toast';
import { userMessageOf } from '@/lib/api-client';
import { useAccountSessions, useRevokeOtherSessions, useRevokeSession } from '../api/sessions';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function SessionSettings() {
  const sessions = useAccountSessions();
  const revokeOthers = useRevokeOtherSessions();
  const revokeOne = useRevokeSession();
  const toast = useToast();
  const confirm = useConfirm();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((item) => !item.isCurrent).length;

  const onRevokeOthers = async () => {
    const confirmed = await confirm({
      title: SETTINGS_TEXT.sessions.confirmOthersTitle,
      message: SETTINGS_TEXT.sessions.confirmOthersMessage(others),
      confirmLabel: SETTINGS_TEXT.sessions.signOut,
      variant: 'warning',
    });
    if (!confirmed) return;
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        toast.show({ message: SETTINGS_NOTICES.otherSessionsRevoked(revoked), variant: 'success' }),
      onError: (caught) => toast.show({ message: userMessageOf(caught, SETTINGS_NOTICES.failed), variant: 'error' }),
    });
  };

  const onRevoke = (item: TAccountSession) =>
    revokeOne.mutate(item.id, {
      onSuccess: () => toast.show({ message: SETTINGS_NOTICES.sessionRevoked, variant: 'success' }),
      onError: (caught) => toast.show({ message: userMessageOf(caught, SETTINGS_NOTICES.failed), variant: 'error' }),
    });

  return (
    <SettingsSection title={SETTINGS_TEXT.sessions.title} description={SETTINGS_TEXT.sessions.description}>
      {sessions.isPending ? (
        <Loading />
      ) : sessions.isError ? (
        <div className={styles.note}>
          <p>{userMessageOf(sessions.error, SETTINGS_NOTICES.failed)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void sessions.refetch()}>
            {SITE_TEXT.retry}
          </button>
        </div>
      ) : (
        <>
          <ul className={styles.sessions} data-testid="session-list">
            {list.map((item) => (
              <li key={item.id} className={styles.session}>
                <div className={styles.sessionText}>
                  <p className={styles.device}>
                    {item.device}
                    {item.isCurrent && <span className={styles.badge}>{SETTINGS_TEXT.sessions.thisDevice}</span>}
                  </p>
                  <p className={styles.muted}>
                    {SETTINGS_TEXT.sessions.times(
                      item.ipAddress,
                      dateTime.format(new Date(item.signedInAt)),
                      dateTime.format(new Date(item.lastActiveAt)),
                    )}
                  </p>
                </div>
                {!item.isCurrent && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => onRevoke(item)}
                    disabled={revokeOne.isPending}
                    aria-label={SETTINGS_TEXT.sessions.signOutLabel(
                      item.device,
                      dateTime.format(new Date(item.signedInAt)),
                    )}
                  >
                    {SETTINGS_TEXT.sessions.signOut}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void onRevokeOthers()}
            disabled={others === 0 || revokeOthers.isPending}
          >
            {SETTINGS_TEXT.sessions.signOutOthers}
          </button>
        </>
      )}
    </SettingsSection>
  );
}
