// The bundled-content checker on small files: each rule fires on a row that breaks it, and only then.
import { describe, expect, it } from 'vitest';
import { BUNDLED_RULES, checkSentences, isTagQuestion, wordCount } from './check-sentences.mjs';

const row = (part: string, englishSentence: string, exchange?: { conversation: string; turn: number; speaker: string }) => ({
  part,
  englishSentence,
  vietnameseTranslation: 'Một câu tiếng Việt.',
  audio: '',
  ...exchange,
});
/** An exchange whose lines have `words` words each, told apart by their conversation and turn. */
const exchange = (part: string, id: string, lines: number, words: number, speakers: string[]) =>
  Array.from({ length: lines }, (_, index) =>
    row(part, `${['Line', id.replace('-', ''), `turn${index + 1}`, ...Array(words - 3).fill('word')].join(' ')}.`, {
      conversation: id,
      turn: index + 1,
      speaker: speakers[index % speakers.length]!,
    }),
  );
const dialogue = ['Man', 'Woman'];
const problemsOf = (rows: object[]) => checkSentences(rows).problems;
/** The problems that name `where` (the many "too few" problems of a small file aside). */
const problemsAt = (rows: object[], where: string) => problemsOf(rows).filter((problem) => problem.startsWith(where));

describe('isTagQuestion', () => {
  it('knows a tag question by its comma, negated auxiliary, pronoun and question mark', () => {
    for (const sentence of [
      'The meeting starts at nine, doesn\'t it?',
      'You have met Ms. Chen, haven\'t you?',
      'The movers will arrive by noon, won\'t they?',
      'That was the last train, wasn\'t it?',
      'There is a pharmacy nearby, isn\'t there?',
      'You signed the form, did you not?',
    ]) {
      expect(isTagQuestion(sentence), sentence).toBe(true);
    }
    for (const sentence of [
      'Doesn\'t the meeting start at nine?',
      'The meeting starts at nine, right?',
      'The meeting starts at nine, does it?',
      'Isn\'t it at nine, or ten?',
    ]) {
      expect(isTagQuestion(sentence), sentence).toBe(false);
    }
  });
});

