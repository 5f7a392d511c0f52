import { describe, expect, it } from 'vitest';
import { sentenceSetPath, vocabularySetPath } from './set-paths';

describe('set paths (SPEC §2)', () => {
  it('puts the set number in the path and topic and set index in the query', () => {
    expect(vocabularySetPath({ position: 1, topic: 'Office', setIndex: 0 })).toBe(
      '/dictation/1?topic=Office&setIndex=0',
    );
    expect(sentenceSetPath({ position: 7, part: 'part2', setIndex: 3 })).toBe(
      '/sentence-practice/7?part=part2&setIndex=3',
    );
  });

  it('encodes topics with spaces and symbols', () => {
    const path = vocabularySetPath({ position: 4, topic: 'Travel & Hotels', setIndex: 1 });
    expect(path).toBe('/dictation/4?topic=Travel+%26+Hotels&setIndex=1');
    expect(new URLSearchParams(path.split('?')[1]).get('topic')).toBe('Travel & Hotels');
  });
});
