// Checks content/sentences.json against the exchange format (Part 2 pairs, Part 3
// conversations, Part 4 talks), and optionally that every English line of an earlier version is kept:
//
//   node scripts/content/check-sentences.mjs                 # the rules
//   node scripts/content/check-sentences.mjs --against <ref> # also: every line of <ref>'s file is still there
//
// Prints every problem and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FILE = 'content/sentences.json';
const PARTS = ['part1', 'part2', 'part3', 'part4'];
const MIN_PER_PART = 100;
const BASE_KEYS = ['part', 'englishSentence', 'vietnameseTranslation', 'audio'];
const EXCHANGE_KEYS = [...BASE_KEYS, 'conversation', 'turn', 'speaker'];
const DIALOGUE_SPEAKERS = new Set(['Man', 'Woman', 'Man 2', 'Woman 2']);
const TURNS = { part2: [2, 2], part3: [3, 6], part4: [3, 6] };
const WORDS = [4, 18];
const ENGLISH_CHARACTERS = /^[A-Za-z0-9 .,?!'$:]+$/;
const VIETNAMESE_CHARACTERS = /^[\p{L}\p{N} .,?!']+$/u;

const problems = [];
const problem = (where, message) => problems.push(`${where}: ${message}`);

const rows = JSON.parse(fs.readFileSync(path.join(root, FILE), 'utf8')).sentences;
if (!Array.isArray(rows)) throw new Error(`${FILE} has no "sentences" array`);

// Row shape and text.
rows.forEach((row, index) => {
  const where = `row ${index + 1} (${row.part} "${row.englishSentence}")`;
  // alsoAccepted is optional, last; content-rows.ts checks its entries (content.test.ts parses this file).
  const keys = Object.keys(row).filter((key, index, all) => key !== 'alsoAccepted' || index !== all.length - 1);
  if ('alsoAccepted' in row && !Array.isArray(row.alsoAccepted)) problem(where, 'alsoAccepted must be an array');
  const expected = row.part === 'part1' ? BASE_KEYS : EXCHANGE_KEYS;
  if (keys.join() !== expected.join()) problem(where, `fields ${keys.join(', ')}; expected ${expected.join(', ')}`);
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
  if (!ENGLISH_CHARACTERS.test(row.englishSentence)) problem(where, 'English has a character a learner cannot type plainly');
  if (!VIETNAMESE_CHARACTERS.test(row.vietnameseTranslation)) problem(where, 'Vietnamese has an unexpected character');
  const words = row.englishSentence.split(' ').filter(Boolean).length;
  if (words < WORDS[0] || words > WORDS[1]) problem(where, `${words} words, outside ${WORDS[0]}–${WORDS[1]}`);
});

// Counts and uniqueness.
for (const part of PARTS) {
  const count = rows.filter((row) => row.part === part).length;
  if (count < MIN_PER_PART) problem(part, `${count} lines, fewer than ${MIN_PER_PART}`);
}
const seen = new Map();
rows.forEach((row, index) => {
  const key = row.englishSentence.trim().toLowerCase();
  if (seen.has(key)) problem(`row ${index + 1}`, `"${row.englishSentence}" repeats row ${seen.get(key) + 1}`);
  else seen.set(key, index);
});

// Exchanges: contiguous, turns 1..n in order, the right length and speakers per part.
const conversations = new Map(); // part|id → { start, rows }
let previousKey = null;
rows.forEach((row, index) => {
  if (row.part === 'part1') {
    previousKey = null;
    return;
  }
  const where = `row ${index + 1} (${row.part} ${row.conversation} turn ${row.turn})`;
  const prefix = `p${row.part.slice(-1)}-`;
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
const stats = {};
for (const { part, id, rows: turns } of conversations.values()) {
  const where = `${part} ${id}`;
  turns.forEach((row, index) => {
    if (row.turn !== index + 1) problem(where, `turn ${row.turn} where ${index + 1} was expected`);
  });
  const [min, max] = TURNS[part];
  if (turns.length < min || turns.length > max) problem(where, `${turns.length} turns, outside ${min}–${max}`);
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
  stats[part] ??= { conversations: 0, turns: {}, threeSpeakers: 0 };
  stats[part].conversations += 1;
  stats[part].turns[turns.length] = (stats[part].turns[turns.length] ?? 0) + 1;
  if (speakers.size >= 3) stats[part].threeSpeakers += 1;
}

// Every English line of an earlier version is still there, in its part.
const against = process.argv.indexOf('--against');
if (against !== -1) {
  const ref = process.argv[against + 1];
  const old = JSON.parse(execFileSync('git', ['show', `${ref}:${FILE}`], { cwd: root, encoding: 'utf8' })).sentences;
  const now = new Set(rows.map((row) => `${row.part}|${row.englishSentence}`));
  const missing = old.filter((row) => !now.has(`${row.part}|${row.englishSentence}`));
  for (const row of missing) problem(`${ref}`, `${row.part} "${row.englishSentence}" is missing`);
  const changed = old.filter((row) =>
    rows.some((r) => r.part === row.part && r.englishSentence === row.englishSentence && r.vietnameseTranslation !== row.vietnameseTranslation),
  ).length;
  console.log(`${old.length} lines of ${ref}: ${old.length - missing.length} kept, ${changed} with a revised translation`);
}

for (const part of PARTS) {
  const count = rows.filter((row) => row.part === part).length;
  const s = stats[part];
  const detail = s
    ? `, ${s.conversations} exchanges (turns: ${Object.entries(s.turns).map(([n, c]) => `${c}×${n}`).join(', ')}; ${s.threeSpeakers} with 3+ speakers)`
    : '';
  console.log(`${part}: ${count} lines${detail}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log('sentences.json: all rules hold');
