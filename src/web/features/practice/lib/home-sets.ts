// The home page's sets, of both kinds in one shape, with the learner's latest completion of each and the set
// to continue with.
import { paths } from '@shared/paths';
import type { TSentenceOverview, TVocabularyOverview } from '@shared/practice/contract';
import type { TProgress, TSetCompletion } from '@shared/practice/record-contract';
import type { SetGroup } from './set-label';

type VocabularyCard = TVocabularyOverview['groups'][number]['sets'][number];
type SentenceCard = TSentenceOverview['groups'][number]['sets'][number];

/** A set as the home page shows it, of either kind. */
export interface HomeSet {
  kind: TSetCompletion['kind'];
  group: SetGroup;
  /** The topic or part, as the record names it. */
  groupKey: string;
  setIndex: number;
  position: number;
  groupSets: number;
  path: string;
  /** The English words or sentences, shown only on request. */
  items: string[];
  sample: string[];
}

export interface HomeGroup {
  key: string;
  group: SetGroup;
  sets: HomeSet[];
}

export function vocabularyGroups(overview: TVocabularyOverview | undefined): HomeGroup[] {
  return (overview?.groups ?? [])
    .filter((group) => group.sets.length > 0)
    .map((group) => ({
      key: group.topic,
      group: { kind: 'topic', topic: group.topic },
      sets: group.sets.map((card: VocabularyCard) => ({
        kind: 'vocabulary',
        group: { kind: 'topic', topic: group.topic },
        groupKey: group.topic,
        setIndex: card.setIndex,
        position: card.position,
        groupSets: group.sets.length,
        path: paths.dictation.build(card),
        items: card.words,
        sample: card.sample,
      })),
    }));
}

export function sentenceGroups(overview: TSentenceOverview | undefined): HomeGroup[] {
  return (overview?.groups ?? [])
    .filter((group) => group.sets.length > 0)
    .map((group) => ({
      key: group.part,
      group: { kind: 'part', part: group.part },
      sets: group.sets.map((card: SentenceCard) => ({
        kind: 'sentence',
        group: { kind: 'part', part: group.part },
        groupKey: group.part,
        setIndex: card.setIndex,
        position: card.position,
        groupSets: group.sets.length,
        path: paths.sentencePractice.build(card),
        items: card.sentences,
        sample: card.sample,
      })),
    }));
}

/**
 * The latest completion of each set, by kind, group (topic or part) and index. A vocabulary set has one per
 * mode (listening or meaning): the card shows the more recent, and names the meaning mode when it is that one's.
 */
export type Completions = ReadonlyMap<string, TSetCompletion>;
const completionKey = (kind: TSetCompletion['kind'], group: string, setIndex: number) =>
  `${kind}\u0000${group}\u0000${setIndex}`;
export const completionOf = (completions: Completions, set: HomeSet) =>
  completions.get(completionKey(set.kind, set.groupKey, set.setIndex));

export function completionsOf(progress: TProgress | undefined): Completions {
  const byKey = new Map<string, TSetCompletion>();
  for (const completion of progress?.completions ?? []) {
    const key = completionKey(completion.kind, completion.group, completion.setIndex);
    const other = byKey.get(key);
    if (!other || Date.parse(other.completedAt) < Date.parse(completion.completedAt)) byKey.set(key, completion);
  }
  return byKey;
}

/**
 * Where the learner stopped: the first set not completed after the one completed last (in home-page order,
 * vocabulary then sentences), else the first set not completed; a new visitor starts at the first set.
 */
export function continueSet(sets: HomeSet[], completions: Completions): HomeSet | undefined {
  let latestIndex = -1;
  let latestAt = -Infinity;
  sets.forEach((set, index) => {
    const completion = completionOf(completions, set);
    const at = completion ? Date.parse(completion.completedAt) : -Infinity;
    if (at > latestAt) [latestIndex, latestAt] = [index, at];
  });
  const open = (set: HomeSet) => !completionOf(completions, set);
  return sets.slice(latestIndex + 1).find(open) ?? sets.find(open) ?? sets[0];
}
