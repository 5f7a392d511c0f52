import { describe, expect, it } from 'vitest';
import {
  canCheck,
  completedCount,
  createPracticeState,
  isLastItem,
  isRepeat,
  nextStep,
  practiceReducer,
  progressPercent,
  type PracticeAction,
  type PracticeState,
  WRONG_CHECKS_BEFORE_ANSWER,
} from './practice-state';

const WORDS = ['abide', 'Contract', "o'clock"];
const SENTENCES = ['The meeting starts at nine.', 'Please sign  the form.'];

const words = (hasNextSet = true) => createPracticeState({ kind: 'vocabulary', answers: WORDS, hasNextSet });
const sentences = (hasNextSet = true) => createPracticeState({ kind: 'sentence', answers: SENTENCES, hasNextSet });

function run(state: PracticeState, ...actions: PracticeAction[]): PracticeState {
  return actions.reduce(practiceReducer, state);
}

/** Types and checks the current word, at time `at`. */
const answer = (value: string, at = 0): PracticeAction[] => [
  { type: 'edit', value },
  { type: 'check', at },
];

describe('creation', () => {
  it('starts on the first item, nothing checked, sound on, nothing shown', () => {
    const state = words();
    expect(state.index).toBe(0);
    expect(state.inputs).toEqual([[''], [''], ['']]);
    expect(state.results).toEqual(['unchecked', 'unchecked', 'unchecked']);
    expect(state.soundEnabled).toBe(true);
    expect(state.showAnswer).toBe(false);
    expect(state.modalOpen).toBe(false);
    expect(state.ended).toBe(false);
    expect(completedCount(state)).toBe(0);
  });

  it('gives a sentence one input per word, splitting on single spaces and skipping empty pieces', () => {
    const state = sentences();
    expect(state.inputs).toEqual([
      ['', '', '', '', ''],
      ['', '', '', ''],
    ]);
    expect(state.wordResults).toEqual([null, null]);
  });
});

describe('word mode check', () => {
  it('is not possible while the input is empty', () => {
    const state = words();
    expect(canCheck(state)).toBe(false);
    expect(run(state, { type: 'check', at: 0 })).toBe(state);
    expect(canCheck(run(state, { type: 'edit', value: 'a' }))).toBe(true);
  });

  it('accepts the answer in any case and with punctuation removed', () => {
    const state = run(words(), ...answer('  ABIDE! '));
    expect(state.results[0]).toBe('correct');
    expect(run(words(), { type: 'edit', value: 'x' }, { type: 'check', at: 0 }).results[0]).toBe('wrong');
  });

  it('on a correct answer shows the answer and the modal and records the check', () => {
    const state = run(words(), ...answer('abide', 1000));
    expect(state.showAnswer).toBe(true);
    expect(state.modalOpen).toBe(true);
    expect(state.lastCheck).toEqual({ seq: 1, result: 'correct' });
    expect(completedCount(state)).toBe(1);
  });

  it('on a wrong answer records the check and keeps the answer and the modal hidden', () => {
    const state = run(words(), ...answer('abode'));
    expect(state.results[0]).toBe('wrong');
    expect(state.showAnswer).toBe(false);
    expect(state.modalOpen).toBe(false);
    expect(state.lastCheck).toEqual({ seq: 1, result: 'wrong' });
    const again = run(state, { type: 'check', at: 10 });
    expect(again.lastCheck).toEqual({ seq: 2, result: 'wrong' });
  });

  // The bundled vocabulary has phrases ('fill out', 'on behalf of'): one input that keeps its spaces,
  // compared by the answer rules (spaces are non-word characters, so spacing never makes an answer wrong).
  it('takes a phrase in the one input, spaces and all', () => {
    const phrases = () =>
      createPracticeState({ kind: 'vocabulary', answers: ['fill out', 'on behalf of'], hasNextSet: false });
    expect(phrases().inputs).toEqual([[''], ['']]);
    const typed = run(phrases(), { type: 'edit', value: 'fill ' });
    expect(typed.inputs[0]).toEqual(['fill ']);
    expect(run(typed, { type: 'edit', value: 'fill out' }, { type: 'check', at: 0 }).results[0]).toBe('correct');
    expect(run(phrases(), ...answer('Fill  Out.')).results[0]).toBe('correct');
    expect(run(phrases(), ...answer('fill up')).results[0]).toBe('wrong');
    expect(canCheck(run(phrases(), { type: 'edit', value: ' ' }))).toBe(true);
    expect(run(phrases(), ...answer(' ')).results[0]).toBe('wrong');
  });

  it('keeps the answer shown by the lightbulb after a wrong check', () => {
    const state = run(words(), { type: 'toggle-answer' }, ...answer('abode'));
    expect(state.showAnswer).toBe(true);
  });
});

