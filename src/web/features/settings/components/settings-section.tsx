// One titled card of the settings screen.
import { useId, type ReactNode } from 'react';
import styles from './settings-page.module.css';

export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {description && <p className={styles.muted}>{description}</p>}
      {children}
    </section>
  );
}
