// Answer comparison of both practice modes (docs/product-rules.md, Answer checking). A number in a sentence
// may be typed in digits or in words (numbers.ts): each box still holds one word of the sentence,
// and a number's box accepts its digits or one complete reading ('208': 'two oh eight').
import { matchesNumber } from './numbers';
import { normalizeAnswer } from './squash';

export { normalizeAnswer };

export function isWordCorrect(input: string, expected: string): boolean {
  return normalizeAnswer(input) === normalizeAnswer(expected);
}

/**
 * A word of a sentence: as isWordCorrect, and a number also in its other form (digits or words). `previous`
 * is the sentence's word before it, which a number may need ('May 3' → 'May third').
 */
export function isSentenceWordCorrect(input: string, expected: string, previous = ''): boolean {
  return isWordCorrect(input, expected) || matchesNumber(input, expected, previous);
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

/** Compares each word position separately; a missing input counts as an empty (wrong) answer. */
export function compareSentence(inputs: readonly string[], sentence: string): SentenceComparison {
  const words = splitSentenceWords(sentence);
  const wordResults = words.map((word, index) => isSentenceWordCorrect(inputs[index] ?? '', word, words[index - 1]));
  return { wordResults, isCorrect: wordResults.every(Boolean) };
}
