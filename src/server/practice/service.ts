// Practice logic: the sets are computed once from the store and kept in memory (the content rarely
// changes); an import or the seeding drops them, in every instance, through a notification.
import { createHash } from 'node:crypto';
import { AppError } from '../http/app-error';
import type { PracticeDb } from '../db/connect';
import { aiNotConfiguredError, type ChatClient } from '../ai/chat-client';
import { PRACTICE } from '../../shared/constants';
import {
  ZGeneratedExample,
  ZSentencePart,
  type TExampleSentence,
  type TGenerateExampleResponse,
  type TSentenceOverview,
  type TSentencePart,
  type TSentenceItem,
  type TSentenceSet,
  type TVocabularyItem,
  type TVocabularyOverview,
  type TVocabularySet,
} from '../../shared/practice/contract';
import { answerWordCount } from '../../shared/practice/record-rules';
import type { TItemKind } from '../../shared/practice/record-contract';
import { GENERATION_ERRORS, PRACTICE_ERRORS } from '../../shared/practice/messages';
import { groupSentences, groupVocabulary } from './grouping';
import {
  presentExample,
  presentSentenceOverview,
  presentSentenceSets,
  presentVocabularyOverview,
  presentVocabularySets,
} from './present';
import { selectClipUrls } from './audio/audio-build';
import { insertExample, selectCatalogSentences, selectCatalogWords, selectExamplesByWord } from './queries';

export interface Catalog {
  /** Changes with the content; used as the ETag. */
  version: string;
  vocabularyOverview: TVocabularyOverview;
  vocabularySets: Map<string, TVocabularySet[]>;
  /** Lower-cased topic name → stored name, for case-insensitive look-ups. */
  topicNames: Map<string, string>;
  sentenceOverview: TSentenceOverview;
  sentenceSets: Map<TSentencePart, TSentenceSet[]>;
  /** Serialised answers, filled on first use. */
  serialized: Map<string, string>;
  /** Every item of a set, by `catalogItemKey` (the learner's record accepts only these). */
  items: Map<string, CatalogItem>;
}

/** An item the learner's record can name: where it belongs, and what the mistakes list shows of it. */
export type CatalogItem = {
  /** Topic (vocabulary) or part (sentences). */
  group: string;
  setIndex: number;
  /** The word or the English sentence, and its Vietnamese meaning or translation. */
  text: string;
  meaning: string;
  /** Words of the answer, for words per minute. */
  words: number;
} & ({ kind: 'vocabulary'; item: TVocabularyItem } | { kind: 'sentence'; item: TSentenceItem });

export const catalogItemKey = (kind: TItemKind, itemId: string) => `${kind}:${itemId}`;

function indexCatalogItems(
  vocabularySets: Map<string, TVocabularySet[]>,
  sentenceSets: Map<TSentencePart, TSentenceSet[]>,
): Map<string, CatalogItem> {
  const items = new Map<string, CatalogItem>();
  for (const [topic, sets] of vocabularySets) {
    for (const set of sets) {
      for (const item of set.items) {
        const entry = { kind: 'vocabulary', group: topic, setIndex: set.setIndex, item } as const;
        const words = answerWordCount('vocabulary', item.word);
        items.set(catalogItemKey('vocabulary', item.id), { ...entry, text: item.word, meaning: item.meaning, words });
      }
    }
  }
  for (const [part, sets] of sentenceSets) {
    for (const set of sets) {
      for (const item of set.items) {
        const entry = { kind: 'sentence', group: part, setIndex: set.setIndex, item } as const;
        const text = item.englishSentence;
        const words = answerWordCount('sentence', text);
        items.set(catalogItemKey('sentence', item.id), { ...entry, text, meaning: item.vietnameseTranslation, words });
      }
    }
  }
  return items;
}