describe('checkSentences', () => {
  it('counts words between spaces', () => {
    expect(wordCount('It opens at 11:30.')).toBe(4);
  });

  it('holds Part 3 conversations to 8-10 lines and 60-120 words, Part 4 talks to 8-10 lines and 80-150 words', () => {
    const { part3, part4 } = BUNDLED_RULES;
    expect(problemsAt(exchange('part3', 'p3-001', 8, 8, dialogue), 'part3 p3-001')).toEqual([]);
    expect(problemsAt(exchange('part3', 'p3-001', 7, 9, dialogue), 'part3 p3-001')).toEqual([
      `part3 p3-001: 7 lines, outside ${part3.lines.min}–${part3.lines.max}`,
    ]);
    expect(problemsAt(exchange('part3', 'p3-001', 11, 6, dialogue), 'part3 p3-001')).toEqual([
      'part3 p3-001: 11 lines, outside 8–10',
    ]);
    expect(problemsAt(exchange('part3', 'p3-001', 8, 7, dialogue), 'part3 p3-001')).toEqual([
      `part3 p3-001: 56 words, outside ${part3.words.min}–${part3.words.max}`,
    ]);
    expect(problemsAt(exchange('part3', 'p3-001', 10, 13, dialogue), 'part3 p3-001')).toEqual([
      'part3 p3-001: 130 words, outside 60–120',
    ]);
    expect(problemsAt(exchange('part4', 'p4-001', 10, 15, ['Speaker']), 'part4 p4-001')).toEqual([]);
    expect(problemsAt(exchange('part4', 'p4-001', 9, 8, ['Speaker']), 'part4 p4-001')).toEqual([
      `part4 p4-001: 72 words, outside ${part4.words.min}–${part4.words.max}`,
    ]);
    expect(problemsAt(exchange('part4', 'p4-001', 10, 16, ['Speaker']), 'part4 p4-001')).toEqual([
      'part4 p4-001: 160 words, outside 80–150',
    ]);
  });

  it('counts pairs, tag questions, conversations and talks against their minimums', () => {
    const pairs = Array.from({ length: BUNDLED_RULES.part2.minPairs }, (_, index) =>
      exchange('part2', `p2-${String(index + 1).padStart(3, '0')}`, 2, 5, dialogue),
    ).flat();
    const countProblems = (rows: object[]) => problemsOf(rows).filter((problem) => /^part\d: \d+ (pairs|conv|talks)/.test(problem));
    expect(countProblems(pairs)).toEqual([
      'part2: 0 pairs open with a tag question, fewer than 8',
      'part3: 0 conversations, fewer than 39',
      'part4: 0 talks, fewer than 30',
    ]);
    expect(countProblems(pairs.slice(2))).toContain('part2: 74 pairs, fewer than 75');
    const tagged = pairs.map((line, index) =>
      index % 2 === 0 && index < 16 ? { ...line, englishSentence: `Tag line ${index} is here, isn't it?` } : line,
    );
    expect(checkSentences(tagged).stats.part2.tagQuestions).toBe(8);
    expect(countProblems(tagged)).not.toContain('part2: 0 pairs open with a tag question, fewer than 8');
    expect(countProblems(tagged).filter((problem) => problem.startsWith('part2'))).toEqual([]);
  });

  it('keeps the rules of every line: 4-18 words, plain characters, no repeats', () => {
    const lines = [row('part1', 'Too short here.'), row('part1', 'A man is typing, 50% faster.'), row('part1', 'A man is typing.'), row('part1', 'a man is typing.')];
    const problems = problemsOf(lines).filter((problem) => problem.startsWith('row'));
    expect(problems).toEqual([
      'row 1 (part1 "Too short here."): 3 words, outside 4–18',
      'row 2 (part1 "A man is typing, 50% faster."): English has a character a learner cannot type plainly',
      'row 4: "a man is typing." repeats row 3',
    ]);
  });

  it('accepts an optional last field alsoAccepted of "Word=alternative" entries for words of the line', () => {
    const talk = exchange('part4', 'p4-001', 8, 11, ['Speaker']);
    talk[0] = { ...talk[0]!, englishSentence: "Please call Ms. Chen's office before the meeting on Friday." };
    const withAlso = (alsoAccepted: unknown) => [{ ...talk[0], alsoAccepted }, ...talk.slice(1)];
    expect(problemsAt(withAlso(['Chen=Chan']), 'row 1')).toEqual([]);
    expect(problemsAt(withAlso(["Chen's=Chan's", 'Friday=Fryday']), 'row 1')).toEqual([]);
    expect(problemsAt(withAlso(['Chen = Chan', 'Wong=Wang', 'Chen=Chen', 7]), 'row 1')).toEqual([
      expect.stringMatching(/entry "Chen = Chan" is not "Word=alternative"/),
      expect.stringMatching(/entry "Wong=Wang": "Wong" is not a word of the line$/),
      expect.stringMatching(/entry "Chen=Chen" names the same spelling twice$/),
      expect.stringMatching(/entry 7 is not "Word=alternative"/),
    ]);
    expect(problemsAt(withAlso('Chen=Chan'), 'row 1')).toEqual([expect.stringMatching(/alsoAccepted must be a list/)]);
    // Only as the last field.
    const { alsoAccepted, ...first } = { ...talk[0]!, alsoAccepted: ['Chen=Chan'] };
    const misplaced = [{ alsoAccepted, ...first }, ...talk.slice(1)];
    expect(problemsAt(misplaced, 'row 1')).toEqual([expect.stringMatching(/fields alsoAccepted, part/)]);
  });
});
