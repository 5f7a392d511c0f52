import { describe, expect, it } from 'vitest';
import { buildSnippet, normalizeSearchText, searchTerms, SEARCH_MAX_TERMS, toPrefixTsQuery } from './search';

describe('normalizeSearchText', () => {
  it('makes "Tài liệu", "tai lieu" and "TÀI LIỆU" the same', () => {
    expect(normalizeSearchText('Tài liệu')).toBe('tai lieu');
    expect(normalizeSearchText('TÀI LIỆU')).toBe('tai lieu');
    expect(normalizeSearchText('tai lieu')).toBe('tai lieu');
  });

  it('folds đ/Đ to d and every diacritic, in composed and decomposed form', () => {
    expect(normalizeSearchText('Đề thi thử ĐƯỢC')).toBe('de thi thu duoc');
    expect(normalizeSearchText('Đề thi'.normalize('NFD'))).toBe('de thi');
    expect(normalizeSearchText('ỹ ặ ổ ự')).toBe('y a o u');
  });

  it('turns punctuation and symbols into single word breaks', () => {
    expect(normalizeSearchText('  de-thi_toeic.pdf!!  2024 ')).toBe('de thi toeic pdf 2024');
  });
});

describe('searchTerms and toPrefixTsQuery', () => {
  it('keeps letters and digits only, so tsquery and SQL syntax never get through', () => {
    const terms = searchTerms(`a' OR 1=1; -- & | ! :* <-> (toeic)`);
    expect(terms).toEqual(['a', 'or', '1', 'toeic']);
    expect(toPrefixTsQuery(terms)).toBe('a & or & 1 & toeic:*');
    for (const term of terms) expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
  });

  it('drops repeats, caps the number of words, and searches the last one as a prefix unless it is one letter', () => {
    expect(searchTerms('toeic TOEIC Toeic')).toEqual(['toeic']);
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(SEARCH_MAX_TERMS);
    expect(toPrefixTsQuery(['de', 'thi'])).toBe('de & thi:*');
    expect(toPrefixTsQuery(['toeic', 'a'])).toBe('toeic & a');
  });

  it('gives no terms for a query of symbols only', () => {
    expect(searchTerms('!!! ??? ...')).toEqual([]);
  });
});

describe('buildSnippet', () => {
  const text = (parts: ReturnType<typeof buildSnippet>) => parts.map((part) => part.text).join('');
  const hits = (parts: ReturnType<typeof buildSnippet>) => parts.filter((part) => part.hit).map((part) => part.text);

  it('marks the matched words in their original spelling', () => {
    const parts = buildSnippet('Đây là Đề thi thử TOEIC năm 2024.', searchTerms('de thi thu toeic'));
    expect(hits(parts)).toEqual(['Đề', 'thi', 'thử', 'TOEIC']);
    expect(text(parts)).toBe('Đây là Đề thi thử TOEIC năm 2024.');
  });

  it('matches the last word as a prefix (it may be typed half-way), the others whole, never mid-word', () => {
    const parts = buildSnippet('Listening practice, listen again; glisten', ['listen']);
    expect(hits(parts)).toEqual(['Listening', 'listen']);
    const exam = buildSnippet('Đề thi thử TOEIC, giải thích chi tiết, thiết kế', searchTerms('de thi thu toe'));
    expect(hits(exam)).toEqual(['Đề', 'thi', 'thử', 'TOEIC']);
  });

  it('cuts a window around the first hit at word boundaries, with ellipses', () => {
    const long = `${'mở đầu '.repeat(60)}phần Đề thi thử ở giữa ${'kết thúc '.repeat(60)}`;
    const parts = buildSnippet(long, ['de', 'thi'], 120);
    const shown = text(parts);
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown).toContain('Đề thi');
    expect(shown.length).toBeLessThanOrEqual(120 + 4);
    expect(shown).not.toMatch(/ [^ …]*\S…$/u);
  });

  it('collapses whitespace and gives nothing for empty text', () => {
    expect(text(buildSnippet('a\n\n  b\tc', ['b']))).toBe('a b c');
    expect(buildSnippet('   ', ['a'])).toEqual([]);
  });
});
