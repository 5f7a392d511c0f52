// Listening settings: how fast, how many times and in which accent an item plays, and which of
// this device's speech voices reads the items without a recording. Visitors keep the settings in this
// browser; the voice stays per device for everyone, since voices differ from one device to the next.
import { LISTENING, LOCAL_STORAGE_KEYS } from '@shared/constants';
import type { TListeningSettings } from '@shared/practice/contract';
import { readStorage, removeStorage, writeStorage } from '@/lib/local-storage';

export type ListeningSpeed = TListeningSettings['speed'];
export type ListeningAccent = TListeningSettings['accent'];

export const DEFAULT_LISTENING_SETTINGS: TListeningSettings = { ...LISTENING.defaults };

const isSpeed = (value: unknown): value is ListeningSpeed => (LISTENING.speeds as readonly unknown[]).includes(value);
const isRepeat = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= LISTENING.maxRepeat;
const isAccent = (value: unknown): value is ListeningAccent => value === 'us' || value === 'uk';

/**
 * Settings from anything stored or received: each field that is not one of the allowed values (an older
 * version's value, a hand-edited entry, broken JSON) takes its default, so playback never breaks on it.
 */
export function normaliseListeningSettings(value: unknown): TListeningSettings {
  const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    speed: isSpeed(fields.speed) ? fields.speed : DEFAULT_LISTENING_SETTINGS.speed,
    repeat: isRepeat(fields.repeat) ? fields.repeat : DEFAULT_LISTENING_SETTINGS.repeat,
    accent: isAccent(fields.accent) ? fields.accent : DEFAULT_LISTENING_SETTINGS.accent,
  };
}

export function readVisitorListeningSettings(): TListeningSettings {
  const stored = readStorage(LOCAL_STORAGE_KEYS.listeningSettings);
  if (stored === null) return DEFAULT_LISTENING_SETTINGS;
  try {
    return normaliseListeningSettings(JSON.parse(stored));
  } catch {
    return DEFAULT_LISTENING_SETTINGS;
  }
}

export function writeVisitorListeningSettings(settings: TListeningSettings): void {
  writeStorage(LOCAL_STORAGE_KEYS.listeningSettings, JSON.stringify(normaliseListeningSettings(settings)));
}

/** The voiceURI of the speech voice chosen on this device, or null for the automatic choice. */
export function readSpeechVoiceChoice(): string | null {
  const stored = readStorage(LOCAL_STORAGE_KEYS.speechVoice);
  return stored === null || stored === '' ? null : stored;
}

export function writeSpeechVoiceChoice(voiceUri: string | null): void {
  if (voiceUri === null || voiceUri === '') removeStorage(LOCAL_STORAGE_KEYS.speechVoice);
  else writeStorage(LOCAL_STORAGE_KEYS.speechVoice, voiceUri);
}

/**
 * An item's clips. Items kept in a visitor's record before clips had accents (the review practises those copies)
 * have no `audioUk`, whatever the type says, so a missing field reads as no clip.
 */
type ItemClips = { audio?: string; audioUk?: string };

/** The clip of an item for the chosen accent: the British one when asked for and there is one. */
export function chooseClip(item: ItemClips, accent: ListeningAccent): string {
  const british = item.audioUk?.trim() ?? '';
  if (accent === 'uk' && british !== '') return british;
  return item.audio?.trim() ?? '';
}

/** The accent choice is offered only when some item of the screen has a British clip. */
export function hasBritishClip(item: ItemClips): boolean {
  return (item.audioUk?.trim() ?? '') !== '';
}
