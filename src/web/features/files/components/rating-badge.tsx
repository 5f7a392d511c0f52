// The card's rating: '★ 4,3 (12)' seen, the full sentence heard; nothing before the first rating.
import type { TFile } from '@shared/files/contract';
import { useT } from '@/i18n/i18n';
import { useRatingAverageText } from '@/features/files/hooks/use-rating-text';
import styles from './rating.module.css';

export function RatingBadge({ file }: { file: Pick<TFile, 'ratingCount' | 'ratingAverage'> }) {
  const t = useT();
  const averageText = useRatingAverageText();
  if (file.ratingCount === 0 || file.ratingAverage === null) return null;
  const average = averageText(file.ratingAverage);
  const label = t('files.rating.cardLabel', { average, count: file.ratingCount });
  return (
    <span className={styles.badge} title={label} data-testid="rating-badge">
      <span aria-hidden="true">
        <span className={styles.badgeStar}>★</span> {average} ({file.ratingCount})
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