describe('editing a checked item', () => {
  it('makes it unchecked and hides the answer and the modal', () => {
    const checked = run(words(), ...answer('abide'));
    const edited = run(checked, { type: 'edit', value: 'abid' });
    expect(edited.results[0]).toBe('unchecked');
    expect(edited.showAnswer).toBe(false);
    expect(edited.modalOpen).toBe(false);
    expect(edited.inputs[0]).toEqual(['abid']);
    expect(completedCount(edited)).toBe(0);
  });

  it('leaves an answer shown by the lightbulb while the item is unchecked', () => {
    const state = run(words(), { type: 'toggle-answer' }, { type: 'edit', value: 'ab' });
    expect(state.showAnswer).toBe(true);
  });

  it('clears the per-word results of a sentence', () => {
    const checked = run(sentences(), { type: 'edit', value: 'The', wordIndex: 0 }, { type: 'check', at: 0 });
    expect(checked.wordResults[0]).toEqual([true, false, false, false, false]);
    const edited = run(checked, { type: 'edit', value: 'meeting', wordIndex: 1 });
    expect(edited.wordResults[0]).toBeNull();
    expect(edited.results[0]).toBe('unchecked');
    expect(edited.inputs[0]).toEqual(['The', 'meeting', '', '', '']);
  });

  it('ignores a word index outside the sentence', () => {
    const state = sentences();
    expect(run(state, { type: 'edit', value: 'x', wordIndex: 9 })).toBe(state);
  });
});

describe('the 500 ms guard after a correct check', () => {
  it('ignores Enter, Next and Check until 500 ms have passed', () => {
    const checked = run(words(), ...answer('abide', 1000));
    expect(run(checked, { type: 'enter', at: 1499 })).toBe(checked);
    expect(run(checked, { type: 'next', at: 1200 })).toBe(checked);
    expect(run(checked, { type: 'check', at: 1499 })).toBe(checked);
    expect(run(checked, { type: 'enter', at: 1500 }).index).toBe(1);
  });

  it('does not apply after a wrong check', () => {
    const wrong = run(words(), ...answer('abode', 1000));
    const corrected = run(wrong, { type: 'edit', value: 'abide' }, { type: 'enter', at: 1001 });
    expect(corrected.results[0]).toBe('correct');
  });
});

describe('Enter', () => {
  it('checks an unchecked or wrong item and goes to the next item once correct', () => {
    let state = run(words(), { type: 'edit', value: 'abide' }, { type: 'enter', at: 0 });
    expect(state.results[0]).toBe('correct');
    expect(state.index).toBe(0);
    state = run(state, { type: 'enter', at: 600 });
    expect(state.index).toBe(1);
  });

  it('does nothing on an empty word', () => {
    const state = words();
    expect(run(state, { type: 'enter', at: 0 })).toBe(state);
  });
});

describe('Next', () => {
  it('needs a correct item', () => {
    const state = run(words(), ...answer('abode'));
    expect(run(state, { type: 'next', at: 10_000 })).toBe(state);
  });

  it('advances and clears the input and result of the next item', () => {
    let state = run(words(), ...answer('abide'), { type: 'next', at: 600 }, ...answer('contract', 700));
    state = run(state, { type: 'previous' });
    expect(state.index).toBe(0);
    expect(state.results).toEqual(['correct', 'correct', 'unchecked']);
    state = run(state, { type: 'next', at: 2000 });
    expect(state.index).toBe(1);
    expect(state.inputs[1]).toEqual(['']);
    expect(state.results[1]).toBe('unchecked');
    expect(state.showAnswer).toBe(false);
    expect(state.modalOpen).toBe(false);
    expect(completedCount(state)).toBe(1);
  });

  it('on the last item leaves for the next set', () => {
    const state = run(
      words(true),
      ...answer('abide', 0),
      { type: 'next', at: 1000 },
      ...answer('contract', 2000),
      { type: 'next', at: 3000 },
      ...answer('oclock', 4000),
    );
    expect(nextStep(state)).toBe('next-set');
    const left = run(state, { type: 'next', at: 5000 });
    expect(left.ended).toBe(true);
    expect(left.modalOpen).toBe(false);
  });

  it("on the last item of the last set goes home ('Finish')", () => {
    const state = run(words(false), { type: 'fast-forward' }, { type: 'fast-forward' }, ...answer("o'clock"));
    expect(nextStep(state)).toBe('finish');
    expect(run(state, { type: 'enter', at: 1000 }).ended).toBe(true);
  });

  it('is frozen once the learner has left the set', () => {
    const left = run(sentences(false), { type: 'fast-forward' }, { type: 'fast-forward' });
    expect(left.ended).toBe(true);
    expect(run(left, { type: 'previous' })).toBe(left);
    expect(run(left, { type: 'edit', value: 'x' })).toBe(left);
  });
});

