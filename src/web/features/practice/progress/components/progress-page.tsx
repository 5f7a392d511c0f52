// /progress: the learner's year of practice, streaks, accuracy and typing speed,
// totals per topic and part, 'Từ cần ôn', the review setting and the learner's own data. It reads the
// record through `useRecordSource()`, so a visitor's browser record and an account's show the same page.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import type { TMistakeList, TProgress, TStats } from '@shared/practice/record-contract';
import { accuracyPercent, localDate, wordsPerMinute } from '@shared/practice/record-rules';
import { ApiError, userMessageOf } from '@/lib/api-client';
import { Loading } from '@/components/loading';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Message, useT } from '@/i18n/i18n';
import { useRecordSource } from '@/features/practice/record/record-context';
import { useMistakes } from '../api/get-mistakes';
import { useProgress } from '@/features/practice/api/get-progress';
import { useStats } from '../api/get-stats';
import { usePercent } from '../hooks/use-percent';
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
  const t = useT();
  useDocumentTitle(t('progress.title'));
  const source = useRecordSource();
  const stats = useStats();
  const mistakes = useMistakes();

  const isPending = stats.isPending || mistakes.isPending;
  const error = stats.error ?? mistakes.error;
  const hasRecord =
    stats.data !== undefined && mistakes.data !== undefined && (stats.data.totals.items > 0 || mistakes.data.total > 0);

  return (
    <div className={styles.page}>
      <div className="container">
        <header className={styles.header}>
          <h1 className={styles.title}>{t('progress.title')}</h1>
          <p className={styles.intro}>{t('progress.intro')}</p>
          {source.where === 'browser' && (
            <p className={styles.visitorNote} data-testid="visitor-note">
              <Message
                id="progress.visitorNote"
                values={{
                  signup: (chunks) => <Link to={paths.signup}>{chunks}</Link>,
                  login: (chunks) => <Link to={paths.login}>{chunks}</Link>,
                }}
              />
            </p>
          )}
        </header>

        {isPending ? (
          <Loading />
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
  const t = useT();
  const today = localDate(new Date(), currentTzOffset());
  const groupTotals = useMemo(() => buildGroupTotals(stats.groups), [stats.groups]);
  return (
    <>
      <SummaryTiles stats={stats} />
      <section className={styles.section} aria-labelledby="activity-heading">
        <div className={styles.sectionHeader}>
          <h2 id="activity-heading" className={styles.sectionTitle}>
            {t('progress.activity.heading')}
          </h2>
          <p className={styles.sectionText}>{t('progress.activity.text')}</p>
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
  const t = useT();
  const percent = usePercent();
  const progress = useProgress();
  const speed = wordsPerMinute(stats.totals.words, stats.totals.typingMs);
  const days = (count: number) => t('progress.summary.days', { count });
  return (
    <dl className={styles.tiles} data-testid="progress-summary">
      <div className={styles.tile}>
        <dt>{t('progress.summary.currentStreak')}</dt>
        <dd>{days(stats.streak.current)}</dd>
      </div>
      <div className={styles.tile}>
        <dt>{t('progress.summary.longestStreak')}</dt>
        <dd>{days(stats.streak.longest)}</dd>
      </div>
      <div className={styles.tile}>
        <dt>{t('progress.summary.items')}</dt>
        <dd>{stats.totals.items}</dd>
      </div>
      <div className={styles.tile}>
        <dt>{t('progress.summary.accuracy')}</dt>
        <dd>{percent(accuracyPercent(stats.totals.firstTry, stats.totals.items))}</dd>
      </div>
      <div className={styles.tile}>
        <dt>{t('progress.summary.speed')}</dt>
        <dd>
          {speed === null ? t('progress.noValue') : speed}{' '}
          <abbr title={t('progress.summary.wpmTitle')}>{t('progress.summary.wpm')}</abbr>
        </dd>
      </div>
      <div className={`${styles.tile} ${styles.reviewTile}`}>
        <dt>{t('progress.summary.review')}</dt>
        <dd>
          <DueReview progress={progress.data} />
        </dd>
      </div>
    </dl>
  );
}

function DueReview({ progress }: { progress: TProgress | undefined }) {
  const t = useT();
  if (!progress) return <>{t('progress.noValue')}</>;
  const due = progress.due.vocabulary + progress.due.sentence;
  if (due === 0) return <span className={styles.tileNote}>{t('progress.summary.nothingDue')}</span>;
  return (
    <Link to={paths.review.build()} className={styles.tileLink}>
      {t('progress.summary.due', { count: due })}
      <span aria-hidden="true"> →</span>
    </Link>
  );
}

function TrendsSection({ days }: { days: TStats['days'] }) {
  const t = useT();
  const [period, setPeriod] = useState<TrendPeriod>(() => defaultTrendPeriod(days));
  const points = useMemo(() => buildTrend(days, period), [days, period]);
  return (
    <section className={styles.section} aria-labelledby="trends-heading">
      <div className={styles.sectionHeader}>
        <h2 id="trends-heading" className={styles.sectionTitle}>
          {t('progress.trends.heading')}
        </h2>
        <fieldset className={styles.segmented}>
          <legend className="visually-hidden">{t('progress.trends.periodLegend')}</legend>
          {(['day', 'week'] as const).map((option) => (
            <label key={option} className={period === option ? styles.segmentActive : undefined}>
              <input
                type="radio"
                name="trend-period"
                value={option}
                checked={period === option}
                onChange={() => setPeriod(option)}
              />
              {t(option === 'day' ? 'progress.trends.perDay' : 'progress.trends.perWeek')}
            </label>
          ))}
        </fieldset>
      </div>
      <p className={styles.sectionNote}>{t('progress.trends.note')}</p>
      {points.length === 0 ? (
        <p className={styles.emptyNote}>{t('progress.trends.empty')}</p>
      ) : (
        <div className={styles.charts}>
          <TrendChart
            title={t('progress.summary.accuracy')}
            metric="accuracy"
            period={period}
            points={points}
            unit="%"
            colorToken="--color-primary"
          />
          <TrendChart
            title={t('progress.summary.speed')}
            metric="wordsPerMinute"
            period={period}
            points={points}
            unit={t('progress.summary.wpm')}
            colorToken="--color-success-strong"
          />
        </div>
      )}
    </section>
  );
}

function EmptyRecord() {
  const t = useT();
  return (
    <div className={styles.empty} data-testid="progress-empty">
      <span className={styles.emptyIcon} aria-hidden="true">
        📈
      </span>
      <h2 className={styles.emptyTitle}>{t('progress.empty.title')}</h2>
      <p className={styles.statusText}>{t('progress.empty.text')}</p>
      <Link to={paths.dictationList} className="btn btn-primary">
        {t('progress.empty.start')} <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  // Without the browser's own record, a visitor has nothing on the server to read.
  if (error instanceof ApiError && error.status === 401) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>{t('progress.signIn.title')}</h2>
        <p className={styles.statusText}>{t('progress.signIn.text')}</p>
        <div className={styles.statusActions}>
          <Link to={paths.login} className="btn btn-primary">
            {t('progress.signIn.signIn')}
          </Link>
          <Link to={paths.signup} className="btn btn-secondary">
            {t('progress.signIn.signUp')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles.empty} ${styles.error}`} role="alert">
      <h2 className={styles.emptyTitle}>{t('progress.error.title')}</h2>
      <p className={styles.statusText}>{userMessageOf(error, t('progress.error.loadFailed'))}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
