// The practice sets the e2e specs open: the home page's first set of each kind, read from the same API the
// page uses, and their addresses through the app's own path builders.
import type { APIRequestContext } from '@playwright/test';
import type {
  TSentenceOverview,
  TSentenceSet,
  TVocabularyOverview,
  TVocabularySet,
} from '../src/shared/practice/contract';
import { paths } from '../src/shared/paths';
import { getJson } from './support';

/** The first vocabulary set of the home page, with its words. */
export async function firstVocabularySet(request: APIRequestContext): Promise<TVocabularySet> {
  const overview = await getJson<TVocabularyOverview>(request, '/practice/vocabulary/sets');
  const card = overview.groups[0]?.sets[0];
  if (!card) throw new Error('the bundled content has no vocabulary set');
  const query = new URLSearchParams({ topic: card.topic, setIndex: String(card.setIndex) });
  return getJson<TVocabularySet>(request, `/practice/vocabulary?${query}`);
}

export async function firstSentenceSet(request: APIRequestContext): Promise<TSentenceSet> {
  const overview = await getJson<TSentenceOverview>(request, '/practice/sentences/sets');
  const card = overview.groups[0]?.sets[0];
  if (!card) throw new Error('the bundled content has no sentence set');
  const query = new URLSearchParams({ part: card.part, setIndex: String(card.setIndex) });
  return getJson<TSentenceSet>(request, `/practice/sentences?${query}`);
}

export const vocabularyPath = (set: TVocabularySet) => paths.dictation.build(set);
export const sentencePath = (set: TSentenceSet) => paths.sentencePractice.build(set);
