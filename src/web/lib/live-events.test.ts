import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './live-events';

describe('reconnectDelay', () => {
  it('starts at 1 s, grows by 1.5 and stops at 60 s', () => {
    expect(reconnectDelay(0)).toBe(1000);
    expect(reconnectDelay(1)).toBe(1500);
    expect(reconnectDelay(2)).toBe(2250);
    expect(reconnectDelay(20)).toBe(60_000);
    expect(reconnectDelay(100)).toBe(60_000);
  });
});
