// Checks content/sentences.json against the exchange format (Part 2 pairs, Part 3
// conversations, Part 4 talks), and optionally that every English line of an earlier version is kept:
//
//   node scripts/content/check-sentences.mjs                 # the rules
//   node scripts/content/check-sentences.mjs --against <ref> # also: every line of <ref>'s file is still there
//
// Prints every problem and exits 1 when there is one. content/content.test.ts asserts the same limits
// (BUNDLED_RULES) and checks the practice sets with the app's own grouping code.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FILE = 'content/sentences.json';
const PARTS = ['part1', 'part2', 'part3', 'part4'];

/**
 * What the bundled content holds itself to; imports by teachers are more lenient (EXCHANGE_RULES in
 * src/server/practice/content-rows.ts accepts Part 3 and 4 exchanges of 3 to 10 turns).
 * - Every line: 4 to 18 words, short enough to hold in mind and type, long enough to be a sentence.
 * - Every part: at least 100 lines.
 * - Part 2: at least 75 question–response pairs, at least 8 of them opened by a tag question
 *   ("..., doesn't it?"), which the real test asks in nearly every form.
 * - Part 3: at least 39 conversations (a test has 13 with three questions each: three tests' worth), each of
 *   8 to 10 lines and 60 to 120 words, the length of a real one.
 * - Part 4: at least 30 talks (a test has 10: three tests' worth), each of 8 to 10 lines and 80 to 150 words.
 * Practice sets hold 8 to 10 lines (grouping.ts): with single lines, pairs and exchanges of 8 to 10 lines in
 * parts of 100 lines or more they always do, so this script does not cut the sets itself; the content test
 * cuts them with the app's code and checks it.
 */
export const BUNDLED_RULES = {
  lineWords: { min: 4, max: 18 },
  minLinesPerPart: 100,
  part2: { minPairs: 75, minTagQuestions: 8 },
  part3: { minExchanges: 39, lines: { min: 8, max: 10 }, words: { min: 60, max: 120 } },
  part4: { minExchanges: 30, lines: { min: 8, max: 10 }, words: { min: 80, max: 150 } },
  setLines: { min: 8, max: 10 },
};

