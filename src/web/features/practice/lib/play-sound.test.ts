import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playErrorSound, playSuccessSound } from './play-sound';

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
}

beforeEach(() => {
  FakeAudio.instances = [];
  FakeAudio.failWith = null;
  vi.stubGlobal('Audio', FakeAudio);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('effect sounds', () => {
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
