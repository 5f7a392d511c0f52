// Totals per topic (vocabulary) and per part (sentences) for the table of /progress.
import type { TStats } from '@shared/practice/record-contract';
import { accuracyPercent } from '@shared/practice/record-rules';
import { isSentencePart, type SetGroup } from '@/features/practice/lib/set-label';

export interface GroupTotal {
  /** The topic or part as the record names it ('Marketing', 'part1'). */
  key: string;
  /** What the table names it by: the topic, or the part by its name as the home page does. */
  group: SetGroup;
  items: number;
  firstTry: number;
  accuracy: number | null;
}

export interface GroupTotals {
  topics: GroupTotal[];
  parts: GroupTotal[];
}

/** Most practised first; ties by name, so the order is stable between refetches. */
function byItemsThenName(a: GroupTotal, b: GroupTotal): number {
  return b.items - a.items || a.key.localeCompare(b.key);
}

export function buildGroupTotals(groups: TStats['groups']): GroupTotals {
  const topics: GroupTotal[] = [];
  const parts: GroupTotal[] = [];
  for (const group of groups) {
    const total: GroupTotal = {
      key: group.group,
      group:
        group.kind === 'sentence' && isSentencePart(group.group)
          ? { kind: 'part', part: group.group }
          : { kind: 'topic', topic: group.group },
      items: group.items,
      firstTry: group.firstTry,
      accuracy: accuracyPercent(group.firstTry, group.items),
    };
    (group.kind === 'sentence' ? parts : topics).push(total);
  }
  return { topics: topics.sort(byItemsThenName), parts: parts.sort(byItemsThenName) };
}
