// Numbers said aloud: a sentence token written in digits ('208', '$25', '15%', '3rd', '10:30', '2024')
// accepts the words TOEIC audio would say for it, and a number written in words ('three', 'twenty-five',
// 'third') accepts its digits. A reading is a list of words; the answer check compares it with the learner's
// text as answer.ts compares words (case, spaces, hyphens and punctuation ignored), so 'two oh eight',
// 'two-oh-eight' and 'Two Oh Eight' all read 208.
import { normalizeAnswer } from './squash';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];
/** Month names in lower case: a day number after one is also said as an ordinal. */
export const MONTHS: ReadonlySet<string> = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]);
/** Longest number read out in full; longer digit strings are codes, read digit by digit only. */
const MAX_CARDINAL = 999_999_999_999;
const MAX_DIGITS_READ_ONE_BY_ONE = 12;

type Reading = string[];

function underHundred(n: number): Reading {
  if (n < 20) return [ONES[n]!];
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? [tens] : [tens, ONES[n % 10]!];
}

/** 1..999; `and` puts British 'and' before the tens ('two hundred and eight'). */
function underThousand(n: number, and: boolean): Reading {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return underHundred(rest);
  const words = [ONES[hundreds]!, 'hundred'];
  if (rest > 0) words.push(...(and ? ['and'] : []), ...underHundred(rest));
  return words;
}

/** 'two hundred eight', 'two thousand and twenty-four' (with `and`). */
function cardinal(n: number, and: boolean): Reading {
  if (n === 0) return ['zero'];
  const words: Reading = [];
  let rest = n;
  for (const [scale, name] of SCALES) {
    if (rest >= scale) {
      words.push(...cardinal(Math.floor(rest / scale), and), name);
      rest %= scale;
    }
  }
  if (rest > 0) {
    // 'two thousand and twenty-four': British 'and' also comes after a thousand when no hundreds follow.
    if (and && words.length > 0 && rest < 100) words.push('and');
    words.push(...underThousand(rest, and));
  }
  return words;
}

const cardinals = (n: number): Reading[] => unique([cardinal(n, false), cardinal(n, true)]);

const ORDINAL_WORDS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function ordinalWord(word: string): string {
  if (ORDINAL_WORDS[word]) return ORDINAL_WORDS[word];
  if (word.endsWith('y')) return `${word.slice(0, -1)}ieth`;
  return `${word}th`;
}

const ordinals = (n: number): Reading[] =>
  cardinals(n).map((words) => [...words.slice(0, -1), ordinalWord(words[words.length - 1]!)]);

export function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** Two digits as said in '208' or '1204' ('oh eight', 'oh four'), '2024' ('twenty-four'); '00' as 'hundred'. */
function pair(digits: string): Reading {
  const n = Number(digits);
  if (n === 0) return ['hundred'];
  if (digits.startsWith('0')) return ['oh', ONES[n]!];
  return underHundred(n);
}

/** '208' → two oh eight / two zero eight (each zero either way, up to four zeros). */
function digitByDigit(digits: string): Reading[] {
  const zeros = [...digits].filter((digit) => digit === '0').length;
  const choices = zeros <= 4 ? 2 ** zeros : 2;
  const readings: Reading[] = [];
  for (let choice = 0; choice < choices; choice++) {
    let zero = 0;
    readings.push(
      [...digits].map((digit) => {
        if (digit !== '0') return ONES[Number(digit)]!;
        const useOh = zeros <= 4 ? (choice >> zero++) % 2 === 1 : choice === 1;
        return useOh ? 'oh' : 'zero';
      }),
    );
  }
  return readings;
}

/** '310' → three ten, '1203' → twelve oh three, '2024' → twenty twenty-four; null for other lengths. */
function pairsReading(digits: string): Reading | null {
  if (digits.startsWith('0')) return null;
  if (digits.length === 3) return [ONES[Number(digits[0])]!, ...pair(digits.slice(1))];
  const high = Number(digits.slice(0, 2));
  if (digits.length === 4 && high >= 10) return [...underHundred(high), ...pair(digits.slice(2))];
  return null;
}

/** A whole number written in digits: in full, digit by digit, and in pairs as rooms, flights and years are said. */
function integerReadings(digits: string): Reading[] {
  const n = Number(digits);
  const readings: Reading[] = [];
  if (!digits.startsWith('0') || digits.length === 1) {
    if (n <= MAX_CARDINAL) readings.push(...cardinals(n));
  }
  if (digits.length >= 2 && digits.length <= MAX_DIGITS_READ_ONE_BY_ONE) readings.push(...digitByDigit(digits));
  // A zero said alone, as in a room or a phone number's last digit read on its own.
  if (digits === '0') readings.push(['oh']);
  const pairs = pairsReading(digits);
  if (pairs) readings.push(pairs);
  return unique(readings);
}

