import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseSpeechVoice,
  createVoiceCatalog,
  hasVoicesOfBothAccents,
  isEnglishVoice,
  rankEnglishVoices,
  VOICE_LIST_WAIT_MS,
  type VoiceInfo,
} from './speech-voices';

const voice = (name: string, lang: string): VoiceInfo => ({ name, lang, voiceURI: `uri:${name}` });

const vietnamese = voice('Microsoft An - Vietnamese (Vietnam)', 'vi-VN');
const plainUs = voice('Google US English', 'en-US');
const naturalUs = voice('Microsoft Aria Online (Natural) - English (United States)', 'en-US');
const premiumUs = voice('Ava (Premium)', 'en-US');
const plainGb = voice('Google UK English Female', 'en-GB');
const naturalGb = voice('Microsoft Sonia Online (Natural) - English (United Kingdom)', 'en-GB');
const indian = voice('Rishi', 'en-IN');
const androidUs = voice('English United States', 'en_US');
const french = voice('Thomas', 'fr-FR');

describe('English voices', () => {
  it('are the voices whose language is English, in any region and either notation', () => {
    expect([vietnamese, plainUs, plainGb, indian, androidUs, french, voice('x', 'en')].filter(isEnglishVoice)).toEqual([
      plainUs,
      plainGb,
      indian,
      androidUs,
      voice('x', 'en'),
    ]);
  });

  it('rank US voices with a natural-sounding name first, then other US, then British, then any English', () => {
    const voices = [vietnamese, indian, plainGb, plainUs, naturalGb, french, naturalUs, premiumUs];
    expect(rankEnglishVoices(voices)).toEqual([naturalUs, premiumUs, plainUs, naturalGb, plainGb, indian]);
  });

  it('put British voices first for the UK accent', () => {
    const voices = [plainUs, plainGb, naturalUs, naturalGb, indian];
    expect(rankEnglishVoices(voices, 'uk')).toEqual([naturalGb, plainGb, naturalUs, plainUs, indian]);
  });

  it("read Android's en_US as American", () => {
    expect(rankEnglishVoices([indian, plainGb, androidUs])).toEqual([androidUs, plainGb, indian]);
  });
});

describe('the voice that speaks', () => {
  const voices = [vietnamese, plainGb, plainUs, naturalUs];

  it("is the learner's chosen voice while the device still has it", () => {
    expect(chooseSpeechVoice(voices, plainGb.voiceURI)).toBe(plainGb);
  });

  it('is the best English voice when nothing is chosen or the chosen voice is gone', () => {
    expect(chooseSpeechVoice(voices, null)).toBe(naturalUs);
    expect(chooseSpeechVoice(voices, 'uri:a voice of another device')).toBe(naturalUs);
    expect(chooseSpeechVoice([vietnamese, plainGb], null)).toBe(plainGb);
    expect(chooseSpeechVoice([vietnamese, indian], null)).toBe(indian);
  });

  it('is none when the device has no English voice', () => {
    expect(chooseSpeechVoice([vietnamese, french], null)).toBeNull();
    expect(chooseSpeechVoice([], null)).toBeNull();
  });
});

describe('the voice catalog', () => {
  let voices: VoiceInfo[];
  let onVoicesChanged: (() => void) | null;

  beforeEach(() => {
    vi.useFakeTimers();
    voices = [];
    onVoicesChanged = null;
    vi.stubGlobal('window', {
      speechSynthesis: {
        getVoices: () => voices,
        addEventListener: (type: string, listener: () => void) => {
          if (type === 'voiceschanged') onVoicesChanged = listener;
        },
      },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is settled at once when the browser already has its voices', async () => {
    voices = [plainUs];
    const catalog = createVoiceCatalog();
    expect(catalog.getSnapshot()).toMatchObject({ voices: [plainUs], settled: true, supported: true });
    await expect(catalog.whenSettled()).resolves.toBeUndefined();
  });

  it('waits for voiceschanged when the list arrives later, and tells its subscribers', async () => {
    const catalog = createVoiceCatalog();
    const listener = vi.fn();
    catalog.subscribe(listener);
    expect(catalog.getSnapshot().settled).toBe(false);
    let settled = false;
    void catalog.whenSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(false);
    voices = [plainGb, naturalUs];
    onVoicesChanged?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(listener).toHaveBeenCalled();
    expect(catalog.getSnapshot().voices).toEqual([plainGb, naturalUs]);
  });

  it('counts an empty list as final after a short wait (browsers without voices never fire the event)', async () => {
    const catalog = createVoiceCatalog();
    let settled = false;
    void catalog.whenSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(VOICE_LIST_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(catalog.getSnapshot()).toMatchObject({ voices: [], settled: true });
  });

  it('keeps one snapshot object until the list changes (React reads it on every render)', () => {
    voices = [plainUs];
    const catalog = createVoiceCatalog();
    expect(catalog.getSnapshot()).toBe(catalog.getSnapshot());
  });

  it('is settled and empty where the browser has no speech synthesis', async () => {
    vi.stubGlobal('window', {});
    const catalog = createVoiceCatalog();
    expect(catalog.getSnapshot()).toEqual({ voices: [], settled: true, supported: false });
    await expect(catalog.whenSettled()).resolves.toBeUndefined();
  });
});

describe('hasVoicesOfBothAccents', () => {
  it('needs an American and a British English voice (Android spells them en_US, en_GB)', () => {
    const british = voice('Google UK English Female', 'en_GB');
    expect(hasVoicesOfBothAccents([plainUs, british])).toBe(true);
    expect(hasVoicesOfBothAccents([plainUs, naturalUs])).toBe(false);
    expect(hasVoicesOfBothAccents([british, vietnamese])).toBe(false);
    expect(hasVoicesOfBothAccents([])).toBe(false);
  });
});
