// Per-session state of both practice screens (docs/product-rules.md, Practice screens
// ), as a pure reducer. Timers, sounds, focus and navigation stay in the screens: the
// reducer only records what they must do (`lastCheck`, `ended`, `answered`), and takes the clock as `at`
// (epoch ms) so the 500 ms guard and the answer times can be tested.
//
// The learner's record adds and Earthworm's help:
// - each item answered in the pass is logged once in `answered` (right at the first try, right after
//   mistakes, right after the answer was shown, or skipped by fast forward), with its wrong checks and the
//   time from its first key to the right answer; the screen sends the log to the record;
// - the third wrong check of an item shows its answer (both modes; an answer shown before a right answer
//   makes it 'revealed');
// - items answered after mistakes or with the answer shown come back once at the end of the set, before
//   it finishes ('slots' beyond the set's length; `itemOf` maps a slot to its item).
import { TIMINGS } from '@shared/constants';
import { judgeSentence, judgeWord, splitSentenceWords } from '@shared/practice/answer';
import type { TAttemptResult, TItemKind, TPracticeMode } from '@shared/practice/record-contract';

export type PracticeKind = TItemKind;

export type CheckResult = 'unchecked' | 'correct' | 'wrong';

/**
 * Said next to the answer after a check: 'homophone', the learner heard the word right and typed the other
 * spelling ('fair' for 'fare'), which counts as right; 'keyboard', the text shows a Vietnamese input method
 * left on, and the check was not counted as a try.
 */
export type CheckNote = 'homophone' | 'keyboard';

/** Wrong checks of one item after which its answer is shown (as Earthworm does). */
export const WRONG_CHECKS_BEFORE_ANSWER = 3;

/** One answered item of the pass, for the learner's record. */
export interface AnsweredItem {
  /** Index of the item in the set (not the slot: a repeat answers the same item again). */
  item: number;
  result: TAttemptResult;
  wrongTries: number;
  /** From the first key to the right answer; 0 when skipped or never typed. */
  durationMs: number;
  /** Epoch ms. */
  at: number;
}

export interface PracticeState {
  kind: PracticeKind;
  /** 'listen' or 'meaning': a homophone is a fair answer only to what was heard. */
  mode: TPracticeMode;
  /** Per item of the set (not slot): the forms its content accepts besides the answer. */
  alsoAccepted: readonly (readonly string[])[];
  /** The note of the current slot's last check, cleared by an edit or a move. */
  note: CheckNote | null;
  /** Expected answer per slot: the word, or the English sentence. Slots past the set's items are repeats. */
  answers: readonly string[];
  /** The set's item shown in each slot. */
  itemOf: readonly number[];
  /** Items in the set (the first `itemCount` slots are the set in order). */
  itemCount: number;
  /** Whether the missed items were added again at the end (once per pass). */
  repeatsAdded: boolean;
  /** Per slot: wrong checks so far, whether the answer was shown before a right answer, first key time. */
  wrongChecks: number[];
  revealed: boolean[];
  firstKeyAt: (number | null)[];
  /** Per slot: how it was answered, once it was (right or skipped). */
  outcomes: (TAttemptResult | null)[];
  /** Every answered slot, in answer order (the screen sends new entries to the record). */
  answered: AnsweredItem[];
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
  /** After a correct check, Enter/Next/Check are ignored until this time (ms). */
  guardUntil: number;
  /** Bumped on every check, so the screen plays the sound and selects the input once per check. */
  lastCheck: { seq: number; result: Exclude<CheckResult, 'unchecked'> } | null;
  /**
   * True once the learner leaves the last item: the set's summary shows (its next step follows `next`, the
   * home page's order), or a review batch's `onFinish` runs.
   */
  ended: boolean;
}

export type PracticeAction =
  /** `at`: when the key was typed (the first key of an item starts its answer time). */
  | { type: 'edit'; value: string; wordIndex?: number; at?: number }
  | { type: 'check'; at: number }
  /** Enter outside the modal: check, or next once the item is correct. */
  | { type: 'enter'; at: number }
  /** The Next / Next Set / Finish button and the modal's big button (and Enter in the modal). */
  | { type: 'next'; at: number }
  | { type: 'previous' }
  | { type: 'fast-forward'; at?: number }
  | { type: 'toggle-answer' }
  | { type: 'toggle-sound' }
  | { type: 'close-modal' };

export interface PracticeInit {
  kind: PracticeKind;
  /** 'listen' when absent. */
  mode?: TPracticeMode;
  answers: readonly string[];
  /** Per item, the forms its content accepts besides the answer (none when absent). */
  alsoAccepted?: readonly (readonly string[])[];
  hasNextSet: boolean;
  soundEnabled?: boolean;
}

export function emptyInputFor(kind: PracticeKind, answer: string): string[] {
  return kind === 'vocabulary' ? [''] : splitSentenceWords(answer).map(() => '');
}

