// What a learner reads for a set: its topic, or its part by name ('Part 3 — Conversations', never
// 'PART3'), and its number within that topic or part ('Set 2 / 12'). The set's position among all sets
// only orders the home page and names the set in `/dictation/{n}`; it is never shown ('Set 24 / 81').
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TSentencePart } from '@shared/practice/contract';
import { useT, type MessageId } from '@/i18n/i18n';
import { sentenceSetQueryOptions } from '@/features/practice/api/get-sentence-set';
import { vocabularySetQueryOptions } from '@/features/practice/api/get-vocabulary-set';
import { hasSetQuery, readSentenceQuery, readVocabularyQuery } from './set-query';

/** A set's group: a vocabulary topic (content, shown as written) or a part of the test. */
export type SetGroup = { kind: 'topic'; topic: string } | { kind: 'part'; part: TSentencePart };

export const partNameId = (part: TSentencePart): MessageId => `home.part.${part}`;

/** How a set is numbered: from 1 within its group, with the group's count when there is more than one set. */
export type SetNumber =
  { id: 'home.setNumber'; number: number; total: number } | { id: 'home.setNumberOnly'; number: number };

export function setNumberOf(setIndex: number, groupSets: number | undefined): SetNumber {
  const number = setIndex + 1;
  return groupSets !== undefined && groupSets > 1 && number <= groupSets
    ? { id: 'home.setNumber', number, total: groupSets }
    : { id: 'home.setNumberOnly', number };
}

/** The translated names: `groupName` ('Part 3 — Conversations'), `setNumber` ('Set 2 / 12') and both. */
export function useSetNames() {
  const t = useT();
  const groupName = useCallback(
    (group: SetGroup) => (group.kind === 'part' ? t(partNameId(group.part)) : group.topic),
    [t],
  );
  const setNumber = useCallback(
    (setIndex: number, groupSets: number | undefined) => {
      const { id, ...values } = setNumberOf(setIndex, groupSets);
      return t(id, values);
    },
    [t],
  );
  const setTitle = useCallback(
    (group: SetGroup, setIndex: number, groupSets: number | undefined) =>
      t('home.setTitle', { group: groupName(group), set: setNumber(setIndex, groupSets) }),
    [t, groupName, setNumber],
  );
  return { groupName, setNumber, setTitle };
}

export const isSentencePart = (part: string): part is TSentencePart => /^part[1-4]$/.test(part);

/**
 * The tab title of a practice screen from its address: 'Marketing · Set 1 / 4', 'Part 3 — Conversations ·
 * Set 2 / 12'. The group's count comes with the set (the screen's own query, so no second request); until
 * then the title reads 'Set 2'. An address by number alone (`/dictation/3`) is titled by the set it moves to.
 */
export function useSetDocumentTitle(kind: 'vocabulary' | 'sentence', params: URLSearchParams): string {
  const names = useSetNames();
  const named = hasSetQuery(params, kind === 'vocabulary' ? 'topic' : 'part');
  const vocabulary = readVocabularyQuery(params);
  const sentence = readSentenceQuery(params);
  const vocabularySet = useQuery({
    ...vocabularySetQueryOptions(vocabulary.topic, vocabulary.setIndex),
    enabled: named && kind === 'vocabulary',
  });
  const sentenceSet = useQuery({
    ...sentenceSetQueryOptions(sentence.part, sentence.setIndex),
    enabled: named && kind === 'sentence',
  });
  if (kind === 'vocabulary') {
    const set = vocabularySet.data;
    return names.setTitle(
      { kind: 'topic', topic: set?.topic ?? vocabulary.topic },
      vocabulary.setIndex,
      set?.topicSets,
    );
  }
  const set = sentenceSet.data;
  const part = set?.part ?? sentence.part;
  const group: SetGroup = isSentencePart(part) ? { kind: 'part', part } : { kind: 'topic', topic: part };
  return names.setTitle(group, sentence.setIndex, set?.partSets);
}