/**
 * One reading of a whole number written in digits (no commas), as speech should say it: in full
 * ('three hundred ten'), digit by digit with 'oh' for zero ('two one oh'), or in pairs ('three ten');
 * null when the number has no reading of that kind (a 5-digit number in pairs, a 13-digit code).
 */
export function integerReading(digits: string, kind: 'cardinal' | 'digits' | 'pairs'): Reading | null {
  if (!/^\d+$/.test(digits)) return null;
  if (kind === 'pairs') return pairsReading(digits);
  if (kind === 'digits') {
    if (digits.length > MAX_DIGITS_READ_ONE_BY_ONE) return null;
    return [...digits].map((digit) => (digit === '0' ? 'oh' : ONES[Number(digit)]!));
  }
  const n = Number(digits);
  return n <= MAX_CARDINAL ? cardinal(n, false) : null;
}

/** '2.5' → two point five; '0.75' → zero point seven five, point seven five. */
function decimalReadings(whole: string, fraction: string): Reading[] {
  const after = ['point', ...[...fraction].map((digit) => (digit === '0' ? 'zero' : ONES[Number(digit)]!))];
  const afterOh = ['point', ...[...fraction].map((digit) => (digit === '0' ? 'oh' : ONES[Number(digit)]!))];
  const before = Number(whole) === 0 ? [[], ['zero'], ['oh']] : cardinals(Number(whole));
  return unique(before.flatMap((words) => [after, afterOh].map((tail) => [...words, ...tail])));
}

const NUMBER_TOKEN =
  /^(?<currency>\$)?(?<number>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?<fraction>\d+))?(?<suffix>%|st|nd|rd|th)?$/i;
const TIME_TOKEN = /^(?<hour>\d{1,2}):(?<minute>\d{2})$/;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu;

/**
 * The ways a sentence token written with digits is said; null when it is not such a token. `previous` is
 * the token before it: after a month, a day number is also said as an ordinal ('May 3' → 'May third').
 */
export function numberReadings(token: string, previous = ''): Reading[] | null {
  const core = token.replace(EDGE_PUNCTUATION, '');
  const time = TIME_TOKEN.exec(core)?.groups;
  if (time) {
    const hour = Number(time.hour);
    const minute = time.minute!;
    if (hour > 24 || Number(minute) > 59) return null;
    const hours = cardinals(hour);
    const minutes =
      Number(minute) === 0 ? [[], ['oclock']] : [minute.startsWith('0') ? pair(minute) : underHundred(Number(minute))];
    // A full hour is also written as its hour alone: '10:00' → '10', '10 o'clock'.
    const hourDigits = Number(minute) === 0 ? [[String(hour)], [String(hour), 'oclock']] : [];
    return unique([...hours.flatMap((h) => minutes.map((m) => [...h, ...m])), ...hourDigits]);
  }
  const match = NUMBER_TOKEN.exec(core)?.groups;
  if (!match) return null;
  const digits = match.number!.replaceAll(',', '');
  const n = Number(digits);
  const fraction = match.fraction;
  const suffix = match.suffix?.toLowerCase();
  if (match.currency) {
    if (suffix) return null;
    const dollars = cardinals(n);
    // '$1,500': fifteen hundred dollars.
    if (digits.length === 4 && digits.endsWith('00') && n >= 1000 && n % 1000 !== 0) {
      dollars.push([...underHundred(Math.floor(n / 100)), 'hundred']);
    }
    const unit = n === 1 ? 'dollar' : 'dollars';
    const amounts = dollars.map((words) => [...words, unit]);
    // '$35' → '35 dollars', '$4.50' → '4.50 dollars': the digits with the unit said after them.
    const inDigits = [fraction ? `${digits}.${fraction}` : digits, unit];
    if (!fraction) return unique([...amounts, inDigits]);
    if (fraction.length !== 2) return null;
    const cents = Number(fraction);
    if (cents === 0) return unique([...amounts, inDigits]);
    const centWords = cardinals(cents);
    const centUnit = cents === 1 ? 'cent' : 'cents';
    return unique(
      amounts
        .flatMap((amount) =>
          centWords.flatMap((c) => [
            [...amount, 'and', ...c, centUnit],
            [...amount, ...c, centUnit],
            [...amount, ...c],
          ]),
        )
        .concat(dollars.flatMap((d) => centWords.map((c) => [...d, ...c])))
        .concat([inDigits]),
    );
  }
  if (suffix === '%') {
    const amounts = fraction ? decimalReadings(digits, fraction) : cardinals(n);
    return unique(
      amounts.flatMap((words) => [
        [...words, 'percent'],
        [...words, 'per', 'cent'],
      ]),
    );
  }
  if (suffix) {
    if (fraction || suffix !== ordinalSuffix(n)) return null;
    return ordinals(n);
  }
  if (fraction) return decimalReadings(digits, fraction);
  const readings = integerReadings(match.number!.includes(',') ? String(n) : digits);
  const afterMonth = MONTHS.has(previous.replace(EDGE_PUNCTUATION, '').toLowerCase());
  if (afterMonth && n >= 1 && n <= 31 && !digits.startsWith('0')) {
    readings.push(...ordinals(n), [`${n}${ordinalSuffix(n)}`]);
  }
  return readings;
}