/** The item ids of a set, or null when the catalog has no such set. */
export function setItemIds(catalog: Catalog, kind: TItemKind, group: string, setIndex: number): string[] | null {
  const set =
    kind === 'vocabulary'
      ? catalog.vocabularySets.get(group)?.[setIndex]
      : catalog.sentenceSets.get(group as TSentencePart)?.[setIndex];
  return set ? set.items.map((item) => item.id) : null;
}

export interface GenerateExampleInput {
  word: string;
  meaning: string;
  type: string;
  topic: string;
  existingExamples: string[];
}

export type PracticeService = ReturnType<typeof createPracticeService>;

export function createPracticeService(options: { db: PracticeDb; chat: ChatClient }) {
  const { db, chat } = options;
  let cached: Promise<Catalog> | null = null;

  async function loadCatalog(): Promise<Catalog> {
    const [storedWords, storedSentences, clips] = await Promise.all([
      selectCatalogWords(db),
      selectCatalogSentences(db),
      selectClipUrls(db),
    ]);
    // An item's own audio (a teacher's recording) wins over synthesis; it has no clips (audio-build.ts).
    const withClips = <T extends { id: string; audio: string }>(kind: TItemKind, item: T) => {
      const clip = clips.get(`${kind}:${item.id}`);
      return { ...item, audio: item.audio || (clip?.us ?? ''), audioUk: item.audio ? '' : (clip?.uk ?? '') };
    };
    const words = storedWords.map((word) => withClips('vocabulary', word));
    const sentences = storedSentences.map((sentence) => withClips('sentence', sentence));
    const vocabularyGroups = groupVocabulary(words);
    const sentenceGroups = groupSentences(sentences);
    const version = createHash('sha1')
      .update(JSON.stringify([words, sentences]))
      .digest('base64url')
      .slice(0, 20);
    const vocabularySets = presentVocabularySets(vocabularyGroups);
    const sentenceSets = presentSentenceSets(sentenceGroups);
    return {
      version,
      vocabularyOverview: presentVocabularyOverview(vocabularyGroups),
      vocabularySets,
      topicNames: new Map(vocabularyGroups.map((group) => [group.topic.toLowerCase(), group.topic])),
      sentenceOverview: presentSentenceOverview(sentenceGroups),
      sentenceSets,
      serialized: new Map(),
      items: indexCatalogItems(vocabularySets, sentenceSets),
    };
  }

  function getCatalog(): Promise<Catalog> {
    if (!cached) {
      const loading = loadCatalog();
      cached = loading;
      loading.catch(() => {
        if (cached === loading) cached = null;
      });
    }
    return cached;
  }

  function findVocabularySet(catalog: Catalog, topic: string, setIndex: number): TVocabularySet {
    const name = catalog.vocabularySets.has(topic) ? topic : catalog.topicNames.get(topic.toLowerCase());
    // 'Other' always exists, even while it holds no words.
    if (name === undefined && topic !== PRACTICE.otherTopic) {
      throw AppError.from(404, PRACTICE_ERRORS.topicNotFound);
    }
    const set = name === undefined ? undefined : catalog.vocabularySets.get(name)?.[setIndex];
    if (!set) throw AppError.from(404, PRACTICE_ERRORS.setOutOfRange(setIndex));
    return set;
  }

  function findSentenceSet(catalog: Catalog, part: string, setIndex: number): TSentenceSet {
    const parsed = ZSentencePart.safeParse(part);
    if (!parsed.success) throw AppError.from(400, PRACTICE_ERRORS.invalidPart);
    const set = catalog.sentenceSets.get(parsed.data)?.[setIndex];
    if (!set) throw AppError.from(404, PRACTICE_ERRORS.setOutOfRange(setIndex));
    return set;
  }

  /** The answer as JSON text, serialised once per catalog. */
  function serialize(catalog: Catalog, key: string, build: () => unknown): string {
    let body = catalog.serialized.get(key);
    if (body === undefined) {
      body = JSON.stringify(build());
      catalog.serialized.set(key, body);
    }
    return body;
  }

  return {
    invalidate(): void {
      cached = null;
    },
    getCatalog,

    async vocabularyOverview(): Promise<{ version: string; body: string }> {
      const catalog = await getCatalog();
      return {
        version: catalog.version,
        body: serialize(catalog, 'vocabulary-overview', () => catalog.vocabularyOverview),
      };
    },

    async vocabularySet(topic: string, setIndex: number): Promise<{ version: string; body: string }> {
      const catalog = await getCatalog();
      const set = findVocabularySet(catalog, topic, setIndex);
      return { version: catalog.version, body: serialize(catalog, `vocabulary:${set.position}`, () => set) };
    },

    async sentenceOverview(): Promise<{ version: string; body: string }> {
      const catalog = await getCatalog();
      return {
        version: catalog.version,
        body: serialize(catalog, 'sentence-overview', () => catalog.sentenceOverview),
      };
    },

    async sentenceSet(part: string, setIndex: number): Promise<{ version: string; body: string }> {
      const catalog = await getCatalog();
      const set = findSentenceSet(catalog, part, setIndex);
      return { version: catalog.version, body: serialize(catalog, `sentence:${set.position}`, () => set) };
    },

    async examplesByWord(word: string): Promise<TExampleSentence[]> {
      const rows = await selectExamplesByWord(db, word);
      return rows.map(presentExample);
    },

    async generateExample(input: GenerateExampleInput): Promise<TGenerateExampleResponse> {
      if (!chat.isConfigured) throw aiNotConfiguredError();
      const stored = await selectExamplesByWord(db, input.word);
      const avoid = [...new Set([...input.existingExamples, ...stored.map((row) => row.englishSentence)])]
        .map((sentence) => sentence.trim())
        .filter((sentence) => sentence !== '');
      const answer = await chat.completeJson(buildExamplePrompt(input, avoid));
      const parsed = ZGeneratedExample.safeParse((answer as { exampleSentence?: unknown } | null)?.exampleSentence);
      if (!parsed.success || parsed.data.english.trim() === '' || parsed.data.vietnamese.trim() === '') {
        throw AppError.from(502, GENERATION_ERRORS.noExample);
      }
      const example = parsed.data;
      const saved = await insertExample(db, {
        word: input.word,
        englishSentence: example.english.trim(),
        vietnameseTranslation: example.vietnamese.trim(),
        contextInfo: example.context?.trim() ?? '',
        topic: input.topic,
      });
      return { exampleSentence: example, saved: presentExample(saved) };
    },
  };
}

