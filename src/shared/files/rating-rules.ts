// Ratings of documents and visitors' downloads: the rules both sides share, without zod (the web imports
// these; the contract's schemas in rating-contract.ts are built from them).

/** A rating is a whole number of stars, from 1 to 5. */
export const RATING_MIN_STARS = 1;
export const RATING_MAX_STARS = 5;
export const RATING_STARS = [1, 2, 3, 4, 5] as const;

/**
 * The library's 'Hữu ích nhất' score as PostgreSQL's generated column `files.helpful_score` computes it: the
 * average pulled towards 3 stars by five imaginary ratings of 3, times 1000, rounded down (both are whole
 * numbers, so integer division). One 5-star rating (3333) does not outrank fifty ratings of 4.8 (4636).
 */
export function helpfulScore(ratingSum: number, ratingCount: number): number {
  return Math.floor(((ratingSum + 15) * 1000) / (ratingCount + 5));
}

/**
 * How many downloads one address may start in a minute without an account (the visitor's download of a file
 * whose owner allows it). Signed-in readers are not limited by address.
 */
export const VISITOR_DOWNLOADS_PER_ADDRESS_PER_MINUTE = 30;