const squash = normalizeAnswer;

/** Squashed word → its digits: 'three' → '3', 'twentyfive' → '25', 'third' → '3rd' (0 to 99). */
const DIGITS_OF_WORD = new Map<string, string>();
for (let n = 0; n < 100; n++) {
  for (const words of cardinals(n)) DIGITS_OF_WORD.set(squash(words.join('')), String(n));
  if (n > 0) for (const words of ordinals(n)) DIGITS_OF_WORD.set(squash(words.join('')), `${n}${ordinalSuffix(n)}`);
}

/** The digits a number word of the sentence may be typed as ('three' → '3', 'twenty-first' → '21st'). */
export function digitsOfNumberWord(token: string): string | null {
  return DIGITS_OF_WORD.get(squash(token)) ?? null;
}

const SCALE_WORDS = new Set(['thousand', 'million', 'billion', 'trillion']);
const MONEY_TOKEN = /^\$(?<number>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?<fraction>\d+))?$/;
const stripEdges = (token: string) => token.replace(EDGE_PUNCTUATION, '');

/** A number followed by a scale word or o'clock, said as a whole in one box. */
export interface NumberSpan {
  /** How many words of the sentence the span covers, from the index asked about (always 2). */
  length: number;
  /** Every way to say the span, each a list of words; compared as answers are (case, spaces ignored). */
  forms: Reading[];
}

/**
 * The readings of a number written over two words of the sentence, null when words[index] does not start
 * one: a money amount and its scale ('$40 million' → 'forty million dollars', '40 million dollars',
 * 'forty million', '40 million', '$40 million'; '$1.5 billion' → 'one point five billion dollars', 'one and
 * a half billion dollars'; '$1 million' → 'a million dollars'), and an hour with o'clock ('3 o'clock' → 'three o'clock'). The audio says
 * 'dollars' after the scale, so a learner typing what they hear fills the two words in one box.
 */
export function numberSpanForms(words: readonly string[], index: number): NumberSpan | null {
  const first = stripEdges(words[index] ?? '');
  const second = squash(words[index + 1] ?? '');
  const money = MONEY_TOKEN.exec(first)?.groups;
  if (money && SCALE_WORDS.has(second)) {
    const digits = money.number!.replaceAll(',', '');
    const fraction = money.fraction;
    const amounts = fraction ? decimalReadings(digits, fraction) : cardinals(Number(digits));
    if (fraction === '5') amounts.push(...cardinals(Number(digits)).map((whole) => [...whole, 'and', 'a', 'half']));
    amounts.push([fraction ? `${digits}.${fraction}` : digits]);
    if (Number(digits) === 1 && !fraction) amounts.push(['a']);
    const forms = amounts.flatMap((amount) => [
      [...amount, second, 'dollars'],
      [...amount, second],
    ]);
    forms.push([first, second]);
    return { length: 2, forms: unique(forms) };
  }
  if (/^\d{1,2}$/.test(first) && second === 'oclock') {
    const hour = Number(first);
    if (hour < 1 || hour > 12) return null;
    return { length: 2, forms: unique([...cardinals(hour), [first]].map((said) => [...said, "o'clock"])) };
  }
  return null;
}

function unique(readings: Reading[]): Reading[] {
  const seen = new Set<string>();
  return readings.filter((words) => {
    const key = words.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
