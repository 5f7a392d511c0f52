import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTENING, LOCAL_STORAGE_KEYS } from '@shared/constants';
import { MemoryStorage } from '@/features/practice/record/memory-storage';
import {
  chooseClip,
  DEFAULT_LISTENING_SETTINGS,
  hasBritishClip,
  normaliseListeningSettings,
  readSpeechVoiceChoice,
  readVisitorListeningSettings,
  writeSpeechVoiceChoice,
  writeVisitorListeningSettings,
} from './listening-settings';

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('listening settings', () => {
  it('defaults to normal speed, one play and the US accent', () => {
    expect(DEFAULT_LISTENING_SETTINGS).toEqual({ speed: 1, repeat: 1, accent: 'us' });
    expect(DEFAULT_LISTENING_SETTINGS).toEqual(LISTENING.defaults);
  });

  it('keeps every allowed value', () => {
    for (const speed of LISTENING.speeds) {
      for (const repeat of [1, 2, 3]) {
        for (const accent of ['us', 'uk'] as const) {
          expect(normaliseListeningSettings({ speed, repeat, accent })).toEqual({ speed, repeat, accent });
        }
      }
    }
  });

  it('gives each field that is not allowed its default', () => {
    expect(normaliseListeningSettings({ speed: 2, repeat: 2, accent: 'uk' })).toEqual({
      speed: 1,
      repeat: 2,
      accent: 'uk',
    });
    expect(normaliseListeningSettings({ speed: 0.75, repeat: 4, accent: 'au' })).toEqual({
      speed: 0.75,
      repeat: 1,
      accent: 'us',
    });
    expect(normaliseListeningSettings({ speed: '0.5', repeat: 1.5 })).toEqual(DEFAULT_LISTENING_SETTINGS);
    for (const value of [null, undefined, 'fast', 3, []]) {
      expect(normaliseListeningSettings(value)).toEqual(DEFAULT_LISTENING_SETTINGS);
    }
  });
});

describe("a visitor's settings in this browser", () => {
  it('are the defaults when nothing is stored', () => {
    expect(readVisitorListeningSettings()).toEqual(DEFAULT_LISTENING_SETTINGS);
  });

  it('read back what was written', () => {
    writeVisitorListeningSettings({ speed: 0.75, repeat: 2, accent: 'uk' });
    expect(JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.listeningSettings)!)).toEqual({
      speed: 0.75,
      repeat: 2,
      accent: 'uk',
    });
    expect(readVisitorListeningSettings()).toEqual({ speed: 0.75, repeat: 2, accent: 'uk' });
  });

  it('fall back to the defaults when the stored JSON is broken', () => {
    storage.setItem(LOCAL_STORAGE_KEYS.listeningSettings, '{"speed":0.75,');
    expect(readVisitorListeningSettings()).toEqual(DEFAULT_LISTENING_SETTINGS);
    storage.setItem(LOCAL_STORAGE_KEYS.listeningSettings, 'null');
    expect(readVisitorListeningSettings()).toEqual(DEFAULT_LISTENING_SETTINGS);
  });

  it('keep the valid fields of a stored object and default the others', () => {
    storage.setItem(LOCAL_STORAGE_KEYS.listeningSettings, JSON.stringify({ speed: 0.5, repeat: 9 }));
    expect(readVisitorListeningSettings()).toEqual({ speed: 0.5, repeat: 1, accent: 'us' });
  });

  it('are the defaults when storage cannot be used', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    });
    expect(() => writeVisitorListeningSettings({ speed: 0.5, repeat: 3, accent: 'us' })).not.toThrow();
    expect(readVisitorListeningSettings()).toEqual(DEFAULT_LISTENING_SETTINGS);
  });
});

describe('the speech voice chosen on this device', () => {
  it('is automatic (null) until one is chosen, and again after Automatic is chosen', () => {
    expect(readSpeechVoiceChoice()).toBeNull();
    writeSpeechVoiceChoice('Microsoft Aria Online (Natural) - English (United States)');
    expect(storage.getItem(LOCAL_STORAGE_KEYS.speechVoice)).toBe(
      'Microsoft Aria Online (Natural) - English (United States)',
    );
    expect(readSpeechVoiceChoice()).toBe('Microsoft Aria Online (Natural) - English (United States)');
    writeSpeechVoiceChoice(null);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.speechVoice)).toBeNull();
    expect(readSpeechVoiceChoice()).toBeNull();
  });
});

describe('the clip of an item', () => {
  const both = { audio: '/api/v4/practice/audio/us.mp3', audioUk: '/api/v4/practice/audio/uk.mp3' };

  it('is the British clip for the UK accent when the item has one', () => {
    expect(chooseClip(both, 'uk')).toBe(both.audioUk);
  });

  it('is the main clip for the US accent, and for the UK accent without a British clip', () => {
    expect(chooseClip(both, 'us')).toBe(both.audio);
    expect(chooseClip({ audio: both.audio, audioUk: '' }, 'uk')).toBe(both.audio);
  });

  it('reads a missing field (an item kept in the record before British clips existed) as no clip', () => {
    expect(chooseClip({ audio: both.audio }, 'uk')).toBe(both.audio);
    expect(chooseClip({}, 'us')).toBe('');
    expect(hasBritishClip({ audio: both.audio })).toBe(false);
    expect(hasBritishClip({ audio: both.audio, audioUk: '' })).toBe(false);
    expect(hasBritishClip(both)).toBe(true);
  });

  it('is empty (speech synthesis) when the item has no audio', () => {
    expect(chooseClip({ audio: '', audioUk: '' }, 'us')).toBe('');
    expect(chooseClip({ audio: '  ', audioUk: '' }, 'uk')).toBe('');
  });
});
