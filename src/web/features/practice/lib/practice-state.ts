// Per-session state of both practice screens (SPEC §3 "Per-session practice state", §4 "Practice items
// (both modes)"), as a pure reducer. Timers, sounds, focus and navigation stay in the screens: the
// reducer only records what they must do (`lastCheck`, `exit`), and takes the clock as `at` so the
// 500 ms guard can be tested.
import { TIMINGS } from '@shared/constants';
import { compareSentence, isWordCorrect, splitSentenceWords } from '@shared/practice/answer';
import type { PracticeKind } from '@/features/practice/hooks/use-completed-sets';

export type CheckResult = 'unchecked' | 'correct' | 'wrong';

/**
 * Where the learner goes after the last item. 'next-set' follows the set's `next` reference, i.e. the
 * home page's order (issue 4), rather than the spec's "position + 1": position + 1 can cross into another
 * topic's first set, and `next` says so explicitly. 'home' (the 'Finish' label) is '/' and is taken when
 * `next` is null, which is the spec's "otherwise go to /".
 */
export type PracticeExit = 'next-set' | 'home';

export interface PracticeState {
  kind: PracticeKind;
  /** Expected answer per item: the word, or the English sentence. */
  answers: readonly string[];
  /** Whether the set has a next set (home-page order); decides 'Next Set' versus 'Finish'. */
  hasNextSet: boolean;
  index: number;
  /** Word mode: one string per item (a one-slot array). Sentence mode: one string per word of the sentence. */
  inputs: string[][];
  results: CheckResult[];
  /** Sentence mode: per-word results of the last check of each item, null when not checked. */
  wordResults: (boolean[] | null)[];
  soundEnabled: boolean;
  showAnswer: boolean;
  modalOpen: boolean;
  /** SPEC §4: after a correct check, Enter/Next/Check are ignored until this time (ms). */
  guardUntil: number;
  /** Bumped on every check, so the screen plays the sound and selects the input once per check. */
  lastCheck: { seq: number; result: Exclude<CheckResult, 'unchecked'> } | null;
  /** Set once the learner leaves the set; the screen navigates. */
  exit: { to: PracticeExit; completed: boolean } | null;
}

export type PracticeAction =
  | { type: 'edit'; value: string; wordIndex?: number }
  | { type: 'check'; at: number }
  /** Enter outside the modal: check, or next once the item is correct (SPEC §2 footer). */
  | { type: 'enter'; at: number }
  /** The Next / Next Set / Finish button and the modal's big button (and Enter in the modal). */
  | { type: 'next'; at: number }
  | { type: 'previous' }
  | { type: 'fast-forward' }
  | { type: 'toggle-answer' }
  | { type: 'toggle-sound' }
  | { type: 'close-modal' };

export interface PracticeInit {
  kind: PracticeKind;
  answers: readonly string[];
  hasNextSet: boolean;
  soundEnabled?: boolean;
}

export function emptyInputFor(kind: PracticeKind, answer: string): string[] {
  return kind === 'vocabulary' ? [''] : splitSentenceWords(answer).map(() => '');
}

export function createPracticeState(init: PracticeInit): PracticeState {
  return {
    kind: init.kind,
    answers: init.answers,
    hasNextSet: init.hasNextSet,
    index: 0,
    inputs: init.answers.map((answer) => emptyInputFor(init.kind, answer)),
    results: init.answers.map(() => 'unchecked'),
    wordResults: init.answers.map(() => null),
    soundEnabled: init.soundEnabled ?? true,
    showAnswer: false,
    modalOpen: false,
    guardUntil: 0,
    lastCheck: null,
    exit: null,
  };
}

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  if (state.exit) return state;
  switch (action.type) {
    case 'edit':
      return edit(state, action.value, action.wordIndex ?? 0);
    case 'check':
      return action.at < state.guardUntil ? state : check(state, action.at);
    case 'enter':
      if (action.at < state.guardUntil) return state;
      return state.results[state.index] === 'correct' ? advance(state, true) : check(state, action.at);
    case 'next':
      if (action.at < state.guardUntil || state.results[state.index] !== 'correct') return state;
      return advance(state, true);
    case 'fast-forward':
      return advance(state, false);
    case 'previous':
      return previous(state);
    case 'toggle-answer':
      return { ...state, showAnswer: !state.showAnswer };
    case 'toggle-sound':
      return { ...state, soundEnabled: !state.soundEnabled };
    case 'close-modal':
      return { ...state, modalOpen: false };
  }
}

