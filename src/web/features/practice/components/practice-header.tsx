// Header of both practice screens: Back to the list, title, 'Set N' ('/ total' when there is
// more than one set), the 'i / n' counter, the completed count and the progress bar with its percentage.
import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { ArrowLeftIcon, CheckIcon } from './practice-icons';
import styles from './practice-header.module.css';

interface PracticeHeaderProps {
  title: string;
  /** The set's number and the number of sets; absent in a review run, where `subtitle` shows instead. */
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
  position,
  totalSets = 0,
  subtitle,
  index,
  length,
  completed,
  progress,
}: PracticeHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <Link to={paths.dictationList} className={`btn btn-ghost ${styles.backLink}`} aria-label="Back to the set list">
          <ArrowLeftIcon />
          <span>Back</span>
        </Link>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>{title}</h1>
          {position === undefined ? (
            subtitle && <p className={styles.setLabel}>{subtitle}</p>
          ) : (
            <p className={styles.setLabel}>
              Set {position}
              {totalSets > 1 && <span className={styles.setTotal}> / {totalSets}</span>}
            </p>
          )}
        </div>
        <div className={styles.stats}>
          <span className={styles.counter} data-testid="item-counter">
            {index + 1} / {length}
          </span>
          <span className={styles.completed} data-testid="completed-count" title="Correct answers in this session">
            <CheckIcon width={16} height={16} />
            {completed} completed
          </span>
        </div>
      </div>
      <div className={styles.progressRow}>
        <div
          className={styles.progressTrack}
          role="progressbar"
          aria-label="Progress"
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
