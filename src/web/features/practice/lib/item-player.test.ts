import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTENING } from '@shared/constants';
import type { TListeningSettings } from '@shared/practice/contract';
import { createItemPlayer, type ItemPlayer, type ListenItem, type PlayOptions } from './item-player';
import { createVoiceCatalog, VOICE_LIST_WAIT_MS, type VoiceInfo } from './speech-voices';

type Listener = () => void;

class FakeAudio {
  static instances: FakeAudio[] = [];
  /** What play() answers; by default it starts. */
  static onPlay: (audio: FakeAudio) => Promise<void> = () => Promise.resolve();
  preload = '';
  playbackRate = 1;
  defaultPlaybackRate = 1;
  preservesPitch = false;
  currentTime = 0;
  error: unknown = null;
  paused = true;
  /** One entry per play() call, with the rate and pitch setting it was started with. */
  plays: { playbackRate: number; preservesPitch: boolean }[] = [];
  private listeners = new Map<string, Set<Listener>>();
  constructor(public readonly src: string) {
    FakeAudio.instances.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  emit(type: 'ended' | 'error') {
    if (type === 'ended') this.paused = true;
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
  play(): Promise<void> {
    this.plays.push({ playbackRate: this.playbackRate, preservesPitch: this.preservesPitch });
    this.paused = false;
    return FakeAudio.onPlay(this);
  }
  pause() {
    this.paused = true;
  }
}

class FakeUtterance {
  lang = '';
  rate = 1;
  voice: VoiceInfo | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public readonly text: string) {}
}

const namedError = (name: string) => Object.assign(new Error(name), { name });

const usVoice: VoiceInfo = { name: 'Samantha', lang: 'en-US', voiceURI: 'uri:samantha' };
const naturalVoice: VoiceInfo = {
  name: 'Microsoft Aria Online (Natural) - English (United States)',
  lang: 'en-US',
  voiceURI: 'uri:aria',
};
const gbVoice: VoiceInfo = { name: 'Daniel', lang: 'en-GB', voiceURI: 'uri:daniel' };
const vietnameseVoice: VoiceInfo = { name: 'Linh', lang: 'vi-VN', voiceURI: 'uri:linh' };

let voices: VoiceInfo[];
let spoken: FakeUtterance[];
let speechCancels: number;
let player: ItemPlayer;

function stubSpeech() {
  vi.stubGlobal('window', {
    speechSynthesis: {
      getVoices: () => voices,
      addEventListener: () => undefined,
      speak: (utterance: FakeUtterance) => spoken.push(utterance),
      cancel: () => (speechCancels += 1),
    },
  });
}

const agenda: ListenItem = {
  audio: '/api/v4/practice/audio/agenda-us.mp3',
  audioUk: '/api/v4/practice/audio/agenda-uk.mp3',
  text: 'agenda',
};
const memo: ListenItem = { audio: '', audioUk: '', text: 'memo' };
const stapler: ListenItem = { audio: '/api/v4/practice/audio/stapler.mp3', audioUk: '', text: 'stapler' };

function options(settings: Partial<TListeningSettings> = {}, voiceUri: string | null = null): PlayOptions {
  return { settings: { speed: 1, repeat: 1, accent: 'us', ...settings }, voiceUri };
}

const audioOf = (src: string) => FakeAudio.instances.find((audio) => audio.src === src)!;
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeAudio.instances = [];
  FakeAudio.onPlay = () => Promise.resolve();
  voices = [usVoice];
  spoken = [];
  speechCancels = 0;
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  stubSpeech();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  player = createItemPlayer(createVoiceCatalog());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the clip of the chosen accent', () => {
  it('plays the main clip for the US accent', async () => {
    void player.play(agenda, options());
    await settle();
    expect(FakeAudio.instances.map((audio) => audio.src)).toEqual([agenda.audio]);
    expect(audioOf(agenda.audio).plays).toHaveLength(1);
    expect(spoken).toHaveLength(0);
  });

  it('plays the British clip for the UK accent, and the main clip when there is no British one', async () => {
    void player.play(agenda, options({ accent: 'uk' }));
    await settle();
    void player.play(stapler, options({ accent: 'uk' }));
    await settle();
    expect(FakeAudio.instances.map((audio) => audio.src)).toEqual([agenda.audioUk, stapler.audio]);
  });
});

describe('speed', () => {
  it('sets the playback rate with the pitch kept', async () => {
    void player.play(agenda, options({ speed: 0.75 }));
    await settle();
    const audio = audioOf(agenda.audio);
    expect(audio.plays).toEqual([{ playbackRate: 0.75, preservesPitch: true }]);
    expect(audio.defaultPlaybackRate).toBe(0.75);
  });

  it('reaches the clip that is playing when the learner changes it', async () => {
    void player.play(agenda, options({ speed: 1 }));
    await settle();
    player.applySpeed(0.5);
    expect(audioOf(agenda.audio).playbackRate).toBe(0.5);
  });

  it('scales the speech rate (0.8 times the speed)', async () => {
    void player.play(memo, options({ speed: 1.25 }));
    await settle();
    void player.play(memo, options({ speed: 0.5 }));
    await settle();
    expect(spoken.map((utterance) => utterance.rate)).toEqual([1, 0.4]);
  });
});

