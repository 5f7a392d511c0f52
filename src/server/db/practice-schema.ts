// Schema of the `practice` store (DESIGN.md): topics, vocabulary, sentences, example sentences.
// It lives in its own PostgreSQL schema so it can share a database with `main` or stand alone.
import { sql } from 'drizzle-orm';
import { index, integer, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const practice = pgSchema('practice');

export type SentencePart = 'part1' | 'part2' | 'part3' | 'part4';

export const topics = practice.table('topics', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull().unique(),
  /** Order of the topic on the home page. */
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vocabulary = practice.table(
  'vocabulary',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    word: text('word').notNull(),
    wordType: text('word_type').notNull().default(''),
    phonetic: text('phonetic').notNull().default(''),
    meaning: text('meaning').notNull(),
    audio: text('audio').notNull().default(''),
    /** Null: the word belongs to the 'Other' topic (SPEC §9). */
    topicId: uuid('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    difficulty: integer('difficulty'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vocabulary_word_lower_idx').on(sql`lower(${table.word})`),
    index('vocabulary_topic_position_idx').on(table.topicId, table.position),
  ],
);

export const sentences = practice.table(
  'sentences',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    part: text('part').$type<SentencePart>().notNull(),
    englishSentence: text('english_sentence').notNull(),
    vietnameseTranslation: text('vietnamese_translation').notNull(),
    audio: text('audio').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sentences_part_text_idx').on(table.part, table.englishSentence),
    index('sentences_part_created_idx').on(table.part, table.createdAt.desc()),
  ],
);

export const exampleSentences = practice.table(
  'example_sentences',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    word: text('word').notNull(),
    englishSentence: text('english_sentence').notNull(),
    vietnameseTranslation: text('vietnamese_translation').notNull(),
    contextInfo: text('context_info').notNull().default(''),
    topic: text('topic').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('example_sentences_word_idx').on(sql`lower(${table.word})`, table.createdAt)],
);
