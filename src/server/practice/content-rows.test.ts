import { describe, expect, it } from 'vitest';
import {
  checkExchangesAcrossFiles,
  formatRowError,
  parseContentCsv,
  parseContentFile,
  parseContentJson,
} from './content-rows';

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

  // Phrases ('fill out', 'on behalf of') are words with spaces and the types 'phrasal verb'/'phrase'.
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

describe('conversations in content rows', () => {
  type Line = { part: string; conversation?: unknown; turn?: unknown; speaker?: unknown; englishSentence?: string };
  let counter = 0;
  const line = (fields: Line) => ({
    englishSentence: `Line number ${++counter}.`,
    vietnameseTranslation: `Câu số ${counter}.`,
    ...fields,
  });
  const talk = (part: string, conversation: string, speakers: string[], turns = speakers.map((_, i) => i + 1)) =>
    speakers.map((speaker, index) => line({ part, conversation, turn: turns[index], speaker }));
  const parse = (...rows: object[]) => parseContentJson(JSON.stringify({ sentences: rows }));
  const reasons = (...rows: object[]) => parse(...rows).errors.map(formatRowError);

  it('accepts whole exchanges of every part and single lines, and carries their fields', () => {
    const parsed = parse(
      line({ part: 'part1' }),
      ...talk('part2', 'p2-001', ['Man', 'Woman']),
      ...talk('part3', 'p3-001', ['Woman', 'Man', 'Woman 2', 'Man 2', 'Woman', 'Man']),
      ...talk('part3', 'p3-002', ['Man', 'Woman', 'Man'], [3, 1, 2]),
      ...talk('part4', 'p4-001', ['Speaker', 'Speaker', 'Speaker']),
      // A part2–4 line without the fields stays a single line (lists from before exchanges).
      line({ part: 'part3' }),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.sentences).toHaveLength(16);
    expect(parsed.sentences[0]).toMatchObject({ conversation: null, turn: null, speaker: null });
    expect(parsed.sentences[2]).toMatchObject({ part: 'part2', conversation: 'p2-001', turn: 2, speaker: 'Woman' });
  });

  it('reads the optional CSV columns, a turn written as text, and empty cells as a single line', () => {
    const parsed = parseContentCsv(
      [
        'part,englishSentence,vietnameseTranslation,audio,conversation,turn,speaker',
        'part2,Where is the bank?,Ngân hàng ở đâu?,, p2-001 , 1 ,Man',
        'part2,Next to the post office.,Cạnh bưu điện.,,p2-001,2,Woman',
        'part1,A man is typing.,Một người đàn ông đang gõ phím.,,,,',
      ].join('\n'),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.sentences.map((row) => [row.conversation, row.turn, row.speaker])).toEqual([
      ['p2-001', 1, 'Man'],
      ['p2-001', 2, 'Woman'],
      [null, null, null],
    ]);
    const bad = parseContentCsv(
      'part,englishSentence,vietnameseTranslation,conversation,turn,speaker\npart2,Hi.,Chào.,p2-001,two,Man\n',
    );
    expect(bad.errors).toEqual([{ line: 2, reason: 'turn: must be a whole number' }]);
  });

  it('refuses exchange fields on part1 and half-filled fields, naming the line and field', () => {
    expect(reasons(line({ part: 'part1', conversation: 'p1-001', turn: 1, speaker: 'Man' }))).toEqual([
      'line 1 (sentences[0]): part1 lines stand alone: leave conversation, turn and speaker empty',
    ]);
    expect(reasons(line({ part: 'part3', conversation: 'p3-001' }))).toEqual([
      'line 1 (sentences[0].turn): a line of a conversation needs turn and speaker too',
    ]);
    expect(reasons(line({ part: 'part3', turn: 0, conversation: 'x', speaker: 'Man' }))).toEqual([
      'line 1 (sentences[0].turn): turn: must be from 1 to 100',
    ]);
    expect(reasons(line({ part: 'part3', turn: 1.5, conversation: 'x', speaker: 'Man' }))).toEqual([
      'line 1 (sentences[0].turn): turn: must be a whole number',
    ]);
  });

  it('holds each part to its length and speakers', () => {
    expect(reasons(...talk('part2', 'a', ['Man']))).toEqual([
      'line 1 (sentences[0]): conversation "a" has 1 turns; a part2 conversation has exactly 2',
      'line 1 (sentences[0]): conversation "a" has 1 speaker(s); a part2 conversation has two different speakers',
    ]);
    expect(reasons(...talk('part2', 'b', ['Man', 'Man']))).toEqual([
      'line 1 (sentences[0]): conversation "b" has 1 speaker(s); a part2 conversation has two different speakers',
      'line 2 (sentences[1]): conversation "b" has 1 speaker(s); a part2 conversation has two different speakers',
    ]);
    expect(reasons(...talk('part3', 'c', ['Man', 'Woman']))).toHaveLength(2);
    const alternating = (turns: number) => Array.from({ length: turns }, (_, i) => (i % 2 === 0 ? 'Man' : 'Woman'));
    expect(reasons(...talk('part3', 'd10', alternating(10)))).toEqual([]);
    expect(reasons(...talk('part3', 'd', alternating(11)))[0]).toBe(
      'line 1 (sentences[0]): conversation "d" has 11 turns; a part3 conversation has 3 to 10',
    );
    expect(reasons(...talk('part4', 'f10', Array(10).fill('Speaker')))).toEqual([]);
    expect(reasons(...talk('part4', 'f11', Array(11).fill('Speaker')))[0]).toMatch(
      /has 11 turns; a part4 conversation has 3 to 10$/,
    );
    expect(reasons(...talk('part3', 'e', ['Man', 'Man', 'Man']))[0]).toBe(
      'line 1 (sentences[0]): conversation "e" has 1 speaker(s); a part3 conversation has 2 or more speakers',
    );
    expect(reasons(...talk('part4', 'f', ['Speaker', 'Speaker']))[0]).toMatch(
      /has 2 turns; a part4 conversation has 3 to 10$/,
    );
    expect(reasons(...talk('part3', 'g', ['Man', 'Woman', 'Narrator']))).toEqual([
      `line 3 (sentences[2].speaker): speaker "Narrator" is not one of part3's: "Man", "Woman", "Man 2", "Woman 2"`,
    ]);
    expect(reasons(...talk('part4', 'h', ['Speaker', 'Man', 'Speaker']))).toContain(
      `line 2 (sentences[1].speaker): speaker "Man" is not one of part4's: "Speaker"`,
    );
  });

  it('refuses gaps, repeated turns, mixed parts and repeated lines of an exchange', () => {
    expect(reasons(...talk('part3', 'gap', ['Man', 'Woman', 'Man'], [1, 2, 4]))[0]).toBe(
      'line 1 (sentences[0]): conversation "gap" has no turn 3 in this file: turns run 1, 2, 3… and every turn is in the same file',
    );
    // Only the later turns in this file: the first one would be in another file.
    expect(reasons(...talk('part3', 'split', ['Man', 'Woman', 'Man'], [4, 5, 6]))[0]).toMatch(
      /"split" has no turn 1, 2, 3 in this file/,
    );
    expect(reasons(...talk('part3', 'twice', ['Man', 'Woman', 'Man'], [1, 2, 2]))).toContain(
      'line 3 (sentences[2].turn): conversation "twice" has turn 2 twice (also line 2)',
    );
    const mixed = reasons(...talk('part3', 'mix', ['Man', 'Woman']), ...talk('part2', 'mix', ['Man'], [3]));
    expect(mixed).toEqual([1, 2, 3].map((n) => expect.stringMatching(new RegExp(`^line ${n} .*"mix" mixes parts`))));
    const repeated = reasons(
      line({ part: 'part2', englishSentence: 'Same line.' }),
      ...talk('part2', 'r', ['Man', 'Woman']).map((row, index) =>
        index === 0 ? { ...row, englishSentence: 'Same line.' } : row,
      ),
    );
    expect(repeated[0]).toBe('line 2 (sentences[1]): repeats the English line of line 1 in part2');
    // Single lines repeated: the first is kept, as before exchanges.
    expect(
      parse(line({ part: 'part1', englishSentence: 'Again.' }), line({ part: 'part1', englishSentence: 'Again.' }))
        .errors,
    ).toEqual([]);
  });

  it('allows a conversation id in one file only', () => {
    const rows = parse(...talk('part2', 'p2-001', ['Man', 'Woman'])).sentences;
    expect(
      checkExchangesAcrossFiles([
        { file: 'a.json', sentences: rows },
        { file: 'b.csv', sentences: rows },
        { file: 'c.csv', sentences: rows.map((row) => ({ ...row, part: 'part3' as const })) },
      ]),
    ).toEqual(['b.csv: part2 conversation "p2-001" is also in a.json']);
  });
});

