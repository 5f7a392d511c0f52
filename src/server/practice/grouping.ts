// Builds the practice sets (SPEC §9): words grouped by topic in sets of 20, de-duplicated
// case-insensitively, 'Other' last; sentences per part in sets of 10. `position` is the set's
// 1-based number in the home page's order, which 'Next Set' follows.
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

/** Every part, part4 included; offered parts first so their positions run 1..n on the home page. */
export function groupSentences(sentences: CatalogSentence[]): SentenceSetGroup[] {
  let position = 0;
  return PRACTICE.allSentenceParts.map((part) => ({
    part,
    sets: chunk(
      sentences.filter((sentence) => sentence.part === part),
      PRACTICE.sentenceSetSize,
    ).map((setSentences, setIndex) => ({ setIndex, position: ++position, sentences: setSentences })),
  }));
}
