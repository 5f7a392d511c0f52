export const VARIANT: Record<string, number>;
export const ARPABET: Record<string, string>;
export function wordArpabet(word: string): string | undefined;
export function phoneticTokens(entry: string): string[];
export function tokenPhonetic(token: string): string | undefined;
export function phrasalVerbStressIndex(entry: string): number;
export function entryPhonetic(entry: string, wordType?: string): string | undefined;
export function stressAgrees(ours: string, espeak: string): boolean;
export function ipaProblem(
  token: string,
  ipa: string,
  checked: Record<string, { ours: string; espeak: string }>,
  reviewed: Record<string, { ipa: string; note: string }>,
): string | undefined;
