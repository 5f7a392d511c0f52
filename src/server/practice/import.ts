// Writes validated content into the practice store in one transaction: all rows or none.
// Words are upserted by lower(word), sentences by (part, englishSentence); one statement per table,
// so thousands of rows load in milliseconds. An imported exchange replaces the stored one of
// that id: stored lines of it that the file no longer lists become single lines, and the store must hold
// only whole exchanges afterwards, or the import is refused (StoredExchangeError) and nothing is written.
import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { PracticeDb } from '../db/connect';
import { sentences, topics, vocabulary } from '../db/practice-schema';
import { PRACTICE } from '../../shared/constants';
import { EXCHANGE_RULES, type SentenceRow, type VocabularyRow } from './content-rows';

/** The store would hold a broken exchange after the import: its problems, one line each. */
export class StoredExchangeError extends Error {
  constructor(public readonly problems: string[]) {
    super(`the import would leave broken conversations in the store:\n  ${problems.join('\n  ')}`);
    this.name = 'StoredExchangeError';
  }
}

/** Serialises imports and the start-up seeding of several instances on one database. */
export const PRACTICE_CONTENT_LOCK_ID = 727_004;
/** Instances drop their cached sets when this channel fires (see service.ts). */
export const PRACTICE_CONTENT_CHANNEL = 'practice_content_changed';

export interface ContentRows {
  vocabulary: VocabularyRow[];
  sentences: SentenceRow[];
}

export interface ImportCounts {
  words: number;
  sentences: number;
}

type Transaction = Parameters<Parameters<PracticeDb['transaction']>[0]>[0];

// unnest() flattens an array of arrays, so each row's "also accepted" list travels as JSON text and becomes
// a text[] again in the statement. A row without the field stores an empty list: the file is the truth.
const alsoAcceptedJson = (row: { alsoAccepted?: string[] }) => JSON.stringify(row.alsoAccepted ?? []);
const alsoAcceptedArray = sql`ARRAY(SELECT jsonb_array_elements_text(also_accepted::jsonb))`;

export async function importContent(db: PracticeDb, rows: ContentRows): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PRACTICE_CONTENT_LOCK_ID})`);
    return writeContent(tx, rows);
  });
}

/** Seeding: imports only when the store holds no words and no sentences; null when it did nothing. */
export async function importIntoEmptyStore(db: PracticeDb, rows: ContentRows): Promise<ImportCounts | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PRACTICE_CONTENT_LOCK_ID})`);
    if (await storeHasContent(tx)) return null;
    return writeContent(tx, rows);
  });
}

/** Whether the practice store holds any word or sentence. */
export async function storeHasContent(db: PracticeDb | Transaction): Promise<boolean> {
  const [store] = await db
    .select({ hasContent: sql<boolean>`EXISTS (SELECT 1 FROM ${vocabulary}) OR EXISTS (SELECT 1 FROM ${sentences})` })
    .from(sql`(SELECT 1) AS one`);
  return store?.hasContent === true;
}

async function writeContent(tx: Transaction, rows: ContentRows): Promise<ImportCounts> {
  const topicIds = await upsertTopics(tx, rows.vocabulary);
  if (rows.vocabulary.length > 0) await upsertVocabulary(tx, rows.vocabulary, topicIds);
  if (rows.sentences.length > 0) {
    await upsertSentences(tx, rows.sentences);
    const problems = await findBrokenExchanges(tx);
    if (problems.length > 0) throw new StoredExchangeError(problems);
  }
  return { words: rows.vocabulary.length, sentences: rows.sentences.length };
}

/** A word without a topic, or with the 'Other' topic, keeps topic_id null. */
function topicName(row: VocabularyRow): string | null {
  const name = row.topic.trim();
  return name === '' || name.toLowerCase() === PRACTICE.otherTopic.toLowerCase() ? null : name;
}

async function upsertTopics(tx: Transaction, words: VocabularyRow[]): Promise<Map<string, string>> {
  const names = [...new Set(words.map(topicName).filter((name): name is string => name !== null))];
  if (names.length === 0) return new Map();
  // New topics follow the existing ones, in order of first appearance.
  await tx.execute(sql`
    INSERT INTO practice.topics (name, position)
    SELECT name, (SELECT COALESCE(MAX(position), -1) FROM practice.topics) + ordinality
    FROM unnest(${sql.param(names)}::text[]) WITH ORDINALITY AS input(name, ordinality)
    ON CONFLICT (name) DO NOTHING`);
  const stored = await tx.select({ id: topics.id, name: topics.name }).from(topics).where(inArray(topics.name, names));
  return new Map(stored.map((topic) => [topic.name, topic.id]));
}

