import { describe, expect, it } from 'vitest';
import { createPracticeState, practiceReducer, type PracticeAction, type AnsweredItem } from './practice-state';
import { goalPercent, itemsOnDate, minutesAndSeconds, summarizeSet } from './set-summary';

const entry = (item: number, result: AnsweredItem['result'], wrongTries: number, durationMs: number): AnsweredItem => ({
  item,
  result,
  wrongTries,
  durationMs,
  at: 0,
});

describe('summarizeSet', () => {
  it('scores the first pass, counts every try for accuracy and lists the missed items in set order', () => {
    const summary = summarizeSet({
      kind: 'vocabulary',
      answers: ['abide', 'contract', 'fare', 'agenda'],
      answered: [
        entry(0, 'first-try', 0, 2000),
        entry(1, 'revealed', 3, 9000),
        entry(2, 'after-mistakes', 1, 4000),
        entry(3, 'skipped', 0, 0),
        // The missed items come back at the end of the set: the repeats add checks, not to the score.
        entry(1, 'first-try', 0, 1000),
        entry(2, 'first-try', 0, 1000),
      ],
    });
    expect(summary.firstTry).toBe(1);
    expect(summary.total).toBe(4);
    expect(summary.missed).toEqual([1, 2, 3]);
    // 10 tries: 4 wrong checks, the shown and the skipped item's last tries, and 4 found.
    expect(summary.accuracyPercent).toBe(40);
    expect(summary.activeMs).toBe(17_000);
  });

  it('measures words per minute on answers typed to the end, not on the shown or skipped ones', () => {
    const summary = summarizeSet({
      kind: 'sentence',
      answers: ['Please sign the form.', 'The meeting starts at nine.'],
      answered: [entry(0, 'first-try', 0, 6000), entry(1, 'revealed', 3, 30_000)],
    });
    // 4 words in 6 seconds: the revealed sentence was copied, its time does not count.
    expect(summary.wordsPerMinute).toBe(40);
    expect(summary.activeMs).toBe(36_000);
  });

  it('has no speed when nothing was typed, and no accuracy before an item is answered', () => {
    const skipped = summarizeSet({ kind: 'vocabulary', answers: ['abide'], answered: [entry(0, 'skipped', 0, 0)] });
    expect(skipped.wordsPerMinute).toBeNull();
    expect(skipped.accuracyPercent).toBe(0);
    expect(skipped.missed).toEqual([0]);
    expect(summarizeSet({ kind: 'vocabulary', answers: ['abide'], answered: [] }).accuracyPercent).toBeNull();
  });

  it('reads the log the practice reducer keeps', () => {
    const actions: PracticeAction[] = [
      { type: 'edit', value: 'abide', at: 0 },
      { type: 'check', at: 3000 },
      { type: 'next', at: 10_000 },
      { type: 'edit', value: 'contrac', at: 11_000 },
      { type: 'check', at: 12_000 },
      { type: 'edit', value: 'contract', at: 13_000 },
      { type: 'check', at: 14_000 },
    ];
    const state = actions.reduce(
      practiceReducer,
      createPracticeState({ kind: 'vocabulary', answers: ['abide', 'contract'], hasNextSet: true }),
    );
    const summary = summarizeSet({ kind: 'vocabulary', answers: state.answers, answered: state.answered });
    expect(summary).toMatchObject({ firstTry: 1, total: 2, missed: [1], accuracyPercent: 67, activeMs: 6000 });
    // 2 words in 6 seconds.
    expect(summary.wordsPerMinute).toBe(20);
  });
});

describe('the day and the time', () => {
  it('reads today from the stats days, zero when the day has none', () => {
    const days = [{ date: '2026-03-01', items: 12 }];
    expect(itemsOnDate(days, '2026-03-01')).toBe(12);
    expect(itemsOnDate(days, '2026-03-02')).toBe(0);
  });

  it('fills the goal bar up to full', () => {
    expect(goalPercent(5, 20)).toBe(25);
    expect(goalPercent(45, 20)).toBe(100);
  });

  it('splits a duration into minutes and seconds', () => {
    expect(minutesAndSeconds(125_400)).toEqual({ minutes: 2, seconds: 5 });
    expect(minutesAndSeconds(59_600)).toEqual({ minutes: 1, seconds: 0 });
  });
});
