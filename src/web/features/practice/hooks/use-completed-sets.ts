// Completed sets of SPEC §3: 'vocab-completed-sets' and 'sentence-completed-sets' hold JSON arrays of
// set numbers (the home page's `position`, 1-based). Progress lives only in this browser (SPEC §1).
import { useMemo, useSyncExternalStore } from 'react';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { readStorage, writeStorage } from '@/lib/local-storage';

export type PracticeKind = 'vocabulary' | 'sentence';

const STORAGE_KEYS: Record<PracticeKind, string> = {
  vocabulary: LOCAL_STORAGE_KEYS.vocabCompletedSets,
  sentence: LOCAL_STORAGE_KEYS.sentenceCompletedSets,
};

/** Fired on `window` after a change in this tab; the `storage` event only reports other tabs. */
const CHANGE_EVENT = 'practice:completed-sets';

/** Accepts numbers and numeric strings (an older page may have stored either); drops anything else. */
function toSetNumbers(values: readonly unknown[]): number[] {
  const numbers = values
    .map((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
    .filter((value): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** A missing, unreadable or non-array value reads as "nothing completed". */
function parseCompletedSets(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? toSetNumbers(parsed) : [];
  } catch {
    return [];
  }
}

export function readCompletedSets(kind: PracticeKind): number[] {
  return parseCompletedSets(readStorage(STORAGE_KEYS[kind]));
}

export function markSetCompleted(kind: PracticeKind, position: number): void {
  if (!Number.isInteger(position) || position < 1) return;
  const current = readCompletedSets(kind);
  if (current.includes(position)) return;
  writeStorage(STORAGE_KEYS[kind], JSON.stringify(toSetNumbers([...current, position])));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The completed set numbers, kept current when another tab or screen finishes a set. */
export function useCompletedSets(kind: PracticeKind): ReadonlySet<number> {
  const key = STORAGE_KEYS[kind];
  // The raw string is the snapshot: an unchanged string keeps the same parsed set between renders.
  const raw = useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => null,
  );
  return useMemo(() => new Set(parseCompletedSets(raw)), [raw]);
}
