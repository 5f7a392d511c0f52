import { describe, expect, it } from 'vitest';
import { isLiveEvent } from './live';

describe('isLiveEvent', () => {
  const event = { type: 'file.created', fileId: 'f1', ownerId: 'u1', isPublic: true };

  it('accepts the events the server sends, with or without an actor', () => {
    expect(isLiveEvent(event)).toBe(true);
    expect(isLiveEvent({ ...event, type: 'file.counters', actorId: 'u2' })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isLiveEvent(null)).toBe(false);
    expect(isLiveEvent('file.created')).toBe(false);
    expect(isLiveEvent({ ...event, type: 'file.renamed' })).toBe(false);
    expect(isLiveEvent({ ...event, fileId: 7 })).toBe(false);
    expect(isLiveEvent({ ...event, isPublic: 'yes' })).toBe(false);
    expect(isLiveEvent({ ...event, actorId: null })).toBe(false);
    const { ownerId: _ownerId, ...withoutOwner } = event;
    expect(isLiveEvent(withoutOwner)).toBe(false);
  });
});