// Other answers a teacher accepts: another spelling of a word, or "Word=alternative" for a word of a line.
describe('also accepted', () => {
  it('reads a CSV column of entries separated by "|" and a JSON array, trimmed; empty lists none', () => {
    const words = parseContentCsv(
      'topic,word,meaning,alsoAccepted\nNames,Lee,họ Lee, Li | Leigh \nNames,Lopez,họ Lopez,Lopes\nNames,Smith,họ Smith,\n',
    );
    expect(words.errors).toEqual([]);
    expect(words.vocabulary.map((row) => [row.word, row.alsoAccepted])).toEqual([
      ['Lee', ['Li', 'Leigh']],
      ['Lopez', ['Lopes']],
      ['Smith', undefined],
    ]);
    const lines = parseContentCsv(
      'part,englishSentence,vietnameseTranslation,alsoAccepted\n' +
        "part1,\"Mr. Chen, Lee's manager, called.\",Ông Chen đã gọi.,Chen=Chan|Lee's=Li's\n",
    );
    expect(lines.errors).toEqual([]);
    expect(lines.sentences[0]?.alsoAccepted).toEqual(['Chen=Chan', "Lee's=Li's"]);
    const json = parseContentJson(
      JSON.stringify({
        vocabulary: [
          { topic: 'Office', word: 'résumé', meaning: 'sơ yếu lý lịch', alsoAccepted: ['resume', 'resumé'] },
        ],
        sentences: [
          { part: 'part1', englishSentence: 'Ask Ms. Lopez.', vietnameseTranslation: 'Hỏi.', alsoAccepted: [] },
        ],
      }),
    );
    expect(json.errors).toEqual([]);
    expect(json.vocabulary[0]?.alsoAccepted).toEqual(['resume', 'resumé']);
    expect(json.sentences[0]?.alsoAccepted).toBeUndefined();
  });

  it('refuses empty, repeated and self entries, bad characters and more than 10, each by its row', () => {
    const words = parseContentCsv(
      'topic,word,meaning,alsoAccepted\n' +
        'Names,Lee,họ Lee,Li||Leigh\n' + // line 2
        'Names,Chen,họ Chen,chen\n' + // line 3
        'Names,Li,họ Li,Lee1|Lee;\n' + // line 4
        `Names,Ng,họ Ng,${Array.from({ length: 11 }, (_, index) => `N${'g'.repeat(index + 2)}`).join('|')}\n` + // line 5
        'Names,Wu,họ Wu,Woo|woo\n' + // line 6
        'Names,Kim,họ Kim,Kym\n',
    );
    expect(words.vocabulary.map((row) => row.word)).toEqual(['Kim']);
    expect(words.errors.map(formatRowError)).toEqual([
      'line 2: alsoAccepted: entry 2 is empty',
      'line 3: alsoAccepted: "chen" is the word itself',
      'line 4: alsoAccepted: "Lee1" may hold only letters, spaces, apostrophes and hyphens',
      'line 4: alsoAccepted: "Lee;" may hold only letters, spaces, apostrophes and hyphens',
      'line 5: alsoAccepted: has 11 entries; at most 10 are allowed',
      'line 6: alsoAccepted: "woo" is listed twice',
    ]);
    const lines = parseContentJson(
      JSON.stringify({
        sentences: [
          {
            part: 'part1',
            englishSentence: 'Mr. Chen called.',
            vietnameseTranslation: 'Gọi.',
            alsoAccepted: ['Wu=Woo'],
          },
          {
            part: 'part1',
            englishSentence: 'Mr. Chen rang.',
            vietnameseTranslation: 'Gọi.',
            alsoAccepted: ['chen=Chan'],
          },
          { part: 'part1', englishSentence: 'Mr. Chen phoned.', vietnameseTranslation: 'Gọi.', alsoAccepted: ['Chan'] },
          {
            part: 'part1',
            englishSentence: 'Mr. Chen wrote.',
            vietnameseTranslation: 'Viết.',
            alsoAccepted: ['Chen=chen'],
          },
          {
            part: 'part1',
            englishSentence: 'Mr. Chen came.',
            vietnameseTranslation: 'Đến.',
            alsoAccepted: ['Chen=Ch an'],
          },
          { part: 'part1', englishSentence: 'Mr. Chen left.', vietnameseTranslation: 'Đi.', alsoAccepted: 'Chen=Chan' },
          {
            part: 'part1',
            englishSentence: 'Mr. Chen stayed.',
            vietnameseTranslation: 'Ở.',
            alsoAccepted: ['Chen=Chan'],
          },
        ],
      }),
    );
    expect(lines.sentences.map((row) => row.englishSentence)).toEqual(['Mr. Chen stayed.']);
    expect(lines.errors.map(formatRowError)).toEqual([
      'line 1 (sentences[0].alsoAccepted): alsoAccepted: "Wu" of "Wu=Woo" is not a word of the sentence',
      'line 2 (sentences[1].alsoAccepted): alsoAccepted: "chen" of "chen=Chan" is written "Chen" in the sentence',
      'line 3 (sentences[2].alsoAccepted): alsoAccepted: "Chan" must be written Word=alternative, e.g. Chen=Chan',
      'line 4 (sentences[3].alsoAccepted): alsoAccepted: "Chen=chen" accepts the word itself',
      'line 5 (sentences[4].alsoAccepted): alsoAccepted: "Ch an" of "Chen=Ch an" must be one word: letters, digits, apostrophes, hyphens',
      'line 6 (sentences[5].alsoAccepted): alsoAccepted: must be a list of text',
    ]);
  });

  it('names the column in the expected header', () => {
    expect(parseContentCsv('topic,word\nX,y\n').errors[0]?.reason).toContain('audio,alsoAccepted');
  });
});
