/** A word's input is 50px up to 3 characters, 70px up to 5, 90px up to 8, 110px up to 12, else 130px. */
export function sentenceInputWidth(word: string): number {
  const length = word.length;
  if (length <= 3) return 50;
  if (length <= 5) return 70;
  if (length <= 8) return 90;
  if (length <= 12) return 110;
  return 130;
}
