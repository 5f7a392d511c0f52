import { describe, expect, it } from 'vitest';
import {
  checkDocumentDetails,
  checkLevel,
  checkSubject,
  DOCUMENT_MAX_TAGS,
  normalizeTag,
  normalizeTags,
  normalizeTitle,
  parseSubjectList,
  splitTagList,
  titleFromFilename,
} from './document-info';

const SUBJECTS = ['TOEIC', 'IELTS', 'Ngữ pháp'];

describe('titles', () => {
  it('are trimmed with runs of spaces as one; blank or the file name itself is none', () => {
    expect(normalizeTitle('  Đề thi   thử  ', 'a.pdf')).toEqual({ ok: true, value: 'Đề thi thử' });
    expect(normalizeTitle('   ', 'a.pdf')).toEqual({ ok: true, value: null });
    expect(normalizeTitle(' a.pdf ', 'a.pdf')).toEqual({ ok: true, value: null });
  });

  it('hold at most 150 characters (letters, not UTF-16 units) of one line', () => {
    expect(normalizeTitle('ữ'.repeat(150), 'a.pdf').ok).toBe(true);
    expect(normalizeTitle('ữ'.repeat(151), 'a.pdf')).toEqual({ ok: false, problem: 'titleTooLong' });
    expect(normalizeTitle('😀'.repeat(150), 'a.pdf').ok).toBe(true);
    expect(normalizeTitle('Dòng một\nDòng hai', 'a.pdf')).toEqual({ ok: false, problem: 'titleInvalid' });
    expect(normalizeTitle('bai-tap\u202Efdp', 'a.pdf')).toEqual({ ok: false, problem: 'titleInvalid' });
  });

  it('are proposed as the file name without its extension', () => {
    expect(titleFromFilename('Đề thi TOEIC.part1.pdf')).toBe('Đề thi TOEIC.part1');
    expect(titleFromFilename('README')).toBe('README');
    expect(titleFromFilename('.env')).toBe('.env');
  });
});

describe('tags', () => {
  it('are trimmed, lower case, NFC, with runs of spaces as one', () => {
    expect(normalizeTag('  Part   5 ')).toBe('part 5');
    expect(normalizeTag('NGỮ PHÁP')).toBe('ngữ pháp');
    // 'ữ' written as u + horn + tilde: stored composed, so the same tag typed either way is one.
    expect(normalizeTag('ngu\u031B\u0303 pháp')).toBe('ngữ pháp');
    expect(normalizeTag('band-7')).toBe('band-7');
  });

  it('hold letters, digits, spaces and hyphens only, at most 30 characters, starting with a letter or digit', () => {
    for (const bad of ['c++', '<b>', 'a/b', 'a,b', '#toeic', '-x', 'x'.repeat(31), '', '   ']) {
      expect(normalizeTag(bad), bad).toBeNull();
    }
    expect(normalizeTag('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('merge repeats in first place, drop blanks, and refuse more than the limit or one bad tag', () => {
    expect(normalizeTags(['Listening', 'part 5', 'listening ', '', 'PART 5'])).toEqual({
      ok: true,
      value: ['listening', 'part 5'],
    });
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(six.length).toBeGreaterThan(DOCUMENT_MAX_TAGS);
    expect(normalizeTags(six)).toEqual({ ok: false, problem: 'tooManyTags' });
    // Repeats do not count against the limit.
    expect(normalizeTags([...six.slice(0, 5), 'A']).ok).toBe(true);
    expect(normalizeTags(['ok', 'c++'])).toEqual({ ok: false, problem: 'tagInvalid' });
  });

  it('travel in a form field as a comma-separated list', () => {
    expect(normalizeTags(splitTagList('a, b ,,c'))).toEqual({ ok: true, value: ['a', 'b', 'c'] });
    expect(normalizeTags(splitTagList(''))).toEqual({ ok: true, value: [] });
  });
});

describe('subjects and levels', () => {
  it('a subject is one of the site list (as written), blank for none; an edit may keep a removed one', () => {
    expect(checkSubject(' TOEIC ', SUBJECTS)).toEqual({ ok: true, value: 'TOEIC' });
    expect(checkSubject('', SUBJECTS)).toEqual({ ok: true, value: null });
    expect(checkSubject('toeic', SUBJECTS)).toEqual({ ok: false, problem: 'subjectUnknown' });
    expect(checkSubject('Giao tiếp', SUBJECTS, 'Giao tiếp')).toEqual({ ok: true, value: 'Giao tiếp' });
  });

  it('a level is basic, intermediate or advanced, blank for none', () => {
    expect(checkLevel('advanced')).toEqual({ ok: true, value: 'advanced' });
    expect(checkLevel('')).toEqual({ ok: true, value: null });
    expect(checkLevel('Advanced')).toEqual({ ok: false, problem: 'levelInvalid' });
  });

  it("the operator's list: trimmed, repeats dropped, the default when empty, bad entries reported", () => {
    expect(parseSubjectList(' TOEIC, IELTS ,TOEIC,, ', ['Khác'])).toEqual({
      subjects: ['TOEIC', 'IELTS'],
      problems: [],
    });
    expect(parseSubjectList(undefined, ['Khác'])).toEqual({ subjects: ['Khác'], problems: [] });
    expect(parseSubjectList(`TOEIC,${'x'.repeat(41)}`, ['Khác']).problems).toEqual(['x'.repeat(41)]);
  });

  it("an upload's details are checked field by field, the first problem refusing them all", () => {
    expect(
      checkDocumentDetails({ title: 'Đề', subject: 'IELTS', level: 'basic', tags: 'A,b' }, 'x.pdf', SUBJECTS),
    ).toEqual({ ok: true, value: { title: 'Đề', subject: 'IELTS', level: 'basic', tags: ['a', 'b'] } });
    expect(checkDocumentDetails({}, 'x.pdf', SUBJECTS)).toEqual({
      ok: true,
      value: { title: null, subject: null, level: null, tags: [] },
    });
    expect(checkDocumentDetails({ subject: 'Toán', level: 'x' }, 'x.pdf', SUBJECTS)).toEqual({
      ok: false,
      problem: 'subjectUnknown',
    });
  });
});
