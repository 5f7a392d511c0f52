import { useT } from '@/i18n/i18n';
import styles from './loading.module.css';

interface LoadingProps {
  text?: string;
  fullScreen?: boolean;
}

/** Loading indicator, default text 'Đang tải...'. */
export function Loading({ text, fullScreen = false }: LoadingProps) {
  const t = useT();
  return (
    <div className={fullScreen ? styles.fullScreen : styles.inline} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.text}>{text ?? t('common.loading')}</span>
    </div>
  );
}
