import { beforeAll, describe, expect, it } from 'vitest';
import { startLanguage } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import type { TSentenceOverview, TVocabularyOverview } from '@shared/practice/contract';
import {
  describeLoadFailure,
  findSentenceSetByNumber,
  findVocabularySetByNumber,
  hasSetQuery,
  readSentenceQuery,
  readSetIndex,
  readVocabularyQuery,
} from './set-query';

// A failure's words are looked up in the interface language's catalogue first.
beforeAll(() => startLanguage());

const FALLBACK = 'Failed to load vocabulary data. Please try again.';

describe('reading the address', () => {
  it("defaults to topic 'Other', part 'part1' and set index 0", () => {
    expect(readVocabularyQuery(new URLSearchParams())).toEqual({ topic: 'Other', setIndex: 0 });
    expect(readSentenceQuery(new URLSearchParams('part=&setIndex='))).toEqual({ part: 'part1', setIndex: 0 });
  });

  it('reads the topic, the part and the set index', () => {
    expect(readVocabularyQuery(new URLSearchParams('topic=Office+Life&setIndex=2'))).toEqual({
      topic: 'Office Life',
      setIndex: 2,
    });
    expect(readSentenceQuery(new URLSearchParams('part=part3&setIndex=11'))).toEqual({ part: 'part3', setIndex: 11 });
  });

  it.each(['-1', 'abc', '1.5', ''])('reads the set index %j as 0', (raw) => {
    expect(readSetIndex(raw)).toBe(0);
  });
});

describe('describing a failed load', () => {
  it("shows the server's message for an unknown topic or part or a set out of range", () => {
    expect(describeLoadFailure(new ApiError(404, 'TOPIC_NOT_FOUND', 'Topic not found'), 0, FALLBACK)).toEqual({
      kind: 'error',
      message: 'Topic not found',
    });
    expect(
      describeLoadFailure(new ApiError(404, 'SET_OUT_OF_RANGE', 'Set index 7 is out of range'), 7, FALLBACK),
    ).toEqual({ kind: 'error', message: 'Set index 7 is out of range' });
  });

  it('reads a topic or part without any set as the empty state', () => {
    expect(
      describeLoadFailure(new ApiError(404, 'SET_OUT_OF_RANGE', 'Set index 0 is out of range'), 0, FALLBACK),
    ).toEqual({ kind: 'empty' });
  });

  it('shows the load-failure message for server and network failures', () => {
    expect(describeLoadFailure(new ApiError(500, 'INTERNAL', 'x'), 0, FALLBACK)).toEqual({
      kind: 'error',
      message: FALLBACK,
    });
    expect(describeLoadFailure(new ApiError(0, 'NETWORK_ERROR', 'x'), 0, FALLBACK)).toEqual({
      kind: 'error',
      message: FALLBACK,
    });
    expect(describeLoadFailure(new TypeError('boom'), 0, FALLBACK)).toEqual({ kind: 'error', message: FALLBACK });
  });
});

describe('an address without its set query', () => {
  const vocabulary: TVocabularyOverview = {
    groups: [
      {
        topic: 'Office',
        sets: [0, 1].map((setIndex) => ({ topic: 'Office', setIndex, position: setIndex + 1, words: [], sample: [] })),
      },
      { topic: 'Travel', sets: [{ topic: 'Travel', setIndex: 0, position: 3, words: [], sample: [] }] },
    ],
    totalSets: 3,
  };
  const sentences: TSentenceOverview = {
    groups: [
      { part: 'part1', sets: [{ part: 'part1', setIndex: 0, position: 1, sentences: [], sample: [] }] },
      {
        part: 'part4',
        sets: [0, 1].map((setIndex) => ({
          part: 'part4',
          setIndex,
          position: setIndex + 2,
          sentences: [],
          sample: [],
        })),
      },
    ],
    totalSets: 3,
    setsPerPart: { part1: 1, part2: 0, part3: 0, part4: 2 },
  };

  it('is read by its set number only when the query names nothing', () => {
    expect(hasSetQuery(new URLSearchParams(), 'topic')).toBe(false);
    expect(hasSetQuery(new URLSearchParams('utm=x'), 'topic')).toBe(false);
    expect(hasSetQuery(new URLSearchParams('topic=Office'), 'topic')).toBe(true);
    expect(hasSetQuery(new URLSearchParams('setIndex=1'), 'part')).toBe(true);
  });

  it('finds the set with that number on the home page', () => {
    expect(findVocabularySetByNumber(vocabulary, '3')).toEqual({ topic: 'Travel', setIndex: 0, position: 3 });
    expect(findVocabularySetByNumber(vocabulary, '2')).toEqual({ topic: 'Office', setIndex: 1, position: 2 });
    expect(findSentenceSetByNumber(sentences, '1')).toEqual({ part: 'part1', setIndex: 0, position: 1 });
  });

  it("finds Part 4's sets, numbered after the other parts' as on the home page", () => {
    expect(findSentenceSetByNumber(sentences, '2')).toEqual({ part: 'part4', setIndex: 0, position: 2 });
    expect(findSentenceSetByNumber(sentences, '3')).toEqual({ part: 'part4', setIndex: 1, position: 3 });
    expect(findSentenceSetByNumber(sentences, '4')).toBeNull();
  });

  it.each(['0', '4', '-1', '1.5', 'abc', undefined])('finds no set numbered %j', (raw) => {
    expect(findVocabularySetByNumber(vocabulary, raw)).toBeNull();
  });
});
