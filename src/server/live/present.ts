// What a listener of /api/v4/events is told about a change: only what it could read through the
// API. A private file's changes reach its owner alone; no event names a user.
import type { TCollectionChangedEvent, TLiveEvent } from '../../shared/live';
import type { CollectionChange, FileChange } from './event-bus';

/** The event for listener `listenerId` (null: anonymous), or null when the change is none of its business. */
export function presentChange(change: FileChange, listenerId: string | null): TLiveEvent | null {
  const isOwner = listenerId !== null && change.ownerId === listenerId;
  if (!change.isPublic && !isOwner) return null;
  const isActor = listenerId !== null && change.actorId === listenerId;
  return { type: change.type, fileId: change.fileId, concernsMe: isOwner || isActor };
}

/** A collection's change, for its owner, and for anyone while it is or was public; else null. */
export function presentCollectionChange(
  change: CollectionChange,
  listenerId: string | null,
): TCollectionChangedEvent | null {
  const isOwner = listenerId !== null && change.ownerId === listenerId;
  if (!change.isPublic && !isOwner) return null;
  return { type: 'collection.changed', collectionId: change.collectionId };
}
