// /admin's reported comments: each comment with its text, writer, document and open reports; 'Ẩn bình
// luận' asks for the reason its writer is shown, 'Bỏ qua báo cáo' leaves it as it is.
import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { GENERIC_ERRORS } from '@shared/errors';
import { formatRelativeTime } from '@shared/files/format';
import type { TReportedComment } from '@shared/moderation/comment-contract';
import { Loading } from '@/components/loading';
import { useToast } from '@/components/toast';
import { Message, useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import {
  useCommentAdminAction,
  useReportedComments,
  type TCommentAdminAction,
} from '@/features/moderation/api/comment-reports';
import { OpenReportList } from './open-reports';
import { ReasonDialog } from './reason-dialog';
import styles from './admin-page.module.css';

function ReportedCommentItem({ item }: { item: TReportedComment }) {
  const t = useT();
  const toast = useToast();
  const action = useCommentAdminAction();
  const [hiding, setHiding] = useState(false);
  const { comment } = item;

  const run = async (request: TCommentAdminAction): Promise<boolean> => {
    try {
      await action.mutateAsync(request);
      toast.show({ message: t(`comments.admin.done.${request.kind}`), variant: 'success' });
      return true;
    } catch (error) {
      toast.show({ message: userMessageOf(error, GENERIC_ERRORS.internal.message), variant: 'error' });
      return false;
    }
  };

  return (
    <li className={`card ${styles.item}`} data-testid="reported-comment">
      <div className={styles.fileHead}>
        <blockquote className={styles.commentText}>{comment.body}</blockquote>
        <p className={styles.meta}>
          <Message
            id="comments.admin.by"
            values={{
              name: comment.authorName || comment.authorEmail,
              link: (chunks) => <Link to={paths.author.build(comment.authorId)}>{chunks}</Link>,
            }}
          />{' '}
          <span className={styles.muted}>({comment.authorEmail})</span>
          {comment.isReply && <span className={styles.chip}>{t('comments.admin.isReply')}</span>}
        </p>
        <p className={styles.meta}>
          <Message
            id="comments.admin.on"
            values={{
              filename: comment.filename,
              link: (chunks) => <Link to={paths.file.build(comment.fileId)}>{chunks}</Link>,
            }}
          />{' '}
          <span className={styles.muted}>· {formatRelativeTime(comment.createdAt)}</span>
        </p>
      </div>
      <OpenReportList item={item} />
      <div className={styles.actions}>
        <button type="button" className="btn btn-warning" onClick={() => setHiding(true)}>
          {t('comments.admin.hide')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          aria-disabled={action.isPending}
          onClick={() => !action.isPending && void run({ kind: 'dismiss', commentId: comment.id })}
        >
          {t('comments.admin.dismiss')}
        </button>
      </div>
      {hiding && (
        <ReasonDialog
          title={t('comments.admin.hideTitle')}
          subject={comment.body}
          label={t('comments.admin.hideReasonLabel')}
          submitLabel={t('comments.admin.hide')}
          busy={action.isPending}
          onSubmit={(reason) => run({ kind: 'hide', commentId: comment.id, reason })}
          onClose={() => setHiding(false)}
        />
      )}
    </li>
  );
}

export function CommentReportsPanel() {
  const t = useT();
  const reported = useReportedComments();
  if (reported.isPending) return <Loading />;
  if (reported.isError) {
    return <p className="form-error">{userMessageOf(reported.error, GENERIC_ERRORS.internal.message)}</p>;
  }
  if (reported.data.length === 0) return <p className={styles.empty}>{t('comments.admin.none')}</p>;
  return (
    <ul className={styles.list}>
      {reported.data.map((item) => (
        <ReportedCommentItem key={item.comment.id} item={item} />
      ))}
    </ul>
  );
}