/** A system and a user message; the user message names the word and the examples to avoid. */
export function buildExamplePrompt(input: GenerateExampleInput, avoid: string[]) {
  const details = [
    `Word: "${input.word}"`,
    input.meaning ? `Vietnamese meaning: ${input.meaning}` : null,
    input.type ? `Word type: ${input.type}` : null,
    input.topic ? `Topic: ${input.topic}` : null,
  ].filter((line): line is string => line !== null);
  const avoidText =
    avoid.length > 0
      ? `Do not repeat or closely paraphrase these existing examples:\n${avoid.map((sentence) => `- ${sentence}`).join('\n')}`
      : 'There are no existing examples yet.';
  return [
    {
      role: 'system' as const,
      content:
        'You are an English teacher writing example sentences for Vietnamese learners. ' +
        'Answer with one JSON object only, no other text.',
    },
    {
      role: 'user' as const,
      content: [
        'Write one new, natural English example sentence that uses this word, with its Vietnamese translation.',
        ...details,
        avoidText,
        'Answer with this JSON object:',
        // eslint-disable-next-line no-restricted-syntax -- an instruction to the model, never shown to a user
        '{"exampleSentence": {"english": "the English sentence", "vietnamese": "bản dịch tiếng Việt", ' +
          '"wordHighlight": "the word as it appears in the sentence", "context": "a short note on when the sentence is used"}}',
      ].join('\n'),
    },
  ];
}
