/** Converts one CMU pronunciation ("AO1 F IH0 S") to American IPA ("ˈɔːfɪs"). */
export function arpabetToIpa(arpabet: string, options?: { morphemeBreaks?: number[] }): string;

/** The phone index where a compound's second word starts ("passport" = pass + port: 3), if it is one. */
export function findMorphemeBreak(
  word: string,
  arpabet: string,
  lookUp: (word: string) => string | undefined,
): number | undefined;
