// Schema of the `practice` store: topics, vocabulary, sentences, example sentences, and the
// learner's record: attempts, the cards scheduled from them, set completions, activity rollups, settings.
// It lives in its own PostgreSQL schema so it can share a database with `main` or stand alone.
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAttemptResult, TItemKind, TPracticeMode } from '../../shared/practice/record-contract';

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
    /** Null: the word belongs to the 'Other' topic. */
    topicId: uuid('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    difficulty: integer('difficulty'),
    position: integer('position').notNull().default(0),
    /** Other spellings a teacher accepts for the whole word (shared/practice/also-accepted.ts). */
    alsoAccepted: text('also_accepted')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    /**
     * The exchange the line belongs to: a Part 2 question → response, a Part 3 conversation or a
     * Part 4 talk, named by an id unique within its part; `turn` is the line's 1-based place in it and
     * `speaker` the label the learner sees ('Man', 'Woman 2', 'Speaker'). All three null: a single line.
     */
    conversation: text('conversation'),
    turn: integer('turn'),
    speaker: text('speaker'),
    /** "Word=alternative" entries a teacher accepts (shared/practice/also-accepted.ts). */
    alsoAccepted: text('also_accepted')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sentences_part_text_idx').on(table.part, table.englishSentence),
    index('sentences_part_created_idx').on(table.part, table.createdAt.desc()),
    // One line per turn; the import's store check groups by (part, conversation) along this index.
    uniqueIndex('sentences_conversation_turn_idx')
      .on(table.part, table.conversation, table.turn)
      .where(sql`${table.conversation} IS NOT NULL`),
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

// The learner's record. `user_id` names a user of the main store; the two stores may live in
// different databases, so there is no foreign key: deleting an account deletes its record explicitly.

/**
 * Every answered item, as the browser reported it; the id is the browser's, so a retry is not counted twice.
 * The key leads with the learner: a batch's rows land in a few index pages of that learner's, where a key
 * of random ids alone would touch (and log in full after each checkpoint) one page per row.
 */
export const attempts = practice.table(
  'attempts',
  {
    id: uuid('id').notNull(),
    userId: text('user_id').notNull(),
    itemKind: text('item_kind').$type<TItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    runId: uuid('run_id').notNull(),
    /** The set the attempt was made in (topic or part, and its index); null in review runs. */
    setGroup: text('set_group'),
    setIndex: integer('set_index'),
    /** The item's topic or part when it was answered: stats per topic and part include review runs. */
    itemGroup: text('item_group').notNull(),
    result: text('result').$type<TAttemptResult>().notNull(),
    /** Heard ('listen') or read as a meaning ('meaning'); rows from before it were all heard. */
    mode: text('mode').$type<TPracticeMode>().notNull().default('listen'),
    wrongTries: integer('wrong_tries').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Words of the answer (1 for most vocabulary), for words per minute. */
    words: integer('words').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('attempts_user_item_idx').on(table.userId, table.itemKind, table.itemId),
    index('attempts_user_answered_idx').on(table.userId, table.answeredAt),
    index('attempts_user_run_idx').on(table.userId, table.runId),
  ],
);

/**
 * One FSRS card per item a learner has met: continued by each new attempt, replayed from all of the item's
 * attempts when an older one arrives late and when the desired retention changes (record-rules.ts continueCard).
 */
export const cards = practice.table(
  'cards',
  {
    userId: text('user_id').notNull(),
    itemKind: text('item_kind').$type<TItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer('state').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    missCount: integer('miss_count').notNull(),
    lastMissedAt: timestamp('last_missed_at', { withTimezone: true }),
    /** 'Đã thuộc': set by the learner; a miss after it brings the item back. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemKind, table.itemId] }),
    // The review's and the mistakes list's reads are answered from these two indexes alone (index-only
    // scans): each holds every column its reads test or return, in their order, where reading each card's
    // row would visit one table page per card (200 pages for a count of 200 due or missed items).
    index('cards_user_due_idx').on(
      table.userId,
      table.itemKind,
      table.due,
      table.itemId,
      table.missCount,
      table.dismissedAt,
      table.lastMissedAt,
    ),
    index('cards_user_missed_idx')
      .on(
        table.userId,
        // Nulls first, as ORDER BY … DESC puts them (none is listed: a miss sets the time), so the list's
        // order is the index's own.
        table.lastMissedAt.desc().nullsFirst(),
        table.itemId,
        table.itemKind,
        table.missCount,
        table.dismissedAt,
        table.state,
        table.stability,
      )
      .where(sql`${table.missCount} > 0`),
  ],
);

/** The latest completion of each set in each mode (every item answered in one pass), with its score. */
export const completions = practice.table(
  'completions',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').$type<TItemKind>().notNull(),
    setGroup: text('set_group').notNull(),
    setIndex: integer('set_index').notNull(),
    mode: text('mode').$type<TPracticeMode>().notNull().default('listen'),
    runId: uuid('run_id').notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.setGroup, table.setIndex, table.mode] })],
);

