import { describe, expect, it } from 'vitest';
import { sentenceInputWidth } from './sentence-input-width';

describe('sentenceInputWidth', () => {
  it.each([
    ['', 50],
    ['a', 50],
    ['the', 50],
    ['sign', 70],
    ['forms', 70],
    ['meeting', 90],
    ['contract', 90],
    ['negotiated', 110],
    ['presentation', 110],
    ['responsibility', 130],
  ])('%j → %ipx', (word, width) => {
    expect(sentenceInputWidth(word)).toBe(width);
  });
});
