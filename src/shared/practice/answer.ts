// Answer comparison of both practice modes (docs/product-rules.md, Answer checking), as a teacher would
// judge: besides the text itself, a word is right in any form forms.ts accepts for it (a number in digits
// or words, a contraction written out, a British or American spelling, an equivalent, an item's own
// 'also accepted' forms). A box of a sentence holds one word of the sentence, or a form of it that is
// several words ('I will' in the box of "I'll"), or one form of it and the words after it with their
// boxes left empty ("I'll" in the box of 'I' of 'I will'). A try that shows a Vietnamese input method
// left on is reported as such and not judged.
import { formTypingState, matchesForm, spanForms, tokenForms, type Form } from './forms';
import { looksLikeVietnameseKeyboard } from './keyboard';
import { normalizeAnswer } from './squash';
import { homophonesOf } from './variants';

export { normalizeAnswer };

/** The other spellings a taught word may be heard as ('fair' of 'fare'), squashed as normalizeAnswer does. */
function heardAs(expected: string): Set<string> {
  return new Set(homophonesOf(expected).map(normalizeAnswer));
}

/** words[index] itself and every form of it alone (numbers in words or digits included). */
const formsOf = (words: readonly string[], index: number, alsoAccepted: readonly string[]): Form[] => [
  [words[index] ?? ''],
  ...tokenForms(words, index, alsoAccepted),
];

/** How the learner's answer to a word of word mode stands. */
export type WordVerdict =
  | { kind: 'correct' }
  /** Listening: the typed word sounds the same as the taught one ('fair' for 'fare'): right, with a note. */
  | { kind: 'homophone' }
  /** The typed text shows a Vietnamese input method left on ('ađress'): said so, and not counted as a try. */
  | { kind: 'keyboard' }
  | { kind: 'wrong' };

export interface WordAnswerOptions {
  /** 'listen': heard only, so a homophone is a fair answer; 'meaning': the meaning decides the spelling. */
  mode: 'listen' | 'meaning';
  alsoAccepted?: readonly string[];
}

export function judgeWord(input: string, expected: string, options: WordAnswerOptions): WordVerdict {
  if (matchesForm(input, formsOf([expected], 0, options.alsoAccepted ?? []))) return { kind: 'correct' };
  if (looksLikeVietnameseKeyboard(input, expected)) return { kind: 'keyboard' };
  if (options.mode === 'listen' && heardAs(expected).has(normalizeAnswer(input))) return { kind: 'homophone' };
  return { kind: 'wrong' };
}

/** Sentences split on single spaces, ignoring empty pieces. */
export function splitSentenceWords(sentence: string): string[] {
  return sentence.split(' ').filter((piece) => piece.length > 0);
}

export interface SentenceComparison {
  /** One entry per word of the sentence, in order. */
  wordResults: boolean[];
  /** True only when every word matches. */
  isCorrect: boolean;
}

export interface SentenceJudgement extends SentenceComparison {
  /** A wrong box shows a Vietnamese input method left on: the check is said so and not counted as a try. */
  keyboard: boolean;
}

const isBlank = (text: string) => text.trim() === '';

/**
 * How many words the text of box `index` answers: 1 when it is a form of its own word, the length of a span
 * when it is a form of its word and the next ones ("I'll" for 'I will') and their boxes are empty; 0 when
 * it answers nothing.
 */
function wordsAnswered(
  inputs: readonly string[],
  words: readonly string[],
  index: number,
  alsoAccepted: readonly string[],
) {
  const typed = inputs[index] ?? '';
  if (matchesForm(typed, formsOf(words, index, alsoAccepted))) return 1;
  // Boxes past the learner's inputs count as empty; the span's own words typed together ('40 million' for
  // '$40 million') are one of its forms too.
  const span = spanForms(words, index).find(
    (candidate) =>
      inputs.slice(index + 1, index + candidate.length).every(isBlank) &&
      matchesForm(typed, [words.slice(index, index + candidate.length), ...candidate.forms]),
  );
  return span?.length ?? 0;
}

/** Judges each word position; a missing input counts as an empty (wrong) answer. */
export function judgeSentence(
  inputs: readonly string[],
  sentence: string,
  alsoAccepted: readonly string[] = [],
): SentenceJudgement {
  const words = splitSentenceWords(sentence);
  const wordResults = words.map(() => false);
  for (let index = 0; index < words.length;) {
    const answered = wordsAnswered(inputs, words, index, alsoAccepted);
    for (let offset = 0; offset < answered; offset += 1) wordResults[index + offset] = true;
    index += Math.max(answered, 1);
  }
  const keyboard = words.some(
    (word, index) => !wordResults[index] && looksLikeVietnameseKeyboard(inputs[index] ?? '', word),
  );
  return { wordResults, isCorrect: wordResults.every(Boolean), keyboard };
}

/**
 * Where the text typed in box `index` stands, for the caret: 'partial' while it is the start of a form of
 * several words (the last one may be unfinished: 'two oh' of '208', 'I' of "I'll" as 'I will'), so a space
 * stays in the box; 'complete' when it is a whole form, covering `covers` words (2 for "I'll" typed in the box
 * of 'I' of 'I will': the caret then skips the next box); else 'none'. A form that a longer one continues
 * ('ten' of '10:00', which may go on as 'ten o'clock') is partial once a space follows it: if the next word
 * does not continue it, the box's words are spread over the boxes as any typed space is.
 */
export type BoxState = { kind: 'none' } | { kind: 'partial' } | { kind: 'complete'; covers: number };

export function boxState(
  typed: string,
  words: readonly string[],
  index: number,
  alsoAccepted: readonly string[] = [],
): BoxState {
  // The span's own words typed together complete it ('40 million' in the box of '$40'), but never keep a
  // space: 'I' of 'I will' must move on at its space, not wait for 'will'.
  const groups = [
    { covers: 1, forms: formsOf(words, index, alsoAccepted), own: [] as Form[] },
    ...spanForms(words, index).map((span) => ({
      covers: span.length,
      forms: span.forms,
      own: [words.slice(index, index + span.length)],
    })),
  ];
  const states = groups.map((group) => formTypingState(typed, group.forms));
  const partial = states.includes('partial');
  // A space after a whole form that a longer one continues keeps the box open, within a group (formTypingState)
  // and across groups alike.
  if (partial && /[\s\-‐–]$/.test(typed)) return { kind: 'partial' };
  const complete = groups.find((group, at) => states[at] === 'complete' || matchesForm(typed, group.own));
  if (complete) return { kind: 'complete', covers: complete.covers };
  return partial ? { kind: 'partial' } : { kind: 'none' };
}
