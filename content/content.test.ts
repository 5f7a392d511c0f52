// The bundled practice content: the start-up seed must load without a single rejected row, and
// hold enough words and sentences for the practice sets (20 words, 10 sentences each).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionary } from 'cmu-pronouncing-dictionary';
import { describe, expect, it } from 'vitest';
import { BUNDLED_RULES, isTagQuestion, wordCount } from '../scripts/content/check-sentences.mjs';
import { entryPhonetic, ipaProblem, phoneticTokens, tokenPhonetic } from '../scripts/content/phonetic.mjs';
import { EXCHANGE_RULES, parseContentJson } from '../src/server/practice/content-rows';
import { groupSentences } from '../src/server/practice/grouping';
import { judgeWord } from '../src/shared/practice/answer';
import { BUNDLED_WORD_TYPES } from '../src/shared/practice/contract';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(here, file), 'utf8');

describe('content/vocabulary.json', () => {
  const text = read('vocabulary.json');
  const parsed = parseContentJson(text);
  const raw = (JSON.parse(text) as { vocabulary: { word: string }[] }).vocabulary;

  it('parses without errors or repeated words', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.duplicateWords).toBe(0);
    expect(parsed.vocabulary).toHaveLength(raw.length);
  });

  // The whole TOEIC range, in topics a learner can pick from.
  it('has at least 1,500 distinct words in at least 38 topics of 20 or more', () => {
    expect(new Set(parsed.vocabulary.map((row) => row.word.toLowerCase())).size).toBeGreaterThanOrEqual(1500);
    const perTopic = new Map<string, number>();
    for (const row of parsed.vocabulary) perTopic.set(row.topic, (perTopic.get(row.topic) ?? 0) + 1);
    expect(perTopic.size).toBeGreaterThanOrEqual(38);
    for (const [topic, count] of perTopic) expect(count, topic).toBeGreaterThanOrEqual(20);
  });

  it('repeats no word, not even in another topic or case', () => {
    const words = raw.map((row) => row.word.trim().toLowerCase());
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
  });

  it('teaches adverbs, word families, phrasal verbs and phrases', () => {
    const ofType = (type: string) => parsed.vocabulary.filter((row) => row.wordType === type);
    expect(ofType('adverb').length).toBeGreaterThanOrEqual(60);
    expect(ofType('phrasal verb').length + ofType('phrase').length).toBeGreaterThanOrEqual(60);
    const words = new Set(parsed.vocabulary.map((row) => row.word));
    for (const family of [['reliable', 'reliably', 'reliability'], ['accurate', 'accurately', 'accuracy']]) {
      for (const word of family) expect(words, word).toContain(word);
    }
    for (const phrase of ['fill out', 'in stock', 'on behalf of']) expect(words, phrase).toContain(phrase);
  });

  it('gives every word a topic, a type, a phonetic and a meaning', () => {
    for (const row of parsed.vocabulary) {
      expect(row.topic, row.word).not.toBe('');
      expect(BUNDLED_WORD_TYPES, row.word).toContain(row.wordType);
      // A phrase has several words (its phonetic one part each); the other types are one word, bar compound nouns.
      if (row.wordType === 'phrase' || row.wordType === 'phrasal verb') expect(row.word, row.word).toMatch(/ /);
      if (row.wordType === 'verb' || row.wordType === 'adverb') expect(row.word, row.word).not.toMatch(/ /);
      // Letters, accented ones included (résumé), with spaces and hyphens between them.
      expect(row.word, row.word).toMatch(/^\p{L}[\p{L} -]*\p{L}$/u);
      expect(row.phonetic.split(' '), row.word).toHaveLength(row.word.split(' ').length);
      expect(row.phonetic, row.word).not.toBe('');
      expect(row.phonetic, row.word).not.toMatch(/[[\]/]/);
      expect(row.meaning, row.word).not.toBe('');
      expect(row.meaning, row.word).toBe(row.meaning.normalize('NFC'));
    }
  });

  // A meaning is Vietnamese: an ASCII word of four letters or more that English has is a left-over of a
  // translation, unless it is one of the Vietnamese syllables spelled without marks that the dictionary also
  // lists (as names), or a loanword Vietnamese uses as it is.
  const VIETNAMESE_SYLLABLES = new Set(
    ('chung dinh doanh gian hoang linh mang minh mong nghi quan quang sang sung tham thang thanh thao theo ' +
      'trang tung').split(' '),
  );
  const LOANWORDS = new Set(['email', 'logo', 'photocopy']);
  it('writes meanings in Vietnamese, without English left-overs', () => {
    const leftovers = parsed.vocabulary.flatMap((row) =>
      (row.meaning.toLowerCase().match(/(?<!\p{L})[a-z]{4,}(?!\p{L})/gu) ?? [])
        .filter((token) => dictionary[token] !== undefined)
        .filter((token) => !VIETNAMESE_SYLLABLES.has(token) && !LOANWORDS.has(token))
        .map((token) => `${row.word}: ${token}`),
    );
    expect(leftovers).toEqual([]);
    for (const row of parsed.vocabulary) expect(row.meaning, row.word).toMatch(/[\p{L}]/u);
  });

  // Each IPA is the one the build makes from the CMU dictionary with its overrides and rules, and
  // each word's IPA was either checked against espeak-ng and agreed on the main stress, or reviewed.
  it('gives every word the IPA computed from the CMU dictionary, checked or reviewed', () => {
    const checked = (JSON.parse(read('source/ipa-check.json')) as { tokens: Record<string, { ours: string; espeak: string }> })
      .tokens;
    const reviewed = JSON.parse(read('source/ipa-reviewed.json')) as Record<string, { ipa: string; note: string }>;
    const problems: string[] = [];
    for (const row of parsed.vocabulary) {
      if (entryPhonetic(row.word, row.wordType) !== row.phonetic) problems.push(`${row.word}: ${row.phonetic} is not what the build computes`);
      for (const token of phoneticTokens(row.word)) {
        const problem = ipaProblem(token, tokenPhonetic(token) ?? '', checked, reviewed);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    for (const [token, review] of Object.entries(reviewed)) expect(review.note, token).not.toBe('');
  });

  // Teachers' files and later bundled rows may list other accepted spellings; the bundled rows parse with one.
  it('accepts an optional alsoAccepted list on its rows', () => {
    const rows = JSON.parse(text) as { vocabulary: Record<string, unknown>[] };
    const withList = rows.vocabulary.slice(0, 3).map((row) => ({ ...row, alsoAccepted: ['another spelling'] }));
    const result = parseContentJson(JSON.stringify({ vocabulary: withList }));
    expect(result.errors).toEqual([]);
    expect(result.vocabulary.map((row) => row.alsoAccepted)).toEqual(withList.map(() => ['another spelling']));
  });

  // A phrasal verb is said with the stress on its particle (fill ˈout, ˌcarry ˈout, come ˈup with); a verb
  // followed by a preposition keeps it (ˈdeal with, reˈport to). One ˈ per phrase; other words may keep a ˌ.
  it('marks the phrase stress of every phrasal verb on its particle', () => {
    const prepositions = new Set(['at', 'for', 'from', 'of', 'to', 'with']);
    const problems: string[] = [];
    for (const row of parsed.vocabulary.filter((entry) => entry.wordType === 'phrasal verb')) {
      const words = row.word.split(' ');
      const stressed = prepositions.has(words[1]!) ? 0 : 1;
      const marked = row.phonetic.split(' ').flatMap((ipa, index) => (ipa.includes('ˈ') ? [index] : []));
      if (marked.join() !== String(stressed) || (row.phonetic.match(/ˈ/g) ?? []).length !== 1) {
        problems.push(`${row.word}: ${row.phonetic} should stress "${words[stressed]}" only`);
      }
    }
    expect(problems).toEqual([]);
    expect(parsed.vocabulary.find((row) => row.word === 'fill out')?.phonetic).toBe('fɪl ˈaʊt');
  });

  it('teaches the common TOEIC words and senses it once lacked', () => {
    const byWord = new Map(parsed.vocabulary.map((row) => [row.word, row]));
    for (const word of ['résumé', 'receive', 'event', 'proceed', 'committee', 'agency']) {
      expect(byWord.get(word), word).toBeDefined();
    }
    expect(byWord.get('implement')).toMatchObject({ wordType: 'verb', phonetic: 'ˈɪmpləˌmɛnt' });
    expect(byWord.get('outlet')?.meaning).toContain('ổ cắm điện');
    expect(byWord.get('promptly')?.meaning).toContain('đúng giờ');
    expect(byWord.get('drill')?.meaning).toContain('buổi diễn tập');
  });

  // content/source/also-accepted.json, joined by the build: the bank's check is also a cheque.
  it("gives a word the answers its source lists as also accepted", () => {
    const check = parsed.vocabulary.find((row) => row.word === 'check');
    expect(check?.alsoAccepted).toEqual(['cheque']);
    expect(judgeWord('cheque', 'check', { mode: 'listen', alsoAccepted: check?.alsoAccepted }).kind).toBe('correct');
    expect(judgeWord('cheque', 'check', { mode: 'listen' }).kind).not.toBe('correct');
  });

  it('is built from the current source CSV (npm run content:build)', () => {
    const sourceWords = read('source/vocabulary.csv')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(parsed.vocabulary.map((row) => row.word)).toEqual(sourceWords);
  });
});

