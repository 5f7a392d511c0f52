// The two ways of asking a vocabulary word: 'listen' plays it and the learner types what
// they hear (the word dictation); 'meaning' shows its Vietnamese meaning and word type, silently, and
// the learner types the English word. Everything else of the screen (checking, wrong tries, the answer after
// three wrong checks, skipping, the missed items again at the end, completion) is the same in both.
//
// The mode is in the address (`?mode=meaning`), so a link opens its mode, and the last choice is kept per
// device, so a set opened from the list (whose links carry no mode) continues in the mode last used.
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { DEFAULT_PRACTICE_MODE, PRACTICE_MODES } from '@shared/practice/record-constants';
import type { TPracticeMode } from '@shared/practice/record-contract';

export const PRACTICE_MODE_PARAM = 'mode';

/** The switch's labels: English like the rest of the practice screens. */
export function parsePracticeMode(raw: string | null | undefined): TPracticeMode | null {
  const value = raw?.trim().toLowerCase();
  return PRACTICE_MODES.find((mode) => mode === value) ?? null;
}

/** The address's mode when it names one (an unknown value is ignored), else the device's, else listening. */
export function resolvePracticeMode(params: URLSearchParams, storedChoice: string | null): TPracticeMode {
  return parsePracticeMode(params.get(PRACTICE_MODE_PARAM)) ?? parsePracticeMode(storedChoice) ?? DEFAULT_PRACTICE_MODE;
}

/** The same address with the mode set, every other parameter kept. */
export function searchWithMode(params: URLSearchParams, mode: TPracticeMode): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(PRACTICE_MODE_PARAM, mode);
  return next;
}

/**
 * A practice path (with its query) continued in `mode`: the next set after a meaning-mode set stays in the
 * meaning mode even when another tab changed this device's choice meanwhile. Listening needs no parameter.
 */
export function pathWithMode(path: string, mode: TPracticeMode): string {
  if (mode === DEFAULT_PRACTICE_MODE) return path;
  const [pathname = '', query = ''] = path.split('?');
  return `${pathname}?${searchWithMode(new URLSearchParams(query), mode).toString()}`;
}

/** Only the listening mode sounds the item: the meaning mode neither plays its clip nor speaks it. */
export function playsItemAudio(mode: TPracticeMode): boolean {
  return mode === 'listen';
}

export const storedPracticeModeKey = LOCAL_STORAGE_KEYS.wordPracticeMode;

/**
 * The meaning mode's hint under the meaning: the letters of each word of the answer ([7] for '7 letters',
 * [4, 3] for '2 words: 4 + 3 letters'). A meaning often fits several English words (cung cấp: provide,
 * supply); the length tells which one is asked without giving it away. Letters and digits count, as in the
 * answer comparison.
 */
export function letterCounts(word: string): number[] {
  return word
    .trim()
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}\p{N}]/gu, '').length)
    .filter((length) => length > 0);
}
