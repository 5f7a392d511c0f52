// Loading, error and empty states of both practice screens.
import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { Particles } from '@/components/particles';
import { Message } from '@/i18n/i18n';
import screen from './practice-screen.module.css';
import styles from './practice-status.module.css';

export function PracticeLoading() {
  return (
    <div className={screen.screen}>
      <Particles cover="viewport" />
      <div className={styles.statusPanel} role="status" aria-live="polite">
        <span className={styles.statusSpinner} aria-hidden="true" />
        <p className={styles.statusText}>
          <Message id="practice.status.loading" />
        </p>
      </div>
    </div>
  );
}

/** 'Try again' reloads the page. */
export function PracticeError({ message }: { message: string }) {
  return (
    <div className={screen.screen}>
      <Particles cover="viewport" />
      <div className={`${styles.statusPanel} ${styles.statusError}`} role="alert">
        <h1 className={styles.statusTitle}>
          <Message id="practice.status.error" />
        </h1>
        <p className={styles.statusText}>{message}</p>
        <div className={styles.statusActions}>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            <Message id="practice.status.tryAgain" />
          </button>
          <Link to={paths.dictationList} className="btn btn-secondary">
            <Message id="practice.status.backToList" />
          </Link>
        </div>
      </div>
    </div>
  );
}

export function PracticeEmpty({ message, onRefresh }: { message: string; onRefresh: () => void }) {
  return (
    <div className={screen.screen}>
      <Particles cover="viewport" />
      <div className={styles.statusPanel}>
        <h1 className={styles.statusTitle}>
          <Message id="practice.status.noData" />
        </h1>
        <p className={styles.statusText}>{message}</p>
        <div className={styles.statusActions}>
          <button type="button" className="btn btn-primary" onClick={onRefresh}>
            <Message id="practice.status.refresh" />
          </button>
          <Link to={paths.dictationList} className="btn btn-secondary">
            <Message id="practice.status.backToList" />
          </Link>
        </div>
      </div>
    </div>
  );
}