function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = list.slice();
  copy[index] = value;
  return copy;
}

function edit(state: PracticeState, value: string, wordIndex: number): PracticeState {
  const current = state.inputs[state.index];
  if (!current || wordIndex < 0 || wordIndex >= current.length) return state;
  const inputs = replaceAt(state.inputs, state.index, replaceAt(current, wordIndex, value));
  if (state.results[state.index] === 'unchecked') return { ...state, inputs };
  // SPEC §4: editing a checked item makes it unchecked again and hides the answer and the modal.
  return {
    ...state,
    inputs,
    results: replaceAt(state.results, state.index, 'unchecked'),
    wordResults: replaceAt(state.wordResults, state.index, null),
    showAnswer: false,
    modalOpen: false,
  };
}

export function canCheck(state: PracticeState): boolean {
  // SPEC §5: disabled in word mode while the input is empty, always enabled in sentence mode.
  if (state.kind === 'sentence') return true;
  return (state.inputs[state.index]?.[0] ?? '').length > 0;
}

function check(state: PracticeState, at: number): PracticeState {
  if (!canCheck(state)) return state;
  const index = state.index;
  const answer = state.answers[index] ?? '';
  const input = state.inputs[index] ?? [];
  let correct: boolean;
  let wordResults = state.wordResults;
  if (state.kind === 'vocabulary') {
    correct = isWordCorrect(input[0] ?? '', answer);
  } else {
    const comparison = compareSentence(input, answer);
    correct = comparison.isCorrect;
    wordResults = replaceAt(wordResults, index, comparison.wordResults);
  }
  const result = correct ? 'correct' : 'wrong';
  return {
    ...state,
    results: replaceAt(state.results, index, result),
    wordResults,
    // SPEC §4: a correct check shows the answer and the modal (both screens have one, SPEC §2); a wrong
    // check shows the answer in sentence mode only and leaves the word-mode answer as it was.
    showAnswer: correct || state.kind === 'sentence' ? true : state.showAnswer,
    modalOpen: correct,
    guardUntil: correct ? at + TIMINGS.correctCheckGuardMs : state.guardUntil,
    lastCheck: { seq: (state.lastCheck?.seq ?? 0) + 1, result },
  };
}

function advance(state: PracticeState, byNext: boolean): PracticeState {
  const nextIndex = state.index + 1;
  if (nextIndex >= state.answers.length) {
    return {
      ...state,
      modalOpen: false,
      // Finishing a set (Next on its last, correct item) marks it completed; fast forward only skips.
      exit: { to: state.hasNextSet ? 'next-set' : 'home', completed: byNext },
    };
  }
  return {
    ...state,
    index: nextIndex,
    // SPEC §4: the next item starts with an empty input and no result.
    inputs: replaceAt(state.inputs, nextIndex, emptyInputFor(state.kind, state.answers[nextIndex] ?? '')),
    results: replaceAt(state.results, nextIndex, 'unchecked'),
    wordResults: replaceAt(state.wordResults, nextIndex, null),
    showAnswer: false,
    modalOpen: false,
  };
}

function previous(state: PracticeState): PracticeState {
  if (state.index === 0) return state;
  const index = state.index - 1;
  return {
    ...state,
    index,
    // SPEC §4: in sentence mode the word results of the item returned to are cleared.
    wordResults: state.kind === 'sentence' ? replaceAt(state.wordResults, index, null) : state.wordResults,
    showAnswer: false,
    modalOpen: false,
  };
}

/** SPEC §4: the number of items currently marked correct. */
export function completedCount(state: PracticeState): number {
  return state.results.filter((result) => result === 'correct').length;
}

/** SPEC §4: round((index + 1) / length * 100). */
export function progressPercent(state: PracticeState): number {
  if (state.answers.length === 0) return 0;
  return Math.round(((state.index + 1) / state.answers.length) * 100);
}

export function isLastItem(state: PracticeState): boolean {
  return state.index >= state.answers.length - 1;
}

/** Label of the Next button (SPEC §2): 'Next Set' / 'Finish' on the last item, else 'Next'. */
export function nextLabel(state: PracticeState): 'Next' | 'Next Set' | 'Finish' {
  if (!isLastItem(state)) return 'Next';
  return state.hasNextSet ? 'Next Set' : 'Finish';
}
