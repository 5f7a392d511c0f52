import { describe, expect, it } from 'vitest';
import {
  letterCounts,
  parsePracticeMode,
  pathWithMode,
  playsItemAudio,
  resolvePracticeMode,
  searchWithMode,
} from './practice-mode';

describe('the word practice mode', () => {
  it('reads the address first, then the device, else listening', () => {
    const address = (query: string) => new URLSearchParams(query);
    expect(resolvePracticeMode(address('topic=Office&setIndex=0'), null)).toBe('listen');
    expect(resolvePracticeMode(address('topic=Office'), 'meaning')).toBe('meaning');
    expect(resolvePracticeMode(address('mode=listen'), 'meaning')).toBe('listen');
    expect(resolvePracticeMode(address('mode=meaning'), 'listen')).toBe('meaning');
    expect(resolvePracticeMode(address('mode=Meaning'), null)).toBe('meaning');
    // An unknown value in the address or in storage is ignored, not an error page.
    expect(resolvePracticeMode(address('mode=spelling'), 'meaning')).toBe('meaning');
    expect(resolvePracticeMode(address('mode=spelling'), 'garbage')).toBe('listen');
    expect(parsePracticeMode(undefined)).toBeNull();
  });

  it('writes the mode into the address, keeping the set', () => {
    const next = searchWithMode(new URLSearchParams('topic=Office Work&setIndex=2&mode=listen'), 'meaning');
    expect(next.get('topic')).toBe('Office Work');
    expect(next.get('setIndex')).toBe('2');
    expect(next.getAll('mode')).toEqual(['meaning']);
  });

  it('continues the next set in the meaning mode; listening needs no parameter', () => {
    const path = '/dictation/4?topic=Office+Work&setIndex=1';
    expect(pathWithMode(path, 'listen')).toBe(path);
    expect(pathWithMode(path, 'meaning')).toBe('/dictation/4?topic=Office+Work&setIndex=1&mode=meaning');
    expect(pathWithMode('/dictation/4', 'meaning')).toBe('/dictation/4?mode=meaning');
  });

  it('plays the item only when listening', () => {
    expect(playsItemAudio('listen')).toBe(true);
    expect(playsItemAudio('meaning')).toBe(false);
  });

  it('hints at the length of the answer, per word, counting letters and digits only', () => {
    expect(letterCounts('invoice')).toEqual([7]);
    expect(letterCounts('a')).toEqual([1]);
    expect(letterCounts('fill out')).toEqual([4, 3]);
    expect(letterCounts('on behalf of')).toEqual([2, 6, 2]);
    expect(letterCounts('follow-up')).toEqual([8]);
    expect(letterCounts("  o'clock ")).toEqual([6]);
    expect(letterCounts('')).toEqual([]);
  });
});
