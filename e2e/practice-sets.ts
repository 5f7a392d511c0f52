// The practice sets the e2e specs open: the home page's first set of each kind, read from the same API the
// page uses, and their addresses through the app's own path builders.
import type { APIRequestContext, Page } from '@playwright/test';
import type {
  TSentenceOverview,
  TSentenceSet,
  TVocabularyOverview,
  TVocabularySet,
} from '../src/shared/practice/contract';
import { paths } from '../src/shared/paths';
import { getJson } from './support';

const vocabularySet = (request: APIRequestContext, card: { topic: string; setIndex: number }) =>
  getJson<TVocabularySet>(
    request,
    `/practice/vocabulary?${new URLSearchParams({ topic: card.topic, setIndex: String(card.setIndex) })}`,
  );

const sentenceSet = (request: APIRequestContext, card: { part: string; setIndex: number }) =>
  getJson<TSentenceSet>(
    request,
    `/practice/sentences?${new URLSearchParams({ part: card.part, setIndex: String(card.setIndex) })}`,
  );

/** The first vocabulary set of the home page, with its words. */
export async function firstVocabularySet(request: APIRequestContext): Promise<TVocabularySet> {
  const overview = await getJson<TVocabularyOverview>(request, '/practice/vocabulary/sets');
  const card = overview.groups[0]?.sets[0];
  if (!card) throw new Error('the bundled content has no vocabulary set');
  return vocabularySet(request, card);
}

export async function firstSentenceSet(request: APIRequestContext): Promise<TSentenceSet> {
  const overview = await getJson<TSentenceOverview>(request, '/practice/sentences/sets');
  const card = overview.groups[0]?.sets[0];
  if (!card) throw new Error('the bundled content has no sentence set');
  return sentenceSet(request, card);
}

/** The first set, in home-page order, with an item `matches`, and the item's place in it. */
async function setHolding<Card, Set extends { items: unknown[] }>(
  cards: Card[],
  load: (card: Card) => Promise<Set>,
  matches: (item: Set['items'][number]) => boolean,
  what: string,
): Promise<{ set: Set; index: number }> {
  for (const card of cards) {
    const set = await load(card);
    const index = set.items.findIndex(matches);
    if (index !== -1) return { set, index };
  }
  throw new Error(`the bundled content has no ${what}`);
}

/** The vocabulary set that teaches `word`, and the word's place in it. */
export async function vocabularySetWith(request: APIRequestContext, word: string) {
  const overview = await getJson<TVocabularyOverview>(request, '/practice/vocabulary/sets');
  const cards = overview.groups.flatMap((group) => group.sets);
  return setHolding(
    cards,
    (card) => vocabularySet(request, card),
    (item) => item.word === word,
    `word "${word}"`,
  );
}

/** The sentence set that holds `english`, and the line's place in it. */
export async function sentenceSetWith(request: APIRequestContext, english: string) {
  const overview = await getJson<TSentenceOverview>(request, '/practice/sentences/sets');
  const cards = overview.groups.flatMap((group) => group.sets);
  return setHolding(
    cards,
    (card) => sentenceSet(request, card),
    (item) => item.englishSentence === english,
    `sentence "${english}"`,
  );
}

export const vocabularyPath = (set: TVocabularySet) => paths.dictation.build(set);
export const sentencePath = (set: TSentenceSet) => paths.sentencePractice.build(set);

/** The vocabulary set with the fewest words (the first of them in home-page order). */
export async function smallestVocabularySet(request: APIRequestContext): Promise<TVocabularySet> {
  const overview = await getJson<TVocabularyOverview>(request, '/practice/vocabulary/sets');
  const cards = overview.groups.flatMap((group) => group.sets);
  const card = cards.reduce((smallest, next) => (next.words.length < smallest.words.length ? next : smallest));
  return vocabularySet(request, card);
}

/** The last sentence set in home-page order: no set follows it. */
export async function lastSentenceSet(request: APIRequestContext): Promise<TSentenceSet> {
  const overview = await getJson<TSentenceOverview>(request, '/practice/sentences/sets');
  const card = overview.groups.flatMap((group) => group.sets).at(-1);
  if (!card) throw new Error('the bundled content has no sentence set');
  return sentenceSet(request, card);
}

/** The home page's card of a vocabulary set, found by its set number (its topic may be closed). */
export const vocabularySetCard = (page: Page, set: { position: number }) =>
  page.locator(`[data-testid="vocabulary-set-card"][data-position="${set.position}"]`);
