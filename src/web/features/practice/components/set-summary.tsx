// The end of a set (the learner's moment): before the next set, the pass's score, accuracy, typing speed
// and time, the items missed (to hear, read and practise again at once), the streak and today's goal from
// the learner's record, and the next steps. Enter takes the first of them: the next set, or home after the
// last set.
import { paths } from '@shared/paths';
import { localDate } from '@shared/practice/record-rules';
import { DAILY_GOAL_ITEMS } from '@shared/practice/record-constants';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Particles } from '@/components/particles';
import { Message, useT } from '@/i18n/i18n';
import { useProgress } from '@/features/practice/api/get-progress';
import { useListening } from '@/features/practice/hooks/use-listening';
import type { ListenItem } from '@/features/practice/lib/item-player';
import type { AnsweredItem, PracticeKind } from '@/features/practice/lib/practice-state';
import { goalPercent, itemsOnDate, minutesAndSeconds, summarizeSet } from '@/features/practice/lib/set-summary';
import { useStats } from '@/features/practice/progress/api/get-stats';
import { currentTzOffset } from '@/features/practice/progress/lib/calendar-dates';
import { ArrowRightIcon, SpeakerIcon } from './practice-icons';
import screen from './practice-screen.module.css';
import styles from './set-summary.module.css';

/** An item of the set as the summary lists it. */
export interface SummaryItem {
  /** The English word or sentence. */
  text: string;
  /** Its Vietnamese meaning or translation. */
  meaning: string;
  listen: ListenItem;
}

export interface SetSummaryProps {
  kind: PracticeKind;
  /** The set's title and number, under the heading. */
  title: string;
  position?: number;
  /** The set's answers, in set order, and the session's answer log. */
  answers: readonly string[];
  answered: readonly AnsweredItem[];
  items: readonly SummaryItem[];
  nextSetPath: string | null;
  /** The same screen on the missed items alone (set indexes); `onDone` comes back to this summary. */
  renderRetry: (missed: number[], subtitle: string, onDone: () => void) => ReactNode;
}

export function SetSummary(props: SetSummaryProps) {
  const [retrying, setRetrying] = useState(false);
  const summary = summarizeSet(props);
  const t = useT();
  if (retrying) {
    const subtitle = t('summary.retrySubtitle', { count: summary.missed.length });
    return props.renderRetry(summary.missed, subtitle, () => setRetrying(false));
  }
  return <SummaryPanel {...props} summary={summary} onRetry={() => setRetrying(true)} />;
}

