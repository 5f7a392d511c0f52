import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en/practice-home';
import vi from '@/i18n/messages/vi/practice-home';
import { partNameId, setNumberOf } from './set-label';

describe('setNumberOf', () => {
  it('numbers a set from 1 within its topic or part, with the group’s count', () => {
    expect(setNumberOf(0, 4)).toEqual({ id: 'home.setNumber', number: 1, total: 4 });
    expect(setNumberOf(11, 12)).toEqual({ id: 'home.setNumber', number: 12, total: 12 });
  });

  it('leaves the count out when the group has one set or the count is not known yet', () => {
    expect(setNumberOf(0, 1)).toEqual({ id: 'home.setNumberOnly', number: 1 });
    expect(setNumberOf(2, undefined)).toEqual({ id: 'home.setNumberOnly', number: 3 });
  });

  it('never shows a number above the count', () => {
    expect(setNumberOf(5, 3)).toEqual({ id: 'home.setNumberOnly', number: 6 });
  });
});

describe('partNameId', () => {
  it('names every part in both languages, keeping "Part N" and never the raw id', () => {
    for (const part of ['part1', 'part2', 'part3', 'part4'] as const) {
      const id = partNameId(part) as keyof typeof vi;
      expect(vi[id]).toMatch(new RegExp(`^Part ${part.at(-1)} — `));
      expect(en[id]).toMatch(new RegExp(`^Part ${part.at(-1)} — `));
    }
    expect(en[partNameId('part3') as keyof typeof en]).toBe('Part 3 — Conversations');
  });
});
