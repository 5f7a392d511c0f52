// Reading a practice screen's address (defaults: topic 'Other', part 'part1', set index 0) and turning a failed load
// into what the screen shows.
import { PRACTICE } from '@shared/constants';
import type {
  TSentenceOverview,
  TSentenceSetRef,
  TVocabularyOverview,
  TVocabularySetRef,
} from '@shared/practice/contract';
import { PRACTICE_ERRORS } from '@shared/practice/messages';
import { ApiError, refusalMessageOf } from '@/lib/api-client';

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

/**
 * An address with neither its set query (`/dictation/3`, typed or shared without it) names its set by
 * the path's set number alone. With any part of the query, its missing parts take the defaults.
 */
export function hasSetQuery(params: URLSearchParams, nameKey: 'topic' | 'part'): boolean {
  return params.has(nameKey) || params.has('setIndex');
}

/** A path segment is a set number when it is a whole number from 1. */
function readSetNumber(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

export function findVocabularySetByNumber(overview: TVocabularyOverview, raw: string | undefined) {
  const position = readSetNumber(raw);
  if (position === null) return null;
  const card = overview.groups.flatMap((group) => group.sets).find((set) => set.position === position);
  return card ? ({ topic: card.topic, setIndex: card.setIndex, position } satisfies TVocabularySetRef) : null;
}

export function findSentenceSetByNumber(overview: TSentenceOverview, raw: string | undefined) {
  const position = readSetNumber(raw);
  if (position === null) return null;
  const card = overview.groups.flatMap((group) => group.sets).find((set) => set.position === position);
  return card ? ({ part: card.part, setIndex: card.setIndex, position } satisfies TSentenceSetRef) : null;
}

export type LoadFailure = { kind: 'empty' } | { kind: 'error'; message: string };

/**
 * The server's own message for what the address got wrong (unknown topic or part, set out of range);
 * 'Failed to load … data' for anything else. The first set of a topic or part that has no set
 * at all is the empty state rather than an error.
 */
export function describeLoadFailure(error: unknown, setIndex: number, fallbackMessage: string): LoadFailure {
  // One state, one message: the empty state's text, not also the server's 'Set index 0 is out of range'.
  if (error instanceof ApiError && setIndex === 0 && error.code === PRACTICE_ERRORS.setOutOfRange(setIndex).code) {
    return { kind: 'empty' };
  }
  return { kind: 'error', message: refusalMessageOf(error, fallbackMessage) };
}