/**
 * The learner's own row, made by their first write to the record: every write of the record writes it, so
 * its version (xmin) tells whether the record changed since it was read (record-queries.ts writeRecording),
 * and the writes that read and write in a transaction lock it first (lockLearner). One learner's concurrent
 * writes follow each other and never wait for anyone else's. Null retention: the default, never chosen.
 */
export const learnerSettings = practice.table('learner_settings', {
  userId: text('user_id').primaryKey(),
  desiredRetention: doublePrecision('desired_retention'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The learner's activity per quarter hour (UTC, counted from the epoch), added to as attempts are recorded:
 * the stats read these instead of every attempt. A quarter hour lies within one local day in every zone
 * whose offset is a whole number of quarter hours, which today's zones all are. Words and typing time count
 * typed answers only (record-rules.ts isTyped).
 */
export const activitySlots = practice.table(
  'activity_slots',
  {
    userId: text('user_id').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    items: integer('items').notNull(),
    firstTry: integer('first_try').notNull(),
    words: bigint('words', { mode: 'number' }).notNull(),
    typingMs: bigint('typing_ms', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slot] })],
);

/** The learner's activity per topic (vocabulary) or part (sentences), added to as attempts are recorded. */
export const activityGroups = practice.table(
  'activity_groups',
  {
    userId: text('user_id').notNull(),
    itemKind: text('item_kind').$type<TItemKind>().notNull(),
    itemGroup: text('item_group').notNull(),
    items: integer('items').notNull(),
    firstTry: integer('first_try').notNull(),
    words: bigint('words', { mode: 'number' }).notNull(),
    typingMs: bigint('typing_ms', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemKind, table.itemGroup] })],
);

/** How a signed-in learner hears items (ZListeningSettings). Removed with the record. */
export const listeningSettings = practice.table('listening_settings', {
  userId: text('user_id').primaryKey(),
  speed: doublePrecision('speed').notNull(),
  repeat: integer('repeat').notNull(),
  accent: text('accent').$type<'us' | 'uk'>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Stored audio. A clip's key is the SHA-256 of what made it (the text, the provider, the model
// and the voice), so a build regenerates exactly the items whose text or voice changed, and two items
// with the same text share one object `audio/{key}.{extension}` in the media store.

/** The synthesised clip of each item per accent. Items with a teacher's recording (their `audio`) have none. */
export const audioClips = practice.table(
  'audio_clips',
  {
    itemKind: text('item_kind').$type<TItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    accent: text('accent').$type<'us' | 'uk'>().notNull(),
    key: text('key').notNull(),
    /** The object's name in the media store's `audio/` folder: the key and the extension of its format. */
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.itemKind, table.itemId, table.accent] })],
);

/** One row: which instance runs the audio build, until when (renewed while it runs). */
export const audioBuildLease = practice.table('audio_build_lease', {
  id: integer('id').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
