// The HTTP contract of dictation practice, shared by the Fastify routes and the web client.
//
//   GET  /practice/vocabulary/sets                    → ZVocabularyOverview (home page)
//   GET  /practice/vocabulary?topic=&setIndex=        → ZVocabularySet; 404 TOPIC_NOT_FOUND, 404 SET_OUT_OF_RANGE
//   GET  /practice/sentences/sets                     → ZSentenceOverview
//   GET  /practice/sentences?part=&setIndex=          → ZSentenceSet; 400 INVALID_PART, 404 SET_OUT_OF_RANGE
//   GET  /practice/examples?word=                     → ZExampleListResponse (stored examples, oldest first)
//   GET  /practice/audio/:key                         the stored clip (Range, immutable cache); 404 when unknown
//   GET  /practice/listening                          → ZListeningSettings (signed in; visitors keep them in the browser)
//   PUT  /practice/listening                          ZListeningSettings → ZListeningSettings
//   POST /practice/examples/generate                  ZGenerateExampleRequest → ZGenerateExampleResponse
//                                                     errors: AI_NOT_CONFIGURED (503) and the provider-status codes
//
// Set numbering: sets are built per topic (20 words, de-duplicated case-insensitively)
// or per part (about 10 lines of whole exchanges, grouping.ts). `setIndex` counts within a topic/part from 0; `position` is the set's place
// in the home page's order (topics in their order, then sets). 'Next Set' follows `next`, i.e. the home
// page's order, so it never runs past the last set of a topic into nothing.
import { z } from 'zod';
import { LISTENING } from '../constants';
import { isSafeMultiLineText, isSafeSingleLineText } from '../text-rules';

export const ZSentencePart = z.enum(['part1', 'part2', 'part3', 'part4']);
export type TSentencePart = z.infer<typeof ZSentencePart>;

/**
 * The word types of the bundled vocabulary (content/source/vocabulary.csv): one-word types and the
 * multi-word 'phrasal verb' (fill out) and 'phrase' (in stock, on behalf of). Imported files may use others:
 * a vocabulary row's wordType stays free text (content-rows.ts).
 */
export const BUNDLED_WORD_TYPES = ['noun', 'verb', 'adjective', 'adverb', 'phrasal verb', 'phrase'] as const;

export const ZVocabularyItem = z.object({
  id: z.string(),
  word: z.string(),
  meaning: z.string(),
  phonetic: z.string(),
  type: z.string(),
  /**
   * The item's audio: the stored clip's URL (a teacher's recording, else the synthesised US voice),
   * else the reference the content gave; empty means speech synthesis.
   */
  audio: z.string(),
  /** The British voice's clip when the operator configured one (TTS_VOICE_UK); empty otherwise. */
  audioUk: z.string(),
  /** Other spellings of the whole word a teacher accepts ('Li' for 'Lee'); empty for most words. */
  alsoAccepted: z.array(z.string()),
});
export type TVocabularyItem = z.infer<typeof ZVocabularyItem>;

/** A turn of an exchange before the one being dictated, shown above it with its speaker. */
export const ZEarlierTurn = z.object({
  turn: z.number(),
  speaker: z.string(),
  englishSentence: z.string(),
  vietnameseTranslation: z.string(),
  /** For replaying the exchange so far; as ZVocabularyItem's audio and audioUk. */
  audio: z.string(),
  audioUk: z.string(),
});
export type TEarlierTurn = z.infer<typeof ZEarlierTurn>;

export const ZSentenceItem = z.object({
  id: z.string(),
  englishSentence: z.string(),
  vietnameseTranslation: z.string(),
  /** As ZVocabularyItem's audio and audioUk. */
  audio: z.string(),
  audioUk: z.string(),
  /**
   * The exchange the line belongs to: a Part 2 question → response, a Part 3 conversation or a
   * Part 4 talk. `conversation` is its id within the part, `turn` the line's 1-based place, `turns` the
   * exchange's length and `speaker` its label ('Man', 'Woman 2', 'Speaker'); all null for a single line.
   * `earlierTurns` (turn order) makes each line self-contained: a missed line repeated at the end of a set
   * or met again in review still shows its context. A set never splits an exchange.
   */
  conversation: z.string().nullable(),
  turn: z.number().nullable(),
  turns: z.number().nullable(),
  speaker: z.string().nullable(),
  earlierTurns: z.array(ZEarlierTurn),
  /**
   * Alternatives a teacher accepts for words of the line, each "Word=alternative" with Word as the sentence
   * writes it, without its punctuation ('Chen=Chan'; shared/practice/also-accepted.ts splitSentenceAlternative).
   */
  alsoAccepted: z.array(z.string()),
});
export type TSentenceItem = z.infer<typeof ZSentenceItem>;

export const ZVocabularySetRef = z.object({ topic: z.string(), setIndex: z.number(), position: z.number() });
export type TVocabularySetRef = z.infer<typeof ZVocabularySetRef>;
export const ZSentenceSetRef = z.object({ part: ZSentencePart, setIndex: z.number(), position: z.number() });
export type TSentenceSetRef = z.infer<typeof ZSentenceSetRef>;

