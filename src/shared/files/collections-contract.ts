// Collections ('Bộ sưu tập'): a signed-in user's named, ordered groups of documents, public or private.
// The routes (collections-api-routes.ts):
//   POST   /collections                       ZCreateCollectionRequest → 201 ZCollectionResponse (sign-in)
//   GET    /collections/me?fileId=            → ZCollectionListResponse: mine, with `containsFile` for fileId
//   GET    /users/:userId/collections         → ZCollectionListResponse: the user's public collections
//   GET    /collections/:id                   → ZCollectionDetail, 404 COLLECTION_NOT_FOUND (private, not mine)
//   PATCH  /collections/:id                   ZUpdateCollectionRequest → ZCollectionResponse (owner)
//   DELETE /collections/:id                   → ZCollectionDeleteResponse (owner)
//   PUT    /collections/:id/items/:fileId     → ZCollectionResponse: adds the document at the end (owner)
//   DELETE /collections/:id/items/:fileId     → ZCollectionResponse (owner)
//   PUT    /collections/:id/order             ZReorderCollectionRequest → ZCollectionDetail (owner)
import { z } from 'zod';
import { isSafeMultiLineText, isSafeSingleLineText } from '../text-rules';
import { COLLECTION_ERRORS } from './collections-messages';
import { COLLECTION_LIMITS } from './collections-rules';
import { ZFile } from './contract';

/** One line of text, trimmed, 1–100 characters. */
export const ZCollectionName = z
  .string()
  .trim()
  .min(1, { error: COLLECTION_ERRORS.nameRequired.message })
  .max(COLLECTION_LIMITS.nameMaxLength, { error: COLLECTION_ERRORS.nameTooLong.message })
  .refine(isSafeSingleLineText, { error: COLLECTION_ERRORS.nameInvalid.message });

/** Lines of text, trimmed, at most 500 characters; empty is stored as null. */
export const ZCollectionDescription = z
  .string()
  .trim()
  .max(COLLECTION_LIMITS.descriptionMaxLength, { error: COLLECTION_ERRORS.descriptionTooLong.message })
  .refine(isSafeMultiLineText, { error: COLLECTION_ERRORS.descriptionInvalid.message });

export const ZCollectionIdParams = z.object({ id: z.string().max(100) });
export const ZCollectionItemParams = z.object({ id: z.string().max(100), fileId: z.string().max(100) });

export const ZCreateCollectionRequest = z
  .object({
    name: ZCollectionName,
    description: ZCollectionDescription.nullable().optional(),
    isPublic: z.boolean().optional(),
    /** A document to put in it at once (the save dialog's 'create new'). */
    fileId: z.string().max(100).optional(),
  })
  .strict();
export type TCreateCollectionRequest = z.input<typeof ZCreateCollectionRequest>;

export const ZUpdateCollectionRequest = z
  .object({
    name: ZCollectionName.optional(),
    description: ZCollectionDescription.nullable().optional(),
    isPublic: z.boolean().optional(),
  })
  .strict();
export type TUpdateCollectionRequest = z.input<typeof ZUpdateCollectionRequest>;

/** The documents the owner sees, in their new order: exactly those, each once. */
export const ZReorderCollectionRequest = z
  .object({ fileIds: z.array(z.string().max(100)).max(COLLECTION_LIMITS.itemsPerCollection) })
  .strict();
export type TReorderCollectionRequest = z.infer<typeof ZReorderCollectionRequest>;

export const ZMyCollectionsQuery = z.object({ fileId: z.string().max(100).optional() }).strict();

/** A collection as lists show it. */
export const ZCollectionSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  /** The documents the caller can see in it. */
  itemCount: z.number(),
  updatedAt: z.string(),
  /** Up to three thumbnails of its first documents the caller can see, for the list's cover. */
  coverThumbnails: z.array(z.string()),
  /** In the caller's own list, asked with a fileId: whether that document is in it. */
  containsFile: z.boolean().optional(),
});
export type TCollectionSummary = z.infer<typeof ZCollectionSummary>;

export const ZCollectionListResponse = z.object({ collections: z.array(ZCollectionSummary) });
export type TCollectionListResponse = z.infer<typeof ZCollectionListResponse>;

export const ZCollectionOwner = z.object({ id: z.string(), name: z.string().nullable(), photo: z.string().nullable() });

/** A collection's page header. */
export const ZCollection = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  owner: ZCollectionOwner,
  isOwner: z.boolean(),
  itemCount: z.number(),
});
export type TCollection = z.infer<typeof ZCollection>;

export const ZCollectionResponse = z.object({ collection: ZCollection });
export type TCollectionResponse = z.infer<typeof ZCollectionResponse>;

export const ZCollectionDetail = z.object({
  collection: ZCollection,
  /** Its documents the caller may read, in the owner's order. */
  files: z.array(ZFile),
  /** Documents still in it that the caller may not read (made private, hidden by moderation). */
  unavailableCount: z.number(),
});
export type TCollectionDetail = z.infer<typeof ZCollectionDetail>;

export const ZCollectionDeleteResponse = z.object({ message: z.string() });
export type TCollectionDeleteResponse = z.infer<typeof ZCollectionDeleteResponse>;
