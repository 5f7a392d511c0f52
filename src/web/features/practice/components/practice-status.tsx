// Loading, error and empty states of both practice screens.
import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { Particles } from '@/components/particles';
import { PRACTICE_DATA_MESSAGES } from '@shared/practice/messages';
import screen from './practice-screen.module.css';
import styles from './practice-status.module.css';

export function PracticeLoading() {
  return (
    <div className={screen.screen} lang="en">
      <Particles cover="viewport" />
      <div className={styles.statusPanel} role="status" aria-live="polite">
        <span className={styles.statusSpinner} aria-hidden="true" />
        <p className={styles.statusText}>Loading...</p>
      </div>
    </div>
  );
}

/** 'Try again' reloads the page. */
export function PracticeError({ message }: { message: string }) {
  return (
    <div className={screen.screen} lang="en">
      <Particles cover="viewport" />
      <div className={`${styles.statusPanel} ${styles.statusError}`} role="alert">
        <h1 className={styles.statusTitle}>Error</h1>
        <p className={styles.statusText}>{message}</p>
        <div className={styles.statusActions}>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {PRACTICE_DATA_MESSAGES.tryAgain}
          </button>
          <Link to={paths.dictationList} className="btn btn-secondary">
            Back to list
          </Link>
        </div>
      </div>
    </div>
  );
}

export function PracticeEmpty({ message, onRefresh }: { message: string; onRefresh: () => void }) {
  return (
    <div className={screen.screen} lang="en">
      <Particles cover="viewport" />
      <div className={styles.statusPanel}>
        <h1 className={styles.statusTitle}>{PRACTICE_DATA_MESSAGES.noData}</h1>
        <p className={styles.statusText}>{message}</p>
        <div className={styles.statusActions}>
          <button type="button" className="btn btn-primary" onClick={onRefresh}>
            {PRACTICE_DATA_MESSAGES.refresh}
          </button>
          <Link to={paths.dictationList} className="btn btn-secondary">
            Back to list
          </Link>
        </div>
      </div>
    </div>
  );
}
