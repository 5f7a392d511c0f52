// Live change events (Server-Sent Events on /api/v4/events, docs/data-flows.md). One
// EventSource per tab serves every listener: the files' 'change' events, the learner's 'practice' events
// and the collections' 'collection' events. On error it is closed and reopened with a back-off (1 s, ×1.5,
// at most 60 s); every opening after an error or a reopening calls onReconnect so listeners refetch what they
// missed. The server reads the session when the stream opens, so a listener that names the signed-in
// user reopens the stream when the user changes (events for the learner's own streams would not reach a
// stream opened before sign-in).
import { useEffect, useRef } from 'react';
import { API_BASE, RECONNECT_BACKOFF } from '@shared/constants';
import {
  COLLECTION_LIVE_EVENT_NAME,
  isCollectionChangedEvent,
  isLiveEvent,
  isPracticeChangedEvent,
  PRACTICE_LIVE_EVENT_NAME,
  type TLiveEvent,
} from '@shared/live';

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BACKOFF.maxMs, RECONNECT_BACKOFF.initialMs * RECONNECT_BACKOFF.factor ** attempt);
}

export interface LiveListener {
  onChange?(event: TLiveEvent): void;
  onPractice?(): void;
  /** A collection the listener may read changed. */
  onCollection?(collectionId: string): void;
  onReconnect(): void;
}

const listeners = new Set<LiveListener>();
let connection: { close(): void; identity: string | undefined } | null = null;

function parse(message: Event): unknown {
  try {
    return JSON.parse((message as MessageEvent<string>).data);
  } catch {
    // A malformed event is dropped; the next refetch repairs the list.
    return null;
  }
}

function open(identity: string | undefined, reopened: boolean): void {
  let source: EventSource | null = null;
  let timer: number | undefined;
  let attempt = 0;
  // Events sent while no stream was open were missed: after a reopening, and after any error, including
  // one before the first stream ever opened (the page read its lists meanwhile).
  let mayHaveMissedEvents = reopened;
  let stopped = false;
  const connect = () => {
    source = new EventSource(`${API_BASE}/events`, { withCredentials: true });
    source.onopen = () => {
      attempt = 0;
      if (mayHaveMissedEvents) for (const listener of listeners) listener.onReconnect();
      mayHaveMissedEvents = false;
    };
    source.addEventListener('change', (message) => {
      const event = parse(message);
      if (isLiveEvent(event)) for (const listener of listeners) listener.onChange?.(event);
    });
    source.addEventListener(PRACTICE_LIVE_EVENT_NAME, (message) => {
      if (isPracticeChangedEvent(parse(message))) for (const listener of listeners) listener.onPractice?.();
    });
    source.addEventListener(COLLECTION_LIVE_EVENT_NAME, (message) => {
      const event = parse(message);
      if (isCollectionChangedEvent(event)) {
        for (const listener of listeners) listener.onCollection?.(event.collectionId);
      }
    });
    source.onerror = () => {
      mayHaveMissedEvents = true;
      source?.close();
      if (stopped) return;
      timer = window.setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  };
  connect();
  connection = {
    identity,
    close: () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    },
  };
}

/**
 * Adds a listener to the tab's one stream, opening it when needed. `identity` (the signed-in user's id)
 * reopens a stream opened for someone else; undefined accepts whatever stream is open.
 */
export function subscribeLiveEvents(listener: LiveListener, identity?: string): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  listeners.add(listener);
  if (!connection) open(identity, false);
  else if (identity !== undefined && connection.identity !== identity) {
    connection.close();
    open(identity, true);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && connection) {
      connection.close();
      connection = null;
    }
  };
}

export function useLiveEvents(onEvent: (event: TLiveEvent) => void, onReconnect: () => void): void {
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  useEffect(
    () =>
      subscribeLiveEvents({
        onChange: (event) => handlers.current.onEvent(event),
        onReconnect: () => handlers.current.onReconnect(),
      }),
    [],
  );
}

/**
 * The signed-in learner's record changed elsewhere (another tab or device): `onChange` runs on every
 * 'practice' event and on every reconnection. Nothing is opened while `userId` is null (a visitor's record
 * lives in this browser).
 */
export function usePracticeLiveEvents(userId: string | null, onChange: () => void): void {
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    if (userId === null) return;
    return subscribeLiveEvents({ onPractice: () => handler.current(), onReconnect: () => handler.current() }, userId);
  }, [userId]);
}

/** `onChange` runs on every 'collection' event and on every reconnection (events may have been missed). */
export function useLiveCollectionEvents(onChange: () => void): void {
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(
    () =>
      subscribeLiveEvents({
        onCollection: () => handler.current(),
        onReconnect: () => handler.current(),
      }),
    [],
  );
}
