// Ratings' routes (contract: src/shared/files/rating-contract.ts): thin, signed-in only; the rules are the
// service's (rating-service.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZFileIdParams } from '../../../shared/files/contract';
import { ZMyRating, ZRateRequest, ZRatingResponse } from '../../../shared/files/rating-contract';
import { RATING_ROUTES } from '../../../shared/files/rating-routes';
import type { AppContext } from '../../context';
import { addRoute } from '../../http/api-routes';
import type { ZodTypeProvider } from '../../http/zod-schemas';
import type { RatingService } from './rating-service';

export async function ratingRoutes(
  app: FastifyInstance,
  { ctx, ratings }: { ctx: AppContext; ratings: RatingService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A visitor is refused (401) before the input is looked at.
  const signedIn = {
    onRequest: async (request: FastifyRequest) => {
      await ctx.requireSessionUser(request);
    },
  };

  addRoute(
    api,
    RATING_ROUTES.mine,
    { ...signedIn, schema: { params: ZFileIdParams, response: { 200: ZMyRating } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return ratings.mine(request.params.id, user);
    },
  );

  addRoute(
    api,
    RATING_ROUTES.rate,
    { ...signedIn, schema: { params: ZFileIdParams, body: ZRateRequest, response: { 200: ZRatingResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return ratings.rate(request.params.id, user, request.body.stars);
    },
  );

  addRoute(
    api,
    RATING_ROUTES.remove,
    { ...signedIn, schema: { params: ZFileIdParams, response: { 200: ZRatingResponse } } },
    async (request) => {
      const user = await ctx.requireSessionUser(request);
      return ratings.remove(request.params.id, user);
    },
  );
}
