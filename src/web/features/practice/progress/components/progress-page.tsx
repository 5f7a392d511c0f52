// /progress: the learner's year of practice, streaks, accuracy and typing speed,
// totals per topic and part, 'Từ cần ôn', the review setting and the learner's own data. It reads the
// record through `useRecordSource()`, so a visitor's browser record and an account's show the same page.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import type { TMistakeList, TProgress, TStats } from '@shared/practice/record-contract';
import { accuracyPercent, localDate, wordsPerMinute } from '@shared/practice/record-rules';
import { PRACTICE_DATA_MESSAGES, RECORD_TERMS } from '@shared/practice/messages';
import { ApiError, userMessageOf } from '@/lib/api-client';
import { Loading } from '@/components/loading';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRecordSource } from '@/features/practice/record/record-context';
import { useMistakes } from '../api/get-mistakes';
import { useProgress } from '@/features/practice/api/get-progress';
import { useStats } from '../api/get-stats';
import { currentTzOffset } from '../lib/calendar-dates';
import { buildGroupTotals } from '../lib/group-totals';
import { buildTrend, defaultTrendPeriod, type TrendPeriod } from '../lib/trend-series';
import { ActivityHeatmap } from './activity-heatmap';
import { GroupTotalsSection } from './group-totals-section';
import { MistakesSection } from './mistakes-section';
import { OwnDataSection } from './own-data-section';
import { RetentionSetting } from './retention-setting';
import { TrendChart } from './trend-chart';
import styles from './progress-page.module.css';

export function ProgressPage() {
  useDocumentTitle('Your progress');
  const source = useRecordSource();
  const stats = useStats();
  const mistakes = useMistakes();

  const isPending = stats.isPending || mistakes.isPending;
  const error = stats.error ?? mistakes.error;
  const hasRecord =
    stats.data !== undefined && mistakes.data !== undefined && (stats.data.totals.items > 0 || mistakes.data.total > 0);

  return (
    <div className={styles.page} lang="en">
      <div className="container">
        <header className={styles.header}>
          <h1 className={styles.title}>Your progress</h1>
          <p className={styles.intro}>
            Your practice day by day, what you got right, how fast you type and the items worth another look.
          </p>
          {source.where === 'browser' && (
            <p className={styles.visitorNote} data-testid="visitor-note">
              Your progress is kept in this browser only. <Link to={paths.signup}>Sign up</Link> or{' '}
              <Link to={paths.login}>sign in</Link> to keep it across your devices.
            </p>
          )}
        </header>

        {isPending ? (
          <Loading text="Loading..." />
        ) : error ? (
          <LoadError error={error} onRetry={() => void Promise.all([stats.refetch(), mistakes.refetch()])} />
        ) : hasRecord ? (
          <RecordSections stats={stats.data!} mistakes={mistakes.data!} />
        ) : (
          <EmptyRecord />
        )}

        {!isPending && !error && (
          <>
            <RetentionSetting />
            <OwnDataSection hasRecord={hasRecord} />
          </>
        )}
      </div>
    </div>
  );
}

function RecordSections({ stats, mistakes }: { stats: TStats; mistakes: TMistakeList }) {
  const today = localDate(new Date(), currentTzOffset());
  const groupTotals = useMemo(() => buildGroupTotals(stats.groups), [stats.groups]);
  return (
    <>
      <SummaryTiles stats={stats} />
      <section className={styles.section} aria-labelledby="activity-heading">
        <div className={styles.sectionHeader}>
          <h2 id="activity-heading" className={styles.sectionTitle}>
            Activity
          </h2>
          <p className={styles.sectionText}>Items answered per day over the last year.</p>
        </div>
        <div className={`card ${styles.panel}`}>
          <ActivityHeatmap days={stats.days} today={today} />
        </div>
      </section>
      <MistakesSection mistakes={mistakes} />
      <TrendsSection days={stats.days} />
      <GroupTotalsSection totals={groupTotals} />
    </>
  );
}

