import { describe, expect, it } from 'vitest';
import { findFirstJsonObject } from './extract-json';

describe('findFirstJsonObject', () => {
  it('finds an object wrapped in prose or ```json fences', () => {
    expect(findFirstJsonObject('Sure! Here it is:\n```json\n{"a": {"b": 1}}\n```\nEnjoy.')).toBe('{"a": {"b": 1}}');
  });

  it('ignores braces inside strings and stops at the first balanced object', () => {
    expect(findFirstJsonObject('{"text": "a } and \\" {"} {"second": 2}')).toBe('{"text": "a } and \\" {"}');
  });

  it('returns null without an object and the rest when it never closes', () => {
    expect(findFirstJsonObject('no json here')).toBeNull();
    expect(findFirstJsonObject('x {"open": 1')).toBe('{"open": 1');
  });
});
