import { useRef, type ReactNode } from 'react';
import { useIsScrollable } from '../hooks/use-is-scrollable';
import styles from './progress-page.module.css';

/** A table that scrolls sideways on a narrow screen, and can then be scrolled with the keyboard. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(ref);
  return (
    <div
      ref={ref}
      className={styles.tableScroller}
      tabIndex={isScrollable ? 0 : undefined}
      role={isScrollable ? 'region' : undefined}
      aria-label={isScrollable ? label : undefined}
    >
      {children}
    </div>
  );
}
