// /admin: open reports grouped by file, hidden files, suspended accounts and the audit
// log. Every action asks what it needs (a reason, a confirmation) and says what happened in a toast.
import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRelativeTime } from '@shared/files/format';
import type { TAdminAction, TModeratedFile, TReportedFile } from '@shared/moderation/contract';
import { ADMIN_ACTION_LABELS, MODERATION_TEXT, REPORT_REASON_LABELS } from '@shared/moderation/messages';
import { REPORT_REASONS } from '@shared/moderation/rules';
import { useConfirm } from '@/components/confirm-dialog';
import { Loading } from '@/components/loading';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminActions } from '@/features/moderation/api/get-admin-actions';
import { useHiddenFiles } from '@/features/moderation/api/get-hidden-files';
import { useReportedFiles } from '@/features/moderation/api/get-reported-files';
import { useSuspendedUsers } from '@/features/moderation/api/get-suspended-users';
import { useAdminAction } from '@/features/moderation/hooks/use-admin-action';
import { ReasonDialog } from './reason-dialog';
import { TabList } from '@/components/tab-list';
import styles from './admin-page.module.css';

const TEXT = MODERATION_TEXT.admin;
type Tab = keyof typeof TEXT.tabs;
const TABS = Object.keys(TEXT.tabs) as Tab[];

