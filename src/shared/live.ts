// Events sent on /api/v4/events. They carry ids only: clients refetch what they are allowed to see.
// A plain type and guard rather than a zod schema: the browser checks every event it receives, and zod
// would be the largest piece of the first page's JavaScript.

export const LIVE_EVENT_TYPES = ['file.created', 'file.updated', 'file.deleted', 'file.counters'] as const;

export interface TLiveEvent {
  type: (typeof LIVE_EVENT_TYPES)[number];
  fileId: string;
  ownerId: string;
  /** The user whose own lists (saved, downloaded, viewed) changed, when there is one. */
  actorId?: string;
  /** Private files' events reach only their owner (and the actor). */
  isPublic: boolean;
}

export function isLiveEvent(value: unknown): value is TLiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    LIVE_EVENT_TYPES.includes(event.type as TLiveEvent['type']) &&
    typeof event.fileId === 'string' &&
    typeof event.ownerId === 'string' &&
    (event.actorId === undefined || typeof event.actorId === 'string') &&
    typeof event.isPublic === 'boolean'
  );
}