function SummaryPanel({
  kind,
  title,
  position,
  items,
  nextSetPath,
  summary,
  onRetry,
}: SetSummaryProps & { summary: ReturnType<typeof summarizeSet>; onRetry: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const stats = useStats();
  const progress = useProgress();
  const listening = useListening({ index: 0, soundEnabled: true, current: undefined, next: undefined });
  const dueCount = progress.data ? progress.data.due.vocabulary + progress.data.due.sentence : 0;
  const itemsToday = stats.data ? itemsOnDate(stats.data.days, localDate(new Date(), currentTzOffset())) : 0;
  const isWords = kind === 'vocabulary';
  const primaryPath = nextSetPath ?? paths.home;
  const time = minutesAndSeconds(summary.activeMs);

  // The heading takes the focus, so a screen reader announces the summary and Enter is free for the next step.
  useEffect(() => heading.current?.focus(), []);

  // Enter anywhere but on a control takes the first next step; a held key from the last item does not.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.repeat || event.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if ((event.target as HTMLElement | null)?.closest('button, a, input, textarea, select')) return;
    event.preventDefault();
    void navigate(primaryPath);
  });
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className={screen.screen}>
      <Particles cover="viewport" />
      <section className={styles.summary} aria-labelledby="set-summary-title" data-testid="set-summary">
        <div className={styles.celebration} data-testid="summary-celebration" aria-hidden="true">
          {Array.from({ length: 8 }, (_, spark) => (
            <span key={spark} className={styles.spark} />
          ))}
        </div>
        <h1 id="set-summary-title" className={styles.title} ref={heading} tabIndex={-1}>
          {t('summary.title')}
        </h1>
        {position !== undefined && <p className={styles.setLabel}>{t('summary.setLabel', { title, position })}</p>}

        <dl className={styles.figures}>
          <div className={`${styles.figure} ${styles.score}`} data-testid="summary-score">
            <dt>{t('summary.score')}</dt>
            <dd>
              <span className={styles.figureValue}>
                {t('summary.scoreValue', { firstTry: summary.firstTry, total: summary.total })}
              </span>
              <span className={styles.figureHint}>{t('summary.scoreHint')}</span>
            </dd>
          </div>
          <Figure label={t('summary.accuracy')} testId="summary-accuracy">
            {summary.accuracyPercent === null
              ? t('summary.noValue')
              : t('summary.accuracyValue', { percent: summary.accuracyPercent })}
          </Figure>
          <Figure label={t('summary.speed')} testId="summary-speed">
            {summary.wordsPerMinute === null
              ? t('summary.noValue')
              : t('summary.speedValue', { wpm: summary.wordsPerMinute })}
          </Figure>
          <Figure label={t('summary.time')} testId="summary-time">
            {t('summary.timeValue', time)}
          </Figure>
        </dl>

        {stats.data && (
          <dl className={styles.day}>
            <div className={styles.dayFigure} data-testid="summary-streak">
              <dt>{t('summary.streak')}</dt>
              <dd>{t('summary.streakValue', { count: stats.data.streak.current })}</dd>
            </div>
            <div className={styles.dayFigure} data-testid="summary-goal">
              <dt>{t('summary.goal')}</dt>
              <dd>
                {t('summary.goalValue', { done: itemsToday, goal: DAILY_GOAL_ITEMS })}
                <span className={styles.goalBar} aria-hidden="true">
                  <span style={{ width: `${goalPercent(itemsToday, DAILY_GOAL_ITEMS)}%` }} />
                </span>
                {itemsToday >= DAILY_GOAL_ITEMS && (
                  <span className={styles.goalReached}>{t('summary.goalReached')}</span>
                )}
              </dd>
            </div>
          </dl>
        )}

        <section className={styles.missed} aria-labelledby="set-summary-missed">
          <h2 id="set-summary-missed" className={styles.sectionTitle}>
            {t(isWords ? 'summary.missedWords' : 'summary.missedSentences', { count: summary.missed.length })}
          </h2>
          {summary.missed.length === 0 ? (
            <p className={styles.noMissed}>{t(isWords ? 'summary.noMissedWords' : 'summary.noMissedSentences')}</p>
          ) : (
            <ul className={styles.missedList} data-testid="summary-missed">
              {summary.missed.map((index) => {
                const item = items[index];
                if (!item) return null;
                return (
                  <li key={index} className={styles.missedItem}>
                    <button
                      type="button"
                      className={styles.play}
                      onClick={() => listening.play(item.listen)}
                      aria-label={t('summary.play', { text: item.text })}
                    >
                      <SpeakerIcon width={18} height={18} />
                    </button>
                    <span className={styles.missedText}>
                      <span lang="en" className={styles.missedEnglish}>
                        {item.text}
                      </span>
                      <span lang="vi" className={styles.missedMeaning}>
                        {item.meaning}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {summary.missed.length > 0 && (
            <button type="button" className="btn btn-secondary" onClick={onRetry}>
              {t(isWords ? 'summary.retryWords' : 'summary.retrySentences')}
            </button>
          )}
        </section>

        <nav className={styles.nextSteps} aria-label={t('summary.nextSteps')}>
          {nextSetPath && (
            <Link to={nextSetPath} className="btn btn-primary btn-lg">
              {t('summary.nextSet')}
              <ArrowRightIcon width={18} height={18} />
            </Link>
          )}
          {dueCount > 0 && (
            <Link to={paths.review.build()} className="btn btn-secondary">
              {t('summary.reviewDue', { count: dueCount })}
            </Link>
          )}
          <Link to={paths.home} className={nextSetPath ? 'btn btn-secondary' : 'btn btn-primary btn-lg'}>
            {t('summary.home')}
          </Link>
        </nav>
        <p className={styles.enterHint}>
          <Message
            id={nextSetPath ? 'summary.enterHint' : 'summary.enterHintHome'}
            values={{ kbd: (chunks) => <kbd>{chunks}</kbd> }}
          />
        </p>
      </section>
    </div>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.figure} data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.figureValue}>{children}</span>
      </dd>
    </div>
  );
}
