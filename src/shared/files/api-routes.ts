// The document-sharing routes the browser calls as JSON (api-route.ts). The bytes (download, content,
// preview.pdf, thumbnail) and the uploads (multipart, tus) are not JSON calls and stay out.
import { defineRoute } from '../api-route';
import type { TArchiveEntryList } from './archives/contract';
import type {
  TAuthorSummary,
  TDeleteResponse,
  TFileListResponse,
  TFileResponse,
  TLibraryFacets,
  TLibraryFormat,
  TLibrarySort,
  TMyFileCounts,
  TMyFileList,
  TReadingPosition,
  TSaveResponse,
  TSearchResponse,
  TUpdateFileRequest,
} from './contract';
import type { TDocumentLevel } from './document-info';

/** The library's filters by what a document is. */
type TDocumentFilterQuery = { subject?: string; level?: TDocumentLevel; tag?: string };

/** A page of a file list: `cursor` is the `nextCursor` of the page before. */
type TFilePageQuery = { cursor?: string; limit?: number };

export const FILE_ROUTES = {
  myCounts: defineRoute<{ response: TMyFileCounts }>()('GET', '/files/me/counts'),
  myList: defineRoute<{ params: { list: TMyFileList }; query: TFilePageQuery; response: TFileListResponse }>()(
    'GET',
    '/files/me/:list',
  ),
  author: defineRoute<{ response: TAuthorSummary }>()('GET', '/users/:userId'),
  authorFiles: defineRoute<{ query: TFilePageQuery; response: TFileListResponse }>()('GET', '/users/:userId/files'),
  get: defineRoute<{ response: TFileResponse }>()('GET', '/files/:id'),
  update: defineRoute<{ body: TUpdateFileRequest; response: TFileResponse }>()('PATCH', '/files/:id'),
  save: defineRoute<{ body: { saved: boolean }; response: TSaveResponse }>()('PUT', '/files/:id/save'),
  /** 204 for a visitor: nothing is recorded. */
  recordView: defineRoute<{ response: { viewCount: number } | void }>()('POST', '/files/:id/views'),
  search: defineRoute<{
    query: TDocumentFilterQuery & { q: string; offset?: number; limit?: number };
    response: TSearchResponse;
  }>()('GET', '/files/search'),
  library: defineRoute<{
    query: TDocumentFilterQuery & { sort?: TLibrarySort; format?: TLibraryFormat; cursor?: string; limit?: number };
    response: TFileListResponse;
  }>()('GET', '/files/library'),
  /** An archive's entries (archives/contract.ts); its bytes routes are not JSON calls. */
  archiveEntries: defineRoute<{ response: TArchiveEntryList }>()('GET', '/files/:id/entries'),
  /** How many public files each subject, level and tag holds under the other filters. */
  libraryFacets: defineRoute<{
    query: TDocumentFilterQuery & { format?: TLibraryFormat };
    response: TLibraryFacets;
  }>()('GET', '/files/library/facets'),
  readingPosition: defineRoute<{ response: TReadingPosition }>()('GET', '/files/:id/position'),
  saveReadingPosition: defineRoute<{ body: { page: number }; response: TReadingPosition }>()(
    'PUT',
    '/files/:id/position',
  ),
  /** The spelling the product gives the delete call; `deleteByPost` is its fallback where DELETE is refused. */
  delete: defineRoute<{ response: TDeleteResponse }>()('DELETE', '/files/delete/:id'),
  deleteByPost: defineRoute<{ body: { action: 'delete' }; response: TDeleteResponse }>()('POST', '/files/delete/:id'),
} as const;
