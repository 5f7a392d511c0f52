// Collections as the API answers them, field by field: a visitor never receives the owner's e-mail, and
// counts are of the documents the caller may read.
import type { TCollection, TCollectionSummary } from '../../../shared/files/collections-contract';
import type { CollectionListRow, CollectionWithOwner } from './queries';

export function presentCollection(row: CollectionWithOwner, callerId: string | null, itemCount: number): TCollection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    owner: { id: row.userId, name: row.ownerName || null, photo: row.ownerImage },
    isOwner: callerId !== null && row.userId === callerId,
    itemCount,
  };
}

/** `withContainsFile`: the caller's own list asked about one document (the save dialog). */
export function presentCollectionSummary(row: CollectionListRow, withContainsFile: boolean): TCollectionSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic,
    itemCount: row.itemCount,
    updatedAt: row.updatedAt.toISOString(),
    coverThumbnails: row.coverThumbnails,
    ...(withContainsFile ? { containsFile: row.containsFile } : {}),
  };
}