const dateTime = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short' });
const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** Hide (or restore), delete and suspend for one file; dismiss when it has open reports. */
function FileActions({ file, withDismiss }: { file: TModeratedFile; withDismiss: boolean }) {
  const { run, isPending } = useAdminAction();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<'hide' | 'suspend' | null>(null);
  const owner = file.userName || file.userEmail;
  const blockedBySuspension = file.moderation?.cause === 'suspension' && file.ownerSuspended;

  const remove = async () => {
    const confirmed = await confirm({
      title: TEXT.deleteConfirmTitle,
      message: TEXT.deleteConfirmMessage(file.filename),
      confirmLabel: TEXT.delete,
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
          title={blockedBySuspension ? TEXT.bySuspension : undefined}
          onClick={() => !isPending && !blockedBySuspension && void run({ kind: 'restore', fileId: file.id })}
        >
          {TEXT.restore}
        </button>
      ) : (
        <button type="button" className="btn btn-warning" onClick={() => setDialog('hide')}>
          {TEXT.hide}
        </button>
      )}
      {withDismiss && (
        <button
          type="button"
          className="btn btn-secondary"
          aria-disabled={isPending}
          onClick={() => !isPending && void run({ kind: 'dismiss', fileId: file.id })}
        >
          {TEXT.dismiss}
        </button>
      )}
      <button type="button" className="btn btn-danger" onClick={() => void remove()}>
        {TEXT.delete}
      </button>
      {!file.ownerSuspended && (
        <button type="button" className="btn btn-ghost" onClick={() => setDialog('suspend')}>
          {TEXT.suspend}
        </button>
      )}
      {dialog === 'hide' && (
        <ReasonDialog
          title={TEXT.hideTitle}
          subject={file.filename}
          label={TEXT.hideReasonLabel}
          submitLabel={TEXT.hide}
          busy={isPending}
          onSubmit={(reason) => run({ kind: 'hide', fileId: file.id, reason })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'suspend' && (
        <ReasonDialog
          title={TEXT.suspendTitle}
          subject={`${owner} (${file.userEmail})`}
          label={TEXT.suspendReasonLabel}
          warning={TEXT.suspendWarning}
          submitLabel={TEXT.suspend}
          busy={isPending}
          onSubmit={(reason) => run({ kind: 'suspend', userId: file.userId, reason })}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

function FileHeading({ file }: { file: TModeratedFile }) {
  return (
    <div className={styles.fileHead}>
      <h3 className={styles.fileName}>
        <Link to={paths.file.build(file.id)}>{file.filename}</Link>
      </h3>
      <p className={styles.meta}>
        {TEXT.owner}: <Link to={paths.author.build(file.userId)}>{file.userName || file.userEmail}</Link>{' '}
        <span className={styles.muted}>({file.userEmail})</span>
        {!file.isPublic && !file.moderation && <span className={styles.chip}>{TEXT.private}</span>}
        {file.ownerSuspended && <span className={`${styles.chip} ${styles.chipDanger}`}>{TEXT.tabs.suspended}</span>}
      </p>
      {file.moderation && (
        <p className={styles.hiddenNote}>
          {file.moderation.cause === 'suspension' ? TEXT.bySuspension : `${TEXT.reason}: ${file.moderation.reason}`}
          {' · '}
          {TEXT.hiddenAt} {formatDateTime(file.moderation.hiddenAt)}
        </p>
      )}
    </div>
  );
}

function ReportedFileItem({ item }: { item: TReportedFile }) {
  return (
    <li className={`card ${styles.item}`} data-testid="reported-file">
      <FileHeading file={item.file} />
      <p className={styles.counts}>
        <strong>{TEXT.reportCount(item.total)}</strong>
        {REPORT_REASONS.filter((reason) => item.counts[reason] > 0).map((reason) => (
          <span key={reason} className={styles.chip}>
            {REPORT_REASON_LABELS[reason]}: {item.counts[reason]}
          </span>
        ))}
      </p>
      <ul className={styles.reports}>
        {item.reports.map((report) => (
          <li key={report.id}>
            <span className={styles.reportReason}>{REPORT_REASON_LABELS[report.reason]}</span>
            <span className={styles.muted}>
              {' '}
              · {report.reporterName || TEXT.reporter} · {formatRelativeTime(report.createdAt)}
            </span>
            <p className={styles.reportText}>{report.details || TEXT.noDetails}</p>
          </li>
        ))}
      </ul>
      <FileActions file={item.file} withDismiss />
    </li>
  );
}

function ReportsPanel() {
  const reported = useReportedFiles();
  if (reported.isPending) return <Loading />;
  if (reported.isError) return <p className="form-error">{reported.error.message}</p>;
  if (reported.data.length === 0) return <p className={styles.empty}>{TEXT.noReports}</p>;
  return (
    <ul className={styles.list}>
      {reported.data.map((item) => (
        <ReportedFileItem key={item.file.id} item={item} />
      ))}
    </ul>
  );
}

function HiddenPanel() {
  const hidden = useHiddenFiles();
  if (hidden.isPending) return <Loading />;
  if (hidden.isError) return <p className="form-error">{hidden.error.message}</p>;
  if (hidden.data.length === 0) return <p className={styles.empty}>{TEXT.noHidden}</p>;
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
  const users = useSuspendedUsers();
  const { run, isPending } = useAdminAction();
  if (users.isPending) return <Loading />;
  if (users.isError) return <p className="form-error">{users.error.message}</p>;
  if (users.data.length === 0) return <p className={styles.empty}>{TEXT.noSuspended}</p>;
  return (
    <ul className={styles.list}>
      {users.data.map((user) => (
        <li key={user.id} className={`card ${styles.item}`} data-testid="suspended-user">
          <div className={styles.fileHead}>
            <h3 className={styles.fileName}>
              <Link to={paths.author.build(user.id)}>{user.name || user.email}</Link>
            </h3>
            <p className={styles.meta}>
              {user.email} · {TEXT.suspendedAt} {formatDateTime(user.suspendedAt)}
            </p>
            {user.reason && (
              <p className={styles.hiddenNote}>
                {TEXT.reason}: {user.reason}
              </p>
            )}
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary"
              aria-disabled={isPending}
              onClick={() => !isPending && void run({ kind: 'unsuspend', userId: user.id })}
            >
              {TEXT.unsuspend}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The action's target and what was recorded about it, in a line. */
function describeAction(action: TAdminAction): string {
  const details = action.details as Record<string, string | number | boolean | null | undefined>;
  const target = details.filename ?? details.email ?? action.targetFileId ?? action.targetUserId ?? '';
  return details.reason ? `${target} — ${TEXT.reason}: ${details.reason}` : String(target);
}

function LogPanel() {
  const log = useAdminActions();
  if (log.isPending) return <Loading />;
  if (log.isError) return <p className="form-error">{log.error.message}</p>;
  const actions = log.data.pages.flatMap((page) => page.actions);
  if (actions.length === 0) return <p className={styles.empty}>{TEXT.noActions}</p>;
  return (
    <>
      <div className={styles.tableScroller} tabIndex={0} role="region" aria-label={TEXT.tabs.log}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{TEXT.when}</th>
              <th scope="col">{TEXT.byAdmin}</th>
              <th scope="col">{TEXT.action}</th>
              <th scope="col">{TEXT.target}</th>
            </tr>
          </thead>
          <tbody>
            {actions.map((action) => (
              <tr key={action.id} data-testid="audit-row">
                <td data-label={TEXT.when}>
                  <time dateTime={action.createdAt}>{formatDateTime(action.createdAt)}</time>
                </td>
                <td data-label={TEXT.byAdmin}>{action.adminEmail}</td>
                <td data-label={TEXT.action}>{ADMIN_ACTION_LABELS[action.action]}</td>
                <td data-label={TEXT.target} className={styles.targetCell}>
                  {describeAction(action)}
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
          {TEXT.more}
        </button>
      )}
    </>
  );
}

export function AdminPage() {
  const [tab, setTab] = useState<Tab>('reports');
  const reported = useReportedFiles();
  useDocumentTitle(TEXT.title);

  return (
    <div className="page">
      <div className="container">
        <h1 className={styles.title}>{TEXT.title}</h1>
        <TabList<Tab>
          label={TEXT.title}
          className={styles.tabs}
          idPrefix="admin-tab-"
          panelId="admin-panel"
          selected={tab}
          onSelect={setTab}
          items={TABS.map((item) => ({
            id: item,
            label: (
              <>
                {TEXT.tabs[item]}
                {item === 'reports' && reported.data && <span className={styles.count}>{reported.data.length}</span>}
              </>
            ),
          }))}
        />
        <section id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className={styles.panel}>
          {tab === 'reports' && <ReportsPanel />}
          {tab === 'hidden' && <HiddenPanel />}
          {tab === 'suspended' && <SuspendedPanel />}
          {tab === 'log' && <LogPanel />}
        </section>
      </div>
    </div>
  );
}
