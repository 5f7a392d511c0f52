import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangesOf, groupSentences, packExchanges, packWords } from './grouping';
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

/** Exchanges of 1–10 lines, each line named by its exchange and turn. */
const exchangeSizes = fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 60 });
const makeExchanges = (sizes: number[], prefix = 'x') =>
  sizes.map((size, index) => Array.from({ length: size }, (_, turn) => `${prefix}${index}:${turn + 1}`));
const LINES = { min: 8, max: 10 };
const setSizes = (sizes: number[]) => packExchanges(makeExchanges(sizes), LINES).map((set) => set.length);
const lineCount = (sizes: number[]) => sizes.reduce((sum, size) => sum + size, 0);

describe('packWords', () => {
  const sizes = (count: number) =>
    packWords(
      Array.from({ length: count }, (_, i) => i),
      20,
      10,
    ).map((set) => set.length);

  it.each([
    { count: 1, sets: [1] },
    { count: 20, sets: [20] },
    { count: 21, sets: [11, 10] },
    { count: 22, sets: [11, 11] },
    { count: 29, sets: [15, 14] },
    { count: 30, sets: [20, 10] },
    { count: 61, sets: [20, 20, 11, 10] },
    { count: 100, sets: [20, 20, 20, 20, 20] },
  ])('cuts $count words into $sets', ({ count, sets }) => {
    expect(sizes(count)).toEqual(sets);
  });

  it('keeps every word once, in order, in sets of 10 to 20 when the topic has 10 or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 500 }), (count) => {
        const words = Array.from({ length: count }, (_, i) => i);
        const sets = packWords(words, 20, 10);
        expect(sets.flat()).toEqual(words);
        for (const set of sets) {
          expect(set.length).toBeGreaterThanOrEqual(10);
          expect(set.length).toBeLessThanOrEqual(20);
        }
        // Only the last two sets are shared out: the earlier ones keep their 20 words.
        expect(sets.slice(0, -2).every((set) => set.length === 20)).toBe(true);
      }),
    );
  });
});

describe('packExchanges', () => {
  it('never splits an exchange and keeps every line once, in order', () => {
    fc.assert(
      fc.property(exchangeSizes, (sizes) => {
        const exchanges = makeExchanges(sizes);
        const sets = packExchanges(exchanges, LINES);
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

  // Parts of single lines (part1) and pairs (part2); the first size is the newest set, the first a learner opens.
  it.each([
    { part: '5 single lines', sizes: Array(5).fill(1), sets: [5] },
    { part: '12 single lines', sizes: Array(12).fill(1), sets: [12] },
    { part: '15 single lines', sizes: Array(15).fill(1), sets: [7, 8] },
    { part: '25 single lines', sizes: Array(25).fill(1), sets: [8, 8, 9] },
    { part: '41 single lines', sizes: Array(41).fill(1), sets: [8, 8, 8, 8, 9] },
    { part: '105 single lines', sizes: Array(105).fill(1), sets: [8, 8, 9, ...Array(8).fill(10)] },
    { part: '56 pairs', sizes: Array(56).fill(2), sets: [8, 8, 8, 8, ...Array(8).fill(10)] },
    { part: '78 pairs', sizes: Array(78).fill(2), sets: [8, 8, ...Array(14).fill(10)] },
    { part: '80 pairs', sizes: Array(80).fill(2), sets: Array(16).fill(10) },
    { part: 'conversations of 8 to 10 lines', sizes: [10, 8, 9, 10, 8], sets: [10, 8, 9, 10, 8] },
    { part: 'a single line between conversations', sizes: [9, 1, 9], sets: [9, 10] },
    { part: 'imported exchanges of 3 to 6 lines', sizes: [4, 3, 5, 6, 3], sets: [12, 9] },
    { part: 'imported exchanges of 4 lines', sizes: Array(7).fill(4), sets: [8, 8, 12] },
  ])('cuts $part into sets of $sets', ({ sizes, sets }) => {
    expect(setSizes(sizes)).toEqual(sets);
  });

  // n exchanges of e lines can be cut into k sets of 8 to 10 lines when some k has k·⌈8/e⌉ ≤ n ≤ k·⌊10/e⌋.
  const canCut = (exchanges: number, size: number) =>
    Array.from({ length: exchanges }, (_, k) => k + 1).some(
      (k) => k * Math.ceil(LINES.min / size) <= exchanges && exchanges <= k * Math.floor(LINES.max / size),
    );
  it('makes sets of 8 to 10 of single lines and of pairs whenever they can be cut so, and 6 to 12 otherwise', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2), fc.integer({ min: 1, max: 200 }), (size, exchanges) => {
        fc.pre(exchanges * size >= LINES.min);
        const sizes = setSizes(Array(exchanges).fill(size));
        const [low, high] = canCut(exchanges, size) ? [LINES.min, LINES.max] : [LINES.min - 2, LINES.max + 2];
        for (const lines of sizes) {
          expect(lines).toBeGreaterThanOrEqual(low);
          expect(lines).toBeLessThanOrEqual(high);
        }
      }),
    );
    expect(canCut(16, 2)).toBe(true);
    expect(canCut(6, 2)).toBe(false);
    expect(canCut(13, 1)).toBe(false);
  });

  it('gives each exchange of 8 to 10 lines a set of its own', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 8, max: 10 }), { maxLength: 40 }), (sizes) => {
        expect(setSizes(sizes)).toEqual(sizes);
      }),
    );
  });

  it('keeps sets of imported exchanges of 3 to 7 lines within 4 lines of 8 to 10', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 3, max: 7 }), { minLength: 1, maxLength: 60 }), (sizes) => {
        fc.pre(lineCount(sizes) >= LINES.min);
        for (const lines of setSizes(sizes)) {
          expect(lines).toBeGreaterThanOrEqual(LINES.min - 4);
          expect(lines).toBeLessThanOrEqual(LINES.max + 4);
        }
      }),
    );
  });

  it('never makes a set over 20 lines (the overview allows 20) unless one exchange is longer', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 25 }), { maxLength: 40 }), (sizes) => {
        const sets = packExchanges(makeExchanges(sizes), LINES);
        for (const set of sets)
          if (set.length > 2 * LINES.max) expect(new Set(set.map((line) => line.split(':')[0])).size).toBe(1);
      }),
    );
  });

  it('keeps all but the newest five sets of single lines or pairs when newer ones arrive', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2),
        fc.integer({ min: 16, max: 200 }),
        fc.integer({ min: 1, max: 60 }),
        (size, oldCount, newCount) => {
          fc.pre(oldCount * size >= 32);
          const old = makeExchanges(Array(oldCount).fill(size), 'old');
          const before = packExchanges(old, LINES);
          const after = packExchanges([...makeExchanges(Array(newCount).fill(size), 'new'), ...old], LINES);
          const kept = before.slice(5);
          expect(after.slice(after.length - kept.length)).toEqual(kept);
        },
      ),
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
    // c (4), single (1), a (3) and b (3): one set of 11 is 1 over 10; 8 and 3 would leave b 5 under 8.
    expect(part3.sets.map((set) => set.sentences.map((line) => line.id))).toEqual([
      ['b1', 'b2', 'b3', 'a1', 'a2', 'a3', 'single', 'c1', 'c2', 'c3', 'c4'],
    ]);
  });
});