describe('repeat', () => {
  it('plays the clip again after the pause once it has ended', async () => {
    void player.play(agenda, options({ repeat: 2, speed: 0.75 }));
    await settle();
    const audio = audioOf(agenda.audio);
    expect(audio.plays).toHaveLength(1);
    audio.emit('ended');
    await vi.advanceTimersByTimeAsync(LISTENING.repeatPauseMs - 1);
    expect(audio.plays).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(audio.plays).toEqual([
      { playbackRate: 0.75, preservesPitch: true },
      { playbackRate: 0.75, preservesPitch: true },
    ]);
    audio.emit('ended');
    await vi.advanceTimersByTimeAsync(LISTENING.repeatPauseMs * 3);
    expect(audio.plays).toHaveLength(2);
  });

  it('speaks an item without audio the chosen number of times', async () => {
    void player.play(memo, options({ repeat: 3 }));
    await settle();
    for (let time = 1; time <= 3; time++) {
      expect(spoken).toHaveLength(time);
      spoken.at(-1)!.onend?.();
      await vi.advanceTimersByTimeAsync(LISTENING.repeatPauseMs);
    }
    expect(spoken.map((utterance) => utterance.text)).toEqual(['memo', 'memo', 'memo']);
  });

  it('speaks the words a recording would say, not the signs the text is written with', async () => {
    void player.play({ audio: '', audioUk: '', text: 'Mr. Park paid $18 at 7:30.' }, options());
    await settle();
    expect(spoken.map((utterance) => utterance.text)).toEqual(['Mister Park paid eighteen dollars at seven thirty.']);
  });

  it('stops the remaining repeats when play is pressed again', async () => {
    void player.play(agenda, options({ repeat: 3 }));
    await settle();
    const audio = audioOf(agenda.audio);
    audio.emit('ended');
    await vi.advanceTimersByTimeAsync(100);
    void player.play(agenda, options({ repeat: 1 }));
    await settle();
    expect(audio.plays).toHaveLength(2);
    audio.emit('ended');
    await vi.advanceTimersByTimeAsync(LISTENING.repeatPauseMs * 5);
    expect(audio.plays).toHaveLength(2);
  });

  it('stops the remaining repeats when the learner moves to another item', async () => {
    void player.play(agenda, options({ repeat: 3 }));
    await settle();
    const first = audioOf(agenda.audio);
    void player.play(stapler, options({ repeat: 3 }));
    await settle();
    expect(first.paused).toBe(true);
    first.emit('ended');
    await vi.advanceTimersByTimeAsync(LISTENING.repeatPauseMs * 5);
    expect(first.plays).toHaveLength(1);
    expect(audioOf(stapler.audio).plays).toHaveLength(1);
  });

  it('stop() ends playback, the pause between repeats included, and cancels speech', async () => {
    void player.play(agenda, options({ repeat: 2 }));
    await settle();
    const audio = audioOf(agenda.audio);
    audio.emit('ended');
    await vi.advanceTimersByTimeAsync(100);
    const cancelsBefore = speechCancels;
    player.stop();
    await vi.advanceTimersByTimeAsync(LISTENING.repeatPauseMs * 2);
    expect(audio.plays).toHaveLength(1);
    expect(speechCancels).toBe(cancelsBefore + 1);
  });

  it('a spoken item stops repeating when another item starts', async () => {
    void player.play(memo, options({ repeat: 3 }));
    await settle();
    const first = spoken[0]!;
    void player.play(agenda, options());
    await settle();
    first.onend?.();
    await vi.advanceTimersByTimeAsync(LISTENING.repeatPauseMs * 5);
    expect(spoken).toHaveLength(1);
  });
});

describe('preloading', () => {
  it('loads the next clip ahead without playing it, and plays that element when its turn comes', async () => {
    player.preload([agenda.audio, stapler.audio, '']);
    expect(FakeAudio.instances.map((audio) => [audio.src, audio.preload, audio.plays.length])).toEqual([
      [agenda.audio, 'auto', 0],
      [stapler.audio, 'auto', 0],
    ]);
    player.preload([stapler.audio]);
    void player.play(stapler, options());
    await settle();
    expect(FakeAudio.instances).toHaveLength(2);
    expect(audioOf(stapler.audio).plays).toHaveLength(1);
  });

  it('keeps only a few clips loaded', () => {
    const urls = Array.from({ length: 10 }, (_, index) => `/api/v4/practice/audio/${index}.mp3`);
    for (const url of urls) player.preload([url]);
    // The first clip was let go: asking for it again loads it again.
    player.preload([urls[0]!]);
    expect(FakeAudio.instances.filter((audio) => audio.src === urls[0])).toHaveLength(2);
    player.preload([urls[9]!]);
    expect(FakeAudio.instances.filter((audio) => audio.src === urls[9])).toHaveLength(1);
  });
});

