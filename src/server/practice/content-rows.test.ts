import { describe, expect, it } from 'vitest';
import { formatRowError, parseContentCsv, parseContentFile, parseContentJson } from './content-rows';

describe('content rows', () => {
  it('reads a vocabulary CSV with optional columns, quoted commas and a BOM', () => {
    const parsed = parseContentCsv(
      '\uFEFFtopic,word,meaning\nContracts,abide,tuân theo\nContracts,"agree, formally","đồng ý, chính thức"\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.vocabulary).toEqual([
      { topic: 'Contracts', word: 'abide', meaning: 'tuân theo', wordType: '', phonetic: '', audio: '' },
      {
        topic: 'Contracts',
        word: 'agree, formally',
        meaning: 'đồng ý, chính thức',
        wordType: '',
        phonetic: '',
        audio: '',
      },
    ]);
  });

  // Issue 15: phrases ('fill out', 'on behalf of') are words with spaces and the types 'phrasal verb'/'phrase'.
  it('reads phrases in CSV and JSON, and still refuses bad rows among them by line', () => {
    const csv = parseContentCsv(
      'topic,word,wordType,phonetic,meaning,audio\n' +
        'Phrasal Verbs,fill out,phrasal verb,fɪl aʊt,"điền (đơn, mẫu)",\n' +
        'Communication,on behalf of,phrase,ɑːn bɪˈhæf ʌv,thay mặt cho,\n' +
        'Communication,,phrase,,thiếu từ,\n', // line 4
    );
    expect(csv.vocabulary.map((row) => [row.word, row.wordType])).toEqual([
      ['fill out', 'phrasal verb'],
      ['on behalf of', 'phrase'],
    ]);
    expect(csv.errors).toEqual([{ line: 4, reason: 'word: must not be empty' }]);
    const json = parseContentJson(
      JSON.stringify({
        vocabulary: [{ topic: 'Purchasing', word: 'in stock', wordType: 'phrase', meaning: 'còn hàng' }],
      }),
    );
    expect(json.errors).toEqual([]);
    expect(json.vocabulary[0]).toMatchObject({ word: 'in stock', wordType: 'phrase' });
  });

  it('reports every bad CSV row by its physical line', () => {
    const parsed = parseContentCsv(
      'part,englishSentence,vietnameseTranslation,audio\n' +
        'part1,"Two\nlines",Hai dòng,\n' + // lines 2-3
        'part9,Bad part,Sai,\n' + // line 4
        'part2,,Thiếu câu,\n' + // line 5
        'part3,Too,many,fields,here\n', // line 6
    );
    expect(parsed.sentences).toHaveLength(1);
    expect(parsed.errors.map((error) => error.line)).toEqual([4, 5, 6]);
    expect(parsed.errors[0]?.reason).toMatch(/^part: must be one of part1, part2, part3, part4/);
    expect(parsed.errors[1]?.reason).toBe('englishSentence: must not be empty');
    expect(parsed.errors[2]?.reason).toBe('expected 4 fields, found 5');
  });

  it('refuses a header without the required columns', () => {
    const parsed = parseContentCsv('topic,word\nA,b\n');
    expect(parsed.errors).toEqual([{ line: 1, reason: expect.stringContaining('missing column(s) meaning') }]);
    expect(parseContentCsv('topic,word,meaning,color\n').errors[0]?.reason).toBe('unknown column "color"');
  });

  it('reads both arrays of a JSON file and names bad rows by index + 1 and path', () => {
    const parsed = parseContentJson(
      JSON.stringify({
        vocabulary: [
          {
            topic: 'Contracts',
            word: 'abide',
            wordType: 'verb',
            phonetic: '/əˈbaɪd/',
            meaning: 'tuân theo',
            audio: '',
          },
          { topic: 'Contracts', word: 'assurance' },
        ],
        sentences: [{ part: 'part1', englishSentence: 'Hi.', vietnameseTranslation: 'Chào.' }],
      }),
    );
    expect(parsed.vocabulary).toHaveLength(1);
    expect(parsed.sentences).toHaveLength(1);
    expect(parsed.errors).toEqual([{ line: 2, path: 'vocabulary[1].meaning', reason: 'meaning: is required' }]);
    expect(formatRowError(parsed.errors[0]!)).toBe('line 2 (vocabulary[1].meaning): meaning: is required');
  });

  it('keeps the first of words repeated case-insensitively', () => {
    const parsed = parseContentJson(
      JSON.stringify({
        vocabulary: [
          { topic: 'A', word: 'Abide', meaning: 'một' },
          { topic: 'B', word: 'abide', meaning: 'hai' },
        ],
      }),
    );
    expect(parsed.vocabulary.map((row) => row.meaning)).toEqual(['một']);
    expect(parsed.duplicateWords).toBe(1);
  });

  it('refuses broken JSON, wrong shapes and unknown file types', () => {
    expect(parseContentJson('{').errors[0]?.reason).toMatch(/^not valid JSON/);
    expect(parseContentJson('[]').errors).toHaveLength(1);
    expect(parseContentJson('{"vocabulary": {}}').errors).toEqual([
      { line: 0, path: 'vocabulary', reason: 'must be an array' },
    ]);
    expect(parseContentFile('words.txt', '').errors[0]?.reason).toMatch(/unsupported file type/);
  });
});
