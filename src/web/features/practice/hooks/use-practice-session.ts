// The timed and keyboard side of a practice session around the pure reducer of
// practice-state.ts: autoplay, focus, sounds after a check, the shortcuts, the modal's Enter debounce,
// storage of the completed count, sending answered items to the learner's record, and the end of the
// pass (a set's screen then shows its summary; a review batch calls `onFinish`).
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { LOCAL_STORAGE_KEYS, TIMINGS } from '@shared/constants';
import { DEFAULT_PRACTICE_MODE, PRACTICE_RECORD_LIMITS } from '@shared/practice/record-constants';
import type { TAttempt, TAttemptSet, TPracticeMode } from '@shared/practice/record-contract';
import { writeStorage } from '@/lib/local-storage';
import { newUuid } from '@/lib/uuid';
import { playErrorSound, playSuccessSound } from '@/features/practice/lib/play-sound';
import { playsItemAudio } from '@/features/practice/lib/practice-mode';
import {
  completedCount,
  createPracticeState,
  practiceReducer,
  type PracticeKind,
} from '@/features/practice/lib/practice-state';
import { useRecordSource } from '@/features/practice/record/record-context';
import type { TAttemptItem } from '@/features/practice/record/record-source';

const COMPLETED_COUNT_KEYS: Record<PracticeKind, string> = {
  vocabulary: LOCAL_STORAGE_KEYS.vocabCompletedCount,
  sentence: LOCAL_STORAGE_KEYS.sentenceCompletedCount,
};

/** What a practice screen is given: a set of the home page, or a batch of the review. */
export interface PracticeScreenProps<Item> {
  items: readonly Item[];
  title: string;
  /** The set's number and the number of sets; absent in a review run (`subtitle` names it instead). */
  position?: number;
  totalSets?: number;
  subtitle?: string;
  /** The set practised, or null in a review run. */
  recordSet: TAttemptSet | null;
  nextSetPath: string | null;
  onFinish?: () => void;
}

/**
 * The same screen again on just the set's missed items (the summary's 'Ôn lại các từ sai'): a review run
 * (no set recorded, no next set) that hands back to the summary when it ends.
 */
export function missedItemsRun<Props extends PracticeScreenProps<unknown>>(
  props: Props,
  missed: readonly number[],
  subtitle: string,
  onDone: () => void,
): Props {
  return {
    ...props,
    items: missed.map((index) => props.items[index]),
    subtitle,
    position: undefined,
    totalSets: undefined,
    recordSet: null,
    nextSetPath: null,
    onFinish: onDone,
  };
}

/** Focus moves 50–200 ms after a change: the shortest after an item change, the longest once the modal has let go. */
const FOCUS_AFTER_CHANGE_MS = TIMINGS.focusDelayMinMs;
const FOCUS_AFTER_MODAL_MS = TIMINGS.focusDelayMaxMs;

export interface PracticeSessionOptions {
  kind: PracticeKind;
  /** How items are asked; 'meaning' never plays them. Recorded with every attempt. */
  mode?: TPracticeMode;
  answers: readonly string[];
  /** Per item, the forms its content accepts besides the answer. */
  alsoAccepted?: readonly (readonly string[])[];
  /** The items answered, in the order of `answers` (their ids and texts go to the learner's record). */
  items: readonly TAttemptItem[];
  /** The set practised (its topic or part and index), or null in a review run. */
  recordSet: TAttemptSet | null;
  /** Address of the next set in the home page's order, or null for the last set (its button reads 'Finish'). */
  nextSetPath: string | null;
  /** Called after the last item instead of the set's summary (the review's batches). */
  onFinish?: () => void;
  /** Plays the audio of item `index` (reference first, speech synthesis as the fallback). */
  playItem: (index: number) => void;
  /**
   * Puts the caret in the current item's (first) input, unless it already is in one of the item's
   * inputs: the timers below run 50–200 ms late, and by then the learner may have moved on (Tab, Space).
   */
  focusInput: () => void;
  /** After a wrong check: selects the text of the (first wrong) input. */
  selectWrongInput: () => void;
}