function SummaryTiles({ stats }: { stats: TStats }) {
  const progress = useProgress();
  const accuracy = accuracyPercent(stats.totals.firstTry, stats.totals.items);
  const speed = wordsPerMinute(stats.totals.words, stats.totals.typingMs);
  const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
  return (
    <dl className={styles.tiles} data-testid="progress-summary">
      <div className={styles.tile}>
        <dt>Current streak</dt>
        <dd>{days(stats.streak.current)}</dd>
      </div>
      <div className={styles.tile}>
        <dt>Longest streak</dt>
        <dd>{days(stats.streak.longest)}</dd>
      </div>
      <div className={styles.tile}>
        <dt>Items answered</dt>
        <dd>{stats.totals.items}</dd>
      </div>
      <div className={styles.tile}>
        <dt>Accuracy</dt>
        <dd>{accuracy === null ? '–' : `${accuracy}%`}</dd>
      </div>
      <div className={styles.tile}>
        <dt>Typing speed</dt>
        <dd>
          {speed === null ? '–' : speed} <abbr title="words per minute">wpm</abbr>
        </dd>
      </div>
      <div className={`${styles.tile} ${styles.reviewTile}`}>
        <dt lang="vi">{RECORD_TERMS.review}</dt>
        <dd>
          <DueReview progress={progress.data} />
        </dd>
      </div>
    </dl>
  );
}

function DueReview({ progress }: { progress: TProgress | undefined }) {
  if (!progress) return <>–</>;
  const due = progress.due.vocabulary + progress.due.sentence;
  if (due === 0) return <span className={styles.tileNote}>Nothing due today</span>;
  return (
    <Link to={paths.review.build()} className={styles.tileLink}>
      {due} due today<span aria-hidden="true"> →</span>
    </Link>
  );
}

function TrendsSection({ days }: { days: TStats['days'] }) {
  const [period, setPeriod] = useState<TrendPeriod>(() => defaultTrendPeriod(days));
  const points = useMemo(() => buildTrend(days, period), [days, period]);
  return (
    <section className={styles.section} aria-labelledby="trends-heading">
      <div className={styles.sectionHeader}>
        <h2 id="trends-heading" className={styles.sectionTitle}>
          Accuracy and speed
        </h2>
        <fieldset className={styles.segmented}>
          <legend className="visually-hidden">Show a point per</legend>
          {(['day', 'week'] as const).map((option) => (
            <label key={option} className={period === option ? styles.segmentActive : undefined}>
              <input
                type="radio"
                name="trend-period"
                value={option}
                checked={period === option}
                onChange={() => setPeriod(option)}
              />
              {option === 'day' ? 'Per day' : 'Per week'}
            </label>
          ))}
        </fieldset>
      </div>
      <p className={styles.sectionNote}>
        Accuracy counts items right at the first try. Typing speed is words per minute: words typed in right answers
        divided by the minutes spent typing them.
      </p>
      {points.length === 0 ? (
        <p className={styles.emptyNote}>No practice in the last year to draw.</p>
      ) : (
        <div className={styles.charts}>
          <TrendChart
            title="Accuracy"
            metric="accuracy"
            period={period}
            points={points}
            unit="%"
            colorToken="--color-primary"
          />
          <TrendChart
            title="Typing speed"
            metric="wordsPerMinute"
            period={period}
            points={points}
            unit="wpm"
            colorToken="--color-success-strong"
          />
        </div>
      )}
    </section>
  );
}

function EmptyRecord() {
  return (
    <div className={styles.empty} data-testid="progress-empty">
      <span className={styles.emptyIcon} aria-hidden="true">
        📈
      </span>
      <h2 className={styles.emptyTitle}>No practice yet</h2>
      <p className={styles.statusText}>
        Answer a set of words or sentences and your activity, streaks, accuracy, typing speed and{' '}
        <span lang="vi">{RECORD_TERMS.mistakes}</span> will show up here.
      </p>
      <Link to={paths.dictationList} className="btn btn-primary">
        Start practising <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // Without the browser's own record, a visitor has nothing on the server to read.
  if (error instanceof ApiError && error.status === 401) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>Sign in to see your progress</h2>
        <p className={styles.statusText}>Your progress is kept with your account.</p>
        <div className={styles.statusActions}>
          <Link to={paths.login} className="btn btn-primary">
            Sign in
          </Link>
          <Link to={paths.signup} className="btn btn-secondary">
            Sign up
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles.empty} ${styles.error}`} role="alert">
      <h2 className={styles.emptyTitle}>Error</h2>
      <p className={styles.statusText} lang={error instanceof ApiError ? 'vi' : undefined}>
        {userMessageOf(error, PRACTICE_DATA_MESSAGES.loadFailed)}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {PRACTICE_DATA_MESSAGES.tryAgain}
      </button>
    </div>
  );
}
