import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxState, judgeSentence } from './answer';
import { digitsOfNumberWord, numberReadings, numberSpanForms, ordinalSuffix } from './numbers';
import { normalizeAnswer } from './squash';

/** Whether the answer check takes `typed` in the box of `token` (after `previous`, when given). */
function accepts(typed: string, token: string, previous = ''): boolean {
  const words = previous ? [previous, token] : [token];
  return judgeSentence(previous ? [previous, typed] : [typed], words.join(' ')).isCorrect;
}

/** boxState of the one-word sentence `token`. */
const stateOf = (typed: string, token: string) => boxState(typed, [token], 0).kind;

describe('numbers in sentences', () => {
  it.each([
    // token, typed, previous word
    ['208', 'two oh eight'],
    ['208', 'two zero eight'],
    ['208', 'two hundred eight'],
    ['208', 'two hundred and eight'],
    ['208', 'Two-Oh-Eight'],
    ['208', 'twoheight'.replace('twoh', 'twooh')],
    ['208.', '208'],
    ['3', 'three'],
    ['$25', 'twenty-five dollars'],
    ['$25', 'twenty five dollars'],
    ['$25', '25'],
    ['$1', 'one dollar'],
    ['$1,500', 'fifteen hundred dollars'],
    ['$1,500', 'one thousand five hundred dollars'],
    ['$4.50', 'four dollars and fifty cents'],
    ['$4.50', 'four fifty'],
    ['15%', 'fifteen percent'],
    ['15%', 'fifteen per cent'],
    ['2.5%', 'two point five percent'],
    ['2024', 'twenty twenty-four'],
    ['2024', 'two thousand twenty-four'],
    ['2024', 'two thousand and twenty-four'],
    ['1999', 'nineteen ninety-nine'],
    ['2005', 'twenty oh five'],
    ['1204', 'twelve oh four'],
    ['1,500', 'fifteen hundred'],
    ['350', 'three fifty'],
    ['3rd', 'third'],
    ['21st', 'twenty-first'],
    ['12th', 'twelfth'],
    ['40th', 'fortieth'],
    ['10:30', 'ten thirty'],
    ['9:05', 'nine oh five'],
    ['9:00', 'nine'],
    ['9:00', "nine o'clock"],
    ['0.75', 'point seven five'],
    ['4', 'fourth', 'May'],
    ['3,', 'third', 'June'],
    ['007', 'zero zero seven'],
    ['1,000,000', 'one million'],
    ['10:00', '10'],
    ['10:00', 'ten'],
    ['10:00', "10 o'clock"],
    ['10:00', "ten o'clock"],
    ['$35', '35 dollars'],
    ['$4.50', '4.50 dollars'],
    ['3', '3rd', 'May'],
    ['3', 'third', 'May'],
    ['0', 'oh'],
    ['0', 'zero'],
    // Written in words, typed in digits.
    ['three', '3'],
    ['Twenty-five', '25'],
    ['third', '3rd'],
    ['twenty-first,', '21st'],
    ['twelve.', '12'],
  ])('%s accepts "%s"', (token, typed, previous = '') => {
    expect(accepts(typed, token, previous)).toBe(true);
  });

  it.each([
    ['208', 'two eight'],
    ['208', 'two hundred'],
    ['208', 'two oh nine'],
    ['3', 'third'],
    ['4', 'fourth'], // no month before it
    ['3rd', 'three'],
    ['$25', 'twenty-five'],
    ['$25', 'twenty-five cents'],
    ['15%', 'fifteen'],
    ['9:05', 'nine five'],
    ['three', '4'],
    ['third', '3'],
    ['Flight', 'two'],
    ['208', ''],
    ['10:30', '10'],
    ['10:00', '11'],
    ['$35', '35 cents'],
    ['3', '3rd'], // no month before it
    ['1', 'oh'],
  ])('%s refuses "%s"', (token, typed) => {
    expect(accepts(typed, token)).toBe(false);
  });

  it('checks a sentence word by word, a number in one box whatever its reading', () => {
    const sentence = 'Flight 208 leaves at 3 o’clock on May 4.';
    expect(
      judgeSentence(['flight', 'two oh eight', 'leaves', 'at', 'three', "o'clock", 'on', 'May', 'fourth'], sentence)
        .isCorrect,
    ).toBe(true);
    expect(judgeSentence(['Flight', '208', 'leaves', 'at', '3', 'oclock', 'on', 'may', '4'], sentence).isCorrect).toBe(
      true,
    );
    expect(judgeSentence(['Flight', 'two', 'oh', 'eight', 'at'], sentence).wordResults.slice(0, 3)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('tells the screen when a reading of several words is under way', () => {
    expect(stateOf('two', '208')).toBe('partial');
    expect(stateOf('two oh', '208')).toBe('partial');
    expect(stateOf('two oh ', '208')).toBe('partial');
    // A space ends the last word: only whole words of a longer reading keep the box open.
    expect(stateOf('two ', '208')).toBe('partial');
    expect(stateOf('tw ', '208')).toBe('none');
    expect(stateOf('o ', '1')).toBe('none');
    expect(stateOf('two ', '2')).toBe('complete');
    expect(stateOf('two hun', '208')).toBe('partial');
    expect(stateOf('two oh eight', '208')).toBe('complete');
    expect(stateOf('208', '208')).toBe('complete');
    expect(stateOf('two', '2')).toBe('complete');
    expect(stateOf('twenty-five', '$25')).toBe('partial');
    expect(stateOf('nine', '9:00')).toBe('complete');
    expect(stateOf('10 ', '10:00')).toBe('partial');
    expect(stateOf('10', '10:00')).toBe('complete');
    expect(stateOf('two seven', '208')).toBe('none');
    expect(stateOf('two', 'Flight')).toBe('none');
    expect(stateOf('', '208')).toBe('none');
  });

  it('reads no token without digits, and no impossible time or ordinal', () => {
    expect(numberReadings('Flight')).toBeNull();
    expect(numberReadings("o'clock")).toBeNull();
    expect(numberReadings('25:00')).toBeNull();
    expect(numberReadings('3th')).toBeNull();
    expect(digitsOfNumberWord('hundred')).toBeNull();
  });

  // Property tests: every whole number's full reading and digits agree in both directions.
  const spell = (n: number) => numberReadings(String(n))![0]!.join(' ');

  it('accepts the full reading of any whole number and its digits, and no neighbour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        expect(accepts(spell(n), String(n))).toBe(true);
        expect(accepts(String(n), String(n))).toBe(true);
        expect(accepts(spell(n + 1), String(n))).toBe(false);
        expect(stateOf(spell(n), String(n))).toBe('complete');
      }),
    );
  });

  it('accepts digits for a number word and its ordinal, 0 to 99', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.boolean(), (n, hyphen) => {
        const words = spell(n);
        const written = hyphen ? words.replace(' ', '-') : words;
        if (!written.includes(' ')) expect(accepts(String(n), written)).toBe(true);
        if (n > 0) {
          const ordinal = numberReadings(`${n}${ordinalSuffix(n)}`)![0]!.join('-');
          expect(accepts(`${n}${ordinalSuffix(n)}`, ordinal)).toBe(true);
          expect(accepts(ordinal, `${n}${ordinalSuffix(n)}`)).toBe(true);
        }
      }),
    );
  });

  it('reads any digit string digit by digit, with oh or zero, in any case and punctuation', () => {
    const names = ['oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 6 }),
        fc.boolean(),
        (digits, upper) => {
          const token = digits.join('');
          const said = digits.map((digit) => names[digit]).join('-');
          expect(accepts(upper ? said.toUpperCase() : said, `${token}.`)).toBe(true);
        },
      ),
    );
  });

  it('never accepts a reading of another number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 9999 }), (a, b) => {
        fc.pre(a !== b);
        for (const words of numberReadings(String(a)) ?? []) {
          expect(accepts(words.join(' '), String(b))).toBe(false);
        }
      }),
    );
  });

  it.each([
    ['$40 million.', ['forty million dollars', '40 million dollars', '40 million', '$40 million', 'forty million']],
    ['$2 billion', ['two billion dollars', 'two billion', '2 billion dollars']],
    ['$1.5 million', ['one point five million dollars', 'one and a half million dollars', '1.5 million']],
    ['$300 thousand', ['three hundred thousand dollars']],
    ['$1 million', ['one million dollars', 'a million dollars', 'a million']],
    ["3 o'clock", ["three o'clock", '3 oclock']],
  ])('reads "%s" over two words', (text, typed) => {
    const span = numberSpanForms(text.split(' '), 0);
    expect(span?.length).toBe(2);
    const keys = span!.forms.map((form) => normalizeAnswer(form.join('')));
    for (const answer of typed) expect(keys).toContain(normalizeAnswer(answer));
  });

  it.each([['$40 dollars'], ['40 million'], ['$40'], ["13 o'clock"], ['$40 millions']])(
    'reads no span in "%s"',
    (text) => {
      expect(numberSpanForms(text.split(' '), 0)).toBeNull();
    },
  );
});