/** Wall-clock time: the 500 ms guard and the answer times (an answer's `answeredAt` is a date). */
const now = () => Date.now();

export function usePracticeSession(options: PracticeSessionOptions) {
  const { kind, answers, items, recordSet, nextSetPath } = options;
  const mode = options.mode ?? DEFAULT_PRACTICE_MODE;
  const soundsItem = playsItemAudio(mode);
  const [state, dispatch] = useReducer(practiceReducer, undefined, () =>
    createPracticeState({ kind, mode, answers, alsoAccepted: options.alsoAccepted, hasNextSet: nextSetPath !== null }),
  );

  const playItem = useEffectEvent((index: number) => {
    if (soundsItem) options.playItem(index);
  });
  const focusInput = useEffectEvent(() => options.focusInput());
  const selectWrongInput = useEffectEvent(() => options.selectWrongInput());
  const soundOn = useEffectEvent(() => state.soundEnabled);
  /** The current item's inputs: a new array on every edit. */
  const currentInput = useEffectEvent(() => state.inputs[state.index]);

  // The first item plays once, 500 ms after loading.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (soundOn()) playItem(0);
    }, TIMINGS.autoplayFirstItemMs);
    return () => window.clearTimeout(timer);
  }, []);

  // Entering an item: focus its input, and autoplay 300 ms later when its index is above 0.
  useEffect(() => {
    const focusTimer = window.setTimeout(focusInput, FOCUS_AFTER_CHANGE_MS);
    const playTimer =
      state.index > 0
        ? window.setTimeout(() => {
            if (soundOn()) playItem(state.index);
          }, TIMINGS.autoplayNextItemMs)
        : undefined;
    return () => {
      window.clearTimeout(focusTimer);
      window.clearTimeout(playTimer);
    };
  }, [state.index]);

  // One sound per check; a wrong check selects the typed text so the next try replaces it.
  const lastCheck = state.lastCheck;
  useEffect(() => {
    if (!lastCheck) return;
    if (soundOn()) {
      if (lastCheck.result === 'correct') playSuccessSound();
      else playErrorSound();
    }
    if (lastCheck.result === 'wrong') {
      // Not once the learner has typed again: a fast typist's first letter would be selected and replaced.
      const checked = currentInput();
      const timer = window.setTimeout(() => {
        if (currentInput() === checked) selectWrongInput();
      }, FOCUS_AFTER_CHANGE_MS);
      return () => window.clearTimeout(timer);
    }
  }, [lastCheck]);

  // The modal closed without leaving the item (Escape, ×, backdrop): give the input its focus back.
  const wasModalOpen = useRef(false);
  useEffect(() => {
    const closed = wasModalOpen.current && !state.modalOpen;
    wasModalOpen.current = state.modalOpen;
    if (!closed) return;
    const timer = window.setTimeout(focusInput, FOCUS_AFTER_MODAL_MS);
    return () => window.clearTimeout(timer);
  }, [state.modalOpen]);

  // The session's completed count is saved whenever it changes. The first version also read it back
  // on start, but it defined the count as the items *currently* marked correct, and a new session has
  // none: showing the previous set's number until the first check would contradict that, so the stored
  // value is written for other screens and never shown as this session's count.
  const completed = completedCount(state);
  useEffect(() => {
    writeStorage(COMPLETED_COUNT_KEYS[kind], String(completed));
  }, [kind, completed]);

  // Every answered item goes to the learner's record once, as it is answered (leaving the set
  // halfway keeps what was done). One pass of the screen is one run.
  const source = useRecordSource();
  const [runId] = useState(newUuid);
  const sentCount = useRef(0);
  const answered = state.answered;
  useEffect(() => {
    const fresh = answered.slice(sentCount.current);
    if (fresh.length === 0) return;
    sentCount.current = answered.length;
    const attempts: TAttempt[] = fresh.flatMap((entry) => {
      const answeredItem = items[entry.item];
      if (!answeredItem) return [];
      return [
        {
          id: newUuid(),
          itemKind: kind,
          itemId: answeredItem.item.id,
          runId,
          set: recordSet,
          result: entry.result,
          mode,
          wrongTries: Math.min(entry.wrongTries, PRACTICE_RECORD_LIMITS.maxWrongTries),
          durationMs: Math.min(entry.durationMs, PRACTICE_RECORD_LIMITS.maxDurationMs),
          answeredAt: new Date(entry.at).toISOString(),
        },
      ];
    });
    const setItemIds = recordSet ? items.map((entry) => entry.item.id) : undefined;
    source
      .record(attempts, items, setItemIds)
      .catch((error: unknown) => console.error('The answer could not be kept in the practice record', error));
  }, [answered, items, kind, mode, recordSet, runId, source]);

  const ended = state.ended;
  const onFinish = useEffectEvent(() => options.onFinish?.());
  const hasOnFinish = options.onFinish !== undefined;
  useEffect(() => {
    if (ended && hasOnFinish) onFinish();
  }, [ended, hasOnFinish]);

  const pendingModifier = useRef<'Shift' | 'Control' | null>(null);
  const enterTimer = useRef<number | undefined>(undefined);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // The pass is over: the keys belong to what follows it (the summary).
    if (state.ended) return;
    // Vietnamese keyboards compose letters with an IME: its Enter confirms a letter, not the answer.
    if (event.isComposing) return;
    if (event.key === 'Shift' || event.key === 'Control') {
      if (!event.repeat) pendingModifier.current = event.key;
      return;
    }
    pendingModifier.current = null;
    // Ctrl alone is the screen readers' "stop speech" key, so the answer toggle also has Alt+A
    // (by physical key, whatever the keyboard layout).
    if (event.code === 'KeyA' && event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      event.preventDefault();
      if (!state.modalOpen) dispatch({ type: 'toggle-answer' });
      return;
    }
    if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (state.modalOpen) {
      // A focused control of the modal (Previous, Next, Create new example, Close) answers
      // Enter itself; only the continue button or the dialog itself continue.
      const control = (event.target as HTMLElement | null)?.closest('button, a, input, textarea');
      if (control && !control.hasAttribute('data-continue')) return;
      // Enter in the modal continues, debounced by 100 ms (a held key does not run through the set).
      event.preventDefault();
      window.clearTimeout(enterTimer.current);
      enterTimer.current = window.setTimeout(() => dispatch({ type: 'next', at: now() }), TIMINGS.enterDebounceMs);
      return;
    }
    // A focused button or link answers Enter itself (Back, Fast forward, the sound toggle...).
    const target = event.target as HTMLElement | null;
    if (target?.closest('button, a, dialog, [role="dialog"]')) return;
    event.preventDefault();
    dispatch({ type: 'enter', at: now() });
  });

  // Shift and Ctrl are shortcuts only when tapped alone: Shift+letter types a capital, Ctrl+A selects.
  const onKeyUp = useEffectEvent((event: KeyboardEvent) => {
    const tapped = pendingModifier.current;
    pendingModifier.current = null;
    if (state.ended) return;
    if (tapped === null || event.key !== tapped) return;
    if (tapped === 'Shift') playItem(state.index);
    else if (!state.modalOpen) dispatch({ type: 'toggle-answer' });
  });

  useEffect(() => {
    const clearModifier = () => (pendingModifier.current = null);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    document.addEventListener('mousedown', clearModifier);
    window.addEventListener('blur', clearModifier);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      document.removeEventListener('mousedown', clearModifier);
      window.removeEventListener('blur', clearModifier);
      window.clearTimeout(enterTimer.current);
    };
  }, []);

  return {
    state,
    completed,
    edit: (value: string, wordIndex?: number) => dispatch({ type: 'edit', value, wordIndex, at: now() }),
    check: () => dispatch({ type: 'check', at: now() }),
    next: () => dispatch({ type: 'next', at: now() }),
    previous: () => dispatch({ type: 'previous' }),
    fastForward: () => dispatch({ type: 'fast-forward', at: now() }),
    toggleAnswer: () => dispatch({ type: 'toggle-answer' }),
    toggleSound: () => dispatch({ type: 'toggle-sound' }),
    closeModal: () => dispatch({ type: 'close-modal' }),
    playCurrent: () => {
      if (soundsItem) options.playItem(state.index);
    },
  };
}
