// Builds the practice sets: words grouped by topic in sets of 20, de-duplicated
// case-insensitively, 'Other' last; sentences per part in sets of about 10 lines that hold whole
// exchanges (packExchanges). `position` is the set's 1-based number in the home page's order,
// which 'Next Set' follows.
import { PRACTICE } from '../../shared/constants';
import type { TSentencePart } from '../../shared/practice/contract';
import type { CatalogSentence, CatalogWord } from './queries';

export interface VocabularySetGroup {
  topic: string;
  sets: { setIndex: number; position: number; words: CatalogWord[] }[];
}

export interface SentenceSetGroup {
  part: TSentencePart;
  sets: { setIndex: number; position: number; sentences: CatalogSentence[] }[];
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** `words` must come in home-page order (see selectCatalogWords). */
export function groupVocabulary(words: CatalogWord[]): VocabularySetGroup[] {
  const byTopic = new Map<string, CatalogWord[]>();
  const other: CatalogWord[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    const key = word.word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const topic = word.topic ?? PRACTICE.otherTopic;
    if (topic === PRACTICE.otherTopic) {
      other.push(word);
      continue;
    }
    let list = byTopic.get(topic);
    if (!list) byTopic.set(topic, (list = []));
    list.push(word);
  }
  if (other.length > 0) byTopic.set(PRACTICE.otherTopic, other);

  let position = 0;
  return [...byTopic].map(([topic, list]) => ({
    topic,
    sets: chunk(list, PRACTICE.vocabularySetSize).map((setWords, setIndex) => ({
      setIndex,
      position: ++position,
      words: setWords,
    })),
  }));
}

/**
 * The exchanges of one part's lines, which come newest first (selectCatalogSentences): an exchange takes the
 * place of its newest line, and its lines run by turn. A line of no exchange is an exchange of one.
 */
export function exchangesOf(sentences: CatalogSentence[]): CatalogSentence[][] {
  const exchanges: CatalogSentence[][] = [];
  const byConversation = new Map<string, CatalogSentence[]>();
  for (const sentence of sentences) {
    if (sentence.conversation === null) {
      exchanges.push([sentence]);
      continue;
    }
    const key = `${sentence.part}\u0000${sentence.conversation}`;
    let lines = byConversation.get(key);
    if (!lines) {
      byConversation.set(key, (lines = []));
      exchanges.push(lines);
    }
    lines.push(sentence);
  }
  for (const lines of byConversation.values()) lines.sort((a, b) => (a.turn ?? 0) - (b.turn ?? 0));
  return exchanges;
}

/**
 * Packs exchanges (newest first) into sets of about `size` lines without ever splitting one.
 * The packing starts from the oldest exchange: an exchange joins the set being filled when that brings the
 * set strictly closer to `size` lines (a set that is still empty always takes it), else it starts the next
 * set. With `size` 10: single lines (part1) and Part 2 pairs make sets of exactly 10; exchanges of 3–6
 * lines make sets of 7–12. Starting from the oldest keeps the sets stable: content imported later is newer,
 * so it fills the newest set and then new sets in front, and every older set keeps its lines (its number,
 * counted from the newest, goes up by the number of new sets). Only the newest set may be short.
 */
export function packExchanges<T>(exchanges: T[][], size: number): T[][] {
  const sets: T[][][] = [];
  let current: T[][] = [];
  let lines = 0;
  for (const exchange of [...exchanges].reverse()) {
    const joins = lines === 0 || Math.abs(lines + exchange.length - size) < Math.abs(lines - size);
    if (!joins) {
      sets.push(current);
      current = [];
      lines = 0;
    }
    current.push(exchange);
    lines += exchange.length;
  }
  if (current.length > 0) sets.push(current);
  return sets.reverse().map((set) => set.reverse().flat());
}

/** Every part, part4 included; offered parts first so their positions run 1..n on the home page. */
export function groupSentences(sentences: CatalogSentence[]): SentenceSetGroup[] {
  let position = 0;
  return PRACTICE.allSentenceParts.map((part) => ({
    part,
    sets: packExchanges(
      exchangesOf(sentences.filter((sentence) => sentence.part === part)),
      PRACTICE.sentenceSetSize,
    ).map((setSentences, setIndex) => ({ setIndex, position: ++position, sentences: setSentences })),
  }));
}
