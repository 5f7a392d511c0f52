// Events sent on /api/v4/events. They carry the file's id only: clients refetch what they are allowed to
// see. No user id ever travels: `concernsMe` tells a listener that its own lists may have
// changed (its file, or its own save, view or download), without naming anyone.
// A plain type and guard rather than a zod schema: the browser checks every event it receives, and zod
// would be the largest piece of the first page's JavaScript.

export const LIVE_EVENT_TYPES = ['file.created', 'file.updated', 'file.deleted', 'file.counters'] as const;

export type TLiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface TLiveEvent {
  type: TLiveEventType;
  fileId: string;
  /** True when the listener owns the file or made the change (its profile lists changed). */
  concernsMe: boolean;
}

export function isLiveEvent(value: unknown): value is TLiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    LIVE_EVENT_TYPES.includes(event.type as TLiveEventType) &&
    typeof event.fileId === 'string' &&
    typeof event.concernsMe === 'boolean'
  );
}

/**
 * The learner's own practice record changed: another tab or device recorded attempts, marked an
 * item 'Đã thuộc', changed the settings or cleared the record. Sent as the SSE event `practice` (not
 * `change`) and only to that learner's own streams; it carries nothing, the browser refetches its record.
 */
export const PRACTICE_LIVE_EVENT_NAME = 'practice';

export interface TPracticeChangedEvent {
  type: 'practice.changed';
}

export function isPracticeChangedEvent(value: unknown): value is TPracticeChangedEvent {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>).type === 'practice.changed';
}

/**
 * A collection changed (its name, description, visibility or documents, or it was deleted). Sent as the SSE
 * event `collection` to its owner, and to everyone while it is (or just was) public; it carries the
 * collection's id only: the browser refetches the collection it shows.
 */
export const COLLECTION_LIVE_EVENT_NAME = 'collection';

export interface TCollectionChangedEvent {
  type: 'collection.changed';
  collectionId: string;
}

export function isCollectionChangedEvent(value: unknown): value is TCollectionChangedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return event.type === 'collection.changed' && typeof event.collectionId === 'string';
}
