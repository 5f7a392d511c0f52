// Drizzle queries of the practice store (db first, explicit columns).
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PracticeDb } from '../db/connect';
import { exampleSentences, sentences, topics, vocabulary } from '../db/practice-schema';

export interface CatalogWord {
  id: string;
  word: string;
  wordType: string;
  phonetic: string;
  meaning: string;
  /** The item's own audio, else its US clip; empty when neither exists. */
  audio: string;
  /** Its UK clip; empty when none. */
  audioUk: string;
  /** Other spellings a teacher accepts (shared/practice/also-accepted.ts). */
  alsoAccepted: string[];
  /** Null: the 'Other' topic. */
  topic: string | null;
}

/** Every word in home-page order: topics by position ('Other' last), then words by position. */
export function selectCatalogWords(db: PracticeDb): Promise<Omit<CatalogWord, 'audioUk'>[]> {
  return db
    .select({
      id: vocabulary.id,
      word: vocabulary.word,
      wordType: vocabulary.wordType,
      phonetic: vocabulary.phonetic,
      meaning: vocabulary.meaning,
      audio: vocabulary.audio,
      alsoAccepted: vocabulary.alsoAccepted,
      topic: topics.name,
    })
    .from(vocabulary)
    .leftJoin(topics, eq(vocabulary.topicId, topics.id))
    .orderBy(sql`${topics.position} ASC NULLS LAST`, asc(topics.name), asc(vocabulary.position), asc(vocabulary.id));
}

export interface CatalogSentence {
  id: string;
  part: string;
  englishSentence: string;
  vietnameseTranslation: string;
  /** As CatalogWord's audio and audioUk. */
  audio: string;
  audioUk: string;
  /** The exchange: its id within the part, the line's 1-based turn and speaker; null for a single line. */
  conversation: string | null;
  turn: number | null;
  speaker: string | null;
  /** "Word=alternative" entries a teacher accepts (shared/practice/also-accepted.ts). */
  alsoAccepted: string[];
}

/** Sentences of a part newest first; the id keeps equal timestamps in a stable order. */
export function selectCatalogSentences(db: PracticeDb): Promise<Omit<CatalogSentence, 'audioUk'>[]> {
  return db
    .select({
      id: sentences.id,
      part: sentences.part,
      englishSentence: sentences.englishSentence,
      vietnameseTranslation: sentences.vietnameseTranslation,
      audio: sentences.audio,
      conversation: sentences.conversation,
      turn: sentences.turn,
      speaker: sentences.speaker,
      alsoAccepted: sentences.alsoAccepted,
    })
    .from(sentences)
    .orderBy(asc(sentences.part), desc(sentences.createdAt), asc(sentences.id));
}

const exampleColumns = {
  id: exampleSentences.id,
  word: exampleSentences.word,
  englishSentence: exampleSentences.englishSentence,
  vietnameseTranslation: exampleSentences.vietnameseTranslation,
  contextInfo: exampleSentences.contextInfo,
  topic: exampleSentences.topic,
};
export type ExampleRow = { [K in keyof typeof exampleColumns]: string };

/** Stored examples of a word, case-insensitively, oldest first. */
export function selectExamplesByWord(db: PracticeDb, word: string): Promise<ExampleRow[]> {
  return db
    .select(exampleColumns)
    .from(exampleSentences)
    .where(sql`lower(${exampleSentences.word}) = lower(${word})`)
    .orderBy(asc(exampleSentences.createdAt), asc(exampleSentences.id));
}

export async function insertExample(db: PracticeDb, values: Omit<ExampleRow, 'id'>): Promise<ExampleRow> {
  const [row] = await db.insert(exampleSentences).values(values).returning(exampleColumns);
  if (!row) throw new Error('example insert returned nothing');
  return row;
}
