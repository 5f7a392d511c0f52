// Live change events (DESIGN.md: Server-Sent Events on /api/v4/events replace live queries).
// One EventSource per hook user; on error it is closed and reopened with the SPEC §9 back-off
// (1 s, ×1.5, at most 60 s); every reopening calls onReconnect so callers refetch what they missed.
import { useEffect, useRef } from 'react';
import { API_BASE, RECONNECT_BACKOFF } from '@shared/constants';
import { isLiveEvent, type TLiveEvent } from '@shared/live';

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BACKOFF.maxMs, RECONNECT_BACKOFF.initialMs * RECONNECT_BACKOFF.factor ** attempt);
}

export function useLiveEvents(onEvent: (event: TLiveEvent) => void, onReconnect: () => void): void {
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let connectedBefore = false;
    let stopped = false;

    const connect = () => {
      source = new EventSource(`${API_BASE}/events`, { withCredentials: true });
      source.onopen = () => {
        attempt = 0;
        if (connectedBefore) handlers.current.onReconnect();
        connectedBefore = true;
      };
      source.addEventListener('change', (message) => {
        try {
          const event: unknown = JSON.parse((message as MessageEvent<string>).data);
          if (isLiveEvent(event)) handlers.current.onEvent(event);
        } catch {
          // A malformed event is dropped; the next refetch repairs the list.
        }
      });
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        timer = window.setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, []);
}
