import { SITE_TEXT } from '@shared/site-messages';
import styles from './loading.module.css';

interface LoadingProps {
  text?: string;
  fullScreen?: boolean;
}

/** Loading indicator, default text 'Đang tải...'. */
export function Loading({ text = SITE_TEXT.loading, fullScreen = false }: LoadingProps) {
  return (
    <div className={fullScreen ? styles.fullScreen : styles.inline} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.text}>{text}</span>
    </div>
  );
}
