import { describe, expect, it } from 'vitest';
import { shouldLoadAnalytics, type AnalyticsEnvironment } from './analytics';

const allowed: AnalyticsEnvironment = {
  measurementId: 'G-TEST123',
  consent: 'accepted',
  optOut: null,
  devFlag: null,
  hostname: 'hoctienganh.vn',
  doNotTrack: null,
};

describe('shouldLoadAnalytics', () => {
  it('loads after consent on a public host with an id', () => {
    expect(shouldLoadAnalytics(allowed)).toBe(true);
  });

  it.each<[string, Partial<AnalyticsEnvironment>]>([
    ['no measurement id', { measurementId: null }],
    ['consent unset', { consent: null }],
    ['consent declined', { consent: 'declined' }],
    ['opted out', { optOut: 'true' }],
    ['Do Not Track', { doNotTrack: '1' }],
    ['localhost', { hostname: 'localhost' }],
    ['loopback address', { hostname: '127.0.0.1' }],
  ])('stays off with %s', (_label, change) => {
    expect(shouldLoadAnalytics({ ...allowed, ...change })).toBe(false);
  });

  it('runs on a local host only with the developer flag', () => {
    expect(shouldLoadAnalytics({ ...allowed, hostname: 'localhost', devFlag: 'true' })).toBe(true);
  });
});
