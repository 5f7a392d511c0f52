// Practice sounds (SPEC §7 static assets, §9 audio): the success and error effects at volume 0.3, and
// word or sentence audio from its reference with speech synthesis as the fallback. SPEC §8: sound
// failures are logged only, the practice flow never waits on them or fails because of them.
import { PRACTICE } from '@shared/constants';

export const SUCCESS_SOUND_URL = '/asset/audio/success-sound.mp3';
export const ERROR_SOUND_URL = '/asset/audio/error-sound.mp3';

function playEffect(url: string): void {
  try {
    const audio = new Audio(url);
    audio.volume = PRACTICE.audioVolume;
    audio.play().catch((error: unknown) => console.warn('Sound failed to play', url, error));
  } catch (error) {
    console.warn('Sound failed to play', url, error);
  }
}

export function playSuccessSound(): void {
  playEffect(SUCCESS_SOUND_URL);
}

export function playErrorSound(): void {
  playEffect(ERROR_SOUND_URL);
}

// One item speaks at a time: pressing the audio button again restarts instead of queueing.
let currentAudio: HTMLAudioElement | null = null;

function stopSpeaking(): void {
  currentAudio?.pause();
  currentAudio = null;
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
}

function speakWithSynthesis(text: string): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || text.trim() === '') {
    console.warn('Speech synthesis is not available');
    return;
  }
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = PRACTICE.speechLang;
    utterance.rate = PRACTICE.speechRate;
    utterance.onerror = (event) => {
      // 'interrupted' and 'canceled' are our own restarts, not failures.
      if (event.error !== 'interrupted' && event.error !== 'canceled') console.warn('Speech failed', event.error);
    };
    window.speechSynthesis.speak(utterance);
  } catch (error) {
    console.warn('Speech failed', error);
  }
}

/**
 * Plays the item's audio reference when it has one, else reads `text` aloud (en-US, rate 0.8).
 * A reference that cannot play (missing file, unsupported format) falls back to speech as well.
 * Never rejects.
 */
export async function speakWord(audioRef: string | null | undefined, text: string): Promise<void> {
  stopSpeaking();
  const source = audioRef?.trim() ?? '';
  if (source === '') {
    speakWithSynthesis(text);
    return;
  }
  try {
    const audio = new Audio(source);
    currentAudio = audio;
    await audio.play();
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') return; // a newer item took over
    console.warn('Audio failed to play, using speech synthesis', source, error);
    speakWithSynthesis(text);
  }
}
