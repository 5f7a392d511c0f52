import { describe, expect, it } from 'vitest';
import { isLiveEvent } from './live';

describe('isLiveEvent', () => {
  const event = { type: 'file.created', fileId: 'f1', concernsMe: false };

  it('accepts the events the server sends', () => {
    expect(isLiveEvent(event)).toBe(true);
    expect(isLiveEvent({ ...event, type: 'file.counters', concernsMe: true })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isLiveEvent(null)).toBe(false);
    expect(isLiveEvent('file.created')).toBe(false);
    expect(isLiveEvent({ ...event, type: 'file.renamed' })).toBe(false);
    expect(isLiveEvent({ ...event, fileId: 7 })).toBe(false);
    expect(isLiveEvent({ ...event, concernsMe: 'yes' })).toBe(false);
    const { concernsMe: _concernsMe, ...withoutConcern } = event;
    expect(isLiveEvent(withoutConcern)).toBe(false);
  });
});
