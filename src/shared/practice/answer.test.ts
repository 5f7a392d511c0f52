import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxState, judgeSentence, judgeWord, normalizeAnswer, splitSentenceWords } from './answer';

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

/** The comparison every form goes through: the same text once case, spacing and punctuation are ignored. */
const isWordCorrect = (input: string, expected: string) =>
  normalizeAnswer(input) !== '' && normalizeAnswer(input) === normalizeAnswer(expected);

describe('the comparison of a word', () => {
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

describe('judgeSentence on plain words', () => {
  it('gives one result per word, whatever the number of inputs', () => {
    fc.assert(
      fc.property(sentence, fc.array(fc.string(), { maxLength: 15 }), (text, inputs) => {
        const result = judgeSentence(inputs, text);
        expect(result.wordResults).toHaveLength(splitSentenceWords(text).length);
        expect(result.isCorrect).toBe(result.wordResults.every(Boolean));
      }),
    );
  });

  it('accepts the sentence typed word by word with any case and punctuation', () => {
    fc.assert(
      fc.property(sentence, fc.array(fc.boolean(), { minLength: 1 }), punctuationRun, (text, mask, mark) => {
        const inputs = splitSentenceWords(text).map((piece) => `${randomCase(piece, mask)}${mark}`);
        const result = judgeSentence(inputs, `${text}.`);
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
        const result = judgeSentence(inputs, text);
        expect(result.isCorrect).toBe(false);
        expect(result.wordResults).toEqual(words.map((_piece, position) => position !== index));
      }),
    );
  });

  it('counts missing inputs as wrong', () => {
    expect(judgeSentence(['I', 'am'], 'I am here.')).toEqual({
      wordResults: [true, true, false],
      isCorrect: false,
      keyboard: false,
    });
  });
});

// What a teacher accepts (docs/product-rules.md, Answer checking): one row per kind of variant.
describe('judgeWord', () => {
  it.each([
    ['canceled', 'cancelled', 'correct'],
    ['cancelled', 'canceled', 'correct'],
    ['color', 'colour', 'correct'],
    ['center', 'centre', 'correct'],
    ['organize', 'organise', 'correct'],
    ['program', 'programme', 'correct'],
    ['enrollment', 'enrolment', 'correct'],
    ['okay', 'OK', 'correct'],
    ['alright', 'all right', 'correct'],
    ['resume', 'résumé', 'correct'],
    ['cafe', 'café', 'correct'],
    ['fair', 'fare', 'homophone'],
    ['weather', 'whether', 'homophone'],
    ['higher', 'hire', 'homophone'],
    ['ađress', 'address', 'keyboard'],
    ['ưindow', 'window', 'keyboard'],
    ['adress', 'address', 'wrong'],
    ['fire', 'fier', 'wrong'],
  ] as const)('listening: %j for %j is %s', (typed, expected, kind) => {
    expect(judgeWord(typed, expected, { mode: 'listen' }).kind).toBe(kind);
  });

  it('takes no homophone when the meaning was shown, but still every spelling', () => {
    expect(judgeWord('fair', 'fare', { mode: 'meaning' }).kind).toBe('wrong');
    expect(judgeWord('canceled', 'cancelled', { mode: 'meaning' }).kind).toBe('correct');
  });

  it("takes the item's own accepted forms", () => {
    expect(judgeWord('Chan', 'Chen', { mode: 'listen', alsoAccepted: ['Chan'] }).kind).toBe('correct');
    expect(judgeWord('Chan', 'Chen', { mode: 'listen' }).kind).toBe('wrong');
  });
});

describe('judgeSentence', () => {
  it.each([
    ["I'll call you.", ['I will', 'call', 'you'], []],
    ['I will call you.', ["I'll", '', 'call', 'you'], []],
    ["Don't worry.", ['do not', 'worry'], []],
    ['We cannot attend.', ['We', "can't", 'attend'], []],
    ['We cannot attend.', ['We', 'can not', 'attend'], []],
    ["It's ready.", ['it is', 'ready'], []],
    ['The flight was cancelled.', ['the', 'flight', 'was', 'canceled'], []],
    ['Please see Dr. Lee.', ['please', 'see', 'Doctor', 'Lee'], []],
    ['Please see Dr. Lee.', ['please', 'see', 'Dr', 'Li'], ['Lee=Li']],
    ['It starts at 10:00.', ['it', 'starts', 'at', "ten o'clock"], []],
    ['It starts at 10:00.', ['it', 'starts', 'at', "10 o'clock"], []],
    ['It starts at 10:00.', ['it', 'starts', 'at', '10'], []],
    ['It costs $35.', ['it', 'costs', '35 dollars'], []],
    ['We met on May 3.', ['we', 'met', 'on', 'May', '3rd'], []],
    ['Call room 208.', ['call', 'room', 'two oh eight'], []],
    ['It costs $40 million.', ['it', 'costs', 'forty million dollars', ''], []],
    ['It costs $40 million.', ['it', 'costs', '40', 'million'], []],
    ['It costs $40 million.', ['it', 'costs', '40 million', ''], []],
  ] as const)('%j typed %j is right', (sentence, inputs, alsoAccepted) => {
    const judgement = judgeSentence(inputs, sentence, alsoAccepted);
    expect(judgement.wordResults).toEqual(splitSentenceWords(sentence).map(() => true));
    expect(judgement.isCorrect).toBe(true);
  });

  it('does not let a contraction cover a box the learner filled', () => {
    expect(judgeSentence(["I'll", 'will', 'call'], 'I will call.').wordResults).toEqual([false, true, true]);
  });

  it('reports a Vietnamese keyboard in a wrong box', () => {
    expect(judgeSentence(['send', 'the', 'ađress'], 'Send the address.')).toEqual({
      wordResults: [true, true, false],
      isCorrect: false,
      keyboard: true,
    });
    expect(judgeSentence(['send', 'the', 'adress'], 'Send the address.').keyboard).toBe(false);
  });
});

describe('boxState', () => {
  it.each([
    ['I ', ["I'll", 'call'], 0, { kind: 'partial' }],
    ['I will', ["I'll", 'call'], 0, { kind: 'complete', covers: 1 }],
    ["I'll", ['I', 'will', 'call'], 0, { kind: 'complete', covers: 2 }],
    ['I', ['I', 'will', 'call'], 0, { kind: 'complete', covers: 1 }],
    ['I ', ['I', 'will', 'call'], 0, { kind: 'complete', covers: 1 }],
    ['40 ', ['$40', 'million'], 0, { kind: 'partial' }],
    ['40 million', ['$40', 'million', 'now'], 0, { kind: 'complete', covers: 2 }],
    ['forty million dollars', ['$40', 'million'], 0, { kind: 'complete', covers: 2 }],
    ['do ', ["don't", 'worry'], 0, { kind: 'partial' }],
    ['ten ', ['at', '10:00'], 1, { kind: 'partial' }],
    ["ten o'clock", ['at', '10:00'], 1, { kind: 'complete', covers: 1 }],
    ['ten in', ['at', '10:00', 'in'], 1, { kind: 'none' }],
    ['two ', ['2'], 0, { kind: 'complete', covers: 1 }],
    ['two oh', ['208'], 0, { kind: 'partial' }],
    ['tw ', ['208'], 0, { kind: 'none' }],
    ['', ['208'], 0, { kind: 'none' }],
  ] as const)('%j in box %i of %j', (typed, words, index, expected) => {
    expect(boxState(typed, words, index)).toEqual(expected);
  });
});
