// The listening side of a practice screen: the learner's settings and voice, the shared item
// player, and the rules that tie it to the screen: moving to another item or turning the sound off stops
// what is playing (and its remaining repeats), and the current and next items' clips load ahead.
import { useEffect, useRef, useState } from 'react';
import type { TListeningSettings } from '@shared/practice/contract';
import { useListeningSettings } from '@/features/practice/api/get-listening-settings';
import { useSaveListeningSettings } from '@/features/practice/api/save-listening-settings';
import { getItemPlayer, type ListenItem } from '@/features/practice/lib/item-player';
import { chooseClip, readSpeechVoiceChoice, writeSpeechVoiceChoice } from '@/features/practice/lib/listening-settings';

export interface ListeningOptions {
  /** The item's place in the session: a change stops the previous item. */
  index: number;
  soundEnabled: boolean;
  current: ListenItem | undefined;
  next: ListenItem | undefined;
  /**
   * False in the meaning mode: nothing is played, loaded ahead or spoken, and the device's voice
   * list is not read.
   */
  enabled?: boolean;
}

const TURN_PAUSE_MS = 400;

export function useListening({ index, soundEnabled, current, next, enabled = true }: ListeningOptions) {
  const player = getItemPlayer();
  const { settings: stored, userId } = useListeningSettings();
  const save = useSaveListeningSettings(userId);
  // A change shows in the same render as the click or arrow key that made it: the query cache tells its
  // readers a tick later, and meanwhile React would put a controlled radio back on the old value (a screen
  // reader would announce it unchecked). The change stands until the cache moves past what it was made on.
  const [change, setChange] = useState<{ settings: TListeningSettings; madeOn: TListeningSettings } | null>(null);
  const settings = change && change.madeOn === stored ? change.settings : stored;
  const [voiceUri, setVoiceUri] = useState(readSpeechVoiceChoice);
  const [isMissingEnglishVoice, setMissingEnglishVoice] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    player.warmUp();
    return player.onMissingEnglishVoice(() => setMissingEnglishVoice(true));
  }, [player, enabled]);

  // A replayed exchange (playSequence) goes on turn after turn until anything else plays or stops it.
  const sequence = useRef(0);

  // Runs its cleanup when the item changes and when the screen goes away.
  useEffect(
    () => () => {
      sequence.current++;
      player.stop();
    },
    [player, index],
  );

  useEffect(() => {
    if (soundEnabled) return;
    sequence.current++;
    player.stop();
  }, [player, soundEnabled]);

  useEffect(() => player.applySpeed(settings.speed), [player, settings.speed]);

  const currentClip = enabled && current ? chooseClip(current, settings.accent) : '';
  const nextClip = enabled && next ? chooseClip(next, settings.accent) : '';
  useEffect(() => player.preload([currentClip, nextClip]), [player, currentClip, nextClip]);

  return {
    settings,
    voiceUri,
    isMissingEnglishVoice,
    play: (item: ListenItem) => {
      sequence.current++;
      if (enabled) void player.play(item, { settings, voiceUri });
    },
    /** The exchange so far, each turn once, with a short pause between turns. */
    playSequence: async (items: ListenItem[]) => {
      const run = ++sequence.current;
      const once = { ...settings, repeat: 1 };
      for (const [position, item] of items.entries()) {
        if (position > 0) await new Promise((resolve) => setTimeout(resolve, TURN_PAUSE_MS));
        if (sequence.current !== run) return;
        if (enabled) await player.play(item, { settings: once, voiceUri });
      }
    },
    changeSettings: (fields: Partial<TListeningSettings>) => {
      const changed = { ...settings, ...fields };
      setChange({ settings: changed, madeOn: stored });
      save.mutate(changed);
    },
    changeVoice: (uri: string | null) => {
      writeSpeechVoiceChoice(uri);
      setVoiceUri(uri);
    },
  };
}

export type Listening = ReturnType<typeof useListening>;