const BASE_KEYS = ['part', 'englishSentence', 'vietnameseTranslation', 'audio'];
const EXCHANGE_KEYS = [...BASE_KEYS, 'conversation', 'turn', 'speaker'];
const DIALOGUE_SPEAKERS = new Set(['Man', 'Woman', 'Man 2', 'Woman 2']);
const PAIR_TURNS = 2;
const ENGLISH_CHARACTERS = /^[A-Za-z0-9 .,?!'$:]+$/;
const VIETNAMESE_CHARACTERS = /^[\p{L}\p{N} .,?!']+$/u;
/** One entry of the optional "alsoAccepted" field: a word of the line = another spelling heard the same. */
const ALSO_ACCEPTED = /^[A-Za-z']+=[A-Za-z']+$/;

const AUXILIARIES = 'is|are|was|were|do|does|did|have|has|had|will|would|can|could|shall|should|must|might|may|need';
const NEGATED = "isn't|aren't|wasn't|weren't|don't|doesn't|didn't|haven't|hasn't|hadn't|won't|wouldn't|can't|couldn't|shan't|shouldn't|mustn't|mightn't|needn't";
const PRONOUNS = 'I|you|he|she|it|we|they|there';
const TAG_QUESTION = new RegExp(`, (?:(?:${NEGATED}) (?:${PRONOUNS})|(?:${AUXILIARIES}) (?:${PRONOUNS}) not)\\?$`);

/** "The meeting starts at nine, doesn't it?": a comma, a negated auxiliary, a pronoun and the question mark. */
export function isTagQuestion(sentence) {
  return TAG_QUESTION.test(sentence);
}

/** Words as the rules count them: what the spaces separate. */
export function wordCount(sentence) {
  return sentence.split(' ').filter(Boolean).length;
}

/**
 * Every problem of the rows (the "sentences" array of the file), each as "where: what", and what they hold
 * per part (lines, exchanges by length, exchanges with 3 or more speakers, tag questions).
 */
export function checkSentences(rows) {
  const problems = [];
  const problem = (where, message) => problems.push(`${where}: ${message}`);
  const { lineWords } = BUNDLED_RULES;

  // Row shape and text.
  rows.forEach((row, index) => {
    const where = `row ${index + 1} (${row.part} "${row.englishSentence}")`;
    const keys = Object.keys(row);
    const expected = row.part === 'part1' ? BASE_KEYS : EXCHANGE_KEYS;
    const expectedKeys = keys.at(-1) === 'alsoAccepted' ? [...expected, 'alsoAccepted'] : expected;
    if (keys.join() !== expectedKeys.join()) {
      problem(where, `fields ${keys.join(', ')}; expected ${expected.join(', ')} (and optionally alsoAccepted)`);
    }
    if (!PARTS.includes(row.part)) problem(where, `unknown part ${row.part}`);
    if (row.audio !== '') problem(where, 'audio must be ""');
    for (const field of ['englishSentence', 'vietnameseTranslation']) {
      const text = row[field];
      if (typeof text !== 'string' || text === '') {
        problem(where, `${field} is empty`);
        continue;
      }
      if (text !== text.trim() || /\s{2,}/.test(text)) problem(where, `${field} has extra spaces`);
      if (text !== text.normalize('NFC')) problem(where, `${field} is not NFC`);
      if (!/[.?!]$/.test(text)) problem(where, `${field} does not end with . ? or !`);
    }
    if (typeof row.englishSentence !== 'string' || typeof row.vietnameseTranslation !== 'string') return;
    if (!ENGLISH_CHARACTERS.test(row.englishSentence)) problem(where, 'English has a character a learner cannot type plainly');
    if (!VIETNAMESE_CHARACTERS.test(row.vietnameseTranslation)) problem(where, 'Vietnamese has an unexpected character');
    const words = wordCount(row.englishSentence);
    if (words < lineWords.min || words > lineWords.max) problem(where, `${words} words, outside ${lineWords.min}–${lineWords.max}`);
    if ('alsoAccepted' in row) {
      const lineWordsSet = new Set(row.englishSentence.match(/[A-Za-z']+/g) ?? []);
      for (const word of [...lineWordsSet]) if (word.endsWith("'s")) lineWordsSet.add(word.slice(0, -2));
      if (!Array.isArray(row.alsoAccepted) || row.alsoAccepted.length === 0) {
        problem(where, 'alsoAccepted must be a list of "Word=alternative" entries');
      } else {
        for (const entry of row.alsoAccepted) {
          if (typeof entry !== 'string' || !ALSO_ACCEPTED.test(entry)) {
            problem(where, `alsoAccepted entry ${JSON.stringify(entry)} is not "Word=alternative" (letters and ')`);
            continue;
          }
          const [word, alternative] = entry.split('=');
          if (!lineWordsSet.has(word)) problem(where, `alsoAccepted entry "${entry}": "${word}" is not a word of the line`);
          if (word === alternative) problem(where, `alsoAccepted entry "${entry}" names the same spelling twice`);
        }
      }
    }
  });

  // Counts and uniqueness.
  for (const part of PARTS) {
    const count = rows.filter((row) => row.part === part).length;
    if (count < BUNDLED_RULES.minLinesPerPart) problem(part, `${count} lines, fewer than ${BUNDLED_RULES.minLinesPerPart}`);
  }
  const seen = new Map();
  rows.forEach((row, index) => {
    if (typeof row.englishSentence !== 'string') return;
    const key = row.englishSentence.trim().toLowerCase();
    if (seen.has(key)) problem(`row ${index + 1}`, `"${row.englishSentence}" repeats row ${seen.get(key) + 1}`);
    else seen.set(key, index);
  });

  // Exchanges: contiguous, turns 1..n in order, the right length and speakers per part.
  const conversations = new Map(); // part|id → { part, id, rows }
  let previousKey = null;
  rows.forEach((row, index) => {
    if (row.part === 'part1') {
      previousKey = null;
      return;
    }
    const where = `row ${index + 1} (${row.part} ${row.conversation} turn ${row.turn})`;
    const prefix = `p${String(row.part).slice(-1)}-`;
    if (typeof row.conversation !== 'string' || !new RegExp(`^${prefix}\\d{3}$`).test(row.conversation)) {
      problem(where, `conversation id must look like ${prefix}001`);
    }
    if (!Number.isInteger(row.turn) || row.turn < 1) problem(where, 'turn must be a positive integer');
    const key = `${row.part}|${row.conversation}`;
    const conversation = conversations.get(key);
    if (!conversation) conversations.set(key, { part: row.part, id: row.conversation, rows: [row] });
    else {
      if (previousKey !== key) problem(where, 'not contiguous with the earlier turns of its conversation');
      conversation.rows.push(row);
    }
    previousKey = key;
  });
  const stats = Object.fromEntries(
    PARTS.map((part) => [
      part,
      { lines: rows.filter((row) => row.part === part).length, exchanges: 0, turns: {}, threeSpeakers: 0, tagQuestions: 0 },
    ]),
  );
  for (const { part, id, rows: turns } of conversations.values()) {
    const where = `${part} ${id}`;
    turns.forEach((row, index) => {
      if (row.turn !== index + 1) problem(where, `turn ${row.turn} where ${index + 1} was expected`);
    });
    const limits = part === 'part2' ? { min: PAIR_TURNS, max: PAIR_TURNS } : BUNDLED_RULES[part]?.lines;
    if (limits && (turns.length < limits.min || turns.length > limits.max)) {
      problem(where, `${turns.length} lines, outside ${limits.min}–${limits.max}`);
    }
    const words = BUNDLED_RULES[part]?.words;
    if (words) {
      const total = turns.reduce((sum, row) => sum + (typeof row.englishSentence === 'string' ? wordCount(row.englishSentence) : 0), 0);
      if (total < words.min || total > words.max) problem(where, `${total} words, outside ${words.min}–${words.max}`);
    }
    const speakers = new Set(turns.map((row) => row.speaker));
    if (part === 'part4') {
      if (speakers.size !== 1 || !speakers.has('Speaker')) problem(where, 'a talk has exactly one speaker, "Speaker"');
    } else {
      for (const speaker of speakers) if (!DIALOGUE_SPEAKERS.has(speaker)) problem(where, `unknown speaker "${speaker}"`);
      if (part === 'part2' && speakers.size !== 2) problem(where, 'a pair needs 2 different speakers');
      if (part === 'part3' && speakers.size < 2) problem(where, 'a conversation needs at least 2 speakers');
      turns.forEach((row, index) => {
        if (index > 0 && row.speaker === turns[index - 1].speaker) problem(where, `turn ${row.turn} has the same speaker as turn ${index}`);
      });
    }
    const s = stats[part];
    if (!s) continue;
    s.exchanges += 1;
    s.turns[turns.length] = (s.turns[turns.length] ?? 0) + 1;
    if (speakers.size >= 3) s.threeSpeakers += 1;
    if (part === 'part2' && typeof turns[0].englishSentence === 'string' && isTagQuestion(turns[0].englishSentence)) {
      s.tagQuestions += 1;
    }
  }

  // How many exchanges each part holds.
  const { part2, part3, part4 } = BUNDLED_RULES;
  if (stats.part2.exchanges < part2.minPairs) problem('part2', `${stats.part2.exchanges} pairs, fewer than ${part2.minPairs}`);
  if (stats.part2.tagQuestions < part2.minTagQuestions) {
    problem('part2', `${stats.part2.tagQuestions} pairs open with a tag question, fewer than ${part2.minTagQuestions}`);
  }
  if (stats.part3.exchanges < part3.minExchanges) problem('part3', `${stats.part3.exchanges} conversations, fewer than ${part3.minExchanges}`);
  if (stats.part4.exchanges < part4.minExchanges) problem('part4', `${stats.part4.exchanges} talks, fewer than ${part4.minExchanges}`);

  return { problems, stats };
}

function main() {
  const rows = JSON.parse(fs.readFileSync(path.join(root, FILE), 'utf8')).sentences;
  if (!Array.isArray(rows)) throw new Error(`${FILE} has no "sentences" array`);
  const { problems, stats } = checkSentences(rows);

  // Every English line of an earlier version is still there, in its part.
  const against = process.argv.indexOf('--against');
  if (against !== -1) {
    const ref = process.argv[against + 1];
    const old = JSON.parse(execFileSync('git', ['show', `${ref}:${FILE}`], { cwd: root, encoding: 'utf8' })).sentences;
    const now = new Set(rows.map((row) => `${row.part}|${row.englishSentence}`));
    const missing = old.filter((row) => !now.has(`${row.part}|${row.englishSentence}`));
    for (const row of missing) problems.push(`${ref}: ${row.part} "${row.englishSentence}" is missing`);
    const changed = old.filter((row) =>
      rows.some((r) => r.part === row.part && r.englishSentence === row.englishSentence && r.vietnameseTranslation !== row.vietnameseTranslation),
    ).length;
    console.log(`${old.length} lines of ${ref}: ${old.length - missing.length} kept, ${changed} with a revised translation`);
  }

  for (const part of PARTS) {
    const s = stats[part];
    const detail =
      part === 'part1'
        ? ''
        : `, ${s.exchanges} exchanges (turns: ${Object.entries(s.turns).map(([n, c]) => `${c}×${n}`).join(', ')}; ${s.threeSpeakers} with 3+ speakers` +
          (part === 'part2' ? `; ${s.tagQuestions} tag questions)` : ')');
    console.log(`${part}: ${s.lines} lines${detail}`);
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('sentences.json: all rules hold');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
