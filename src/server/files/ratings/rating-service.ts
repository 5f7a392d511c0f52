// Ratings of documents (docs/product-rules.md, Ratings): a signed-in reader rates a public document they
// can read and do not own, 1–5 stars, one rating each, changeable and removable. Each change moves the
// file's count and sum in the same transaction (rating-queries.ts) and is announced like a save: the lists
// showing the file and the rater's own lists are written again.
import type { TRatingResponse } from '../../../shared/files/rating-contract';
import { RATING_ERRORS } from '../../../shared/files/rating-messages';
import { FILE_ERRORS } from '../../../shared/files/messages';
import type { SessionUser } from '../../auth';
import type { MainDb } from '../../db/connect';
import { AppError } from '../../http/app-error';
import type { EventBus } from '../../live';
import { ratingAverage } from '../file-shape';
import type { FilesService } from '../service';
import * as ratingQueries from './rating-queries';

export type RatingService = ReturnType<typeof createRatingService>;

export function createRatingService({
  db,
  events,
  files,
  log,
}: {
  db: MainDb;
  /** The files domain's announcing bus: the list and search caches hear of the change first. */
  events: EventBus;
  files: Pick<FilesService, 'requireReadable'>;
  log: (error: unknown, message: string) => void;
}) {
  /** The caller reads the file (404 / 403 otherwise), and may rate it: public, not hidden, not theirs. */
  async function requireRateable(fileId: string, user: SessionUser) {
    const row = await files.requireReadable(fileId, user.id);
    if (row.userId === user.id) throw AppError.from(403, RATING_ERRORS.ownFile);
    return row;
  }

  async function write(fileId: string, user: SessionUser, stars: number | null): Promise<TRatingResponse> {
    const row = await requireRateable(fileId, user);
    const result = await ratingQueries.writeRating(db, fileId, user.id, stars);
    if (result === 'gone') throw AppError.from(404, FILE_ERRORS.fileNotFound);
    if (result === 'own-file') throw AppError.from(403, RATING_ERRORS.ownFile);
    if (result === 'not-public') throw AppError.from(403, RATING_ERRORS.notPublic);
    await events
      .publish({ type: 'file.counters', fileId, ownerId: row.userId, actorId: user.id, isPublic: true })
      .catch((error) => log(error, 'publishing an event failed'));
    return {
      stars,
      ratingCount: result.ratingCount,
      ratingAverage: ratingAverage(result.ratingSum, result.ratingCount),
    };
  }

  return {
    /** The caller's stars for a file they can read (their own file included: always null). */
    async mine(fileId: string, user: SessionUser): Promise<{ stars: number | null }> {
      await files.requireReadable(fileId, user.id);
      return { stars: await ratingQueries.findRating(db, fileId, user.id) };
    },
    rate: (fileId: string, user: SessionUser, stars: number) => write(fileId, user, stars),
    remove: (fileId: string, user: SessionUser) => write(fileId, user, null),
  };
}
