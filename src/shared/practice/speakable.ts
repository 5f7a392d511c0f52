// What a speech engine should read for a practice text: the words a TOEIC recording says, not the signs
// it is written with. '$18' is 'eighteen dollars', '7:30' 'seven thirty', 'Room 310' 'Room three ten',
// 'Mr.' 'Mister'. Every number is spelled out (one reading of those numbers.ts accepts), so no digit, '$',
// '%' or title abbreviation reaches an engine, which would read them its own way ('dollar eighteen',
// 'M R'). Commas and the final . ? ! stay: they give the sentence its pauses and its tune.
import { espeakHeteronym } from './heteronyms';
import { integerReading, MONTHS, numberReadings } from './numbers';

export interface SpeakableOptions {
  /** The vocabulary item's type ('verb', 'noun'...); a sentence has none. */
  wordType?: string;
  /**
   * The engine reads espeak-ng's phoneme input (`[[...]]`): a noun/verb heteronym ('record') is then
   * written as the phonemes of its part of speech. Other engines cannot be steered and get plain text.
   */
  phonemes?: 'espeak';
}

type Reading = string[];

const TITLES: Record<string, string> = { mr: 'Mister', mrs: 'Missus', ms: 'Miz', dr: 'Doctor' };
/** Abbreviations with their period, said in full wherever they stand. */
const ABBREVIATIONS: Record<string, string> = {
  'a.m.': 'AM',
  'p.m.': 'PM',
  'ave.': 'Avenue',
  'blvd.': 'Boulevard',
  'rd.': 'Road',
  'jr.': 'Junior',
  'inc.': 'Incorporated',
  'ltd.': 'Limited',
  'corp.': 'Corporation',
  'dept.': 'Department',
  'ext.': 'extension',
  'approx.': 'approximately',
  'etc.': 'et cetera',
  'e.g.': 'for example',
  'i.e.': 'that is',
  'vs.': 'versus',
};
const SCALE_WORDS = new Set(['thousand', 'million', 'billion', 'trillion']);
/** Numbers after these words are said in pairs, as TOEIC audio says rooms and flights: 'three ten'. */
const PAIR_CONTEXT = new Set([
  'room',
  'rooms',
  'flight',
  'flights',
  'gate',
  'suite',
  'route',
  'platform',
  'bus',
  'train',
  'apartment',
  'unit',
  'office',
  'building',
  'model',
  'track',
]);
/** Numbers after these words are codes, said digit by digit: 'extension two one four'. */
const DIGIT_CONTEXT = new Set(['extension', 'ext.', 'code', 'pin', 'phone', 'fax', 'dial']);
/** '… number 4471' after these words is a code too: 'order number four four seven one'. */
const CODE_NUMBER_NOUNS = new Set([
  'order',
  'account',
  'confirmation',
  'reference',
  'tracking',
  'ticket',
  'invoice',
  'phone',
  'policy',
  'serial',
  'case',
]);
const ONES_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']);
const ONES_ORDINALS = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth']);
const TENS_WORDS = new Set(['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);

/** A token split into what comes before its word, the word, and what follows ('"($18),' → '"(', '$18', '),'). */
interface Token {
  before: string;
  core: string;
  after: string;
}

function splitToken(raw: string): Token {
  const match = /^(?<before>[^\p{L}\p{N}$]*)(?<core>.*?)(?<after>[^\p{L}\p{N}%]*)$/u.exec(raw)!.groups!;
  let { core, after } = match as { before: string; core: string; after: string };
  // 'p.m.' and 'Mr.' keep their period in the word: it belongs to the abbreviation.
  if (after.startsWith('.') && isAbbreviation(`${core}.`)) {
    core = `${core}.`;
    after = after.slice(1);
  }
  return { before: match.before!, core, after };
}

function isAbbreviation(word: string): boolean {
  const lower = word.toLowerCase();
  return lower in ABBREVIATIONS || /^(mr|mrs|ms|dr|st|no)\.$/.test(lower);
}

const bare = (word: string | undefined) => (word ?? '').toLowerCase();

/** 'twenty four' → 'twenty-four', 'twenty first' → 'twenty-first'; other words are joined by spaces. */
function say(reading: Reading): string {
  const words: string[] = [];
  for (const word of reading) {
    const last = words[words.length - 1];
    const spoken = word === 'oclock' ? "o'clock" : word;
    if (
      last !== undefined &&
      TENS_WORDS.has(last.split('-').pop()!) &&
      (ONES_WORDS.has(spoken) || ONES_ORDINALS.has(spoken))
    ) {
      words[words.length - 1] = `${last}-${spoken}`;
    } else words.push(spoken);
  }
  return words.join(' ');
}

/** Words between a number and the word that says what it is: 'order number is 4471'. */
const CONTEXT_FILLERS = new Set(['is', 'was', 'number', 'no.', 'at', 'in', 'the']);

/** How a whole number is said, from the words before it: a code, a room or flight, a year, an amount. */
function integerKind(digits: string, before: string[]): 'cardinal' | 'digits' | 'pairs' {
  let sawNumber = false;
  const words = before.slice(-4).reverse();
  for (const [index, word] of words.entries()) {
    const isNumber = word === 'number' || word === 'no.';
    if (DIGIT_CONTEXT.has(word) || (isNumber && CODE_NUMBER_NOUNS.has(words[index + 1] ?? ''))) {
      return digits.length >= 2 ? 'digits' : 'cardinal';
    }
    if (PAIR_CONTEXT.has(word)) return digits.length >= 3 ? 'pairs' : 'cardinal';
    if (!CONTEXT_FILLERS.has(word)) break;
    sawNumber ||= isNumber;
  }
  if (digits.length >= 2 && (digits.startsWith('0') || digits.length > 4)) return 'digits';
  if (sawNumber && digits.length >= 3) return 'pairs';
  const year = Number(digits);
  // Years are said in pairs ('nineteen ninety-nine', 'twenty twenty-four'), but 2000 to 2009 in full.
  if (digits.length === 4 && year >= 1100 && year < 2100 && !(year >= 2000 && year < 2010)) return 'pairs';
  return 'cardinal';
}

function sayInteger(digits: string, before: string[]): Reading {
  return (
    integerReading(digits, integerKind(digits, before)) ??
    integerReading(digits, 'cardinal') ??
    integerReading(digits, 'digits') ??
    [...digits].map((digit) => integerReading(digit, 'cardinal')![0]!)
  );
}

/** Several readings of a time: "o'clock" on the hour, unless AM or PM follows ('eight PM'). */
function chooseTimeReading(readings: Reading[], next: string): Reading {
  const beforeAmPm = next === 'a.m.' || next === 'p.m.' || next === 'am' || next === 'pm';
  const onTheHour = readings.find((reading) => reading.includes('oclock'));
  if (!onTheHour) return readings[0]!;
  return beforeAmPm ? readings.find((reading) => !reading.includes('oclock'))! : onTheHour;
}

/** A number left over inside a word ('A4', '3D') or a range: in full, or digit by digit when long. */
function sayLeftoverNumber(number: string): string {
  if (number.includes('.')) {
    return say(numberReadings(number)?.find((reading) => !reading.some((word) => /\d/.test(word))) ?? []);
  }
  if (number.length <= 4) return say(integerReading(number, 'cardinal') ?? []);
  return say(integerReading(number, 'digits') ?? [...number].flatMap((digit) => integerReading(digit, 'digits')!));
}

/** Any digits, '$', '%' or ':' still left (a code like 'A4', '$5-10'), said plainly. */
function spellLeftovers(text: string): string {
  return text
    .replace(/(\d):(\d)/g, '$1 $2')
    .replace(/\$(\d+(?:\.\d+)?)/g, '$1 dollars')
    .replace(/\$/g, ' dollars ')
    .replace(/%/g, ' percent')
    .replace(/\d+(?:\.\d+)?/g, (number) => ` ${sayLeftoverNumber(number)} `)
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.?!])/g, '$1')
    .trim();
}

