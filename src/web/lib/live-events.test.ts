import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, subscribeLiveEvents } from './live-events';

describe('reconnectDelay', () => {
  it('starts at 1 s, grows by 1.5 and stops at 60 s', () => {
    expect(reconnectDelay(0)).toBe(1000);
    expect(reconnectDelay(1)).toBe(1500);
    expect(reconnectDelay(2)).toBe(2250);
    expect(reconnectDelay(20)).toBe(60_000);
    expect(reconnectDelay(100)).toBe(60_000);
  });
});

/** Records every stream the tab opens; a test sends events through the latest one. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

describe('one live stream per tab', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('window', { setTimeout, clearTimeout });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("serves the files' change events and the learner's practice events from one EventSource", () => {
    const onChange = vi.fn();
    const onPractice = vi.fn();
    const stopFiles = subscribeLiveEvents({ onChange, onReconnect: () => {} });
    const stopPractice = subscribeLiveEvents({ onPractice, onReconnect: () => {} }, 'user-1');
    // The files listener opened the stream before sign-in: the learner's listener reopens it once.
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    const stream = FakeEventSource.opened[1]!;

    stream.send('change', { type: 'file.created', fileId: 'f1', concernsMe: false });
    stream.send('practice', { type: 'practice.changed' });
    stream.send('practice', { type: 'something.else' });
    expect(onChange).toHaveBeenCalledWith({ type: 'file.created', fileId: 'f1', concernsMe: false });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onPractice).toHaveBeenCalledTimes(1);

    // The same learner again shares the stream; the last listener gone closes it.
    const stopAgain = subscribeLiveEvents({ onPractice, onReconnect: () => {} }, 'user-1');
    expect(FakeEventSource.opened).toHaveLength(2);
    stopAgain();
    stopPractice();
    expect(stream.closed).toBe(false);
    stopFiles();
    expect(stream.closed).toBe(true);
  });

  it('a reopened stream tells every listener to refetch', () => {
    const onReconnect = vi.fn();
    const stop = subscribeLiveEvents({ onReconnect });
    FakeEventSource.opened[0]!.onopen?.();
    expect(onReconnect).not.toHaveBeenCalled();
    const stopLearner = subscribeLiveEvents({ onReconnect: () => {} }, 'user-2');
    FakeEventSource.opened[1]!.onopen?.();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stopLearner();
    stop();
  });

  describe('after the stream broke', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal('window', { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout });
    });
    afterEach(() => vi.useRealTimers());

    it('reopens a stream the server ended, and every listener refetches once it is open', () => {
      const onReconnect = vi.fn();
      const stop = subscribeLiveEvents({ onReconnect });
      const first = FakeEventSource.opened[0]!;
      first.onopen?.();
      // The server ended the stream (a shutdown, its database listener made again): EventSource errors.
      first.onerror?.();
      expect(first.closed).toBe(true);
      vi.advanceTimersByTime(reconnectDelay(0));
      expect(FakeEventSource.opened).toHaveLength(2);
      expect(onReconnect).not.toHaveBeenCalled();
      FakeEventSource.opened[1]!.onopen?.();
      expect(onReconnect).toHaveBeenCalledTimes(1);
      stop();
    });

    it('refetches when a stream that never opened (an outage, a refusal) finally opens', () => {
      const onReconnect = vi.fn();
      const stop = subscribeLiveEvents({ onReconnect });
      FakeEventSource.opened[0]!.onerror?.();
      vi.advanceTimersByTime(reconnectDelay(0));
      FakeEventSource.opened[1]!.onerror?.();
      vi.advanceTimersByTime(reconnectDelay(1));
      FakeEventSource.opened[2]!.onopen?.();
      expect(onReconnect).toHaveBeenCalledTimes(1);
      // An open stream that never broke asks for nothing more.
      FakeEventSource.opened[2]!.send('change', { type: 'file.created', fileId: 'f2', concernsMe: false });
      expect(onReconnect).toHaveBeenCalledTimes(1);
      stop();
    });
  });
});
