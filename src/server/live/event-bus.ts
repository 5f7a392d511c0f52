// Change events behind the live lists (DESIGN.md: live queries → Server-Sent Events).
// Events travel through the database's LISTEN/NOTIFY, so every instance on one PostgreSQL sees them.
import { EventEmitter } from 'node:events';
import type { Notifier } from '../db/connect';
import { isLiveEvent, type TLiveEvent } from '../../shared/live';

const CHANNEL = 'app_events';

export interface EventBus {
  publish(event: TLiveEvent): Promise<void>;
  subscribe(listener: (event: TLiveEvent) => void): () => void;
  /** Called when events may have been missed (the database's listening connection was made again). */
  onMissedEvents(handler: () => void): () => void;
  close(): Promise<void>;
}

export async function createEventBus(notifier: Notifier, log: (error: unknown) => void): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const stopListening = await notifier.listen(CHANNEL, (payload) => {
    try {
      const event: unknown = JSON.parse(payload);
      if (isLiveEvent(event)) emitter.emit('event', event);
      else log(new Error(`not a live event: ${payload.slice(0, 200)}`));
    } catch (error) {
      log(error);
    }
  });
  return {
    async publish(event) {
      await notifier.notify(CHANNEL, JSON.stringify(event));
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    onMissedEvents: notifier.onReconnect,
    async close() {
      emitter.removeAllListeners();
      await stopListening();
    },
  };
}
