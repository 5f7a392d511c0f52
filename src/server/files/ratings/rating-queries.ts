// Ratings in the database (db first, explicit columns). A rating row and the file's rating_count and
// rating_sum change in one transaction, the counters in SQL under the file row's lock, so concurrent raters
// of one file never lose an update and the counters always equal the rows.
import { and, eq, sql } from 'drizzle-orm';
import type { MainDb } from '../../db/connect';
import { fileRatings, files } from '../../db/main-schema';

/** What the file's row says under its lock: whether it can still be rated by this caller. */
export type RatingRefusal = 'gone' | 'not-public' | 'own-file';

export interface RatingTotals {
  ratingCount: number;
  ratingSum: number;
}

export async function findRating(db: MainDb, fileId: string, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ stars: fileRatings.stars })
    .from(fileRatings)
    .where(and(eq(fileRatings.fileId, fileId), eq(fileRatings.userId, userId)));
  return row?.stars ?? null;
}

/**
 * Sets (`stars`) or removes (null) the caller's rating. The file's row is locked first and read again: a
 * file made private, hidden or deleted since the caller's access check refuses here, and two raters of the
 * same file take turns, each reading the other's counters.
 */
export async function writeRating(
  db: MainDb,
  fileId: string,
  userId: string,
  stars: number | null,
): Promise<RatingTotals | RatingRefusal> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select({ userId: files.userId, isPublic: files.isPublic })
      .from(files)
      .where(eq(files.id, fileId))
      .for('update');
    if (!file) return 'gone';
    if (file.userId === userId) return 'own-file';
    if (!file.isPublic) return 'not-public';
    const [before] = await tx
      .select({ stars: fileRatings.stars })
      .from(fileRatings)
      .where(and(eq(fileRatings.fileId, fileId), eq(fileRatings.userId, userId)));
    let countDelta = 0;
    let sumDelta = 0;
    if (stars === null) {
      if (before) {
        await tx.delete(fileRatings).where(and(eq(fileRatings.fileId, fileId), eq(fileRatings.userId, userId)));
        countDelta = -1;
        sumDelta = -before.stars;
      }
    } else if (before) {
      if (before.stars !== stars) {
        await tx
          .update(fileRatings)
          .set({ stars, updatedAt: sql`now()` })
          .where(and(eq(fileRatings.fileId, fileId), eq(fileRatings.userId, userId)));
        sumDelta = stars - before.stars;
      }
    } else {
      // The file's lock orders every rating of this file: no other row of this caller can have come meanwhile.
      await tx.insert(fileRatings).values({ fileId, userId, stars });
      countDelta = 1;
      sumDelta = stars;
    }
    const [totals] = await tx
      .update(files)
      .set({
        ratingCount: sql`${files.ratingCount} + ${countDelta}`,
        ratingSum: sql`${files.ratingSum} + ${sumDelta}`,
      })
      .where(eq(files.id, fileId))
      .returning({ ratingCount: files.ratingCount, ratingSum: files.ratingSum });
    return totals!;
  });
}
