// 'Bình luận' under a document: threads one level deep (newest or oldest first, the pinned one on top), the
// form to write one, and on each comment what the viewer may do: reply, edit and delete their own, pin and
// hide for the document's owner, report for other signed-in readers. The text is shown as typed (plain
// text, line breaks kept, links not made live). Other readers' comments arrive through the live events
// (a 'file.counters' change of this document reads the comments again).
import { paths } from '@shared/paths';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { TComment, TCommentReply } from '@shared/files/comments-contract';
import { COMMENT_MAX_LENGTH, COMMENT_ORDERS, type TCommentOrder } from '@shared/files/comments-rules';
import type { TFile } from '@shared/files/contract';
import { GENERIC_ERRORS } from '@shared/errors';
import { isSafeMultiLineText } from '@shared/text-rules';
import { Avatar } from '@/components/avatar';
import { useConfirm } from '@/components/confirm-dialog';
import { Loading } from '@/components/loading';
import { useToast } from '@/components/toast';
import { Message, useT, type MessageId } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import { userMessageOf } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-events';
import { loginPathReturningTo } from '@/lib/return-path';
import { commentKeys, useComments, useCommentWrite, type TCommentWrite } from '@/features/files/api/comments';
import { useTimeText } from '@/features/files/hooks/use-time-text';
import { ReportDialog } from './report-dialog';
import styles from './comments-section.module.css';

