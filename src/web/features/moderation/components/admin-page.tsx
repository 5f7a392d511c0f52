// /admin: open reports grouped by file, hidden files, suspended accounts and the audit
// log. Every action asks what it needs (a reason, a confirmation) and says what happened in a toast.
import { paths } from '@shared/paths';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { GENERIC_ERRORS } from '@shared/errors';
import type { TAdminAction, TModeratedFile, TReportedFile } from '@shared/moderation/contract';
import { useConfirm } from '@/components/confirm-dialog';
import { Loading } from '@/components/loading';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Message, useT, type MessageId, type MessageValues } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useAdminActions } from '@/features/moderation/api/get-admin-actions';
import { useHiddenFiles } from '@/features/moderation/api/get-hidden-files';
import { useReportedFiles } from '@/features/moderation/api/get-reported-files';
import { useSuspendedUsers } from '@/features/moderation/api/get-suspended-users';
import { useAdminAction } from '@/features/moderation/hooks/use-admin-action';
import { useReportedComments } from '@/features/moderation/api/comment-reports';
import { CommentReportsPanel } from './comment-reports-panel';
import { OpenReportList } from './open-reports';
import { ReasonDialog } from './reason-dialog';
import { TabList } from '@/components/tab-list';
import styles from './admin-page.module.css';

const TABS = ['reports', 'comments', 'hidden', 'suspended', 'log'] as const;
type Tab = (typeof TABS)[number];

