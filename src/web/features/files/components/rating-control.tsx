// The file page's rating (docs/product-rules.md, Ratings): the average and count for everyone; a signed-in
// reader who does not own the public document rates it with a radio group of five stars (arrow keys move
// and choose, as in any radio group), sees 'Bạn đã đánh giá 4 sao', changes or removes it. A visitor is
// offered 'Đăng nhập để đánh giá', coming back here afterwards; the owner is told they cannot rate.
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TFile } from '@shared/files/contract';
import { RATING_STARS } from '@shared/files/rating-rules';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { refusalMessageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { loginPathReturningTo } from '@/lib/return-path';
import { useMyRating, useRateFile } from '@/features/files/api/rate-file';
import { useRatingAverageText } from '@/features/files/hooks/use-rating-text';
import styles from './rating.module.css';

function StarShape({ filled }: { filled: boolean }) {
  return (
    <svg
      className={filled ? styles.filled : styles.empty}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
    >
      <path
        d="M12 2.8l2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.15 6.38 20.1l1.07-6.26L2.9 9.4l6.3-.9z"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The stars: native radio inputs (one tab stop, arrows move and choose). Each choice is sent; while one is
 * on its way, only the latest wish waits, so the last star chosen is the one kept.
 */
function StarPicker({ file, labelId }: { file: TFile; labelId: string }) {
  const t = useT();
  const toast = useToast();
  const mine = useMyRating(file.id, true);
  const rate = useRateFile(file.id);
  const [hovered, setHovered] = useState<number | null>(null);
  const [wanted, setWanted] = useState<number | null | undefined>(undefined);
  const queued = useRef<{ stars: number | null } | null>(null);
  const sending = useRef(false);
  const name = useId();

  const send = async (stars: number | null) => {
    queued.current = { stars };
    setWanted(stars);
    if (sending.current) return;
    sending.current = true;
    while (queued.current) {
      const next = queued.current;
      queued.current = null;
      try {
        await rate.mutateAsync(next.stars);
      } catch (error) {
        toast.show({ message: refusalMessageOf(error, t('files.rating.failed')), variant: 'error' });
      }
    }
    sending.current = false;
    setWanted(undefined);
  };

  const current = wanted !== undefined ? wanted : (mine.data ?? null);
  const shown = hovered ?? current ?? 0;
  return (
    <div className={styles.picker}>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className={styles.stars}
        onMouseLeave={() => setHovered(null)}
        data-testid="rating-stars"
      >
        {RATING_STARS.map((stars) => (
          <label key={stars} className={styles.star} onMouseEnter={() => setHovered(stars)}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={stars}
              checked={current === stars}
              disabled={mine.isPending}
              onChange={() => void send(stars)}
            />
            <StarShape filled={stars <= shown} />
            <span className="visually-hidden">{t('files.rating.star', { stars })}</span>
          </label>
        ))}
      </div>
      <div className={styles.status} aria-live="polite">
        {current !== null ? (
          <>
            <span data-testid="my-rating">{t('files.rating.yours', { stars: current })}</span>
            <button type="button" className={`btn btn-ghost ${styles.remove}`} onClick={() => void send(null)}>
              {t('files.rating.remove')}
            </button>
          </>
        ) : (
          !mine.isPending && <span className={styles.prompt}>{t('files.rating.prompt')}</span>
        )}
      </div>
    </div>
  );
}

export function RatingControl({ file }: { file: TFile }) {
  const t = useT();
  const { user } = useAuth();
  const location = useLocation();
  const averageText = useRatingAverageText();
  const labelId = useId();
  const rateable = user !== null && !file.isOwner && file.isPublic && !file.moderation;

  return (
    <section className={styles.rating} aria-labelledby={labelId} data-testid="file-rating">
      <div className={styles.summary}>
        <h2 id={labelId} className={styles.title}>
          {t('files.rating.groupLabel')}
        </h2>
        {file.ratingAverage !== null && file.ratingCount > 0 ? (
          <p className={styles.average} data-testid="rating-average">
            <span className={styles.averageNumber}>
              <span aria-hidden="true" className={styles.badgeStar}>
                ★
              </span>{' '}
              {t('files.rating.averageOutOf', { average: averageText(file.ratingAverage) })}
            </span>
            <span className={styles.count}>{t('files.rating.count', { count: file.ratingCount })}</span>
          </p>
        ) : (
          <p className={styles.count} data-testid="rating-average">
            {t('files.rating.none')}
          </p>
        )}
      </div>
      {rateable ? (
        <StarPicker file={file} labelId={labelId} />
      ) : !user ? (
        <Link
          to={loginPathReturningTo(`${location.pathname}${location.search}`)}
          className={`btn btn-secondary ${styles.signIn}`}
        >
          {t('files.rating.signIn')}
        </Link>
      ) : (
        <p className={styles.note}>{t(file.isPublic ? 'files.rating.ownFile' : 'files.rating.privateFile')}</p>
      )}
    </section>
  );
}
