// An event bus for the unit tests of what listens to file changes (the search and list caches): a test
// announces a change or a gap in the events itself, and sees how many listeners are still subscribed.
import type { EventBus, FileChange } from '../live';

export function fakeEvents() {
  const listeners = new Set<(change: FileChange) => void>();
  const missed = new Set<() => void>();
  const events = {
    subscribe: (listener: (change: FileChange) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onMissedEvents: (handler: () => void) => {
      missed.add(handler);
      return () => missed.delete(handler);
    },
  } as unknown as EventBus;
  return {
    events,
    announce: (change: FileChange) => listeners.forEach((listener) => listener(change)),
    miss: () => missed.forEach((handler) => handler()),
    listenerCount: () => listeners.size + missed.size,
  };
}
