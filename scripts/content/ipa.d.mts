/** Converts one CMU pronunciation ("AO1 F IH0 S") to American IPA ("ˈɔːfɪs"). */
export function arpabetToIpa(arpabet: string, options?: { morphemeBreaks?: number[] }): string;

/** The phone index where a compound's second word starts ("passport" = pass + port: 3), if it is one. */
export function findMorphemeBreak(
  word: string,
  arpabet: string,
  lookUp: (word: string) => string | undefined,
): number | undefined;

/** Removes CMU's secondary stress from an in-/im-/en-/em- prefix that stands right before the main stress. */
export function demoteUnstressedPrefix(word: string, arpabet: string): string;

/** Writes the unstressed vowel of -ed (after t, d) and -es (after a sibilant) as IH0. */
export function regularizeEndings(word: string, arpabet: string): string;

/** The 0-based syllable carrying the last primary stress mark of one word's IPA (0 when unmarked). */
export function primaryStressSyllable(ipa: string): number;

/** How many vowel nuclei (syllables) an IPA string has. */
export function countNuclei(ipa: string): number;

/** Writes an unstressed re-/de-/pre-/be-/e- vowel as IH0 (or a re- meaning 'again' as IY2) and pro- as AH0. */
export function regularizePrefix(word: string, arpabet: string, options?: { again?: boolean }): string;
