// The HTTP contract of ratings (signed-in readers rate a public document they do not own, 1–5 stars):
//
//   GET    /files/:id/rating   → ZMyRating: the caller's stars, or null (sign-in; the file's access rule)
//   PUT    /files/:id/rating   ZRateRequest → ZRatingResponse (sign-in; not the owner; public files only)
//   DELETE /files/:id/rating   → ZRatingResponse with stars null (sign-in; nothing to remove is fine)
import { z } from 'zod';
import { RATING_ERRORS } from './rating-messages';
import { RATING_MAX_STARS, RATING_MIN_STARS } from './rating-rules';

const ZStars = z
  .number({ error: RATING_ERRORS.starsInvalid.message })
  .int({ error: RATING_ERRORS.starsInvalid.message })
  .min(RATING_MIN_STARS, { error: RATING_ERRORS.starsInvalid.message })
  .max(RATING_MAX_STARS, { error: RATING_ERRORS.starsInvalid.message });

export const ZRateRequest = z.object({ stars: ZStars }).strict();
export type TRateRequest = z.infer<typeof ZRateRequest>;

export const ZMyRating = z.object({ stars: ZStars.nullable() });
export type TMyRating = z.infer<typeof ZMyRating>;

/** The caller's stars after the change (null once removed) and the file's new count and average. */
export const ZRatingResponse = z.object({
  stars: ZStars.nullable(),
  ratingCount: z.number(),
  ratingAverage: z.number().nullable(),
});
export type TRatingResponse = z.infer<typeof ZRatingResponse>;
