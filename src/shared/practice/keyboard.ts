// A learner who forgot to switch off the Vietnamese input method types English with its artefacts: Telex
// turns 'dd' into 'đ', 'ee' into 'ê', 'w' into 'ư' and a following s/f/r/x/j into a tone mark ('ađress',
// 'mêting', 'ưindow'); VNI does the same from digits ('d9' → 'đ', 'a1' → 'á', 'o7' → 'ơ'). Both leave
// the same letters, so one check catches either, and the screen can say "switch your keyboard to English".

// The marks Vietnamese puts on vowels, decomposed (NFD): five tones, and the circumflex, breve and horn
// of â ê ô ă ơ ư. Written as code points: the letters themselves are kept out of the code, where every
// Vietnamese text is interface text.
const VIETNAMESE_MARKS = new Set(
  [
    0x0300, // grave
    0x0301, // acute
    0x0303, // tilde
    0x0309, // hook above
    0x0323, // dot below
    0x0302, // circumflex
    0x0306, // breve
    0x031b, // horn
  ].map((codePoint) => String.fromCodePoint(codePoint)),
);
/** d with stroke, which has no decomposition. */
const D_WITH_STROKE = String.fromCodePoint(0x0111);
const VOWELS = new Set([...'aeiouy']);

/**
 * The Vietnamese letters of `text`, each as its composed lower-case letter ('Mêting' → ê; 'ađress' → đ): đ,
 * and any vowel carrying one of Vietnamese's marks.
 */
function vietnameseLetters(text: string): Set<string> {
  const letters = new Set<string>();
  const decomposed = text.normalize('NFD').toLowerCase();
  for (const cluster of decomposed.match(/\p{L}\p{M}*/gu) ?? []) {
    const base = cluster.charAt(0);
    if (base === D_WITH_STROKE) letters.add(base);
    else if (VOWELS.has(base) && [...cluster.slice(1)].some((mark) => VIETNAMESE_MARKS.has(mark))) {
      letters.add(cluster.normalize('NFC'));
    }
  }
  return letters;
}

/**
 * Whether `input` shows letters of a Vietnamese input method that the expected English answer does not
 * have: 'ađress' for 'address', 'ưindow' for 'window', 'mêting' for 'meeting', 'wíndow'. False when the
 * answer has that letter itself ('café', 'résumé') and for a wrong answer in plain letters. The screens ask
 * it about wrong answers only: an accepted answer with an accent ('résumé' for 'resume') needs no hint.
 */
export function looksLikeVietnameseKeyboard(input: string, expected: string): boolean {
  const expectedLetters = vietnameseLetters(expected);
  return [...vietnameseLetters(input)].some((letter) => !expectedLetters.has(letter));
}