describe('fast forward', () => {
  it('skips to the next item without checking', () => {
    const state = run(words(), { type: 'edit', value: 'wrong' }, { type: 'fast-forward' });
    expect(state.index).toBe(1);
    expect(state.results[0]).toBe('unchecked');
  });

  it('from the last item leaves the set; skipped items do not come back', () => {
    const state = run(words(true), { type: 'fast-forward' }, { type: 'fast-forward' }, { type: 'fast-forward' });
    expect(state.ended).toBe(true);
    expect(state.answered.map((entry) => entry.result)).toEqual(['skipped', 'skipped', 'skipped']);
  });
});

describe('Previous', () => {
  it('never goes below the first item', () => {
    const state = words();
    expect(run(state, { type: 'previous' })).toBe(state);
  });

  it('in word mode keeps the input and result of the item returned to', () => {
    const state = run(words(), ...answer('abide'), { type: 'next', at: 600 }, { type: 'previous' });
    expect(state.index).toBe(0);
    expect(state.inputs[0]).toEqual(['abide']);
    expect(state.results[0]).toBe('correct');
    expect(state.showAnswer).toBe(false);
    expect(state.modalOpen).toBe(false);
  });

  it('in sentence mode clears the word results of the item returned to', () => {
    const typed = ['The', 'meeting', 'starts', 'at', 'nine'].map((value, wordIndex): PracticeAction => ({
      type: 'edit',
      value,
      wordIndex,
    }));
    let state = run(sentences(), ...typed, { type: 'check', at: 0 });
    expect(state.wordResults[0]).toEqual([true, true, true, true, true]);
    state = run(state, { type: 'next', at: 600 }, { type: 'previous' });
    expect(state.wordResults[0]).toBeNull();
    expect(state.inputs[0]).toEqual(['The', 'meeting', 'starts', 'at', 'nine']);
  });
});

describe('sentence mode check', () => {
  it('is always possible, even with every input empty', () => {
    const state = sentences();
    expect(canCheck(state)).toBe(true);
    const checked = run(state, { type: 'check', at: 0 });
    expect(checked.results[0]).toBe('wrong');
  });

  it('on a wrong sentence gives per-word results, without the modal or (before the third) the answer', () => {
    const typed = ['the', 'meting', 'starts', 'at', 'nine!'].map((value, wordIndex): PracticeAction => ({
      type: 'edit',
      value,
      wordIndex,
    }));
    const state = run(sentences(), ...typed, { type: 'check', at: 0 });
    expect(state.results[0]).toBe('wrong');
    expect(state.wordResults[0]).toEqual([true, false, true, true, true]);
    expect(state.showAnswer).toBe(false);
    expect(state.modalOpen).toBe(false);
    expect(state.lastCheck?.result).toBe('wrong');
  });

  it('on a correct sentence opens the modal', () => {
    const typed = ['Please', 'sign', 'the', 'form'].map((value, wordIndex): PracticeAction => ({
      type: 'edit',
      value,
      wordIndex,
    }));
    const state = run(sentences(), { type: 'fast-forward' }, ...typed, { type: 'enter', at: 0 });
    expect(state.results[1]).toBe('correct');
    expect(state.modalOpen).toBe(true);
    expect(nextStep(state)).toBe('next-set');
  });
});

describe('toggles and the modal', () => {
  it('toggles the answer and the sound', () => {
    let state = run(words(), { type: 'toggle-answer' }, { type: 'toggle-sound' });
    expect(state.showAnswer).toBe(true);
    expect(state.soundEnabled).toBe(false);
    state = run(state, { type: 'toggle-answer' }, { type: 'toggle-sound' });
    expect(state.showAnswer).toBe(false);
    expect(state.soundEnabled).toBe(true);
  });

  it('closing the modal keeps the item correct and the answer shown', () => {
    const state = run(words(), ...answer('abide'), { type: 'close-modal' });
    expect(state.modalOpen).toBe(false);
    expect(state.results[0]).toBe('correct');
    expect(state.showAnswer).toBe(true);
  });

  it('can start with the sound off', () => {
    expect(
      createPracticeState({ kind: 'vocabulary', answers: WORDS, hasNextSet: false, soundEnabled: false }).soundEnabled,
    ).toBe(false);
  });
});

