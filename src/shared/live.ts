// Events sent on /api/v4/events. They carry ids only: clients refetch what they are allowed to see.
import { z } from 'zod';

export const ZLiveEvent = z.object({
  type: z.enum(['file.created', 'file.updated', 'file.deleted', 'file.counters']),
  fileId: z.string(),
  ownerId: z.string(),
  /** The user whose own lists (saved, downloaded, viewed) changed, when there is one. */
  actorId: z.string().optional(),
  /** Private files' events reach only their owner (and the actor). */
  isPublic: z.boolean(),
});
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
