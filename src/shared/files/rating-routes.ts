// The ratings routes the browser calls as JSON (api-route.ts); the contract is rating-contract.ts.
import { defineRoute } from '../api-route';
import type { TMyRating, TRateRequest, TRatingResponse } from './rating-contract';

export const RATING_ROUTES = {
  mine: defineRoute<{ response: TMyRating }>()('GET', '/files/:id/rating'),
  rate: defineRoute<{ body: TRateRequest; response: TRatingResponse }>()('PUT', '/files/:id/rating'),
  remove: defineRoute<{ response: TRatingResponse }>()('DELETE', '/files/:id/rating'),
} as const;