describe('progress', () => {
  it('is round((index + 1) / length * 100)', () => {
    let state = words();
    expect(progressPercent(state)).toBe(33);
    state = run(state, { type: 'fast-forward' });
    expect(progressPercent(state)).toBe(67);
    state = run(state, { type: 'fast-forward' });
    expect(progressPercent(state)).toBe(100);
    expect(isLastItem(state)).toBe(true);
  });

  it('is 0 for an empty set', () => {
    expect(progressPercent(createPracticeState({ kind: 'vocabulary', answers: [], hasNextSet: false }))).toBe(0);
  });

  it('labels Next on every item but the last', () => {
    expect(nextStep(words())).toBe('next');
  });
});

describe('the answered items for the learner record', () => {
  it('logs right at the first try with the time from the first key to the right answer', () => {
    const state = run(
      words(),
      { type: 'edit', value: 'a', at: 1000 },
      { type: 'edit', value: 'abide', at: 1800 },
      { type: 'check', at: 2500 },
    );
    expect(state.answered).toEqual([{ item: 0, result: 'first-try', wrongTries: 0, durationMs: 1500, at: 2500 }]);
  });

  it('logs right after mistakes with the number of wrong checks, once per item', () => {
    let state = run(
      words(),
      { type: 'edit', value: 'abode', at: 100 },
      { type: 'check', at: 200 },
      { type: 'edit', value: 'abide', at: 300 },
      { type: 'check', at: 400 },
    );
    expect(state.answered).toEqual([{ item: 0, result: 'after-mistakes', wrongTries: 1, durationMs: 300, at: 400 }]);
    // Checking the right answer again, or coming back to it, logs nothing more.
    state = run(state, { type: 'edit', value: 'abide!', at: 500 }, { type: 'check', at: 600 });
    expect(state.answered).toHaveLength(1);
  });

  it('the third wrong check shows the answer, and the right answer after it is revealed', () => {
    let state = words();
    for (let check = 1; check <= 2; check += 1) {
      state = run(
        state,
        { type: 'edit', value: `x${check}`, at: check * 100 },
        { type: 'check', at: check * 100 + 50 },
      );
      expect(state.showAnswer).toBe(false);
    }
    state = run(state, { type: 'edit', value: 'x3', at: 300 }, { type: 'check', at: 350 });
    expect(state.showAnswer).toBe(true);
    state = run(state, { type: 'edit', value: 'abide', at: 400 }, { type: 'check', at: 450 });
    expect(state.answered).toEqual([{ item: 0, result: 'revealed', wrongTries: 3, durationMs: 350, at: 450 }]);
  });

  it('the third wrong check shows a sentence too', () => {
    let state = sentences();
    for (let check = 0; check < WRONG_CHECKS_BEFORE_ANSWER; check += 1)
      state = run(state, { type: 'check', at: check });
    expect(state.showAnswer).toBe(true);
  });

  it('an answer shown with the lightbulb before the right answer makes it revealed', () => {
    const state = run(words(), { type: 'toggle-answer' }, ...answer('abide', 10));
    expect(state.answered[0]).toMatchObject({ result: 'revealed', wrongTries: 0 });
    // After the right answer, the lightbulb changes nothing.
    const after = run(words(), ...answer('abide', 10), { type: 'toggle-answer' }, { type: 'toggle-answer' });
    expect(after.answered[0]?.result).toBe('first-try');
  });

  it('fast forward logs the item as skipped with its wrong checks', () => {
    const state = run(
      words(),
      { type: 'edit', value: 'abode', at: 5 },
      { type: 'check', at: 10 },
      { type: 'fast-forward', at: 20 },
    );
    expect(state.answered).toEqual([{ item: 0, result: 'skipped', wrongTries: 1, durationMs: 0, at: 20 }]);
  });
});

