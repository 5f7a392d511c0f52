// npm run content:build
// Builds content/vocabulary.json (the bundled practice words, README "Practice content") from the
// hand-written content/source/vocabulary.csv, adding each word's American IPA from the CMU Pronouncing
// Dictionary. A word the dictionary lacks fails the build: fix the CSV rather than ship an empty phonetic.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionary } from 'cmu-pronouncing-dictionary';
import { arpabetToIpa, findMorphemeBreak } from './ipa.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = path.join(root, 'content/source/vocabulary.csv');
const TARGET = path.join(root, 'content/vocabulary.json');
const COLUMNS = ['topic', 'word', 'wordType', 'meaning'];

// CMU lists the variants of a word as "word", "word(2)", ...; its first one is sometimes another part of
// speech than the one we teach (the verb "to buffet", the verb "to refund"). Keyed by word: the variant to use.
const VARIANT = {
  buffet: 2,
  convert: 2,
  detour: 2,
  discount: 2,
  refund: 2,
  survey: 2,
};
// Entries the dictionary gets wrong for a learner: misplaced or doubled stress, a rare reading first.
const ARPABET = {
  duration: 'D UH0 R EY1 SH AH0 N',
  email: 'IY1 M EY2 L',
  genuine: 'JH EH1 N Y UW0 IH0 N',
  sightseeing: 'S AY1 T S IY2 IH0 NG',
  vegetarian: 'V EH2 JH AH0 T EH1 R IY0 AH0 N',
};

function main() {
  const rows = readCsv(fs.readFileSync(SOURCE, 'utf8'));
  const problems = [];
  const seen = new Map();
  const vocabulary = [];
  for (const row of rows) {
    const where = `line ${row.line}`;
    const fields = Object.fromEntries(COLUMNS.map((column, index) => [column, (row.fields[index] ?? '').trim()]));
    if (row.fields.length !== COLUMNS.length) {
      problems.push(`${where}: expected ${COLUMNS.length} fields, found ${row.fields.length}`);
      continue;
    }
    const { topic, word, wordType, meaning } = fields;
    if (!topic || !word || !wordType || !meaning) {
      problems.push(`${where}: topic, word, wordType and meaning must not be empty`);
      continue;
    }
    const key = word.toLowerCase();
    if (seen.has(key)) {
      problems.push(`${where}: "${word}" repeats line ${seen.get(key)} (a word belongs to one topic only)`);
      continue;
    }
    seen.set(key, row.line);
    const arpabet = lookUp(key);
    if (!arpabet) {
      problems.push(`${where}: "${word}" is not in the CMU Pronouncing Dictionary`);
      continue;
    }
    const morphemeBreak = findMorphemeBreak(key, arpabet, (part) => dictionary[part]);
    const phonetic = arpabetToIpa(arpabet, { morphemeBreaks: morphemeBreak === undefined ? [] : [morphemeBreak] });
    vocabulary.push({ topic, word, wordType, phonetic, meaning, audio: '' });
  }
  if (problems.length > 0) {
    console.error(`${path.relative(root, SOURCE)}: ${problems.length} problem(s), nothing written`);
    for (const problem of problems) console.error(`  ${problem}`);
    return 1;
  }
  fs.writeFileSync(TARGET, `${JSON.stringify({ vocabulary }, null, 2)}\n`);
  const topics = new Set(vocabulary.map((item) => item.topic)).size;
  console.info(`${path.relative(root, TARGET)}: ${vocabulary.length} words in ${topics} topics`);
  return 0;
}

function lookUp(key) {
  if (ARPABET[key]) return ARPABET[key];
  const variant = VARIANT[key];
  return dictionary[variant ? `${key}(${variant})` : key];
}

/** RFC 4180 records (quoted fields, "" escapes), each with the line it starts on; the header is dropped. */
function readCsv(text) {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records = [];
  let fields = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < input.length; index++) {
    const char = input[index];
    if (inQuotes) {
      if (char === '"' && input[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') inQuotes = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"') inQuotes = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
  }
  if (inQuotes) throw new Error(`${SOURCE}: unclosed quote in the record starting on line ${recordLine}`);
  if (field !== '' || fields.length > 0) endRecord();
  const [header, ...body] = records;
  if (header?.fields.join(',') !== COLUMNS.join(',')) {
    throw new Error(`${SOURCE}: the header must be ${COLUMNS.join(',')}`);
  }
  return body;
}

process.exitCode = main();