function speakWords(text: string): string {
  const raws = text.split(/\s+/).filter((raw) => raw !== '');
  const tokens = raws.map(splitToken);
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const { before, core, after } = tokens[index]!;
    const previous = bare(tokens[index - 1]?.core);
    const next = tokens[index + 1];
    const lower = core.toLowerCase();
    const isLast = index === tokens.length - 1;
    // An abbreviation's period that also ends the sentence is kept as the sentence's end.
    const end = (word: string, periodWasOwn: boolean) =>
      `${before}${word}${after}${periodWasOwn && isLast && after === '' ? '.' : ''}`;

    const title = /^(mr|mrs|ms|dr)\.?$/i.exec(core);
    if (title && (core.endsWith('.') || /^\p{Lu}/u.test(next?.core ?? ''))) {
      out.push(end(TITLES[title[1]!.toLowerCase()]!, core.endsWith('.')));
      continue;
    }
    if (lower === 'st.') {
      out.push(end(/^\p{Lu}/u.test(next?.core ?? '') && !isLast ? 'Saint' : 'Street', true));
      continue;
    }
    if (lower === 'no.' && /^\d/.test(next?.core ?? '')) {
      out.push(end('number', true));
      continue;
    }
    if (ABBREVIATIONS[lower]) {
      out.push(end(ABBREVIATIONS[lower], true));
      continue;
    }

    const range = /^(\d{1,2})-(\d{1,2})$/.exec(core);
    if (range) {
      out.push(end(`${sayLeftoverNumber(range[1]!)} to ${sayLeftoverNumber(range[2]!)}`, false));
      continue;
    }
    if (/^\d+([-.]\d+){2,}$|^\d+(-\d+)+$/.test(core)) {
      // A phone number ('555-0134'): each group digit by digit, a pause between groups.
      const groups = core
        .split(/[-.]/)
        .map((group) => say(integerReading(group, group.length > 1 ? 'digits' : 'cardinal')!));
      out.push(end(groups.join(', '), false));
      continue;
    }
    // Only readings in words: the answer check also accepts digit forms ('3rd', '35 dollars').
    const readings = /\d/.test(core)
      ? (numberReadings(core, previous)?.filter((reading) => !reading.some((word) => /\d/.test(word))) ?? null)
      : null;
    if (!readings || readings.length === 0) {
      out.push(spellLeftovers(`${before}${core}${after}`));
      continue;
    }
    if (core.includes(':')) {
      out.push(end(say(chooseTimeReading(readings, bare(next?.core))), false));
    } else if (core.startsWith('$')) {
      // '$40 million' is 'forty million dollars': the scale comes before the unit.
      // 'a $10 voucher' is 'a ten-dollar voucher': an amount before a noun takes the singular.
      const beforeNoun = (previous === 'a' || previous === 'an') && !core.includes('.');
      const amount = readings[0]!.slice(0, -1);
      const scale = bare(next?.core);
      if (next && SCALE_WORDS.has(scale) && next.before === '' && after === '' && !core.includes('.')) {
        out.push(`${before}${say([...amount, scale, beforeNoun ? 'dollar' : 'dollars'])}${next.after}`);
        index += 1;
      } else if (beforeNoun) {
        out.push(end(`${say(amount)}-dollar`, false));
      } else out.push(end(say(readings[0]!), false));
    } else if (/^\d{1,3}(,\d{3})*$|^\d+$/.test(core)) {
      const whole = core.replaceAll(',', '');
      const afterMonth = MONTHS.has(previous) && Number(whole) >= 1 && Number(whole) <= 31 && !whole.startsWith('0');
      const wordsBefore = tokens.slice(0, index).map((token) => bare(token.core));
      // After a month a day is an ordinal ('May third'): the last reading numbers.ts gives it there.
      // '1,500' is an amount, said in full; digits alone are said as what they number is said.
      const spoken = afterMonth
        ? readings[readings.length - 1]!
        : core.includes(',')
          ? integerReading(whole, 'cardinal')!
          : sayInteger(whole, wordsBefore);
      out.push(end(say(spoken), false));
    } else {
      out.push(end(say(readings[0]!), false));
    }
  }
  return out.join(' ');
}

/** The text a speech engine should read for a practice text (a vocabulary word or an English sentence). */
export function toSpeakable(text: string, options: SpeakableOptions = {}): string {
  const normalized = text.normalize('NFC').replace(/&/g, ' and ').trim();
  if (options.phonemes === 'espeak' && options.wordType) {
    const phonemes = espeakHeteronym(normalized, options.wordType);
    if (phonemes) return `[[${phonemes}]]`;
  }
  return speakWords(normalized);
}
