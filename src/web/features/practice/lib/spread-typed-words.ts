// Sentence boxes hold one word each (sentences are split on spaces), so a space never stays in a
// box: a space typed on a phone keyboard (which sends no usable keydown) or a pasted phrase puts each
// word in its own box, from the box being typed in onwards.

export interface SpreadWords {
  /** [box index, text] pairs to write, the first one being the box typed in. */
  edits: [number, string][];
  /** The box the caret goes to. */
  focusIndex: number;
}

export function spreadTypedWords(value: string, boxIndex: number, boxCount: number): SpreadWords {
  if (!/\s/.test(value)) return { edits: [[boxIndex, value]], focusIndex: boxIndex };
  const words = value.split(/\s+/).filter((word) => word !== '');
  const edits: [number, string][] = [[boxIndex, words[0] ?? '']];
  for (const [offset, word] of words.slice(1).entries()) {
    const index = boxIndex + offset + 1;
    if (index >= boxCount) break;
    edits.push([index, word]);
  }
  const lastWritten = edits[edits.length - 1]![0];
  // Text that ends with a space moves on to the next box, as the space key does.
  const focusIndex = /\s$/.test(value) ? lastWritten + 1 : lastWritten;
  return { edits, focusIndex: Math.min(focusIndex, boxCount - 1) };
}
