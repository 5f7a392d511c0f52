// Builds the practice sets: words grouped by topic in sets of 20 (the last two shared out when the
// remainder is small, packWords), de-duplicated case-insensitively, 'Other' last; sentences per part in
// sets of 8 to 10 lines that hold whole exchanges (packExchanges). `position` is the set's 1-based number
// in the home page's order, which 'Next Set' follows and `/dictation/{n}` reads; learners see the set's
// number within its topic or part instead ('Marketing · Set 1 / 4').
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

/**
 * A topic's words in sets of `size`, in order. When the last set would hold fewer than `min` words (a set of
 * one or two words is no set to practise), it and the set before it share their words, the earlier one
 * taking the extra word: 20 + 3 words make sets of 12 and 11. Only a topic's last two sets change as words
 * are added, so the earlier sets keep their words and the completions stored against them.
 */
export function packWords<T>(items: T[], size: number, min: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  const last = chunks.at(-1);
  if (chunks.length >= 2 && last && last.length < min) {
    const shared = [...chunks[chunks.length - 2]!, ...last];
    const firstSize = Math.ceil(shared.length / 2);
    chunks.splice(-2, 2, shared.slice(0, firstSize), shared.slice(firstSize));
  }
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
    sets: packWords(list, PRACTICE.vocabularySetSize, PRACTICE.vocabularySetMinSize).map((setWords, setIndex) => ({
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

/** The bounds of a set's size, in lines. */
export interface SetLines {
  min: number;
  max: number;
}

/**
 * Packs exchanges (newest first) into sets of `lines.min` to `lines.max` lines whenever they allow it, without
 * ever splitting one. The packing is the best cut of the part as a whole: it adds up, set by set, the square
 * of how far the set's size falls outside the bounds (0 inside them), and takes the cut where that sum is the
 * smallest, then the one with the fewest sets, then the one whose sets, read from the oldest, are the
 * largest. So single lines and Part 2 pairs make sets of 8 to 10 in any part of at least 32 lines (single
 * lines in parts of 11–15, 21–23 or 31 lines and pairs in parts of 12, 14 or 22 cannot be cut so: their sets
 * are then at most 2 lines over or under), exchanges of 8–10 lines make a set each, and exchanges of 3–7
 * lines make sets close to 10 (a set holds at most twice `lines.max` lines, unless one exchange is longer). The remainder no longer falls on the newest set (set 1
 * of the part, the first a learner opens): it is spread over the few newest sets, each of 8 or 9 lines.
 * Read from the oldest, the sets are full (10 lines) as long as the rest can still be cut well, so content
 * imported later (newer) mostly leaves the older sets as they were: with single lines or pairs only the
 * newest five sets or fewer change their lines, and new sets come in front (an older set's number goes up by
 * the number of new sets). With longer exchanges of uneven sizes a new exchange may move a boundary further
 * back. Before, only the newest set changed, and it could hold as little as one line.
 */
export function packExchanges<T>(exchanges: T[][], lines: SetLines): T[][] {
  // Indexed from the oldest: best[i] is the best cut of exchanges i to the newest, and its first set ends
  // before exchange best[i].next.
  const oldestFirst = [...exchanges].reverse();
  const count = oldestFirst.length;
  const best = Array.from({ length: count + 1 }, () => ({ outside: 0, sets: 0, next: count }));
  const outsideOf = (size: number) =>
    size < lines.min ? (lines.min - size) ** 2 : size > lines.max ? (size - lines.max) ** 2 : 0;
  for (let start = count - 1; start >= 0; start--) {
    let size = 0;
    let chosen: (typeof best)[number] | null = null;
    for (let end = start + 1; end <= count; end++) {
      size += oldestFirst[end - 1]!.length;
      if (end > start + 1 && size > 2 * lines.max) break;
      const rest = best[end]!;
      const candidate = { outside: outsideOf(size) + rest.outside, sets: rest.sets + 1, next: end };
      // A later `end` wins ties: the set read first (the older one) is the larger.
      if (
        !chosen ||
        candidate.outside < chosen.outside ||
        (candidate.outside === chosen.outside && candidate.sets <= chosen.sets)
      ) {
        chosen = candidate;
      }
    }
    best[start] = chosen!;
  }
  const sets: T[][] = [];
  for (let start = 0; start < count; start = best[start]!.next) {
    sets.push(oldestFirst.slice(start, best[start]!.next).reverse().flat());
  }
  return sets.reverse();
}

/** Every part in order, so the positions run 1..n on the home page from Part 1 to Part 4. */
export function groupSentences(sentences: CatalogSentence[]): SentenceSetGroup[] {
  let position = 0;
  return PRACTICE.allSentenceParts.map((part) => ({
    part,
    sets: packExchanges(exchangesOf(sentences.filter((sentence) => sentence.part === part)), {
      min: PRACTICE.sentenceSetMinSize,
      max: PRACTICE.sentenceSetSize,
    }).map((setSentences, setIndex) => ({ setIndex, position: ++position, sentences: setSentences })),
  }));
}
