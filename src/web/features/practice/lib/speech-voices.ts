// The speech voices of this device. Items without a recording are read by speech synthesis,
// and left to itself the browser may pick any voice (a Vietnamese system voice reading English), so an
// English voice is chosen explicitly. Browsers load their voice list asynchronously: the catalog reads it
// again on every `voiceschanged` and counts it as settled after that event or a short wait, since some
// browsers (headless Chromium, some Linux builds) never fire it when they have no voice at all.
import type { ListeningAccent } from './listening-settings';

export type VoiceInfo = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'voiceURI'>;

/** Names that mark the natural-sounding voices (Edge's "Online (Natural)", Apple's "Premium"/"Enhanced"). */
const HIGH_QUALITY_NAME = /\b(natural|neural|online|premium|enhanced)\b/i;

/** How long a voice list that is still empty may take to arrive before it counts as empty. */
export const VOICE_LIST_WAIT_MS = 1000;

/** BCP 47 in lower case: Android reports 'en_US'. */
const languageOf = (voice: VoiceInfo) => voice.lang.replace(/_/g, '-').toLowerCase();

export function isEnglishVoice(voice: VoiceInfo): boolean {
  const language = languageOf(voice);
  return language === 'en' || language.startsWith('en-');
}

function regionRank(voice: VoiceInfo, accent: ListeningAccent): number {
  const language = languageOf(voice);
  const [first, second] = accent === 'uk' ? ['en-gb', 'en-us'] : ['en-us', 'en-gb'];
  if (language === first) return 0;
  if (language === second) return 1;
  return 2;
}

/**
 * This device's English voices, best first: American (British when the learner chose the UK accent)
 * with a high-quality name, the other American ones, then British, then any other English voice. Voices
 * of the same rank keep the browser's order.
 */
export function rankEnglishVoices<Voice extends VoiceInfo>(
  voices: readonly Voice[],
  accent: ListeningAccent = 'us',
): Voice[] {
  const rank = (voice: Voice) => regionRank(voice, accent) * 2 + (HIGH_QUALITY_NAME.test(voice.name) ? 0 : 1);
  return voices
    .filter(isEnglishVoice)
    .map((voice, order) => ({ voice, order, rank: rank(voice) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((entry) => entry.voice);
}

/** The device can read in both accents: an American and a British English voice. */
export function hasVoicesOfBothAccents(voices: readonly VoiceInfo[]): boolean {
  const languages = new Set(voices.map(languageOf));
  return languages.has('en-us') && languages.has('en-gb');
}

/** The learner's chosen voice while this device still has it, else the best English voice, else null. */
export function chooseSpeechVoice<Voice extends VoiceInfo>(
  voices: readonly Voice[],
  chosenUri: string | null,
  accent: ListeningAccent = 'us',
): Voice | null {
  if (chosenUri) {
    const chosen = voices.find((voice) => voice.voiceURI === chosenUri);
    if (chosen) return chosen;
  }
  return rankEnglishVoices(voices, accent)[0] ?? null;
}

export interface VoiceListSnapshot {
  /** Every voice of the device, in the browser's order. */
  voices: readonly SpeechSynthesisVoice[];
  /** The list is final enough to say "no English voice". */
  settled: boolean;
  /** The browser has speech synthesis at all. */
  supported: boolean;
}

export interface VoiceCatalog {
  getSnapshot(): VoiceListSnapshot;
  subscribe(listener: () => void): () => void;
  whenSettled(): Promise<void>;
}

export function speechSynthesisOrNull(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && window.speechSynthesis
    ? window.speechSynthesis
    : null;
}

export function createVoiceCatalog(waitMs = VOICE_LIST_WAIT_MS): VoiceCatalog {
  const listeners = new Set<() => void>();
  let snapshot: VoiceListSnapshot | null = null;
  let waiters: (() => void)[] = [];

  const update = (next: VoiceListSnapshot) => {
    snapshot = next;
    if (next.settled) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
    for (const listener of listeners) listener();
  };

  const readVoices = (synthesis: SpeechSynthesis): SpeechSynthesisVoice[] => {
    try {
      return synthesis.getVoices?.() ?? [];
    } catch {
      return [];
    }
  };

  // Started on first use, so a screen that never speaks never asks for the list.
  const start = (): VoiceListSnapshot => {
    if (snapshot) return snapshot;
    const synthesis = speechSynthesisOrNull();
    if (!synthesis) {
      snapshot = { voices: [], settled: true, supported: false };
      return snapshot;
    }
    const voices = readVoices(synthesis);
    snapshot = { voices, settled: voices.length > 0, supported: true };
    try {
      synthesis.addEventListener?.('voiceschanged', () =>
        update({ voices: readVoices(synthesis), settled: true, supported: true }),
      );
    } catch {
      // An engine without events: the wait below settles the list.
    }
    if (!snapshot.settled) {
      setTimeout(() => {
        if (snapshot && !snapshot.settled) update({ ...snapshot, voices: readVoices(synthesis), settled: true });
      }, waitMs);
    }
    return snapshot;
  };

  return {
    getSnapshot: start,
    subscribe(listener) {
      start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenSettled() {
      if (start().settled) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}

let sharedCatalog: VoiceCatalog | null = null;

/** The one catalog of the page (the player and the settings panel read the same list). */
export function getVoiceCatalog(): VoiceCatalog {
  return (sharedCatalog ??= createVoiceCatalog());
}