describe('missed items come back once at the end of the set', () => {
  it('repeats the items answered after mistakes or revealed, then leaves', () => {
    let state = run(
      words(true),
      ...answer('abode', 0),
      ...answer('abide', 100),
      { type: 'next', at: 1000 },
      { type: 'fast-forward', at: 1100 },
      { type: 'toggle-answer' },
      ...answer("o'clock", 1200),
    );
    // Items 1 (after mistakes) and 3 (revealed) are still to come back: no 'Next Set' yet.
    expect(isLastItem(state)).toBe(false);
    expect(nextStep(state)).toBe('next');
    state = run(state, { type: 'next', at: 2000 });
    expect(state.ended).toBe(false);
    expect(state.index).toBe(3);
    expect(isRepeat(state)).toBe(true);
    expect(state.answers.slice(3)).toEqual(['abide', "o'clock"]);
    expect(state.itemOf).toEqual([0, 1, 2, 0, 2]);
    expect(state.inputs[3]).toEqual(['']);
    expect(state.showAnswer).toBe(false);

    state = run(state, ...answer('abide', 3000), { type: 'next', at: 4000 });
    expect(state.index).toBe(4);
    expect(isLastItem(state)).toBe(true);
    state = run(state, ...answer('oclock', 5000));
    expect(nextStep(state)).toBe('next-set');
    state = run(state, { type: 'next', at: 6000 });
    expect(state.ended).toBe(true);
    expect(state.answered.map((entry) => [entry.item, entry.result])).toEqual([
      [0, 'after-mistakes'],
      [1, 'skipped'],
      [2, 'revealed'],
      [0, 'first-try'],
      [2, 'first-try'],
    ]);
  });

  it('a miss in the repeat does not bring the item back a second time', () => {
    let state = run(words(false), ...answer('abode', 0), ...answer('abide', 10), { type: 'next', at: 1000 });
    state = run(state, ...answer('contract', 1100), { type: 'next', at: 2000 }, ...answer("o'clock", 2100));
    state = run(state, { type: 'next', at: 3000 });
    expect(isRepeat(state)).toBe(true);
    state = run(state, ...answer('abode', 3100), ...answer('abide', 3200));
    expect(nextStep(state)).toBe('finish');
    expect(run(state, { type: 'next', at: 4000 }).ended).toBe(true);
  });
});

describe('answers judged as a teacher would', () => {
  const heard = (mode: 'listen' | 'meaning' = 'listen') =>
    createPracticeState({ kind: 'vocabulary', mode, answers: ['fare', 'address'], hasNextSet: true });

  it('accepts a homophone of a heard word as right at the first try, with a note', () => {
    const state = run(heard(), ...answer('fair'));
    expect(state.results[0]).toBe('correct');
    expect(state.note).toBe('homophone');
    expect(state.answered).toEqual([expect.objectContaining({ item: 0, result: 'first-try', wrongTries: 0 })]);
  });

  it('does not accept a homophone when the meaning was shown', () => {
    const state = run(heard('meaning'), ...answer('fair'));
    expect(state.results[0]).toBe('wrong');
    expect(state.note).toBeNull();
  });

  it('does not count a try typed with a Vietnamese keyboard left on, and says so until the next edit', () => {
    const state = run(heard(), { type: 'next', at: 0 }, ...answer('fare', 0), { type: 'next', at: 10_000 });
    const keyboard = run(state, ...answer('ađress', 20_000));
    expect(keyboard.note).toBe('keyboard');
    expect(keyboard.results[1]).toBe('unchecked');
    expect(keyboard.wrongChecks[1]).toBe(0);
    expect(keyboard.lastCheck).toEqual(state.lastCheck);
    const edited = run(keyboard, { type: 'edit', value: 'address' });
    expect(edited.note).toBeNull();
    expect(run(edited, { type: 'check', at: 30_000 }).answered.at(-1)).toMatchObject({ item: 1, result: 'first-try' });
  });

  it("takes an item's own accepted forms", () => {
    const state = createPracticeState({
      kind: 'sentence',
      answers: ['Please call Ms. Chen today.'],
      alsoAccepted: [['Chen=Chan']],
      hasNextSet: false,
    });
    const typed = run(
      state,
      ...['Please', 'call', 'Ms', 'Chan', 'today'].map((value, wordIndex) => ({
        type: 'edit' as const,
        value,
        wordIndex,
      })),
      { type: 'check', at: 0 },
    );
    expect(typed.results[0]).toBe('correct');
  });

  it('judges a contraction written out in its box, and the reverse with the next box left empty', () => {
    const state = createPracticeState({
      kind: 'sentence',
      answers: ["I'll send it, but I do not know when."],
      hasNextSet: false,
    });
    const typed = run(
      state,
      ...['I will', 'send', 'it', 'but', 'I', "don't", '', 'know', 'when'].map((value, wordIndex) => ({
        type: 'edit' as const,
        value,
        wordIndex,
      })),
      { type: 'check', at: 0 },
    );
    expect(typed.wordResults[0]).toEqual(Array(9).fill(true));
  });
});
