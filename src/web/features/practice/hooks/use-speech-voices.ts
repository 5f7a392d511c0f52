import { useMemo, useSyncExternalStore } from 'react';
import type { ListeningAccent } from '@/features/practice/lib/listening-settings';
import { getVoiceCatalog, hasVoicesOfBothAccents, rankEnglishVoices } from '@/features/practice/lib/speech-voices';

/**
 * This device's English voices, best first, whether it can read in both accents, and whether the list has
 * finished loading.
 */
export function useSpeechVoices(accent: ListeningAccent) {
  const catalog = getVoiceCatalog();
  const snapshot = useSyncExternalStore(catalog.subscribe, catalog.getSnapshot);
  const englishVoices = useMemo(() => rankEnglishVoices(snapshot.voices, accent), [snapshot.voices, accent]);
  const hasBothAccents = useMemo(() => hasVoicesOfBothAccents(snapshot.voices), [snapshot.voices]);
  return { englishVoices, hasBothAccents, settled: snapshot.settled };
}
