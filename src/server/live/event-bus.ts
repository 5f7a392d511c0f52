// Change events behind the live lists (Server-Sent Events, see docs/data-flows.md).
// Events travel through the database's LISTEN/NOTIFY, so every instance on one PostgreSQL sees them.
// A change names the users it concerns so each listener can be told what it may know (live/routes.ts);
// those ids never leave the server.
import { EventEmitter } from 'node:events';
import type { NotifyMessage, Notifier } from '../db/connect';
import { LIVE_EVENT_TYPES, type TLiveEventType } from '../../shared/live';

const CHANNEL = 'app_events';
/** Carries the id of a learner whose practice record changed. */
const PRACTICE_CHANNEL = 'practice_events';
/** Carries a CollectionChange. */
const COLLECTION_CHANNEL = 'collection_events';

export interface FileChange {
  type: TLiveEventType;
  fileId: string;
  ownerId: string;
  /** The user whose own lists (saved, downloaded, viewed) changed, when there is one. */
  actorId?: string;
  /** Whether anyone but the owner may read the file (before or after the change). */
  isPublic: boolean;
}

/**
 * A collection's name, description, visibility or items changed, or it was deleted. Its documents' own
 * changes travel as FileChanges: a collection's page listens to both.
 */
export interface CollectionChange {
  collectionId: string;
  ownerId: string;
  /** Whether anyone but the owner may read the collection (before or after the change). */
  isPublic: boolean;
}

export interface EventBus {
  publish(change: FileChange): Promise<void>;
  subscribe(listener: (change: FileChange) => void): () => void;
  /** The learner's practice record changed; only that learner's streams are told (live/routes.ts). */
  publishPracticeChange(userId: string): Promise<void>;
  /** The notification publishPracticeChange sends, for a statement that writes the change to send itself. */
  practiceChangeNotification(userId: string): NotifyMessage;
  subscribePracticeChanges(listener: (userId: string) => void): () => void;
  publishCollectionChange(change: CollectionChange): Promise<void>;
  subscribeCollectionChanges(listener: (change: CollectionChange) => void): () => void;
  /** Called when events may have been missed (the database's listening connection was made again). */
  onMissedEvents(handler: () => void): () => void;
  close(): Promise<void>;
}

export function isFileChange(value: unknown): value is FileChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return (
    LIVE_EVENT_TYPES.includes(change.type as TLiveEventType) &&
    typeof change.fileId === 'string' &&
    typeof change.ownerId === 'string' &&
    (change.actorId === undefined || typeof change.actorId === 'string') &&
    typeof change.isPublic === 'boolean'
  );
}

export function isCollectionChange(value: unknown): value is CollectionChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return (
    typeof change.collectionId === 'string' &&
    typeof change.ownerId === 'string' &&
    typeof change.isPublic === 'boolean'
  );
}

export async function createEventBus(notifier: Notifier, log: (error: unknown) => void): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const stopListening = await notifier.listen(CHANNEL, (payload) => {
    try {
      const change: unknown = JSON.parse(payload);
      if (isFileChange(change)) emitter.emit('change', change);
      else log(new Error(`not a file change: ${payload.slice(0, 200)}`));
    } catch (error) {
      log(error);
    }
  });
  const stopListeningPractice = await notifier.listen(PRACTICE_CHANNEL, (userId) => emitter.emit('practice', userId));
  const stopListeningCollections = await notifier.listen(COLLECTION_CHANNEL, (payload) => {
    try {
      const change: unknown = JSON.parse(payload);
      if (isCollectionChange(change)) emitter.emit('collection', change);
      else log(new Error(`not a collection change: ${payload.slice(0, 200)}`));
    } catch (error) {
      log(error);
    }
  });
  return {
    async publish(change) {
      await notifier.notify(CHANNEL, JSON.stringify(change));
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async publishPracticeChange(userId) {
      await notifier.notify(PRACTICE_CHANNEL, userId);
    },
    practiceChangeNotification: (userId) => ({ channel: PRACTICE_CHANNEL, payload: userId }),
    subscribePracticeChanges(listener) {
      emitter.on('practice', listener);
      return () => emitter.off('practice', listener);
    },
    async publishCollectionChange(change) {
      await notifier.notify(COLLECTION_CHANNEL, JSON.stringify(change));
    },
    subscribeCollectionChanges(listener) {
      emitter.on('collection', listener);
      return () => emitter.off('collection', listener);
    },
    onMissedEvents: notifier.onReconnect,
    async close() {
      emitter.removeAllListeners();
      await stopListening();
      await stopListeningPractice();
      await stopListeningCollections();
    },
  };
}