describe('content/sentences.json', () => {
  const text = read('sentences.json');
  const parsed = parseContentJson(text);
  const raw = (JSON.parse(text) as { sentences: { part: string; englishSentence: string }[] }).sentences;

  it('parses without errors', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.sentences).toHaveLength(raw.length);
  });

  // The limits are BUNDLED_RULES of scripts/content/check-sentences.mjs, which explains them; Part 2 pairs,
  // Part 3 conversations and Part 4 talks count line by line here.
  it('has at least 100 sentences in each part, each part parsing on its own', () => {
    for (const part of ['part1', 'part2', 'part3', 'part4']) {
      const lines = parsed.sentences.filter((row) => row.part === part).length;
      expect(lines, part).toBeGreaterThanOrEqual(BUNDLED_RULES.minLinesPerPart);
      const own = parseContentJson(JSON.stringify({ sentences: raw.filter((row) => row.part === part) }));
      expect(own.errors, part).toEqual([]);
      expect(own.sentences.length, part).toBeGreaterThanOrEqual(BUNDLED_RULES.minLinesPerPart);
    }
  });

  const exchangesOfPart = (part: string) => {
    const exchanges = new Map<string, typeof parsed.sentences>();
    for (const row of parsed.sentences) {
      if (row.part !== part || row.conversation == null) continue;
      exchanges.set(row.conversation, [...(exchanges.get(row.conversation) ?? []), row]);
    }
    return exchanges;
  };
  const words = (rows: typeof parsed.sentences) => rows.reduce((sum, row) => sum + wordCount(row.englishSentence), 0);

  it('has at least 75 Part 2 pairs, at least 8 of them opened by a tag question', () => {
    const pairs = [...exchangesOfPart('part2').values()];
    expect(pairs.length).toBeGreaterThanOrEqual(BUNDLED_RULES.part2.minPairs);
    const tagged = pairs.filter((rows) => isTagQuestion(rows[0]!.englishSentence));
    expect(tagged.length).toBeGreaterThanOrEqual(BUNDLED_RULES.part2.minTagQuestions);
  });

  it('has at least 39 Part 3 conversations of 8-10 lines and 60-120 words, 30 Part 4 talks of 8-10 and 80-150', () => {
    for (const part of ['part3', 'part4'] as const) {
      const rules = BUNDLED_RULES[part];
      const exchanges = exchangesOfPart(part);
      expect(exchanges.size, part).toBeGreaterThanOrEqual(rules.minExchanges);
      for (const [conversation, rows] of exchanges) {
        expect(rows.length, conversation).toBeGreaterThanOrEqual(rules.lines.min);
        expect(rows.length, conversation).toBeLessThanOrEqual(rules.lines.max);
        expect(words(rows), conversation).toBeGreaterThanOrEqual(rules.words.min);
        expect(words(rows), conversation).toBeLessThanOrEqual(rules.words.max);
      }
    }
  });

  // The sets as the app cuts them: the store serves the file's first row as the newest (an import's order),
  // which is the order groupSentences takes.
  it('makes practice sets of 8 to 10 lines in every part', () => {
    const catalog = parsed.sentences.map((row, index) => ({
      id: String(index),
      part: row.part,
      englishSentence: row.englishSentence,
      vietnameseTranslation: row.vietnameseTranslation,
      audio: row.audio,
      audioUk: '',
      conversation: row.conversation ?? null,
      turn: row.turn ?? null,
      speaker: row.speaker ?? null,
      alsoAccepted: row.alsoAccepted ?? [],
    }));
    const outside = groupSentences(catalog).flatMap((group) => {
      const sizes = group.sets.map((set) => set.sentences.length);
      const { min, max } = BUNDLED_RULES.setLines;
      return sizes.length === 0 || sizes.some((size) => size < min || size > max) ? [`${group.part}: ${sizes.join(', ')}`] : [];
    });
    expect(outside).toEqual([]);
  });

  it('accepts an optional alsoAccepted list of Word=alternative entries', () => {
    const [first] = raw;
    const word = first!.englishSentence.split(' ')[0]!.replace(/[^A-Za-z']/g, '');
    const result = parseContentJson(JSON.stringify({ sentences: [{ ...first, alsoAccepted: [`${word}=Xyz`] }] }));
    expect(result.errors).toEqual([]);
    expect(result.sentences[0]?.alsoAccepted).toEqual([`${word}=Xyz`]);
  });

  it('repeats no sentence', () => {
    const english = raw.map((row) => row.englishSentence.trim().toLowerCase());
    expect(english.filter((sentence, index) => english.indexOf(sentence) !== index)).toEqual([]);
  });

  // Exchanges are whole (content-rows.ts refuses anything else; this says it of the bundled file).
  it('holds every conversation complete: turns 1..n in one part, within its part\'s length and speakers', () => {
    const exchanges = new Map<string, typeof parsed.sentences>();
    for (const row of parsed.sentences) {
      if (row.conversation == null) continue;
      exchanges.set(row.conversation, [...(exchanges.get(row.conversation) ?? []), row]);
    }
    for (const [conversation, rows] of exchanges) {
      const part = rows[0]!.part as keyof typeof EXCHANGE_RULES;
      const rules = EXCHANGE_RULES[part];
      expect(rules, conversation).toBeDefined();
      expect(new Set(rows.map((row) => row.part)), conversation).toEqual(new Set([part]));
      const turns = rows.map((row) => row.turn).sort((a, b) => (a ?? 0) - (b ?? 0));
      expect(turns, conversation).toEqual(rows.map((_, index) => index + 1));
      expect(rows.length, conversation).toBeGreaterThanOrEqual(rules.minTurns);
      expect(rows.length, conversation).toBeLessThanOrEqual(rules.maxTurns);
      const speakers = new Set(rows.map((row) => row.speaker));
      expect(speakers.size, conversation).toBeGreaterThanOrEqual(rules.minSpeakers);
      expect(speakers.size, conversation).toBeLessThanOrEqual(rules.maxSpeakers);
    }
    for (const part of ['part2', 'part3', 'part4']) {
      expect([...exchanges.values()].some((rows) => rows[0]!.part === part), part).toBe(true);
    }
  });

  // In parts 2-4 a line is dictated in its context, so none stands alone in the bundled file.
  it('puts every Part 2, 3 and 4 line inside an exchange', () => {
    const alone = parsed.sentences.filter((row) => row.part !== 'part1' && row.conversation == null);
    expect(alone.map((row) => row.englishSentence)).toEqual([]);
  });

  // Dictation compares typed text with the sentence, so only characters a learner can type plainly; the content
  // writes numbers as TOEIC scripts do ($45, 3:30) and lets Part 2 answers be short ('It opens at 11:30.').
  it('keeps sentences dictation-friendly: 4 to 18 words, letters, digits and plain punctuation', () => {
    for (const row of parsed.sentences) {
      const words = row.englishSentence.split(/\s+/).length;
      expect(words, row.englishSentence).toBeGreaterThanOrEqual(BUNDLED_RULES.lineWords.min);
      expect(words, row.englishSentence).toBeLessThanOrEqual(BUNDLED_RULES.lineWords.max);
      expect(row.englishSentence).toMatch(/^[A-Za-z0-9 .,?!'$:]+$/);
      expect(row.vietnameseTranslation).toMatch(/^[\p{L}\p{N} .,?!']+$/u);
      expect(row.vietnameseTranslation).toBe(row.vietnameseTranslation.normalize('NFC'));
    }
  });
});
