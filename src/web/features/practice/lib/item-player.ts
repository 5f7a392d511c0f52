// The player of practice items (docs/product-rules.md, Listening). It plays the item's stored
// clip for the chosen accent at the chosen speed with the pitch kept, repeats it with a short pause, and
// speaks the text with an English speech-synthesis voice only when the item has no clip or the clip
// cannot play. One item sounds at a time: a new play, a stop (moving to another item, sound off) cancels
// what is playing and the repeats still to come. The next item's clip is loaded ahead, so it starts at
// once. Sound failures are logged only; play() never rejects and nothing waits on it.
import { LISTENING, PRACTICE } from '@shared/constants';
import type { TListeningSettings } from '@shared/practice/contract';
import { toSpeakable } from '@shared/practice/speakable';
import { chooseClip } from './listening-settings';
import { chooseSpeechVoice, getVoiceCatalog, speechSynthesisOrNull, type VoiceCatalog } from './speech-voices';

/** What the player needs of an item: its clips and the text speech synthesis reads without them. */
export interface ListenItem {
  audio: string;
  audioUk: string;
  text: string;
}

export interface PlayOptions {
  settings: TListeningSettings;
  /** The voice chosen on this device (its voiceURI), or null for the automatic choice. */
  voiceUri: string | null;
}

type StepResult = 'done' | 'failed' | 'cancelled';

/** Clips kept loaded: the current item, the next one and the one before (Back, Shift to hear it again). */
const KEPT_CLIPS = 4;

interface Run {
  readonly cancelled: boolean;
  cancel(): void;
  /** `onCancel` runs once when the run is cancelled (at once if it already is); the result unsubscribes. */
  whenCancelled(onCancel: () => void): () => void;
}

function createRun(): Run {
  let cancelled = false;
  const handlers = new Set<() => void>();
  return {
    get cancelled() {
      return cancelled;
    },
    cancel() {
      if (cancelled) return;
      cancelled = true;
      for (const handler of [...handlers]) handler();
      handlers.clear();
    },
    whenCancelled(onCancel) {
      if (cancelled) {
        onCancel();
        return () => undefined;
      }
      handlers.add(onCancel);
      return () => handlers.delete(onCancel);
    },
  };
}

/**
 * One step of a play (a clip, an utterance, a pause) as a promise that settles once: `start` begins it and
 * is handed `finish`; what `start` returns is undone when the step ends. A cancelled run ends the step as
 * 'cancelled', and a run cancelled already never starts it.
 */
function runStep(
  current: Run,
  start: (finish: (result: StepResult) => void) => (() => void) | void,
): Promise<StepResult> {
  return new Promise<StepResult>((resolve) => {
    let finished = false;
    let undo: (() => void) | void = undefined;
    // Assigned below; a run cancelled already finishes the step from inside whenCancelled.
    let unsubscribe = () => {};
    const finish = (result: StepResult) => {
      if (finished) return;
      finished = true;
      unsubscribe();
      undo?.();
      resolve(result);
    };
    unsubscribe = current.whenCancelled(() => finish('cancelled'));
    if (finished) return;
    undo = start(finish);
    // A step that ended while starting (a synchronous failure) is undone now.
    if (finished) undo?.();
  });
}

const errorName = (error: unknown) => (error as { name?: unknown } | null)?.name;

export interface ItemPlayer {
  play(item: ListenItem, options: PlayOptions): Promise<void>;
  stop(): void;
  /** Starts loading these clips (empty strings are skipped) so they play without waiting. */
  preload(urls: readonly string[]): void;
  /** A new speed reaches the clip that is playing at once. */
  applySpeed(speed: TListeningSettings['speed']): void;
  /** Starts reading the device's voice list, so the first spoken item does not wait for it. */
  warmUp(): void;
  /** Told each time an item had to be spoken and the device has no English voice to speak it. */
  onMissingEnglishVoice(listener: () => void): () => void;
}

