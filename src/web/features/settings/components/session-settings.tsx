// The devices signed in to the account ('Thiết bị này' first), with 'Đăng xuất khỏi thiết bị
// khác' and a sign-out per device.
import type { TAccountSession } from '@shared/account/contract';
import { useConfirm } from '@/components/confirm-dialog';
import { Loading } from '@/components/loading';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useAccountSessions, useRevokeOtherSessions, useRevokeSession } from '../api/sessions';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

import { useIntl } from 'react-intl';

const DATE_TIME = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

export function SessionSettings() {
  const t = useT();
  // Dates and times written as the interface language writes them.
  const intl = useIntl();
  const dateTime = { format: (date: Date) => intl.formatDate(date, DATE_TIME) };
  const sessions = useAccountSessions();
  const revokeOthers = useRevokeOtherSessions();
  const revokeOne = useRevokeSession();
  const toast = useToast();
  const confirm = useConfirm();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((item) => !item.isCurrent).length;

  const onRevokeOthers = async () => {
    const confirmed = await confirm({
      title: t('account.sessions.confirmOthersTitle'),
      message: t('account.sessions.confirmOthersMessage', { count: others }),
      confirmLabel: t('account.sessions.signOut'),
      variant: 'warning',
    });
    if (!confirmed) return;
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        toast.show({ message: t('account.sessions.othersRevoked', { count: revoked }), variant: 'success' }),
      onError: (caught) => toast.show({ message: userMessageOf(caught, t('account.failed')), variant: 'error' }),
    });
  };

  const onRevoke = (item: TAccountSession) =>
    revokeOne.mutate(item.id, {
      onSuccess: () => toast.show({ message: t('account.sessions.revoked'), variant: 'success' }),
      onError: (caught) => toast.show({ message: userMessageOf(caught, t('account.failed')), variant: 'error' }),
    });

  return (
    <SettingsSection title={t('account.sessions.title')} description={t('account.sessions.description')}>
      {sessions.isPending ? (
        <Loading />
      ) : sessions.isError ? (
        <div className={styles.note}>
          <p>{userMessageOf(sessions.error, t('account.failed'))}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void sessions.refetch()}>
            {t('common.retry')}
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
                    {item.isCurrent && <span className={styles.badge}>{t('account.sessions.thisDevice')}</span>}
                  </p>
                  <p className={styles.muted}>
                    {t(item.ipAddress ? 'account.sessions.timesWithIp' : 'account.sessions.times', {
                      ipAddress: item.ipAddress,
                      signedInAt: dateTime.format(new Date(item.signedInAt)),
                      lastActiveAt: dateTime.format(new Date(item.lastActiveAt)),
                    })}
                  </p>
                </div>
                {!item.isCurrent && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => onRevoke(item)}
                    disabled={revokeOne.isPending}
                    aria-label={t('account.sessions.signOutLabel', {
                      device: item.device,
                      signedInAt: dateTime.format(new Date(item.signedInAt)),
                    })}
                  >
                    {t('account.sessions.signOut')}
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
            {t('account.sessions.signOutOthers')}
          </button>
        </>
      )}
    </SettingsSection>
  );
}
