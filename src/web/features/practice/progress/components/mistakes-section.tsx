// 'Từ cần ôn' on /progress: the missed items, newest first, with their meaning and how
// often they were missed. 'Đã thuộc' takes an item off the list; its row stays in place with 'Hoàn tác'
// (and the toast offers the same) until the learner moves on.
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import type { TMistake, TMistakeList } from '@shared/practice/record-contract';
import { localDate } from '@shared/practice/record-rules';
import { useToast } from '@/components/toast';
import { Message, useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useDismissMistake, useUndoDismissMistake } from '../api/dismiss-mistake';
import { useDateFormats } from '../hooks/use-date-formats';
import { currentTzOffset } from '../lib/calendar-dates';
import styles from './progress-page.module.css';

/** Long enough to reach the toast's 'Hoàn tác' by keyboard; the row keeps its own 'Hoàn tác' anyway. */
const UNDO_TOAST_MS = 10_000;

const keyOf = (mistake: Pick<TMistake, 'itemKind' | 'itemId'>) => `${mistake.itemKind}:${mistake.itemId}`;

/** Newest miss first, as the record lists them; a dismissed row keeps its place. */
function byLastMissedDesc(a: TMistake, b: TMistake): number {
  return b.lastMissedAt.localeCompare(a.lastMissedAt);
}

