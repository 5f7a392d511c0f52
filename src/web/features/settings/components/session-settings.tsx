// The devices signed in to the account ('Thiết bị này' first), with 'Đăng xuất khỏi thiết bị
// khác' and a sign-out per device.
import { SETTINGS_NOTICES } from '@shared/account/messages';
import type { TAccountSession } from '@shared/account/contract';
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
      title: 'Đăng xuất khỏi thiết bị khác?',
      message: `${others} thiết bị khác sẽ phải đăng nhập lại. Thiết bị này vẫn đăng nhập.`,
      confirmLabel: 'Đăng xuất',
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
    <SettingsSection
      title="Phiên đăng nhập"
      description="Các thiết bị đang đăng nhập vào tài khoản. Nếu thấy thiết bị lạ, hãy đăng xuất nó và đổi mật khẩu."
    >
      {sessions.isPending ? (
        <Loading />
      ) : sessions.isError ? (
        <div className={styles.note}>
          <p>{userMessageOf(sessions.error, SETTINGS_NOTICES.failed)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void sessions.refetch()}>
            Thử lại
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
                    {item.isCurrent && <span className={styles.badge}>Thiết bị này</span>}
                  </p>
                  <p className={styles.muted}>
                    {item.ipAddress ? `IP ${item.ipAddress} · ` : ''}Đăng nhập{' '}
                    {dateTime.format(new Date(item.signedInAt))}
                    {' · '}Hoạt động {dateTime.format(new Date(item.lastActiveAt))}
                  </p>
                </div>
                {!item.isCurrent && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => onRevoke(item)}
                    disabled={revokeOne.isPending}
                    aria-label={`Đăng xuất ${item.device}, đăng nhập ${dateTime.format(new Date(item.signedInAt))}`}
                  >
                    Đăng xuất
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
            Đăng xuất khỏi thiết bị khác
          </button>
        </>
      )}
    </SettingsSection>
  );
}