/** A moment as the interface language writes it, short. */
function useFormatDateTime(): (iso: string) => string {
  const intl = useIntl();
  return (iso) => intl.formatDate(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
}

/** A list's failure to load, in the words of the API client. */
function LoadError({ error }: { error: unknown }) {
  return <p className="form-error">{userMessageOf(error, GENERIC_ERRORS.internal.message)}</p>;
}

/** Hide (or restore), delete and suspend for one file; dismiss when it has open reports. */
function FileActions({ file, withDismiss }: { file: TModeratedFile; withDismiss: boolean }) {
  const t = useT();
  const { run, isPending } = useAdminAction();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<'hide' | 'suspend' | null>(null);
  const owner = file.userName || file.userEmail;
  const blockedBySuspension = file.moderation?.cause === 'suspension' && file.ownerSuspended;

  const remove = async () => {
    const confirmed = await confirm({
      title: t('moderation.deleteConfirmTitle'),
      message: t('moderation.deleteConfirmMessage', { name: file.filename }),
      confirmLabel: t('moderation.delete'),
      variant: 'danger',
    });
    if (confirmed) await run({ kind: 'delete', fileId: file.id });
  };

  return (
    <div className={styles.actions}>
      {file.moderation ? (
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled={isPending || blockedBySuspension}
          title={blockedBySuspension ? t('moderation.bySuspension') : undefined}
          onClick={() => !isPending && !blockedBySuspension && void run({ kind: 'restore', fileId: file.id })}
        >
          {t('moderation.restore')}
        </button>
      ) : (
        <button type="button" className="btn btn-warning" onClick={() => setDialog('hide')}>
          {t('moderation.hide')}
        </button>
      )}
      {withDismiss && (
        <button
          type="button"
          className="btn btn-secondary"
          aria-disabled={isPending}
          onClick={() => !isPending && void run({ kind: 'dismiss', fileId: file.id })}
        >
          {t('moderation.dismiss')}
        </button>
      )}
      <button type="button" className="btn btn-danger" onClick={() => void remove()}>
        {t('moderation.delete')}
      </button>
      {!file.ownerSuspended && (
        <button type="button" className="btn btn-ghost" onClick={() => setDialog('suspend')}>
          {t('moderation.suspend')}
        </button>
      )}
      {dialog === 'hide' && (
        <ReasonDialog
          title={t('moderation.hideTitle')}
          subject={file.filename}
          label={t('moderation.hideReasonLabel')}
          submitLabel={t('moderation.hide')}
          busy={isPending}
          onSubmit={(reason) => run({ kind: 'hide', fileId: file.id, reason })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'suspend' && (
        <ReasonDialog
          title={t('moderation.suspendTitle')}
          subject={`${owner} (${file.userEmail})`}
          label={t('moderation.suspendReasonLabel')}
          warning={t('moderation.suspendWarning')}
          submitLabel={t('moderation.suspend')}
          busy={isPending}
          onSubmit={(reason) => run({ kind: 'suspend', userId: file.userId, reason })}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

function FileHeading({ file }: { file: TModeratedFile }) {
  const formatDateTime = useFormatDateTime();
  const t = useT();
  return (
    <div className={styles.fileHead}>
      <h3 className={styles.fileName}>
        <Link to={paths.file.build(file.id)}>{file.filename}</Link>
      </h3>
      <p className={styles.meta}>
        <Message
          id="moderation.owner"
          values={{
            name: file.userName || file.userEmail,
            link: (chunks) => <Link to={paths.author.build(file.userId)}>{chunks}</Link>,
          }}
        />{' '}
        <span className={styles.muted}>({file.userEmail})</span>
        {!file.isPublic && !file.moderation && <span className={styles.chip}>{t('moderation.private')}</span>}
        {file.ownerSuspended && (
          <span className={`${styles.chip} ${styles.chipDanger}`}>{t('moderation.tab.suspended')}</span>
        )}
      </p>
      {file.moderation && (
        <p className={styles.hiddenNote}>
          {file.moderation.cause === 'suspension'
            ? t('moderation.bySuspension')
            : t('moderation.reason', { reason: file.moderation.reason })}
          {' · '}
          {t('moderation.hiddenAt', { time: formatDateTime(file.moderation.hiddenAt) })}
        </p>
      )}
    </div>
  );
}

function ReportedFileItem({ item }: { item: TReportedFile }) {
  return (
    <li className={`card ${styles.item}`} data-testid="reported-file">
      <FileHeading file={item.file} />
      <OpenReportList item={item} />
      <FileActions file={item.file} withDismiss />
    </li>
  );
}

function ReportsPanel() {
  const t = useT();
  const reported = useReportedFiles();
  if (reported.isPending) return <Loading />;
  if (reported.isError) return <LoadError error={reported.error} />;
  if (reported.data.length === 0) return <p className={styles.empty}>{t('moderation.noReports')}</p>;
  return (
    <ul className={styles.list}>
      {reported.data.map((item) => (
        <ReportedFileItem key={item.file.id} item={item} />
      ))}
    </ul>
  );
}

function HiddenPanel() {
  const t = useT();
  const hidden = useHiddenFiles();
  if (hidden.isPending) return <Loading />;
  if (hidden.isError) return <LoadError error={hidden.error} />;
  if (hidden.data.length === 0) return <p className={styles.empty}>{t('moderation.noHidden')}</p>;
  return (
    <ul className={styles.list}>
      {hidden.data.map((file) => (
        <li key={file.id} className={`card ${styles.item}`} data-testid="hidden-file">
          <FileHeading file={file} />
          <FileActions file={file} withDismiss={false} />
        </li>
      ))}
    </ul>
  );
}

function SuspendedPanel() {
  const formatDateTime = useFormatDateTime();
  const t = useT();
  const users = useSuspendedUsers();
  const { run, isPending } = useAdminAction();
  if (users.isPending) return <Loading />;
  if (users.isError) return <LoadError error={users.error} />;
  if (users.data.length === 0) return <p className={styles.empty}>{t('moderation.noSuspended')}</p>;
  return (
    <ul className={styles.list}>
      {users.data.map((user) => (
        <li key={user.id} className={`card ${styles.item}`} data-testid="suspended-user">
          <div className={styles.fileHead}>
            <h3 className={styles.fileName}>
              <Link to={paths.author.build(user.id)}>{user.name || user.email}</Link>
            </h3>
            <p className={styles.meta}>
              {user.email} · {t('moderation.suspendedAt', { time: formatDateTime(user.suspendedAt) })}
            </p>
            {user.reason && <p className={styles.hiddenNote}>{t('moderation.reason', { reason: user.reason })}</p>}
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary"
              aria-disabled={isPending}
              onClick={() => !isPending && void run({ kind: 'unsuspend', userId: user.id })}
            >
              {t('moderation.unsuspend')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The action's target and what was recorded about it, in a line. */
function describeAction(action: TAdminAction, t: (id: MessageId, values?: MessageValues) => string): string {
  const details = action.details as Record<string, string | number | boolean | null | undefined>;
  const target = details.filename ?? details.email ?? action.targetFileId ?? action.targetUserId ?? '';
  return details.reason ? `${target} — ${t('moderation.reason', { reason: String(details.reason) })}` : String(target);
}

function LogPanel() {
  const formatDateTime = useFormatDateTime();
  const t = useT();
  const log = useAdminActions();
  if (log.isPending) return <Loading />;
  if (log.isError) return <LoadError error={log.error} />;
  const actions = log.data.pages.flatMap((page) => page.actions);
  if (actions.length === 0) return <p className={styles.empty}>{t('moderation.noActions')}</p>;
  return (
    <>
      <div className={styles.tableScroller} tabIndex={0} role="region" aria-label={t('moderation.tab.log')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('moderation.when')}</th>
              <th scope="col">{t('moderation.byAdmin')}</th>
              <th scope="col">{t('moderation.action')}</th>
              <th scope="col">{t('moderation.target')}</th>
            </tr>
          </thead>
          <tbody>
            {actions.map((action) => (
              <tr key={action.id} data-testid="audit-row">
                <td data-label={t('moderation.when')}>
                  <time dateTime={action.createdAt}>{formatDateTime(action.createdAt)}</time>
                </td>
                <td data-label={t('moderation.byAdmin')}>{action.adminEmail}</td>
                <td data-label={t('moderation.action')}>{t(`moderation.log.${action.action}`)}</td>
                <td data-label={t('moderation.target')} className={styles.targetCell}>
                  {describeAction(action, t)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {log.hasNextPage && (
        <button
          type="button"
          className={`btn btn-secondary ${styles.more}`}
          aria-disabled={log.isFetchingNextPage}
          onClick={() => !log.isFetchingNextPage && void log.fetchNextPage()}
        >
          {t('moderation.more')}
        </button>
      )}
    </>
  );
}

export function AdminPage() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('reports');
  const reported = useReportedFiles();
  const reportedComments = useReportedComments();
  useDocumentTitle(t('moderation.title'));

  return (
    <div className="page">
      <div className="container">
        <h1 className={styles.title}>{t('moderation.title')}</h1>
        <TabList<Tab>
          label={t('moderation.title')}
          className={styles.tabs}
          idPrefix="admin-tab-"
          panelId="admin-panel"
          selected={tab}
          onSelect={setTab}
          items={TABS.map((item) => ({
            id: item,
            label: (
              <>
                {t(`moderation.tab.${item}`)}
                {item === 'reports' && reported.data && <span className={styles.count}>{reported.data.length}</span>}
                {item === 'comments' && reportedComments.data && (
                  <span className={styles.count}>{reportedComments.data.length}</span>
                )}
              </>
            ),
          }))}
        />
        <section id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className={styles.panel}>
          {tab === 'reports' && <ReportsPanel />}
          {tab === 'comments' && <CommentReportsPanel />}
          {tab === 'hidden' && <HiddenPanel />}
          {tab === 'suspended' && <SuspendedPanel />}
          {tab === 'log' && <LogPanel />}
        </section>
      </div>
    </div>
  );
}