/** How many Vietnamese meanings a set's card shows (`sample`), in place of the English it would give away. */
export const CARD_SAMPLE_SIZE = 3;

export const ZVocabularySetCard = ZVocabularySetRef.extend({
  words: z.array(z.string()).max(20),
  /** The meanings of the set's first words. */
  sample: z.array(z.string()).max(CARD_SAMPLE_SIZE),
});
export const ZVocabularyOverview = z.object({
  groups: z.array(z.object({ topic: z.string(), sets: z.array(ZVocabularySetCard) })),
  totalSets: z.number(),
});
export type TVocabularyOverview = z.infer<typeof ZVocabularyOverview>;

export const ZVocabularySet = ZVocabularySetRef.extend({
  items: z.array(ZVocabularyItem),
  /** Sets of this topic. */
  topicSets: z.number(),
  /** Sets of all topics (the home page's count). */
  totalSets: z.number(),
  next: ZVocabularySetRef.nullable(),
});
export type TVocabularySet = z.infer<typeof ZVocabularySet>;

/** A set holds whole exchanges, 8 to 10 lines when the part allows it, never over 20 unless one exchange is (grouping.ts). */
export const ZSentenceSetCard = ZSentenceSetRef.extend({
  sentences: z.array(z.string()).max(20),
  /** The Vietnamese translations of the set's first lines. */
  sample: z.array(z.string()).max(CARD_SAMPLE_SIZE),
});
export const ZSentenceOverview = z.object({
  /** The parts that have sets, Part 1 to Part 4. */
  groups: z.array(z.object({ part: ZSentencePart, sets: z.array(ZSentenceSetCard) })),
  totalSets: z.number(),
  /** Sets per part, a part without sets included. */
  setsPerPart: z.record(ZSentencePart, z.number()),
});
export type TSentenceOverview = z.infer<typeof ZSentenceOverview>;

export const ZSentenceSet = ZSentenceSetRef.extend({
  items: z.array(ZSentenceItem),
  partSets: z.number(),
  totalSets: z.number(),
  next: ZSentenceSetRef.nullable(),
});
export type TSentenceSet = z.infer<typeof ZSentenceSet>;

export const ZVocabularySetQuery = z.object({
  topic: z.string().min(1).max(200).default('Other'),
  setIndex: z.coerce.number().int().min(0).default(0),
});
export const ZSentenceSetQuery = z.object({
  part: z.string().default('part1'),
  setIndex: z.coerce.number().int().min(0).default(0),
});

export const ZExampleSentence = z.object({
  id: z.string(),
  word: z.string(),
  englishSentence: z.string(),
  vietnameseTranslation: z.string(),
  contextInfo: z.string(),
  topic: z.string(),
});
export type TExampleSentence = z.infer<typeof ZExampleSentence>;

// A word, its meaning, its type and its topic are each one line of text (shared/text-rules.ts).
export const ZExampleListQuery = z.object({ word: z.string().trim().min(1).max(100).refine(isSafeSingleLineText) });
export const ZExampleListResponse = z.object({ examples: z.array(ZExampleSentence) });
export type TExampleListResponse = z.infer<typeof ZExampleListResponse>;

export const ZGenerateExampleRequest = z.object({
  word: z.string().min(1).max(100).refine(isSafeSingleLineText),
  meaning: z.string().max(500).refine(isSafeSingleLineText).default(''),
  type: z.string().max(50).refine(isSafeSingleLineText).default(''),
  topic: z.string().max(200).refine(isSafeSingleLineText).default(''),
  /** English sentences already shown, which the model is asked to avoid. */
  existingExamples: z.array(z.string().max(1000).refine(isSafeMultiLineText)).max(50).default([]),
});
export type TGenerateExampleRequest = z.input<typeof ZGenerateExampleRequest>;

/**
 * The generation answer uses english, vietnamese, wordHighlight, context. What is stored of it is
 * plain text: a model's answer with control characters is no example.
 */
export const ZGeneratedExample = z.object({
  english: z.string().refine(isSafeMultiLineText),
  vietnamese: z.string().refine(isSafeMultiLineText),
  wordHighlight: z.string().optional(),
  context: z.string().refine(isSafeMultiLineText).optional(),
});
export const ZGenerateExampleResponse = z.object({
  exampleSentence: ZGeneratedExample,
  /** The stored row, so the modal can add it to its list and select it. */
  saved: ZExampleSentence,
});
export type TGenerateExampleResponse = z.infer<typeof ZGenerateExampleResponse>;

/**
 * How the learner hears items. The speech-synthesis voice is not here: voices differ per device,
 * so the chosen one stays in that browser (LOCAL_STORAGE_KEYS.speechVoice).
 */
export const ZListeningSettings = z.object({
  /** Playback rate, pitch kept. Speech synthesis runs at PRACTICE.speechRate times this. */
  speed: z.literal(LISTENING.speeds),
  /** Times each item is played when it autoplays or the audio button is pressed, with a short pause between. */
  repeat: z.number().int().min(1).max(LISTENING.maxRepeat),
  accent: z.enum(['us', 'uk']),
});
export type TListeningSettings = z.infer<typeof ZListeningSettings>;