interface ThreadContext {
  file: TFile;
  canModerate: boolean;
  signedIn: boolean;
  /** Runs a write with its toast; false when it was refused (the toast says why). */
  run: (write: TCommentWrite, done: MessageId) => Promise<boolean>;
  /** Where focus goes when the focused comment is gone. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

type FormMode =
  { kind: 'create' } | { kind: 'reply'; parentId: string; name: string } | { kind: 'edit'; comment: TCommentReply };

/** The textarea with its counter and error: writes, replies and edits. */
function CommentForm({
  file,
  mode,
  onDone,
  onCancel,
}: {
  file: TFile;
  mode: FormMode;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const write = useCommentWrite(file.id);
  const [body, setBody] = useState(mode.kind === 'edit' ? mode.comment.body : '');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const ids = { input: useId(), counter: useId(), error: useId() };

  useEffect(() => {
    if (mode.kind !== 'create') input.current?.focus();
  }, [mode.kind]);

  const label =
    mode.kind === 'edit'
      ? t('comments.form.editLabel')
      : mode.kind === 'reply'
        ? t('comments.form.replyLabel', { name: mode.name })
        : t('comments.form.label');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (write.isPending) return;
    const text = body.trim();
    if (!text) {
      setError(t('errors.COMMENT_EMPTY'));
      input.current?.focus();
      return;
    }
    if (!isSafeMultiLineText(text)) {
      setError(t('errors.COMMENT_INVALID'));
      input.current?.focus();
      return;
    }
    setError(null);
    try {
      if (mode.kind === 'edit') await write.mutateAsync({ kind: 'edit', commentId: mode.comment.id, body: text });
      else
        await write.mutateAsync({
          kind: 'create',
          body: text,
          parentId: mode.kind === 'reply' ? mode.parentId : undefined,
        });
      toast.show({
        message: t(mode.kind === 'edit' ? 'comments.done.edited' : 'comments.done.created'),
        variant: 'success',
      });
      setBody('');
      onDone?.();
    } catch (caught) {
      setError(userMessageOf(caught, GENERIC_ERRORS.internal.message));
      input.current?.focus();
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={ids.input} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={input}
        id={ids.input}
        className={`textarea ${styles.textarea}`}
        rows={mode.kind === 'create' ? 3 : 2}
        maxLength={COMMENT_MAX_LENGTH}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        placeholder={
          mode.kind === 'create'
            ? t('comments.form.placeholder')
            : mode.kind === 'reply'
              ? t('comments.form.replyPlaceholder')
              : undefined
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.counter, error ? ids.error : ''].filter(Boolean).join(' ')}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      {error && (
        <p id={ids.error} className={`form-error ${styles.error}`} role="alert">
          {error}
        </p>
      )}
      <div className={styles.formFoot}>
        <small id={ids.counter} className={styles.counter}>
          {t('comments.form.counter', { count: body.length, max: COMMENT_MAX_LENGTH })}
        </small>
        <div className={styles.formButtons}>
          {onCancel && (
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              {t('common.cancel')}
            </button>
          )}
          <button type="submit" className="btn btn-primary" aria-disabled={write.isPending}>
            {write.isPending
              ? t('comments.form.busy')
              : t(
                  mode.kind === 'edit'
                    ? 'comments.form.save'
                    : mode.kind === 'reply'
                      ? 'comments.form.reply'
                      : 'comments.form.submit',
                )}
          </button>
        </div>
      </div>
    </form>
  );
}

/** One comment: its author, time, text and the actions the viewer may take. */
function CommentItem({
  comment,
  replies,
  context,
  onReply,
}: {
  comment: TCommentReply;
  /** A top-level comment's replies (their count goes into the delete confirmation). */
  replies: number;
  context: ThreadContext;
  onReply?: () => void;
}) {
  const t = useT();
  const { relative, longDate } = useTimeText();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const { file, canModerate, signedIn, run } = context;
  const name = comment.author.name || t('comments.unknownAuthor');
  const isTopLevel = comment.parentId === null;
  const shown = !comment.hidden && !comment.moderation;

  const remove = async () => {
    const confirmed = await confirm({
      title: t('comments.delete.title'),
      message: replies > 0 ? t('comments.delete.messageWithReplies', { count: replies }) : t('comments.delete.message'),
      confirmLabel: t('comments.action.delete'),
      variant: 'danger',
    });
    if (!confirmed) return;
    if (await run({ kind: 'delete', commentId: comment.id }, 'comments.done.deleted')) {
      context.headingRef.current?.focus();
    }
  };

  const closeEdit = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <article
      className={`${styles.comment} ${comment.hidden || comment.moderation ? styles.hiddenComment : ''}`}
      aria-label={name}
      data-testid="comment"
    >
      <Avatar name={comment.author.name} photoUrl={comment.author.image} size={isTopLevel ? 36 : 28} decorative />
      <div className={styles.main}>
        <div className={styles.head}>
          <Link to={paths.author.build(comment.author.id)} className={styles.author}>
            {name}
          </Link>
          {comment.author.id === file.userId && (
            <span className={styles.ownerBadge}>{t('comments.documentOwner')}</span>
          )}
          <span className={styles.meta}>
            <time dateTime={comment.createdAt} title={longDate(comment.createdAt)}>
              {relative(comment.createdAt)}
            </time>
            {comment.editedAt && (
              <>
                {' · '}
                <span title={t('comments.editedAt', { time: longDate(comment.editedAt) })}>{t('comments.edited')}</span>
              </>
            )}
          </span>
          {comment.pinned && <span className={styles.badge}>{t('comments.pinned')}</span>}
          {comment.hidden && <span className={`${styles.badge} ${styles.badgeMuted}`}>{t('comments.hidden')}</span>}
        </div>
        {comment.hidden && <p className={styles.note}>{t('comments.hiddenNote')}</p>}
        {comment.moderation && (
          <p className={styles.note}>{t('comments.moderated', { reason: comment.moderation.reason })}</p>
        )}
        {editing ? (
          <CommentForm file={file} mode={{ kind: 'edit', comment }} onDone={closeEdit} onCancel={closeEdit} />
        ) : (
          <p className={styles.body}>{comment.body}</p>
        )}
        {!editing && (
          <div className={styles.actions}>
            {signedIn && shown && onReply && (
              <button type="button" className={styles.action} onClick={onReply}>
                {t('comments.action.reply')}
              </button>
            )}
            {comment.isMine && !comment.moderation && (
              <button type="button" ref={editButton} className={styles.action} onClick={() => setEditing(true)}>
                {t('comments.action.edit')}
              </button>
            )}
            {comment.isMine && (
              <button type="button" className={styles.action} onClick={() => void remove()}>
                {t('comments.action.delete')}
              </button>
            )}
            {canModerate && isTopLevel && !comment.hidden && (
              <button
                type="button"
                className={styles.action}
                aria-pressed={comment.pinned}
                onClick={() =>
                  void run(
                    { kind: 'pin', commentId: comment.id, pinned: !comment.pinned },
                    comment.pinned ? 'comments.done.unpinned' : 'comments.done.pinned',
                  )
                }
              >
                {t(comment.pinned ? 'comments.action.unpin' : 'comments.action.pin')}
              </button>
            )}
            {canModerate && (
              <button
                type="button"
                className={styles.action}
                onClick={() =>
                  void run(
                    { kind: 'hide', commentId: comment.id, hidden: !comment.hidden },
                    comment.hidden ? 'comments.done.unhidden' : 'comments.done.hidden',
                  )
                }
              >
                {t(comment.hidden ? 'comments.action.unhide' : 'comments.action.hide')}
              </button>
            )}
            {signedIn && !comment.isMine && shown && (
              <button type="button" className={styles.action} onClick={() => setReporting(true)}>
                {t('comments.action.report')}
              </button>
            )}
          </div>
        )}
      </div>
      {reporting && (
        <ReportDialog
          file={file}
          comment={{ id: comment.id, body: comment.body }}
          open
          onClose={() => setReporting(false)}
        />
      )}
    </article>
  );
}

