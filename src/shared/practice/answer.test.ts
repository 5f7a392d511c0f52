import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSentence, isWordCorrect, normalizeAnswer, splitSentenceWords } from './answer';

const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
const word = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''));
const punctuation = fc.constantFrom(...'.,!?;:\'"()-–—…[]{}/'.split(''));
const punctuationRun = fc.array(punctuation, { maxLength: 3 }).map((chars) => chars.join(''));
const whitespace = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\u00a0'), { maxLength: 3 })
  .map((chars) => chars.join(''));
const sentence = fc.array(word, { minLength: 1, maxLength: 12 }).map((words) => words.join(' '));

function randomCase(text: string, mask: boolean[]): string {
  return [...text].map((char, index) => (mask[index % mask.length] ? char.toUpperCase() : char)).join('');
}

describe('normalizeAnswer', () => {
  it('trims, drops punctuation and lower-cases', () => {
    expect(normalizeAnswer('  Hello, World!  ')).toBe('helloworld');
    expect(normalizeAnswer("don't")).toBe('dont');
    expect(normalizeAnswer('well-known')).toBe('wellknown');
    expect(normalizeAnswer('snake_case 42')).toBe('snake_case42');
  });

  it('keeps non-ASCII letters and treats composed and decomposed forms alike', () => {
    expect(normalizeAnswer('Café')).toBe('café');
    expect(normalizeAnswer('cafe\u0301')).toBe(normalizeAnswer('caf\u00e9'));
    expect(normalizeAnswer('Tiếng Việt')).toBe('tiếngviệt');
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = normalizeAnswer(text);
        expect(normalizeAnswer(once)).toBe(once);
      }),
    );
  });

  it('leaves only letters, digits and underscores', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(normalizeAnswer(text)).toMatch(/^[\p{L}\p{Nd}_]*$/u);
      }),
    );
  });
});

describe('isWordCorrect', () => {
  it('ignores case, punctuation and surrounding whitespace', () => {
    fc.assert(
      fc.property(
        word,
        fc.array(fc.boolean(), { minLength: 1 }),
        punctuationRun,
        punctuationRun,
        whitespace,
        whitespace,
        (expected, mask, before, after, leading, trailing) => {
          const typed = `${leading}${before}${randomCase(expected, mask)}${after}${trailing}`;
          expect(isWordCorrect(typed, expected)).toBe(true);
        },
      ),
    );
  });

  it('fails when one letter is changed', () => {
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom(...letters), (expected, at, replacement) => {
        const index = at % expected.length;
        fc.pre(expected[index] !== replacement);
        const typed = expected.slice(0, index) + replacement + expected.slice(index + 1);
        expect(isWordCorrect(typed, expected)).toBe(false);
      }),
    );
  });

  it('fails when a letter is missing or added', () => {
    fc.assert(
      fc.property(word, fc.constantFrom(...letters), (expected, extra) => {
        expect(isWordCorrect(expected.slice(1), expected)).toBe(false);
        expect(isWordCorrect(expected + extra, expected)).toBe(false);
      }),
    );
  });

  it('rejects an empty answer for a real word', () => {
    fc.assert(
      fc.property(word, whitespace, (expected, blank) => {
        expect(isWordCorrect(blank, expected)).toBe(false);
      }),
    );
  });
});

describe('splitSentenceWords', () => {
  it('splits on single spaces and drops empty pieces', () => {
    expect(splitSentenceWords('  The  meeting was   moved. ')).toEqual(['The', 'meeting', 'was', 'moved.']);
    expect(splitSentenceWords('')).toEqual([]);
  });

  it('returns the words that were joined, however many spaces separate them', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), fc.integer({ min: 1, max: 4 }), (words, gap) => {
        expect(splitSentenceWords(words.join(' '.repeat(gap)))).toEqual(words);
      }),
    );
  });
});

describe('compareSentence', () => {
  it('gives one result per word, whatever the number of inputs', () => {
    fc.assert(
      fc.property(sentence, fc.array(fc.string(), { maxLength: 15 }), (text, inputs) => {
        const result = compareSentence(inputs, text);
        expect(result.wordResults).toHaveLength(splitSentenceWords(text).length);
        expect(result.isCorrect).toBe(result.wordResults.every(Boolean));
      }),
    );
  });

  it('accepts the sentence typed word by word with any case and punctuation', () => {
    fc.assert(
      fc.property(sentence, fc.array(fc.boolean(), { minLength: 1 }), punctuationRun, (text, mask, mark) => {
        const inputs = splitSentenceWords(text).map((piece) => `${randomCase(piece, mask)}${mark}`);
        const result = compareSentence(inputs, `${text}.`);
        expect(result.isCorrect).toBe(true);
      }),
    );
  });

  it('marks exactly the changed word wrong', () => {
    fc.assert(
      fc.property(sentence, fc.nat(), (text, at) => {
        const words = splitSentenceWords(text);
        const index = at % words.length;
        const inputs = words.map((piece, position) => (position === index ? `${piece}x` : piece));
        const result = compareSentence(inputs, text);
        expect(result.isCorrect).toBe(false);
        expect(result.wordResults).toEqual(words.map((_piece, position) => position !== index));
      }),
    );
  });

  it('counts missing inputs as wrong', () => {
    expect(compareSentence(['I', 'am'], 'I am here.')).toEqual({ wordResults: [true, true, false], isCorrect: false });
  });
});
