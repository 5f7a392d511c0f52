import { paths } from '@shared/paths';
import { describe, expect, it } from 'vitest';
import { parseLibraryQuery, searchSummary } from './library-query';

const parse = (search: string) => parseLibraryQuery(new URLSearchParams(search));

describe('parseLibraryQuery', () => {
  it('reads the search, the sort and the format', () => {
    expect(parse('q=%20de%20thi%20&sort=downloads&format=pdf')).toEqual({
      q: 'de thi',
      sort: 'downloads',
      format: 'pdf',
      filters: {},
    });
  });

  it('reads the subject, a known level and a tag as tags are stored', () => {
    expect(parse('subject=%20TOEIC%20&level=advanced&tag=%20Part%205%20').filters).toEqual({
      subject: 'TOEIC',
      level: 'advanced',
      tag: 'part 5',
    });
    expect(parse('subject=%20&level=expert&tag=%3Cb%3E').filters).toEqual({});
  });

  it('falls back to newest and every format for what the address cannot mean', () => {
    const defaults = { q: '', sort: 'newest', format: null, filters: {} };
    expect(parse('')).toEqual(defaults);
    expect(parse('sort=oldest&format=exe')).toEqual(defaults);
    expect(parse('format=toString')).toEqual(defaults);
  });

  it('round-trips through the address the page builds', () => {
    for (const query of [
      { q: 'Đề thi thử TOEIC', sort: 'newest', format: null, filters: {} },
      { q: '', sort: 'views', format: 'slides', filters: {} },
      { q: '', sort: 'helpful', format: 'image', filters: { subject: 'Ngữ pháp', level: 'basic', tag: 'part 5' } },
    ] as const) {
      const url = new URL(
        paths.library.build({ q: query.q, sort: query.sort, format: query.format ?? undefined, ...query.filters }),
        'http://x',
      );
      expect(url.pathname).toBe('/tai-lieu');
      expect(parseLibraryQuery(url.searchParams)).toEqual(query);
    }
  });

  it('leaves the defaults out of the address', () => {
    expect(paths.library.build({ q: '  ', sort: 'newest' })).toBe('/tai-lieu');
    expect(paths.library.build({ q: 'a&b' })).toBe('/tai-lieu?q=a%26b');
  });
});

describe('searchSummary', () => {
  it('says how many files were found, or that there are more', () => {
    expect(searchSummary(false)).toBe('files.library.matchCount');
    expect(searchSummary(true)).toBe('files.library.matchCountMore');
  });
});
