// Header of both practice screens: Back to the list, title (the topic, or the part by name), 'Set N' in its
// topic or part ('/ total' when there is more than one set), the 'i / n' counter, the completed count and the
// progress bar with its percentage.
import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { useSetNames } from '@/features/practice/lib/set-label';
import { useT } from '@/i18n/i18n';
import { ArrowLeftIcon, CheckIcon } from './practice-icons';
import styles from './practice-header.module.css';

interface PracticeHeaderProps {
  title: string;
  /** The title's language when it is content, not interface text (a word set's topic is English). */
  titleLang?: 'en';
  /**
   * The set's number within its topic or part, and that group's number of sets; absent in a review run,
   * where `subtitle` shows instead.
   */
  position?: number;
  totalSets?: number;
  subtitle?: string;
  index: number;
  length: number;
  completed: number;
  progress: number;
}

export function PracticeHeader({
  title,
  titleLang,
  position,
  totalSets = 0,
  subtitle,
  index,
  length,
  completed,
  progress,
}: PracticeHeaderProps) {
  const t = useT();
  const { setNumber } = useSetNames();
  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <Link
          to={paths.dictationList}
          className={`btn btn-ghost ${styles.backLink}`}
          aria-label={t('home.header.backLabel')}
        >
          <ArrowLeftIcon />
          <span>{t('home.header.back')}</span>
        </Link>
        <div className={styles.titleBlock}>
          <h1 className={styles.title} lang={titleLang}>
            {title}
          </h1>
          {position === undefined ? (
            subtitle && <p className={styles.setLabel}>{subtitle}</p>
          ) : (
            <p className={styles.setLabel}>{setNumber(position - 1, totalSets)}</p>
          )}
        </div>
        <div className={styles.stats}>
          <span className={styles.counter} data-testid="item-counter">
            {index + 1} / {length}
          </span>
          <span className={styles.completed} data-testid="completed-count" title={t('home.header.completedTitle')}>
            <CheckIcon width={16} height={16} />
            {t('home.header.completed', { count: completed })}
          </span>
        </div>
      </div>
      <div className={styles.progressRow}>
        <div
          className={styles.progressTrack}
          role="progressbar"
          aria-label={t('home.header.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={styles.progressFill} style={{ width: `${progress}%` }} />
        </div>
        <span className={styles.progressValue}>{progress}%</span>
      </div>
    </header>
  );
}
