// npm run content:build
// Builds content/vocabulary.json (the bundled practice words, README "Practice content") from the
// hand-written content/source/vocabulary.csv, adding each word's American IPA from the CMU Pronouncing
// Dictionary (phonetic.mjs). A word the dictionary lacks fails the build: fix the CSV or add an override
// rather than ship an empty phonetic. So does an IPA nobody checked: each word's IPA must be the one the last
// espeak-ng check (npm run content:check-ipa, content/source/ipa-check.json) saw and agreed with on the main
// stress, or the one a reviewer recorded in content/source/ipa-reviewed.json. Answers a teacher also accepts
// for a word (content/source/also-accepted.json: word → its other spellings, with a note) join its row as
// `alsoAccepted`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryPhonetic, ipaProblem, phoneticTokens, tokenPhonetic } from './phonetic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = path.join(root, 'content/source/vocabulary.csv');
const TARGET = path.join(root, 'content/vocabulary.json');
export const CHECKED = path.join(root, 'content/source/ipa-check.json');
export const REVIEWED = path.join(root, 'content/source/ipa-reviewed.json');
const ALSO_ACCEPTED = path.join(root, 'content/source/also-accepted.json');
const COLUMNS = ['topic', 'word', 'wordType', 'meaning'];
// The bundled word types (WORD_TYPES in src/shared/practice/contract.ts).
const WORD_TYPES = ['noun', 'verb', 'adjective', 'adverb', 'phrasal verb', 'phrase'];

function main() {
  const rows = readCsv(fs.readFileSync(SOURCE, 'utf8'));
  const checked = readJson(CHECKED).tokens ?? {};
  const reviewed = readJson(REVIEWED);
  /** @type {Record<string, { forms: string[]; note: string }>} */
  const alsoAccepted = readJson(ALSO_ACCEPTED);
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
    if (!WORD_TYPES.includes(wordType)) {
      problems.push(`${where}: wordType "${wordType}" is not one of ${WORD_TYPES.join(', ')}`);
      continue;
    }
    if (meaning !== meaning.normalize('NFC')) {
      problems.push(`${where}: the meaning of "${word}" is not NFC-normalised`);
      continue;
    }
    const isPhrase = wordType === 'phrase' || wordType === 'phrasal verb';
    if (isPhrase !== /\s/.test(word) && wordType !== 'noun' && wordType !== 'adjective') {
      problems.push(`${where}: "${word}" is a ${wordType}; phrases have several words, other types one`);
      continue;
    }
    const key = word.toLowerCase();
    if (seen.has(key)) {
      problems.push(`${where}: "${word}" repeats line ${seen.get(key)} (a word belongs to one topic only)`);
      continue;
    }
    seen.set(key, row.line);
    const phonetic = entryPhonetic(word, wordType);
    if (phonetic === undefined) {
      const missing = phoneticTokens(word).filter((token) => tokenPhonetic(token) === undefined);
      problems.push(`${where}: "${missing.join('", "')}" not in the CMU Pronouncing Dictionary (add an override)`);
      continue;
    }
    for (const token of phoneticTokens(word)) {
      const problem = ipaProblem(token, /** @type {string} */ (tokenPhonetic(token)), checked, reviewed);
      if (problem) problems.push(`${where}: ${problem}`);
    }
    const also = alsoAccepted[word];
    vocabulary.push({ topic, word, wordType, phonetic, meaning, audio: '', ...(also ? { alsoAccepted: also.forms } : {}) });
  }
  for (const [word, also] of Object.entries(alsoAccepted)) {
    if (!seen.has(word.toLowerCase())) problems.push(`also-accepted.json: "${word}" is not a word of the CSV`);
    if (!also.note) problems.push(`also-accepted.json: "${word}" needs a note saying why`);
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

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
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

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
