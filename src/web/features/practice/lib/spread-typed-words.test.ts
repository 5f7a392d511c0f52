import { describe, expect, it } from 'vitest';
import { spreadTypedWords } from './spread-typed-words';

describe('spreadTypedWords', () => {
  it('keeps text without spaces in its box', () => {
    expect(spreadTypedWords('man', 1, 4)).toEqual({ edits: [[1, 'man']], focusIndex: 1 });
  });

  it('drops a trailing space and moves to the next box', () => {
    expect(spreadTypedWords('man ', 1, 4)).toEqual({ edits: [[1, 'man']], focusIndex: 2 });
  });

  it('stays on the last box when there is no next one', () => {
    expect(spreadTypedWords('walks ', 3, 4)).toEqual({ edits: [[3, 'walks']], focusIndex: 3 });
  });

  it('spreads a pasted phrase over the following boxes, never past the last', () => {
    expect(spreadTypedWords('a  man walks fast', 1, 4)).toEqual({
      edits: [
        [1, 'a'],
        [2, 'man'],
        [3, 'walks'],
      ],
      focusIndex: 3,
    });
  });

  it('turns a lone space into an empty box', () => {
    expect(spreadTypedWords(' ', 0, 3)).toEqual({ edits: [[0, '']], focusIndex: 1 });
  });
});
