// The signed-in learner's outbox (answers are retried by the browser when offline): every answered item is
// first kept in localStorage, then sent. It is sent again with the live stream's back-off (1 s, ×1.5, at most
// 60 s) after a network or server failure, when the browser comes back online, and on the next page load
// (the provider flushes on start); the ids never change, so a batch the server did get is not counted twice.
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import type { TAttempt } from '@shared/practice/record-contract';
import { reconnectDelay } from '@/lib/live-events';
import { failureAction, sendAttempts, type PostAttempts } from './send-attempts';
import type { RecordStorage } from './browser-source';

export interface OutboxOptions {
  /** The outbox is the learner's own: another account signing in on this browser never sends it. */
  userId: string;
  storage: RecordStorage;
  post: PostAttempts;
  /** After the server accepted attempts (the record's reads are refetched). */
  onSent?: () => void;
  /** Timers, replaceable in tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function outboxKey(userId: string): string {
  return `${LOCAL_STORAGE_KEYS.practiceOutbox}:${userId}`;
}

export function createOutbox({
  userId,
  storage,
  post,
  onSent,
  setTimer = (run, ms) => window.setTimeout(run, ms),
  clearTimer = (timer) => window.clearTimeout(timer as number),
}: OutboxOptions) {
  const key = outboxKey(userId);
  let failures = 0;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const read = (): TAttempt[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as TAttempt[]) : [];
    } catch {
      return [];
    }
  };
  const write = (attempts: readonly TAttempt[]) => {
    try {
      if (attempts.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(attempts));
    } catch (error) {
      console.error('The practice outbox could not be saved in this browser', error);
    }
  };
  const remove = (ids: readonly string[]) => {
    const gone = new Set(ids);
    write(read().filter((attempt) => !gone.has(attempt.id)));
  };

  async function sendPending(): Promise<void> {
    const pending = read();
    if (pending.length === 0) return;
    let accepted = false;
    try {
      await sendAttempts(pending, post, (ids) => {
        remove(ids);
        accepted = true;
      });
      failures = 0;
    } catch (error) {
      if (failureAction(error) === 'retry' && !stopped) {
        clearTimer(timer);
        timer = setTimer(() => void flush(), reconnectDelay(failures));
        failures += 1;
      }
      // 'wait' (401): kept until this learner signs in again, which starts a new outbox and flushes it.
    } finally {
      if (accepted) onSent?.();
    }
  }

  /** Sends what is waiting; one send at a time (a second call joins the running one, then sends again). */
  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    const previous = running ?? Promise.resolve();
    const next = previous.then(sendPending);
    running = next.finally(() => {
      if (running === next) running = null;
    });
    return next;
  }

  const onOnline = () => void flush();

  return {
    /** Keeps the attempts (ids already waiting are not added twice) and tries to send them. Never throws. */
    async add(attempts: readonly TAttempt[]): Promise<void> {
      const pending = read();
      const known = new Set(pending.map((attempt) => attempt.id));
      write([...pending, ...attempts.filter((attempt) => !known.has(attempt.id))]);
      await flush();
    },
    flush,
    pending: read,
    /** Starts listening for the browser coming back online and sends what an earlier page left. */
    start(): void {
      stopped = false;
      window.addEventListener('online', onOnline);
      void flush();
    },
    stop(): void {
      stopped = true;
      clearTimer(timer);
      window.removeEventListener('online', onOnline);
    },
  };
}
