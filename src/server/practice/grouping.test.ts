import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangesOf, groupSentences, packExchanges } from './grouping';
import type { CatalogSentence } from './queries';

const catalogLine = (
  id: string,
  part: string,
  conversation: string | null = null,
  turn: number | null = null,
  speaker: string | null = null,
): CatalogSentence => ({
  id,
  part,
  englishSentence: `Line ${id}.`,
  vietnameseTranslation: `Câu ${id}.`,
  audio: '',
  audioUk: '',
  conversation,
  turn,
  speaker,
  alsoAccepted: [],
});

/** Exchanges of 1–6 lines, each line named by its exchange and turn. */
const exchangeSizes = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 60 });
const makeExchanges = (sizes: number[], prefix = 'x') =>
  sizes.map((size, index) => Array.from({ length: size }, (_, turn) => `${prefix}${index}:${turn + 1}`));

describe('packExchanges', () => {
  it('never splits an exchange and keeps every line once, in order', () => {
    fc.assert(
      fc.property(exchangeSizes, (sizes) => {
        const exchanges = makeExchanges(sizes);
        const sets = packExchanges(exchanges, 10);
        expect(sets.flat()).toEqual(exchanges.flat());
        for (const set of sets) {
          expect(set.length).toBeGreaterThan(0);
          const names = new Set(set.map((line) => line.split(':')[0]));
          for (const name of names) {
            const exchange = exchanges.find((lines) => lines[0]!.startsWith(`${name}:`))!;
            expect(set.filter((line) => line.startsWith(`${name}:`))).toEqual(exchange);
          }
        }
      }),
    );
  });

  it('makes sets of about 10 lines: 7 to 12 for exchanges of up to 6, only the newest may be short', () => {
    fc.assert(
      fc.property(exchangeSizes, (sizes) => {
        const sets = packExchanges(makeExchanges(sizes), 10);
        for (const set of sets.slice(1)) {
          expect(set.length).toBeGreaterThanOrEqual(7);
          expect(set.length).toBeLessThanOrEqual(12);
        }
        if (sets[0]) expect(sets[0].length).toBeLessThanOrEqual(12);
      }),
    );
  });

  it('makes sets of exactly 10 of single lines and of pairs', () => {
    expect(packExchanges(makeExchanges(Array(25).fill(1)), 10).map((set) => set.length)).toEqual([5, 10, 10]);
    expect(packExchanges(makeExchanges(Array(12).fill(2)), 10).map((set) => set.length)).toEqual([4, 10, 10]);
    expect(packExchanges(makeExchanges([4, 3, 5, 6, 3]), 10).map((set) => set.length)).toEqual([4, 8, 9]);
  });

  it('keeps every older set as it was when newer exchanges arrive', () => {
    fc.assert(
      fc.property(exchangeSizes, exchangeSizes, (oldSizes, newSizes) => {
        const old = makeExchanges(oldSizes, 'old');
        const before = packExchanges(old, 10);
        const after = packExchanges([...makeExchanges(newSizes, 'new'), ...old], 10);
        // Only the newest set before the import may take new lines; the others are unchanged.
        expect(after.slice(after.length - before.length + 1)).toEqual(before.slice(1));
      }),
    );
  });
});

describe('groupSentences with exchanges', () => {
  it('orders an exchange by its newest line and its lines by turn, and never splits it', () => {
    // Newest first, as selectCatalogSentences answers; p3-b's turns arrive out of order.
    const lines = [
      catalogLine('b3', 'part3', 'p3-b', 3, 'Man'),
      catalogLine('a1', 'part3', 'p3-a', 1, 'Woman'),
      catalogLine('b1', 'part3', 'p3-b', 1, 'Woman'),
      catalogLine('single', 'part3'),
      catalogLine('a2', 'part3', 'p3-a', 2, 'Man'),
      catalogLine('b2', 'part3', 'p3-b', 2, 'Man 2'),
      catalogLine('a3', 'part3', 'p3-a', 3, 'Woman'),
      ...Array.from({ length: 4 }, (_, turn) => catalogLine(`c${turn + 1}`, 'part3', 'p3-c', turn + 1, 'Man')),
      catalogLine('p1', 'part1'),
    ];
    expect(exchangesOf(lines.filter((line) => line.part === 'part3')).map((e) => e.map((l) => l.id))).toEqual([
      ['b1', 'b2', 'b3'],
      ['a1', 'a2', 'a3'],
      ['single'],
      ['c1', 'c2', 'c3', 'c4'],
    ]);
    const part3 = groupSentences(lines).find((group) => group.part === 'part3')!;
    // From the oldest: c (4) + single (5) + a (8) + b (11: 1 over 10 is closer than 2 under).
    expect(part3.sets.map((set) => set.sentences.map((line) => line.id))).toEqual([
      ['b1', 'b2', 'b3', 'a1', 'a2', 'a3', 'single', 'c1', 'c2', 'c3', 'c4'],
    ]);
  });
});
