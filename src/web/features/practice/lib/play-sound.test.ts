import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playErrorSound, playSuccessSound, speakWord } from './play-sound';

class FakeAudio {
  static instances: FakeAudio[] = [];
  static failWith: Error | null = null;
  volume = 1;
  paused = true;
  constructor(public readonly src: string) {
    FakeAudio.instances.push(this);
  }
  play(): Promise<void> {
    if (FakeAudio.failWith) return Promise.reject(FakeAudio.failWith);
    this.paused = false;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
}

class FakeUtterance {
  lang = '';
  rate = 1;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public readonly text: string) {}
}

const speak = vi.fn();
const cancel = vi.fn();

beforeEach(() => {
  FakeAudio.instances = [];
  FakeAudio.failWith = null;
  speak.mockClear();
  cancel.mockClear();
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('window', { speechSynthesis: { speak, cancel } });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('effect sounds (SPEC §7)', () => {
  it('plays the success and error files at volume 0.3', () => {
    playSuccessSound();
    playErrorSound();
    expect(FakeAudio.instances.map((audio) => [audio.src, audio.volume])).toEqual([
      ['/asset/audio/success-sound.mp3', 0.3],
      ['/asset/audio/error-sound.mp3', 0.3],
    ]);
  });

  it('only logs when playing fails', async () => {
    FakeAudio.failWith = new Error('NotAllowedError');
    expect(() => playSuccessSound()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('speakWord', () => {
  it('plays the audio reference when there is one', async () => {
    await speakWord('/audio/agenda.mp3', 'agenda');
    expect(FakeAudio.instances).toHaveLength(1);
    expect(FakeAudio.instances[0]?.src).toBe('/audio/agenda.mp3');
    expect(speak).not.toHaveBeenCalled();
  });

  it('falls back to en-US speech at rate 0.8 without a reference', async () => {
    await speakWord('', 'agenda');
    await speakWord('   ', 'memo');
    expect(FakeAudio.instances).toHaveLength(0);
    const spoken = speak.mock.calls.map(([utterance]) => utterance as FakeUtterance);
    expect(spoken.map((utterance) => [utterance.text, utterance.lang, utterance.rate])).toEqual([
      ['agenda', 'en-US', 0.8],
      ['memo', 'en-US', 0.8],
    ]);
  });

  it('speaks the text when the reference cannot play, and never rejects', async () => {
    FakeAudio.failWith = new Error('404');
    await expect(speakWord('/missing.mp3', 'stapler')).resolves.toBeUndefined();
    expect(speak).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalled();
  });

  it('stops what was playing before starting again', async () => {
    await speakWord('/a.mp3', 'a');
    await speakWord('/b.mp3', 'b');
    expect(FakeAudio.instances[0]?.paused).toBe(true);
    expect(cancel).toHaveBeenCalled();
  });

  it('logs instead of throwing when speech synthesis is missing', async () => {
    vi.stubGlobal('window', {});
    await expect(speakWord('', 'agenda')).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalled();
  });
});
