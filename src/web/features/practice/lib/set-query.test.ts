import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeLoadFailure, readSentenceQuery, readSetIndex, readVocabularyQuery } from './set-query';

const FALLBACK = 'Failed to load vocabulary data. Please try again.';

describe('reading the address', () => {
  it("defaults to topic 'Other', part 'part1' and set index 0 (SPEC §9)", () => {
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
    expect(describeLoadFailure(new ApiError(404, 'TOPIC_NOT_FOUND', 'Topic "Xyz" not found'), 0, FALLBACK)).toEqual({
      kind: 'error',
      message: 'Topic "Xyz" not found',
    });
    expect(
      describeLoadFailure(new ApiError(404, 'SET_OUT_OF_RANGE', 'Set index 7 is out of range'), 7, FALLBACK),
    ).toEqual({ kind: 'error', message: 'Set index 7 is out of range' });
  });

  it('reads a topic or part without any set as the empty state', () => {
    expect(
      describeLoadFailure(new ApiError(404, 'SET_OUT_OF_RANGE', 'Set index 0 is out of range'), 0, FALLBACK),
    ).toEqual({ kind: 'empty', detail: 'Set index 0 is out of range' });
  });

  it("shows SPEC §8's message for server and network failures", () => {
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