describe('speech synthesis fallback', () => {
  it('speaks an item without audio with an explicitly chosen English voice', async () => {
    voices = [vietnameseVoice, gbVoice, usVoice, naturalVoice];
    void player.play(memo, options());
    await settle();
    expect(FakeAudio.instances).toHaveLength(0);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'memo', voice: naturalVoice, lang: 'en-US', rate: 0.8 });
  });

  it("uses the learner's voice while the device has it", async () => {
    voices = [usVoice, gbVoice, naturalVoice];
    void player.play(memo, options({}, gbVoice.voiceURI));
    await settle();
    void player.play(memo, options({}, 'uri:gone'));
    await settle();
    expect(spoken.map((utterance) => [utterance.voice, utterance.lang])).toEqual([
      [gbVoice, 'en-GB'],
      [naturalVoice, 'en-US'],
    ]);
  });

  it('speaks when the clip cannot play, for this and the remaining repeats', async () => {
    FakeAudio.onPlay = () => Promise.reject(namedError('NotSupportedError'));
    void player.play(stapler, options({ repeat: 2, speed: 0.75 }));
    await settle();
    expect(spoken.map((utterance) => [utterance.text, utterance.rate])).toEqual([['stapler', 0.8 * 0.75]]);
    spoken[0]!.onend?.();
    await vi.advanceTimersByTimeAsync(LISTENING.repeatPauseMs);
    expect(spoken).toHaveLength(2);
    expect(audioOf(stapler.audio).plays).toHaveLength(1);
    expect(console.warn).toHaveBeenCalled();
  });

  it('speaks when the clip fails while it plays', async () => {
    void player.play(stapler, options());
    await settle();
    audioOf(stapler.audio).emit('error');
    await settle();
    expect(spoken.map((utterance) => utterance.text)).toEqual(['stapler']);
  });

  it('does not speak when the browser refuses to play before a gesture', async () => {
    FakeAudio.onPlay = () => Promise.reject(namedError('NotAllowedError'));
    void player.play(stapler, options());
    await settle();
    expect(spoken).toHaveLength(0);
  });

  it('waits for the voice list before choosing a voice', async () => {
    voices = [];
    let onVoicesChanged: (() => void) | null = null;
    vi.stubGlobal('window', {
      speechSynthesis: {
        getVoices: () => voices,
        addEventListener: (_type: string, listener: () => void) => (onVoicesChanged = listener),
        speak: (utterance: FakeUtterance) => spoken.push(utterance),
        cancel: () => undefined,
      },
    });
    player = createItemPlayer(createVoiceCatalog());
    void player.play(memo, options());
    await vi.advanceTimersByTimeAsync(50);
    expect(spoken).toHaveLength(0);
    voices = [gbVoice, usVoice];
    onVoicesChanged!();
    await settle();
    expect(spoken[0]?.voice).toBe(usVoice);
  });

  it('says the device has no English voice, and still tries the default voice', async () => {
    voices = [vietnameseVoice];
    const missing = vi.fn();
    player.onMissingEnglishVoice(missing);
    void player.play(memo, options());
    await settle();
    expect(missing).toHaveBeenCalledTimes(1);
    expect(spoken[0]).toMatchObject({ text: 'memo', voice: null, lang: 'en-US' });
  });

  it('says so too when the voice list stays empty', async () => {
    voices = [];
    player = createItemPlayer(createVoiceCatalog());
    const missing = vi.fn();
    player.onMissingEnglishVoice(missing);
    void player.play(memo, options());
    await vi.advanceTimersByTimeAsync(VOICE_LIST_WAIT_MS);
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('is not told about a missing voice when the item has a clip', async () => {
    voices = [];
    const missing = vi.fn();
    player.onMissingEnglishVoice(missing);
    void player.play(agenda, options());
    await vi.advanceTimersByTimeAsync(VOICE_LIST_WAIT_MS);
    expect(missing).not.toHaveBeenCalled();
  });

  it('never rejects, even without speech synthesis', async () => {
    vi.stubGlobal('window', {});
    player = createItemPlayer(createVoiceCatalog());
    const missing = vi.fn();
    player.onMissingEnglishVoice(missing);
    await expect(player.play(memo, options())).resolves.toBeUndefined();
    expect(missing).toHaveBeenCalled();
  });

  it('logs a speech error and ends the item without throwing', async () => {
    const done = player.play(memo, options({ repeat: 2 }));
    await settle();
    spoken[0]!.onerror?.({ error: 'synthesis-failed' });
    await expect(done).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(LISTENING.repeatPauseMs * 2);
    expect(spoken).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith('Speech failed', 'synthesis-failed');
  });
});
