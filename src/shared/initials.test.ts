import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Nguyễn Văn An', 'NA'],
    ['Đỗ Thị Ánh', 'ĐÁ'],
    ['linh', 'L'],
    ['  ', '?'],
    [null, '?'],
    ['émile zola', 'ÉZ'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
