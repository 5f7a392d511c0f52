// Every accepted way of typing a word of an answer, in one place: number readings (numbers.ts), contractions,
// spellings and equivalents (variants.ts), and the alternatives an item lists itself. A form is a list of
// words in natural spelling; the answer check compares it as any answer (normalizeAnswer: case, spaces and
// punctuation ignored), so ['two', 'oh', 'eight'] is typed 'two oh eight', 'Two-oh-eight' or 'twoOhEight'.
import { digitsOfNumberWord, numberReadings, numberSpanForms } from './numbers';
import { normalizeAnswer } from './squash';
import { contractionForms, contractionOf, equivalentSpansAt, spellingVariants } from './variants';

export type Form = string[];

/** Words of the answer, from one index, that one box may hold together. */
export interface SpanForms {
  /** How many words the span covers (2 or more). */
  length: number;
  forms: Form[];
}

/** More forms than this for one phrase are not built: a phrase has a handful in practice. */
const MAX_PHRASE_FORMS = 256;

const keyOf = (form: readonly string[]) => normalizeAnswer(form.join(''));

function uniqueForms(forms: readonly Form[], excluded: string): Form[] {
  const seen = new Set([excluded]);
  return forms.filter((form) => {
    const key = keyOf(form);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The item's own alternatives that apply to words[index]. An entry "Word=alternative" applies to every word
 * of the answer that compares equal to "Word" (a sentence item: "Ms.=Miss"; the left side may be a whole
 * phrase of a vocabulary item: "trade show=trade fair"). An entry without '=' is an alternative to the
 * whole answer, so it applies only when the answer is that one element (a vocabulary item's word or phrase,
 * passed as a single element).
 */
function alsoAcceptedForms(words: readonly string[], index: number, alsoAccepted: readonly string[]): Form[] {
  const token = normalizeAnswer(words[index] ?? '');
  const forms: Form[] = [];
  for (const entry of alsoAccepted) {
    const separator = entry.indexOf('=');
    if (separator === -1) {
      if (words.length === 1) forms.push(splitWords(entry));
    } else if (normalizeAnswer(entry.slice(0, separator)) === token) {
      forms.push(splitWords(entry.slice(separator + 1)));
    }
  }
  return forms;
}

const splitWords = (text: string): Form => text.split(/\s+/).filter((word) => word !== '');

/** The forms of one word, itself excluded (see tokenForms). */
function singleWordForms(words: readonly string[], index: number): Form[] {
  const token = words[index] ?? '';
  const digits = digitsOfNumberWord(token);
  return [
    ...(numberReadings(token, words[index - 1]) ?? []),
    ...(digits === null ? [] : [[digits]]),
    ...contractionForms(token),
    ...spellingVariants(token),
  ];
}

/**
 * The ways to type a phrase held in one element ('in favor of' → 'in favour of'; 'all right' → 'alright'):
 * each word as itself or one of its forms, and runs of words as their span forms, in every combination.
 */
function phraseForms(phrase: readonly string[]): Form[] {
  const tails: Form[][] = Array.from({ length: phrase.length + 1 }, () => []);
  tails[phrase.length] = [[]];
  for (let index = phrase.length - 1; index >= 0; index--) {
    const steps: { length: number; forms: Form[] }[] = [
      { length: 1, forms: [[phrase[index]!], ...singleWordForms(phrase, index)] },
      ...spanForms(phrase, index),
    ];
    const built: Form[] = [];
    for (const step of steps) {
      for (const head of step.forms) {
        for (const tail of tails[index + step.length]!) {
          if (built.length < MAX_PHRASE_FORMS) built.push([...head, ...tail]);
        }
      }
    }
    tails[index] = built;
  }
  return tails[0]!;
}

/**
 * Every other way to type words[index] alone in its box, as word lists: its number readings ('208' → two oh
 * eight; 'three' → 3), contraction expansions ("I'll" → I will), spelling variants and equivalents
 * ('colour' → color, 'Dr.' → Doctor, 'café' → cafe), and the item's alsoAccepted entries that apply (see
 * alsoAcceptedForms). An element holding several words (a vocabulary phrase) gets every combination of its
 * words' forms. The token itself is left out, and forms that compare equal appear once.
 */
export function tokenForms(words: readonly string[], index: number, alsoAccepted: readonly string[] = []): Form[] {
  const token = words[index];
  if (token === undefined) return [];
  const phrase = splitWords(token);
  const own = phrase.length > 1 ? phraseForms(phrase) : singleWordForms(words, index);
  return uniqueForms([...own, ...alsoAcceptedForms(words, index, alsoAccepted)], normalizeAnswer(token));
}

/**
 * The ways to type words[index..index+length-1] (length 2 or more) together in ONE box: a pair that
 * contracts ("I will" typed "I'll", "do not" typed "don't"), a number over two words ('$40 million' typed
 * 'forty million dollars'; '3 o'clock' typed 'three o'clock'), and words written as one elsewhere ('all
 * right' typed 'alright'). Shortest spans first. The words as written are not listed: typed in one box they
 * compare equal to their own text ('$40 million' as '40 million'; 'can not' as 'cannot'), which the judge
 * accepts anyway.
 */
export function spanForms(words: readonly string[], index: number): SpanForms[] {
  const spans: SpanForms[] = [];
  const contraction = contractionOf(words, index);
  if (contraction && contraction.length >= 2) {
    spans.push({ length: contraction.length, forms: contraction.forms.map((form) => [form]) });
  }
  const number = numberSpanForms(words, index);
  if (number) spans.push(number);
  spans.push(...equivalentSpansAt(words, index));
  const merged = new Map<number, Form[]>();
  for (const span of spans) merged.set(span.length, [...(merged.get(span.length) ?? []), ...span.forms]);
  return [...merged]
    .sort(([a], [b]) => a - b)
    .map(([length, forms]) => ({ length, forms: uniqueForms(forms, keyOf(words.slice(index, index + length))) }))
    .filter((span) => span.forms.length > 0);
}

/** Whether `typed` is one of `forms` (compared as answers are). */
export function matchesForm(typed: string, forms: readonly (readonly string[])[]): boolean {
  const answer = normalizeAnswer(typed);
  return answer !== '' && forms.some((form) => keyOf(form) === answer);
}

/**
 * Where the learner is in typing one of `forms` of several words: 'partial' while `typed` is the start of a
 * longer form ('forty' of 'forty million dollars'; the last word may be unfinished unless a space closes
 * it), 'complete' when it is a whole form, else 'none'. A whole form followed by a space that a longer form
 * continues ('forty million ' of 'forty million dollars') is still partial: the screen, which keeps a space
 * in the box while partial, lets the learner go on to 'dollars'.
 */
export function formTypingState(typed: string, forms: readonly (readonly string[])[]): 'none' | 'partial' | 'complete' {
  const closed = /[\s\-‐–]$/.test(typed);
  const isComplete = matchesForm(typed, forms);
  if (isComplete && !closed) return 'complete';
  const typedWords = typed
    .split(/[\s\-‐–]+/)
    .map(normalizeAnswer)
    .filter((word) => word !== '');
  if (typedWords.length === 0) return 'none';
  const last = typedWords.length - 1;
  const starts = forms.some((form) => {
    const formWords = form.map(normalizeAnswer).filter((word) => word !== '');
    return (
      formWords.length > (closed ? typedWords.length : last) &&
      typedWords.every((word, index) =>
        index === last && !closed ? (formWords[index] ?? '').startsWith(word) : formWords[index] === word,
      )
    );
  });
  if (starts) return 'partial';
  return isComplete ? 'complete' : 'none';
}