export function createPracticeState(init: PracticeInit): PracticeState {
  return {
    kind: init.kind,
    mode: init.mode ?? 'listen',
    alsoAccepted: init.alsoAccepted ?? [],
    note: null,
    answers: init.answers,
    hasNextSet: init.hasNextSet,
    itemOf: init.answers.map((_, index) => index),
    itemCount: init.answers.length,
    repeatsAdded: false,
    wrongChecks: init.answers.map(() => 0),
    revealed: init.answers.map(() => false),
    firstKeyAt: init.answers.map(() => null),
    outcomes: init.answers.map(() => null),
    answered: [],
    index: 0,
    inputs: init.answers.map((answer) => emptyInputFor(init.kind, answer)),
    results: init.answers.map(() => 'unchecked'),
    wordResults: init.answers.map(() => null),
    soundEnabled: init.soundEnabled ?? true,
    showAnswer: false,
    modalOpen: false,
    guardUntil: 0,
    lastCheck: null,
    ended: false,
  };
}

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  if (state.ended) return state;
  switch (action.type) {
    case 'edit':
      return edit(state, action.value, action.wordIndex ?? 0, action.at);
    case 'check':
      return action.at < state.guardUntil ? state : check(state, action.at);
    case 'enter':
      if (action.at < state.guardUntil) return state;
      return state.results[state.index] === 'correct' ? advance(state) : check(state, action.at);
    case 'next':
      if (action.at < state.guardUntil || state.results[state.index] !== 'correct') return state;
      return advance(state);
    case 'fast-forward':
      return advance(skip(state, action.at ?? 0));
    case 'previous':
      return previous(state);
    case 'toggle-answer':
      return {
        ...state,
        showAnswer: !state.showAnswer,
        // Seen before the item was answered: a right answer typed after it is a copy ('revealed').
        revealed:
          !state.showAnswer && state.outcomes[state.index] === null
            ? replaceAt(state.revealed, state.index, true)
            : state.revealed,
      };
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

function edit(state: PracticeState, value: string, wordIndex: number, at: number | undefined): PracticeState {
  const current = state.inputs[state.index];
  if (!current || wordIndex < 0 || wordIndex >= current.length) return state;
  const inputs = replaceAt(state.inputs, state.index, replaceAt(current, wordIndex, value));
  const firstKeyAt =
    at !== undefined && state.firstKeyAt[state.index] === null
      ? replaceAt(state.firstKeyAt, state.index, at)
      : state.firstKeyAt;
  if (state.results[state.index] === 'unchecked') return { ...state, inputs, firstKeyAt, note: null };
  // Editing a checked item makes it unchecked again and hides the answer and the modal.
  return {
    ...state,
    inputs,
    firstKeyAt,
    note: null,
    results: replaceAt(state.results, state.index, 'unchecked'),
    wordResults: replaceAt(state.wordResults, state.index, null),
    showAnswer: false,
    modalOpen: false,
  };
}

export function canCheck(state: PracticeState): boolean {
  // Disabled in word mode while the input is empty, always enabled in sentence mode.
  if (state.kind === 'sentence') return true;
  return (state.inputs[state.index]?.[0] ?? '').length > 0;
}

function check(state: PracticeState, at: number): PracticeState {
  if (!canCheck(state)) return state;
  const index = state.index;
  const answer = state.answers[index] ?? '';
  const input = state.inputs[index] ?? [];
  const alsoAccepted = state.alsoAccepted[state.itemOf[index] ?? index] ?? [];
  let correct: boolean;
  let note: CheckNote | null = null;
  let wordResults = state.wordResults;
  if (state.kind === 'vocabulary') {
    const verdict = judgeWord(input[0] ?? '', answer, { mode: state.mode, alsoAccepted });
    correct = verdict.kind === 'correct' || verdict.kind === 'homophone';
    if (verdict.kind === 'homophone' || verdict.kind === 'keyboard') note = verdict.kind;
  } else {
    const judgement = judgeSentence(input, answer, alsoAccepted);
    correct = judgement.isCorrect;
    if (judgement.keyboard) note = 'keyboard';
    wordResults = replaceAt(wordResults, index, judgement.wordResults);
  }
  // A Vietnamese keyboard left on is not the learner's mistake: the try is not counted, no sound plays.
  if (note === 'keyboard') return { ...state, note };
  const result = correct ? 'correct' : 'wrong';
  const unanswered = state.outcomes[index] === null;
  const wrongChecks = !correct && unanswered ? (state.wrongChecks[index] ?? 0) + 1 : (state.wrongChecks[index] ?? 0);
  // As in Earthworm, the third wrong check shows the answer, in both modes. This replaces the original
  // "in sentence mode a wrong check also shows the answer": shown at once, every sentence would be copied
  // after one try (docs/decisions.md). The per-word results still show after every check.
  const reveals = !correct && unanswered && wrongChecks >= WRONG_CHECKS_BEFORE_ANSWER;
  const revealed = reveals ? replaceAt(state.revealed, index, true) : state.revealed;
  let answered = state.answered;
  let outcomes = state.outcomes;
  if (correct && unanswered) {
    const outcome: TAttemptResult = revealed[index] ? 'revealed' : wrongChecks > 0 ? 'after-mistakes' : 'first-try';
    const firstKey = state.firstKeyAt[index];
    outcomes = replaceAt(outcomes, index, outcome);
    answered = [
      ...answered,
      {
        item: state.itemOf[index] ?? index,
        result: outcome,
        wrongTries: wrongChecks,
        durationMs: firstKey === null || firstKey === undefined ? 0 : Math.max(0, Math.round(at - firstKey)),
        at,
      },
    ];
  }
  return {
    ...state,
    results: replaceAt(state.results, index, result),
    wordResults,
    note,
    wrongChecks: replaceAt(state.wrongChecks, index, wrongChecks),
    revealed,
    outcomes,
    answered,
    // A correct check shows the answer and the modal (both screens have one).
    showAnswer: correct || reveals ? true : state.showAnswer,
    modalOpen: correct,
    guardUntil: correct ? at + TIMINGS.correctCheckGuardMs : state.guardUntil,
    lastCheck: { seq: (state.lastCheck?.seq ?? 0) + 1, result },
  };
}

/** Fast forward leaves an unanswered item: it is logged as skipped. */
function skip(state: PracticeState, at: number): PracticeState {
  const index = state.index;
  if (state.outcomes[index] !== null) return state;
  return {
    ...state,
    outcomes: replaceAt(state.outcomes, index, 'skipped'),
    answered: [
      ...state.answered,
      {
        item: state.itemOf[index] ?? index,
        result: 'skipped',
        wrongTries: state.wrongChecks[index] ?? 0,
        durationMs: 0,
        at,
      },
    ],
  };
}

const isMissed = (outcome: TAttemptResult | null) => outcome === 'after-mistakes' || outcome === 'revealed';

/**
 * The set's slots answered after mistakes or with the answer shown, which come back once at the end.
 * Skipped items do not: fast forward is the learner's own choice to leave them.
 */
function missedSlots(state: PracticeState): number[] {
  if (state.repeatsAdded) return [];
  const slots: number[] = [];
  for (let slot = 0; slot < state.itemCount; slot += 1) if (isMissed(state.outcomes[slot] ?? null)) slots.push(slot);
  return slots;
}

function withRepeats(state: PracticeState): PracticeState {
  const slots = missedSlots(state);
  if (slots.length === 0) return state;
  const pick = <T>(list: readonly T[]) => slots.map((slot) => list[slot]!);
  return {
    ...state,
    repeatsAdded: true,
    answers: [...state.answers, ...pick(state.answers)],
    itemOf: [...state.itemOf, ...pick(state.itemOf)],
    inputs: [...state.inputs, ...slots.map((slot) => emptyInputFor(state.kind, state.answers[slot] ?? ''))],
    results: [...state.results, ...slots.map(() => 'unchecked' as const)],
    wordResults: [...state.wordResults, ...slots.map(() => null)],
    wrongChecks: [...state.wrongChecks, ...slots.map(() => 0)],
    revealed: [...state.revealed, ...slots.map(() => false)],
    firstKeyAt: [...state.firstKeyAt, ...slots.map(() => null)],
    outcomes: [...state.outcomes, ...slots.map(() => null)],
  };
}

function advance(current: PracticeState): PracticeState {
  const nextIndex = current.index + 1;
  const state = nextIndex >= current.answers.length ? withRepeats(current) : current;
  if (nextIndex >= state.answers.length) {
    return { ...state, modalOpen: false, ended: true };
  }
  return {
    ...state,
    index: nextIndex,
    // The next item starts with an empty input and no result.
    inputs: replaceAt(state.inputs, nextIndex, emptyInputFor(state.kind, state.answers[nextIndex] ?? '')),
    results: replaceAt(state.results, nextIndex, 'unchecked'),
    wordResults: replaceAt(state.wordResults, nextIndex, null),
    note: null,
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
    // In sentence mode the word results of the item returned to are cleared.
    wordResults: state.kind === 'sentence' ? replaceAt(state.wordResults, index, null) : state.wordResults,
    note: null,
    showAnswer: false,
    modalOpen: false,
  };
}

/** The number of items currently marked correct. */
export function completedCount(state: PracticeState): number {
  return state.results.filter((result) => result === 'correct').length;
}

/** Round((index + 1) / length * 100). */
export function progressPercent(state: PracticeState): number {
  if (state.answers.length === 0) return 0;
  return Math.round(((state.index + 1) / state.answers.length) * 100);
}

/** The last slot, with no missed item left to come back. */
export function isLastItem(state: PracticeState): boolean {
  return state.index >= state.answers.length - 1 && missedSlots(state).length === 0;
}

/** The current slot repeats an item missed earlier in the set (missed items come back once at the end). */
export function isRepeat(state: PracticeState): boolean {
  return state.index >= state.itemCount;
}

/** Where the Next button goes: the next set or the finish on the last item, else the next item. */
export type NextStep = 'next' | 'next-set' | 'finish';

export function nextStep(state: PracticeState): NextStep {
  if (!isLastItem(state)) return 'next';
  return state.hasNextSet ? 'next-set' : 'finish';
}
