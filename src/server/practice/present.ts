// Response objects of the practice API, built field by field (contract.ts).
import type {
  TExampleSentence,
  TSentenceItem,
  TSentenceOverview,
  TSentencePart,
  TSentenceSet,
  TSentenceSetRef,
  TVocabularyItem,
  TVocabularyOverview,
  TVocabularySet,
  TVocabularySetRef,
} from '../../shared/practice/contract';
import { CARD_SAMPLE_SIZE } from '../../shared/practice/contract';
import type { SentenceSetGroup, VocabularySetGroup } from './grouping';
import type { CatalogSentence, CatalogWord, ExampleRow } from './queries';

export function presentVocabularyItem(word: CatalogWord): TVocabularyItem {
  return {
    id: word.id,
    word: word.word,
    meaning: word.meaning,
    phonetic: word.phonetic,
    type: word.wordType,
    audio: word.audio,
    audioUk: word.audioUk,
    alsoAccepted: [...word.alsoAccepted],
  };
}

/** `setLines`: the lines of the line's set, which holds its whole exchange (grouping.ts). */
export function presentSentenceItem(sentence: CatalogSentence, setLines: CatalogSentence[]): TSentenceItem {
  const exchange =
    sentence.conversation === null ? [] : setLines.filter((line) => line.conversation === sentence.conversation);
  return {
    id: sentence.id,
    englishSentence: sentence.englishSentence,
    vietnameseTranslation: sentence.vietnameseTranslation,
    audio: sentence.audio,
    audioUk: sentence.audioUk,
    conversation: sentence.conversation,
    turn: sentence.conversation === null ? null : sentence.turn,
    turns: sentence.conversation === null ? null : exchange.length,
    speaker: sentence.conversation === null ? null : sentence.speaker,
    alsoAccepted: [...sentence.alsoAccepted],
    earlierTurns: exchange
      .filter((line) => (line.turn ?? 0) < (sentence.turn ?? 0))
      .map((line) => ({
        turn: line.turn ?? 0,
        speaker: line.speaker ?? '',
        englishSentence: line.englishSentence,
        vietnameseTranslation: line.vietnameseTranslation,
        audio: line.audio,
        audioUk: line.audioUk,
      })),
  };
}

export function presentExample(row: ExampleRow): TExampleSentence {
  return {
    id: row.id,
    word: row.word,
    englishSentence: row.englishSentence,
    vietnameseTranslation: row.vietnameseTranslation,
    contextInfo: row.contextInfo,
    topic: row.topic,
  };
}

const countSets = (groups: { sets: unknown[] }[]) => groups.reduce((total, group) => total + group.sets.length, 0);

export function presentVocabularyOverview(groups: VocabularySetGroup[]): TVocabularyOverview {
  return {
    groups: groups.map((group) => ({
      topic: group.topic,
      sets: group.sets.map((set) => ({
        topic: group.topic,
        setIndex: set.setIndex,
        position: set.position,
        words: set.words.map((word) => word.word),
        sample: sampleOf(set.words.map((word) => word.meaning)),
      })),
    })),
    totalSets: countSets(groups),
  };
}

/** The sets of every topic in home-page order, each answered with its `next` reference. */
export function presentVocabularySets(groups: VocabularySetGroup[]): Map<string, TVocabularySet[]> {
  const totalSets = countSets(groups);
  const refs: TVocabularySetRef[] = groups.flatMap((group) =>
    group.sets.map((set) => ({ topic: group.topic, setIndex: set.setIndex, position: set.position })),
  );
  return new Map(
    groups.map((group) => [
      group.topic,
      group.sets.map((set) => ({
        topic: group.topic,
        setIndex: set.setIndex,
        position: set.position,
        items: set.words.map(presentVocabularyItem),
        topicSets: group.sets.length,
        totalSets,
        next: refs[set.position] ?? null,
      })),
    ]),
  );
}

/** The Vietnamese of a set's first items: what a card shows of the set before the learner has listened. */
const sampleOf = (meanings: string[]) => meanings.filter((meaning) => meaning.trim() !== '').slice(0, CARD_SAMPLE_SIZE);

export function presentSentenceOverview(groups: SentenceSetGroup[]): TSentenceOverview {
  return {
    groups: groups
      .filter((group) => group.sets.length > 0)
      .map((group) => ({
        part: group.part,
        sets: group.sets.map((set) => ({
          part: group.part,
          setIndex: set.setIndex,
          position: set.position,
          sentences: set.sentences.map((sentence) => sentence.englishSentence),
          sample: sampleOf(set.sentences.map((sentence) => sentence.vietnameseTranslation)),
        })),
      })),
    totalSets: countSets(groups),
    setsPerPart: Object.fromEntries(groups.map((group) => [group.part, group.sets.length])) as Record<
      TSentencePart,
      number
    >,
  };
}

/** `next` follows the home page: the parts run into each other, from Part 1 to Part 4, and end with null. */
export function presentSentenceSets(groups: SentenceSetGroup[]): Map<TSentencePart, TSentenceSet[]> {
  const refs: TSentenceSetRef[] = groups.flatMap((group) =>
    group.sets.map((set) => ({ part: group.part, setIndex: set.setIndex, position: set.position })),
  );
  const totalSets = refs.length;
  return new Map(
    groups.map((group) => [
      group.part,
      group.sets.map((set) => ({
        part: group.part,
        setIndex: set.setIndex,
        position: set.position,
        items: set.sentences.map((sentence) => presentSentenceItem(sentence, set.sentences)),
        partSets: group.sets.length,
        totalSets,
        next: refs[set.position] ?? null,
      })),
    ]),
  );
}
