// "Also accepted": other answers a teacher accepts for an item, such as a name heard only by ear (Chen or
// Chan, Lee or Li). A word's entry is another spelling of the whole word; a sentence's entry is
// "Word=alternative", Word being a word of the sentence as written, without its punctuation ("Chen=Chan").
import { splitSentenceWords } from './answer';

export const ALSO_ACCEPTED_LIMITS = { maxEntries: 10, maxEntryLength: 100 } as const;

/** The separator of the entries in a CSV cell ("Chen=Chan|Lee=Li"). */
export const ALSO_ACCEPTED_CSV_SEPARATOR = '|';

// Letters of any script (résumé), spaces between words, apostrophes (O'Neil, O’Neil) and hyphens.
const WORD_SPELLING = /^\p{L}[\p{L}'’ -]*$/u;
// One word: letters, digits, apostrophes and hyphens ("Chan", "Li", "O'Neil", "4th").
const SENTENCE_WORD = /^[\p{L}\p{Nd}][\p{L}\p{Nd}'’-]*$/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{Nd}]+|[^\p{L}\p{Nd}]+$/gu;

/** A sentence's words as a teacher names them: as written, without the punctuation around each. */
export function sentenceWordsAsWritten(sentence: string): string[] {
  return splitSentenceWords(sentence)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter((word) => word !== '');
}

/** "Chen=Chan" → { word: 'Chen', alternative: 'Chan' }; null without "=". */
export function splitSentenceAlternative(entry: string): { word: string; alternative: string } | null {
  const at = entry.indexOf('=');
  if (at === -1) return null;
  return { word: entry.slice(0, at).trim(), alternative: entry.slice(at + 1).trim() };
}

function commonProblems(entries: readonly string[]): string[] {
  const problems: string[] = [];
  if (entries.length > ALSO_ACCEPTED_LIMITS.maxEntries) {
    problems.push(`has ${entries.length} entries; at most ${ALSO_ACCEPTED_LIMITS.maxEntries} are allowed`);
  }
  entries.forEach((entry, index) => {
    if (entry.trim() === '') problems.push(`entry ${index + 1} is empty`);
    else if (entry.length > ALSO_ACCEPTED_LIMITS.maxEntryLength) {
      problems.push(`entry ${index + 1} is longer than ${ALSO_ACCEPTED_LIMITS.maxEntryLength} characters`);
    }
  });
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = entry.trim().toLowerCase();
    if (key === '') continue;
    if (seen.has(key)) problems.push(`"${entry.trim()}" is listed twice`);
    seen.add(key);
  }
  return problems;
}

/** What is wrong with a word's "also accepted" spellings, one reason each; empty when nothing is. */
export function vocabularyAlsoAcceptedProblems(word: string, entries: readonly string[]): string[] {
  const problems = commonProblems(entries);
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '' || entry.length > ALSO_ACCEPTED_LIMITS.maxEntryLength) continue;
    if (!WORD_SPELLING.test(entry)) {
      problems.push(`"${entry}" may hold only letters, spaces, apostrophes and hyphens`);
    } else if (entry.toLowerCase() === word.trim().toLowerCase()) {
      problems.push(`"${entry}" is the word itself`);
    }
  }
  return problems;
}

/** What is wrong with a sentence's "Word=alternative" entries, one reason each; empty when nothing is. */
export function sentenceAlsoAcceptedProblems(sentence: string, entries: readonly string[]): string[] {
  const problems = commonProblems(entries);
  const words = sentenceWordsAsWritten(sentence);
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '' || entry.length > ALSO_ACCEPTED_LIMITS.maxEntryLength) continue;
    const pair = splitSentenceAlternative(entry);
    if (pair === null || pair.word === '' || pair.alternative === '') {
      problems.push(`"${entry}" must be written Word=alternative, e.g. Chen=Chan`);
      continue;
    }
    if (!words.includes(pair.word)) {
      const asWritten = words.find((word) => word.toLowerCase() === pair.word.toLowerCase());
      problems.push(
        asWritten === undefined
          ? `"${pair.word}" of "${entry}" is not a word of the sentence`
          : `"${pair.word}" of "${entry}" is written "${asWritten}" in the sentence`,
      );
    } else if (!SENTENCE_WORD.test(pair.alternative)) {
      problems.push(`"${pair.alternative}" of "${entry}" must be one word: letters, digits, apostrophes, hyphens`);
    } else if (pair.alternative.toLowerCase() === pair.word.toLowerCase()) {
      problems.push(`"${entry}" accepts the word itself`);
    }
  }
  return problems;
}
