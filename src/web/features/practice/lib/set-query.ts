// Reading a practice screen's address (SPEC §2 route table, §9 defaults) and turning a failed load into
// what the screen shows (SPEC §8 "Practice data").
import { PRACTICE } from '@shared/constants';
import { ApiError } from '@/lib/api-client';

/** A missing, negative or non-numeric setIndex reads as the default, 0. */
export function readSetIndex(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return PRACTICE.defaultSetIndex;
  return Number(raw.trim());
}

export function readVocabularyQuery(params: URLSearchParams): { topic: string; setIndex: number } {
  const topic = params.get('topic')?.trim();
  return { topic: topic || PRACTICE.defaultTopic, setIndex: readSetIndex(params.get('setIndex')) };
}

export function readSentenceQuery(params: URLSearchParams): { part: string; setIndex: number } {
  const part = params.get('part')?.trim();
  return { part: part || PRACTICE.defaultPart, setIndex: readSetIndex(params.get('setIndex')) };
}

export type LoadFailure = { kind: 'empty'; detail: string } | { kind: 'error'; message: string };

/**
 * The server's own message for what the address got wrong (unknown topic or part, set out of range);
 * SPEC §8's 'Failed to load … data' for anything else. The first set of a topic or part that has no set
 * at all is the spec's empty state rather than an error.
 */
export function describeLoadFailure(error: unknown, setIndex: number, fallbackMessage: string): LoadFailure {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    if (error.code === 'SET_OUT_OF_RANGE' && setIndex === 0) return { kind: 'empty', detail: error.message };
    return { kind: 'error', message: error.message };
  }
  return { kind: 'error', message: fallbackMessage };
}
