import { describe, expect, it } from 'vitest';
import { helpfulScore } from './rating-rules';

describe('the helpful score', () => {
  it('pulls the average towards 3 by five imaginary ratings of 3, times 1000, rounded down', () => {
    expect(helpfulScore(0, 0)).toBe(3000);
    expect(helpfulScore(5, 1)).toBe(3333);
    expect(helpfulScore(1, 1)).toBe(2666);
    expect(helpfulScore(9, 2)).toBe(3428);
  });

  it('ranks many good ratings above one perfect rating, and many poor ones below none', () => {
    expect(helpfulScore(50 * 4.8, 50)).toBeGreaterThan(helpfulScore(5, 1));
    expect(helpfulScore(20 * 2, 20)).toBeLessThan(helpfulScore(0, 0));
    expect(helpfulScore(3 * 5, 3)).toBeGreaterThan(helpfulScore(4 + 5, 2));
  });
});