export function createItemPlayer(catalog: VoiceCatalog = getVoiceCatalog()): ItemPlayer {
  const clips = new Map<string, HTMLAudioElement>();
  const missingVoiceListeners = new Set<() => void>();
  let run: Run | null = null;
  let playing: HTMLAudioElement | null = null;

  /** The loaded element of a clip, most recently used last; the oldest beyond KEPT_CLIPS are let go. */
  function clipElement(url: string): HTMLAudioElement {
    let element = clips.get(url);
    clips.delete(url);
    // A clip whose loading failed (a dropped connection while preloading) is loaded afresh.
    if (!element || element.error) {
      element = new Audio(url);
      element.preload = 'auto';
    }
    clips.set(url, element);
    for (const [oldUrl, oldElement] of clips) {
      if (clips.size <= KEPT_CLIPS) break;
      if (oldElement !== playing) clips.delete(oldUrl);
    }
    return element;
  }

  function setSpeed(element: HTMLAudioElement, speed: number) {
    element.preservesPitch = true;
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
  }

  function playClipOnce(url: string, speed: number, current: Run): Promise<StepResult> {
    const element = clipElement(url);
    playing = element;
    setSpeed(element, speed);
    try {
      element.currentTime = 0;
    } catch {
      // Not seekable yet: it starts from the beginning anyway.
    }
    return runStep(current, (finish) => {
      const onEnded = () => finish('done');
      const onError = () => finish('failed');
      element.addEventListener('ended', onEnded);
      element.addEventListener('error', onError);
      let started: Promise<void>;
      try {
        started = element.play();
      } catch (error) {
        started = Promise.reject(error);
      }
      started.catch((error: unknown) => {
        // AbortError: paused by a newer play. NotAllowedError: the browser wants a gesture first, and
        // speech synthesis would be refused the same way, so this play ends quietly.
        if (errorName(error) === 'AbortError') finish('cancelled');
        else if (errorName(error) === 'NotAllowedError') {
          console.warn('Audio is not allowed to play yet', url, error);
          finish('cancelled');
        } else {
          console.warn('Audio failed to play, using speech synthesis', url, error);
          finish('failed');
        }
      });
      return () => {
        element.removeEventListener('ended', onEnded);
        element.removeEventListener('error', onError);
      };
    });
  }

  function reportMissingVoice() {
    for (const listener of missingVoiceListeners) listener();
  }

  async function speakOnce(text: string, options: PlayOptions, current: Run): Promise<StepResult> {
    const synthesis = speechSynthesisOrNull();
    if (!synthesis) {
      console.warn('Speech synthesis is not available');
      reportMissingVoice();
      return 'failed';
    }
    await catalog.whenSettled();
    if (current.cancelled) return 'cancelled';
    const voice = chooseSpeechVoice(catalog.getSnapshot().voices, options.voiceUri, options.settings.accent);
    // Still spoken without one: a browser that lists no voice (some Android builds) may speak anyway.
    if (!voice) reportMissingVoice();
    if (text.trim() === '') return 'failed';
    return runStep(current, (finish) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = voice ? voice.lang.replace(/_/g, '-') : PRACTICE.speechLang;
      if (voice) utterance.voice = voice;
      utterance.rate = PRACTICE.speechRate * options.settings.speed;
      utterance.onend = () => finish('done');
      utterance.onerror = (event) => {
        // 'interrupted' and 'canceled' are our own stops, not failures.
        if (event.error === 'interrupted' || event.error === 'canceled') return finish('cancelled');
        console.warn('Speech failed', event.error);
        finish('failed');
      };
      synthesis.speak(utterance);
    });
  }

  function pause(ms: number, current: Run): Promise<StepResult> {
    return runStep(current, (finish) => {
      const timer = setTimeout(() => finish('done'), ms);
      return () => clearTimeout(timer);
    });
  }

  function stop() {
    run?.cancel();
    run = null;
    try {
      playing?.pause();
    } catch (error) {
      console.warn('Audio failed to stop', error);
    }
    playing = null;
    try {
      speechSynthesisOrNull()?.cancel();
    } catch (error) {
      console.warn('Speech failed to stop', error);
    }
  }

  async function play(item: ListenItem, options: PlayOptions) {
    stop();
    const current = createRun();
    run = current;
    let url = chooseClip(item, options.settings.accent);
    const times = Math.min(Math.max(Math.trunc(options.settings.repeat), 1), LISTENING.maxRepeat);

    const playOnce = async (): Promise<StepResult> => {
      if (url !== '') {
        const result = await playClipOnce(url, options.settings.speed, current);
        if (result !== 'failed') return result;
        // The clip cannot play (gone, unsupported): this and the remaining repeats are spoken.
        clips.delete(url);
        url = '';
        if (current.cancelled) return 'cancelled';
      }
      // The device's voice cannot be told a verb's stress; it is given the words, never '$18' or 'Mr.'.
      return speakOnce(toSpeakable(item.text), options, current);
    };

    try {
      for (let time = 0; time < times; time++) {
        if (time > 0 && (await pause(LISTENING.repeatPauseMs, current)) !== 'done') return;
        if ((await playOnce()) !== 'done') return;
      }
    } catch (error) {
      console.warn('The item could not be played', error);
    } finally {
      if (run === current) {
        run = null;
        playing = null;
      }
    }
  }

  return {
    play,
    stop,
    preload(urls) {
      for (const url of urls) {
        if (url === '' || clips.has(url)) continue;
        try {
          clipElement(url);
        } catch (error) {
          console.warn('Audio failed to load', url, error);
        }
      }
    },
    applySpeed(speed) {
      if (playing) setSpeed(playing, speed);
    },
    warmUp() {
      catalog.getSnapshot();
    },
    onMissingEnglishVoice(listener) {
      missingVoiceListeners.add(listener);
      return () => missingVoiceListeners.delete(listener);
    },
  };
}

let sharedPlayer: ItemPlayer | null = null;

/** The one player of the page: one item sounds at a time across every screen. */
export function getItemPlayer(): ItemPlayer {
  return (sharedPlayer ??= createItemPlayer());
}