/** A top-level comment, its replies, and the reply form once asked for. */
function CommentThread({ comment, context }: { comment: TComment; context: ThreadContext }) {
  const t = useT();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const name = (reply: TCommentReply) => reply.author.name || t('comments.unknownAuthor');
  return (
    <li className={`${styles.thread} ${comment.pinned ? styles.pinnedThread : ''}`}>
      <CommentItem
        comment={comment}
        replies={comment.replies.length}
        context={context}
        onReply={() => setReplyingTo(name(comment))}
      />
      {(comment.replies.length > 0 || replyingTo) && (
        <div className={styles.replies}>
          {comment.replies.length > 0 && (
            <ol className={styles.replyList} aria-label={t('comments.repliesLabel', { name: name(comment) })}>
              {comment.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem
                    comment={reply}
                    replies={0}
                    context={context}
                    onReply={!comment.hidden ? () => setReplyingTo(name(reply)) : undefined}
                  />
                </li>
              ))}
            </ol>
          )}
          {replyingTo && (
            <CommentForm
              file={context.file}
              mode={{ kind: 'reply', parentId: comment.id, name: replyingTo }}
              onDone={() => setReplyingTo(null)}
              onCancel={() => setReplyingTo(null)}
            />
          )}
        </div>
      )}
    </li>
  );
}

export function CommentsSection({ file }: { file: TFile }) {
  const t = useT();
  const { user } = useAuth();
  const location = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<TCommentOrder>('newest');
  const comments = useComments(file.id, order);
  const write = useCommentWrite(file.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const orderId = useId();

  // Another reader's comment, or the owner's pin or hide, announces the document's counters.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: commentKeys.of(file.id) });
  useLiveEvents((event) => {
    if (event.fileId === file.id) refresh();
  }, refresh);

  const run = async (action: TCommentWrite, done: MessageId): Promise<boolean> => {
    try {
      await write.mutateAsync(action);
      toast.show({ message: t(done), variant: 'success' });
      return true;
    } catch (error) {
      toast.show({ message: userMessageOf(error, GENERIC_ERRORS.internal.message), variant: 'error' });
      return false;
    }
  };

  const first = comments.data?.pages[0];
  const count = first?.commentCount ?? file.commentCount;
  const context: ThreadContext = {
    file,
    canModerate: first?.canModerate ?? false,
    signedIn: Boolean(user),
    run,
    headingRef,
  };
  const threads = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  const pinned = first?.pinned ?? null;

  return (
    <section id="comments" className={styles.section} aria-labelledby="comments-title">
      <div className={styles.sectionHead}>
        <h2 id="comments-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('comments.heading', { count })}
        </h2>
        <div className={styles.order}>
          <label htmlFor={orderId}>{t('comments.order.label')}</label>
          <select
            id={orderId}
            className={`input ${styles.select}`}
            value={order}
            onChange={(event) => setOrder(event.target.value as TCommentOrder)}
          >
            {COMMENT_ORDERS.map((value) => (
              <option key={value} value={value}>
                {t(`comments.order.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {user ? (
        <CommentForm file={file} mode={{ kind: 'create' }} />
      ) : (
        <p className={styles.signIn}>
          <Message
            id="comments.signIn"
            values={{
              link: (chunks) => (
                <Link to={loginPathReturningTo(`${location.pathname}${location.search}`)}>{chunks}</Link>
              ),
            }}
          />
        </p>
      )}
      {comments.isPending ? (
        <Loading />
      ) : comments.isError ? (
        <div className={styles.empty}>
          <p className="form-error">{userMessageOf(comments.error, t('comments.loadFailed'))}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void comments.refetch()}>
            {t('comments.retry')}
          </button>
        </div>
      ) : !pinned && threads.length === 0 ? (
        <p className={styles.empty}>{t('comments.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {pinned && <CommentThread key={pinned.id} comment={pinned} context={context} />}
          {threads.map((comment) => (
            <CommentThread key={comment.id} comment={comment} context={context} />
          ))}
        </ol>
      )}
      {comments.hasNextPage && (
        <button
          type="button"
          className={`btn btn-secondary ${styles.more}`}
          aria-disabled={comments.isFetchingNextPage}
          onClick={() => !comments.isFetchingNextPage && void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? t('comments.loadingMore') : t('comments.more')}
        </button>
      )}
    </section>
  );
}