export function MistakesSection({ mistakes }: { mistakes: TMistakeList }) {
  const t = useT();
  const dates = useDateFormats();
  const toast = useToast();
  const dismiss = useDismissMistake();
  const undo = useUndoDismissMistake();
  const [dismissed, setDismissed] = useState<ReadonlyMap<string, TMistake>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // Rows just restored by 'Hoàn tác': shown until the refreshed list holds them again, so the row (and
  // the button with the keyboard focus) never leaves the page in between.
  const [restored, setRestored] = useState<ReadonlyMap<string, TMistake>>(new Map());

  const listedKeys = new Set(mistakes.items.map(keyOf));
  const listed = mistakes.items.filter((item) => !dismissed.has(keyOf(item)));
  // Once the list holds a restored row again, the list shows it (and would drop it, if it goes later).
  const relisted = [...restored.keys()].filter((key) => listedKeys.has(key));
  if (relisted.length > 0) {
    setRestored((current) => {
      const next = new Map(current);
      for (const key of relisted) next.delete(key);
      return next;
    });
  }
  const waiting = [...restored.values()].filter((item) => !listedKeys.has(keyOf(item)) && !dismissed.has(keyOf(item)));
  const rows = [...listed, ...dismissed.values(), ...waiting].sort(byLastMissedDesc);
  const tzOffset = currentTzOffset();

  // The guard against a second press reads a ref: the toast's 'Hoàn tác' runs a closure from an older render.
  const busyKeys = useRef(new Set<string>());
  const setBusy = (key: string, isBusy: boolean) => {
    if (isBusy) busyKeys.current.add(key);
    else busyKeys.current.delete(key);
    setPending((current) => {
      const next = new Set(current);
      if (isBusy) next.add(key);
      else next.delete(key);
      return next;
    });
  };
  const dismissedKeys = useRef(new Set<string>());
  /** The toast offering 'Hoàn tác' for a row: it goes once the row's own 'Hoàn tác' was used. */
  const undoToasts = useRef(new Map<string, number>());
  const setDismissedRow = (mistake: TMistake, isDismissed: boolean) => {
    if (isDismissed) dismissedKeys.current.add(keyOf(mistake));
    else dismissedKeys.current.delete(keyOf(mistake));
    setDismissed((current) => {
      const next = new Map(current);
      if (isDismissed) next.set(keyOf(mistake), mistake);
      else next.delete(keyOf(mistake));
      return next;
    });
  };

  // The row changes in place at once (its button keeps focus and becomes the other action), and goes
  // back if the record refuses.
  const onUndo = async (mistake: TMistake) => {
    const key = keyOf(mistake);
    // Already undone in its row (the toast's button can come second).
    if (busyKeys.current.has(key) || !dismissedKeys.current.has(key)) return;
    setBusy(key, true);
    try {
      await undo.mutateAsync(mistake);
      setRestored((current) => new Map(current).set(key, mistake));
      setDismissedRow(mistake, false);
      const undoToast = undoToasts.current.get(key);
      if (undoToast !== undefined) toast.dismiss(undoToast);
      undoToasts.current.delete(key);
      toast.show({ message: t('progress.mistakes.restored', { item: mistake.text }), variant: 'info' });
    } catch (error) {
      toast.show({ message: userMessageOf(error, t('progress.mistakes.undoFailed')), variant: 'error' });
    } finally {
      setBusy(key, false);
    }
  };

  const onDismiss = async (mistake: TMistake) => {
    const key = keyOf(mistake);
    if (busyKeys.current.has(key)) return;
    setBusy(key, true);
    setDismissedRow(mistake, true);
    try {
      await dismiss.mutateAsync(mistake);
      const undoToast = toast.show({
        message: t('progress.mistakes.dismissed', { item: mistake.text }),
        variant: 'success',
        duration: UNDO_TOAST_MS,
        action: { label: t('progress.mistakes.undo'), onClick: () => void onUndo(mistake) },
      });
      undoToasts.current.set(key, undoToast);
    } catch (error) {
      setDismissedRow(mistake, false);
      toast.show({ message: userMessageOf(error, t('progress.mistakes.dismissFailed')), variant: 'error' });
    } finally {
      setBusy(key, false);
    }
  };

  const remaining = mistakes.total;
  return (
    <section className={styles.section} aria-labelledby="mistakes-heading" data-testid="mistakes-section">
      <div className={styles.sectionHeader}>
        <div>
          <h2 id="mistakes-heading" className={styles.sectionTitle}>
            {t('progress.mistakes.heading')}
          </h2>
          <p className={styles.sectionText}>{t('progress.mistakes.text')}</p>
        </div>
        {remaining > 0 && (
          <Link to={paths.review.build({ source: 'mistakes' })} className="btn btn-primary">
            <span>{t('progress.mistakes.practise')}</span>
            <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      {rows.length === 0 ? (
        <p className={styles.emptyNote}>{t('progress.mistakes.empty')}</p>
      ) : (
        <>
          <p className={styles.listCount} aria-live="polite">
            {mistakes.items.length < mistakes.total
              ? t('progress.mistakes.countPartial', { count: remaining, listed: mistakes.items.length })
              : t('progress.mistakes.count', { count: remaining })}
          </p>
          <ul className={styles.mistakes}>
            {rows.map((mistake) => {
              const key = keyOf(mistake);
              const isDismissed = dismissed.has(key);
              const isBusy = pending.has(key);
              const action = t(isDismissed ? 'progress.mistakes.undo' : 'progress.mistakes.dismiss');
              return (
                <li
                  key={key}
                  data-row={key}
                  className={`${styles.mistake} ${isDismissed ? styles.mistakeDismissed : ''}`}
                  data-testid="mistake-item"
                >
                  <div className={styles.mistakeBody}>
                    <p className={styles.mistakeText}>
                      <span className={styles.kindBadge}>
                        {t(mistake.itemKind === 'sentence' ? 'progress.mistakes.sentence' : 'progress.mistakes.word')}
                      </span>
                      <span className={isDismissed ? styles.struck : undefined} lang="en">
                        {mistake.text}
                      </span>
                    </p>
                    {isDismissed ? (
                      <p className={styles.mistakeMeta}>{t('progress.mistakes.dismissedNote')}</p>
                    ) : (
                      <>
                        <p className={styles.mistakeMeaning} lang="vi">
                          {mistake.meaning}
                        </p>
                        <p className={styles.mistakeMeta}>
                          <Message
                            id="progress.mistakes.missed"
                            values={{
                              count: mistake.missCount,
                              date: (
                                <time dateTime={mistake.lastMissedAt}>
                                  {dates.day(localDate(new Date(mistake.lastMissedAt), tzOffset))}
                                </time>
                              ),
                            }}
                          />
                        </p>
                      </>
                    )}
                  </div>
                  <button
                    type="button"
                    className={`btn ${isDismissed ? 'btn-secondary' : 'btn-ghost'} ${styles.mistakeAction}`}
                    // Not `disabled`: a disabled button drops the keyboard focus it holds.
                    aria-disabled={isBusy || undefined}
                    // The item in the name tells the many 'Đã thuộc' buttons apart (WCAG 2.4.6).
                    aria-label={t('progress.mistakes.actionLabel', { action, item: mistake.text })}
                    onClick={() => void (isDismissed ? onUndo(mistake) : onDismiss(mistake))}
                  >
                    {action}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
