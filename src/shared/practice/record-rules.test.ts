import { describe, expect, it } from 'vitest';
import { Rating, State } from 'ts-fsrs';
import {
  accuracyPercent,
  cardFields,
  cardOfFields,
  clampRetention,
  completionOf,
  continueCard,
  isDue,
  isLearned,
  isMiss,
  isOnMistakesList,
  localDate,
  ratingOf,
  replayCard,
  streaksOf,
  wordsPerMinute,
  type ItemCard,
  type ScheduledAttempt,
} from './record-rules';
import { ATTEMPT_RESULTS } from './record-constants';

const DAY_MS = 86_400_000;
const T0 = new Date('2026-03-02T02:00:00Z');
const after = (days: number) => new Date(T0.getTime() + days * DAY_MS);

describe('ratingOf', () => {
  it('maps first try to Good, after mistakes to Hard, revealed and skipped to Again', () => {
    expect(ratingOf('first-try')).toBe(Rating.Good);
    expect(ratingOf('after-mistakes')).toBe(Rating.Hard);
    expect(ratingOf('revealed')).toBe(Rating.Again);
    expect(ratingOf('skipped')).toBe(Rating.Again);
  });

  it('counts everything but a first try as a miss', () => {
    expect([isMiss('first-try'), isMiss('after-mistakes'), isMiss('revealed'), isMiss('skipped')]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('replayCard (scheduler with a fixed clock)', () => {
  it('schedules a card answered Good later than one answered Hard, and Hard later than Again', () => {
    const good = replayCard([{ result: 'first-try', answeredAt: T0 }], 0.9).card;
    const hard = replayCard([{ result: 'after-mistakes', answeredAt: T0 }], 0.9).card;
    const again = replayCard([{ result: 'revealed', answeredAt: T0 }], 0.9).card;
    expect(good.due.getTime()).toBeGreaterThan(hard.due.getTime());
    expect(hard.due.getTime()).toBeGreaterThan(again.due.getTime());
    // No same-day learning steps: even Again is a day or more away.
    expect(again.due.getTime()).toBeGreaterThanOrEqual(after(1).getTime());
    expect(isDue(again, after(0.5))).toBe(false);
    expect(isDue(again, after(1))).toBe(true);
  });

  it('gives the same card whatever order the attempts arrive in, and for the same attempts recorded again', () => {
    const attempts: ScheduledAttempt[] = [
      { result: 'after-mistakes', answeredAt: T0 },
      { result: 'first-try', answeredAt: after(2) },
      { result: 'revealed', answeredAt: after(6) },
      { result: 'first-try', answeredAt: after(7) },
    ];
    const inOrder = replayCard(attempts, 0.9);
    const shuffled = replayCard([attempts[2]!, attempts[0]!, attempts[3]!, attempts[1]!], 0.9);
    expect(shuffled).toEqual(inOrder);
    expect(inOrder.missCount).toBe(2);
    expect(inOrder.lastMissedAt).toEqual(after(6));
  });

  it('schedules shorter intervals for a higher desired retention', () => {
    const attempts: ScheduledAttempt[] = [
      { result: 'first-try', answeredAt: T0 },
      { result: 'first-try', answeredAt: after(3) },
    ];
    const relaxed = replayCard(attempts, 0.8).card.due.getTime();
    const strict = replayCard(attempts, 0.97).card.due.getTime();
    expect(strict).toBeLessThan(relaxed);
  });

  it('learns an item after right answers on spaced days, and a new miss puts it back on the list', () => {
    const spaced: ScheduledAttempt[] = [{ result: 'revealed', answeredAt: T0 }];
    let day = 0;
    let item = replayCard(spaced, 0.9);
    while (!isLearned(item.card) && spaced.length < 20) {
      day = Math.ceil((item.card.due.getTime() - T0.getTime()) / DAY_MS);
      spaced.push({ result: 'first-try', answeredAt: after(day) });
      item = replayCard(spaced, 0.9);
    }
    expect(isLearned(item.card)).toBe(true);
    expect(item.card.state).toBe(State.Review);
    expect(isOnMistakesList(item, false)).toBe(false);
    const missedAgain = replayCard([...spaced, { result: 'skipped', answeredAt: after(day + 1) }], 0.9);
    expect(isOnMistakesList(missedAgain, false)).toBe(true);
    expect(isOnMistakesList(missedAgain, true)).toBe(false);
  });
});

describe('continueCard (the stored card continued by new attempts)', () => {
  /** A card as it comes back from the record: only its stored fields. */
  const stored = (item: ItemCard): ItemCard => ({ ...item, card: cardOfFields(cardFields(item.card)) });
  const scheduling = (item: ItemCard) => ({
    ...cardFields(item.card),
    missCount: item.missCount,
    lastMissedAt: item.lastMissedAt,
  });

  /** A learner's attempts on one item, hours to days apart, with every kind of result (seeded, repeatable). */
  function history(seed: number, length: number): ScheduledAttempt[] {
    let state = seed;
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
    let time = T0.getTime();
    return Array.from({ length }, () => {
      time += 1000 + (next() % (9 * DAY_MS));
      return { result: ATTEMPT_RESULTS[next() % ATTEMPT_RESULTS.length]!, answeredAt: new Date(time) };
    });
  }

  it('gives exactly the replayed card when each batch is later than the stored card', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const attempts = history(seed, 12);
      const retention = 0.8 + (seed % 4) * 0.05;
      let item: ItemCard | null = null;
      for (let start = 0; start < attempts.length; start += 1 + (seed % 3)) {
        // Each batch may arrive in any order within itself.
        const batch = attempts.slice(start, start + 1 + (seed % 3)).reverse();
        const continued = continueCard(item && stored(item), batch, retention);
        expect(continued).not.toBeNull();
        item = continued;
      }
      expect(scheduling(item!)).toEqual(scheduling(replayCard(attempts, retention)));
    }
  });

  it('declines an attempt not later than the last review, which only a replay places', () => {
    const attempts = history(7, 4);
    const item = stored(replayCard(attempts.slice(1), 0.9));
    expect(continueCard(item, [attempts[0]!], 0.9)).toBeNull();
    expect(continueCard(item, [attempts[3]!], 0.9)).toBeNull();
    expect(
      continueCard(item, [{ ...attempts[3]!, answeredAt: new Date(attempts[3]!.answeredAt.getTime() + 1) }], 0.9),
    ).not.toBeNull();
    expect(scheduling(continueCard(null, attempts, 0.9)!)).toEqual(scheduling(replayCard(attempts, 0.9)));
  });
});

describe('completionOf', () => {
  const at = (second: number) => new Date(T0.getTime() + second * 1000);

  it('completes a set when every item was answered, scoring first tries', () => {
    const completion = completionOf(
      ['a', 'b', 'c'],
      [
        { itemId: 'a', result: 'first-try', answeredAt: at(1) },
        { itemId: 'b', result: 'after-mistakes', answeredAt: at(2) },
        { itemId: 'c', result: 'first-try', answeredAt: at(3) },
      ],
    );
    expect(completion).toEqual({ score: 2, total: 3, completedAt: at(3) });
  });

  it('does not count skipped items, until the item comes back at the end of the pass and is answered', () => {
    const pass = [
      { itemId: 'a', result: 'first-try' as const, answeredAt: at(1) },
      { itemId: 'b', result: 'skipped' as const, answeredAt: at(2) },
      { itemId: 'c', result: 'first-try' as const, answeredAt: at(3) },
    ];
    expect(completionOf(['a', 'b', 'c'], pass)).toBeNull();
    const repeated = [...pass, { itemId: 'b', result: 'revealed' as const, answeredAt: at(4) }];
    expect(completionOf(['a', 'b', 'c'], repeated)).toEqual({ score: 2, total: 3, completedAt: at(4) });
    // Attempts arriving out of order (a merge) score the same.
    expect(completionOf(['a', 'b', 'c'], [...repeated].reverse())).toEqual({ score: 2, total: 3, completedAt: at(4) });
  });

  it('does not complete a set with an item never answered, nor an empty set', () => {
    expect(completionOf(['a', 'b'], [{ itemId: 'a', result: 'first-try', answeredAt: at(1) }])).toBeNull();
    expect(completionOf([], [])).toBeNull();
  });
});

describe('stats rules', () => {
  it('takes the local date of the learner', () => {
    expect(localDate(new Date('2026-03-01T18:30:00Z'), 420)).toBe('2026-03-02');
    expect(localDate(new Date('2026-03-01T18:30:00Z'), 0)).toBe('2026-03-01');
  });

  it('counts streaks, keeping today open until the day ends', () => {
    const dates = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-10', '2026-03-11', '2026-03-02'];
    expect(streaksOf(dates, '2026-03-11')).toEqual({ current: 2, longest: 3 });
    expect(streaksOf(dates, '2026-03-12')).toEqual({ current: 2, longest: 3 });
    expect(streaksOf(dates, '2026-03-13')).toEqual({ current: 0, longest: 3 });
    expect(streaksOf([], '2026-03-13')).toEqual({ current: 0, longest: 0 });
  });

  it('computes words per minute and accuracy, or nothing without data', () => {
    expect(wordsPerMinute(30, 60_000)).toBe(30);
    expect(wordsPerMinute(10, 0)).toBeNull();
    expect(accuracyPercent(18, 20)).toBe(90);
    expect(accuracyPercent(0, 0)).toBeNull();
  });

  it('keeps the desired retention within 0.80 and 0.97', () => {
    expect(clampRetention(0.5)).toBe(0.8);
    expect(clampRetention(0.99)).toBe(0.97);
    expect(clampRetention(0.9)).toBe(0.9);
  });
});