async function upsertVocabulary(tx: Transaction, words: VocabularyRow[], topicIds: Map<string, string>) {
  const column = <T>(pick: (row: VocabularyRow) => T) => sql.param(words.map(pick));
  // Imported words take positions after every stored word, in file order; a re-import keeps the order.
  await tx.execute(sql`
    INSERT INTO practice.vocabulary (word, word_type, phonetic, meaning, audio, also_accepted, topic_id, position)
    SELECT word, word_type, phonetic, meaning, audio, ${alsoAcceptedArray}, topic_id,
           (SELECT COALESCE(MAX(position), -1) FROM practice.vocabulary) + ordinality
    FROM unnest(
      ${column((row) => row.word)}::text[],
      ${column((row) => row.wordType)}::text[],
      ${column((row) => row.phonetic)}::text[],
      ${column((row) => row.meaning)}::text[],
      ${column((row) => row.audio)}::text[],
      ${column(alsoAcceptedJson)}::text[],
      ${column((row) => {
        const name = topicName(row);
        return name === null ? null : (topicIds.get(name) ?? null);
      })}::uuid[]
    ) WITH ORDINALITY AS input(word, word_type, phonetic, meaning, audio, also_accepted, topic_id, ordinality)
    ON CONFLICT (lower(word)) DO UPDATE SET
      word_type = excluded.word_type,
      phonetic = excluded.phonetic,
      meaning = excluded.meaning,
      audio = excluded.audio,
      also_accepted = excluded.also_accepted,
      topic_id = excluded.topic_id,
      position = excluded.position`);
}

async function upsertSentences(tx: Transaction, rows: SentenceRow[]) {
  const column = <T>(pick: (row: SentenceRow) => T) => sql.param(rows.map(pick));
  // The file's exchanges replace the stored ones of the same id: their stored lines leave them first, so
  // lines that changed turn never meet their old turn in sentences_conversation_turn_idx.
  const exchanges = rows.filter((row) => row.conversation != null);
  if (exchanges.length > 0) {
    await tx.execute(sql`
      UPDATE practice.sentences AS stored SET conversation = NULL, turn = NULL, speaker = NULL, updated_at = now()
      FROM unnest(
        ${column((row) => row.part)}::text[],
        ${column((row) => row.conversation ?? null)}::text[]
      ) AS input(part, conversation)
      WHERE stored.part = input.part AND stored.conversation = input.conversation`);
  }
  // Sets list sentences newest first. New rows get created_at one millisecond apart,
  // the first row of the file newest, so a set shows the file's order.
  await tx.execute(sql`
    INSERT INTO practice.sentences
      (part, english_sentence, vietnamese_translation, audio, conversation, turn, speaker, also_accepted,
       created_at, updated_at)
    SELECT part, english_sentence, vietnamese_translation, audio, conversation, turn, speaker, ${alsoAcceptedArray},
           now() - (ordinality * interval '1 millisecond'), now()
    FROM unnest(
      ${column((row) => row.part)}::text[],
      ${column((row) => row.englishSentence)}::text[],
      ${column((row) => row.vietnameseTranslation)}::text[],
      ${column((row) => row.audio)}::text[],
      ${column((row) => row.conversation ?? null)}::text[],
      ${column((row) => row.turn ?? null)}::int[],
      ${column((row) => row.speaker ?? null)}::text[],
      ${column(alsoAcceptedJson)}::text[]
    ) WITH ORDINALITY AS input(
      part, english_sentence, vietnamese_translation, audio, conversation, turn, speaker, also_accepted, ordinality)
    ON CONFLICT (part, english_sentence) DO UPDATE SET
      vietnamese_translation = excluded.vietnamese_translation,
      audio = excluded.audio,
      conversation = excluded.conversation,
      turn = excluded.turn,
      speaker = excluded.speaker,
      also_accepted = excluded.also_accepted,
      updated_at = now()`);
}

/**
 * Exchanges of the store that break EXCHANGE_RULES after the writes: a stored exchange whose line the file
 * moved into another exchange (or made a single line) and that the file does not bring whole again.
 */
async function findBrokenExchanges(tx: Transaction): Promise<string[]> {
  const stored = await tx
    .select({
      part: sentences.part,
      conversation: sql<string>`${sentences.conversation}`,
      turns: sql<number>`count(*)::int`,
      first: sql<number>`min(${sentences.turn})`,
      last: sql<number>`max(${sentences.turn})`,
      speakers: sql<number>`count(DISTINCT ${sentences.speaker})::int`,
    })
    .from(sentences)
    .where(isNotNull(sentences.conversation))
    .groupBy(sentences.part, sentences.conversation)
    .orderBy(sentences.part, sentences.conversation);
  const problems: string[] = [];
  for (const row of stored) {
    const rules = EXCHANGE_RULES[row.part as keyof typeof EXCHANGE_RULES];
    const name = `${row.part} conversation "${row.conversation}"`;
    if (!rules) problems.push(`${name}: ${row.part} lines stand alone`);
    else if (row.first !== 1 || row.last !== row.turns) {
      problems.push(`${name} would keep ${row.turns} of its turns (the last is ${row.last}): import it whole`);
    } else if (row.turns < rules.minTurns || row.turns > rules.maxTurns) {
      problems.push(`${name} would have ${row.turns} turns: import it whole`);
    } else if (row.speakers < rules.minSpeakers || row.speakers > rules.maxSpeakers) {
      problems.push(`${name} would have ${row.speakers} speaker(s): import it whole`);
    }
  }
  return problems;
}
