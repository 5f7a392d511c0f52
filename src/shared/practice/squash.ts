// The one comparison key of every answer check: what is left of a text once case, spaces and punctuation
// are ignored. Words, number readings and the other accepted forms are all compared through it.

// "Non-word characters" read with Unicode in mind: a learner typing "café" or "naïve" must not lose
// letters, which an ASCII-only \W would strip.
const NON_WORD_CHARACTERS = /[^\p{L}\p{Nd}_]/gu;

/**
 * Trim, Unicode-normalise (NFC), drop everything that is not a letter, digit or underscore, lower-case.
 * Lower-casing happens before the removal because a few capitals lower-case into a letter plus a
 * combining mark ("İ" → "i̇"); removing afterwards keeps the result free of marks, so normalising
 * twice gives the same text.
 */
export function normalizeAnswer(text: string): string {
  return text.trim().normalize('NFC').toLowerCase().replace(NON_WORD_CHARACTERS, '').normalize('NFC');
}
