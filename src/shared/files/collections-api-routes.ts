// The collections' routes the browser calls as JSON (collections-contract.ts says what each does).
import { defineRoute } from '../api-route';
import type {
  TCollectionDeleteResponse,
  TCollectionDetail,
  TCollectionListResponse,
  TCollectionResponse,
  TCreateCollectionRequest,
  TReorderCollectionRequest,
  TUpdateCollectionRequest,
} from './collections-contract';

export const COLLECTION_ROUTES = {
  create: defineRoute<{ body: TCreateCollectionRequest; response: TCollectionResponse }>()('POST', '/collections'),
  mine: defineRoute<{ query: { fileId?: string }; response: TCollectionListResponse }>()('GET', '/collections/me'),
  ofUser: defineRoute<{ response: TCollectionListResponse }>()('GET', '/users/:userId/collections'),
  get: defineRoute<{ response: TCollectionDetail }>()('GET', '/collections/:id'),
  update: defineRoute<{ body: TUpdateCollectionRequest; response: TCollectionResponse }>()('PATCH', '/collections/:id'),
  delete: defineRoute<{ response: TCollectionDeleteResponse }>()('DELETE', '/collections/:id'),
  addItem: defineRoute<{ response: TCollectionResponse }>()('PUT', '/collections/:id/items/:fileId'),
  removeItem: defineRoute<{ response: TCollectionResponse }>()('DELETE', '/collections/:id/items/:fileId'),
  reorder: defineRoute<{ body: TReorderCollectionRequest; response: TCollectionDetail }>()(
    'PUT',
    '/collections/:id/order',
  ),
} as const;
