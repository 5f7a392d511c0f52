interface Range {
  min: number;
  max: number;
}
export const BUNDLED_RULES: {
  lineWords: Range;
  minLinesPerPart: number;
  part2: { minPairs: number; minTagQuestions: number };
  part3: { minExchanges: number; lines: Range; words: Range };
  part4: { minExchanges: number; lines: Range; words: Range };
  setLines: Range;
};
export function isTagQuestion(sentence: string): boolean;
export function wordCount(sentence: string): number;
export interface PartStats {
  lines: number;
  exchanges: number;
  turns: Record<string, number>;
  threeSpeakers: number;
  tagQuestions: number;
}
export function checkSentences(rows: object[]): {
  problems: string[];
  stats: Record<'part1' | 'part2' | 'part3' | 'part4', PartStats>;
};
