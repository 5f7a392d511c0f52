// Totals per topic (vocabulary) and per part (sentences) for the table of /progress.
import type { TStats } from '@shared/practice/record-contract';
import { accuracyPercent } from '@shared/practice/record-rules';

export interface GroupTotal {
  /** The topic, or the part in capitals as the home page's cards show it ('PART1'). */
  name: string;
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
  return b.items - a.items || a.name.localeCompare(b.name);
}

export function buildGroupTotals(groups: TStats['groups']): GroupTotals {
  const topics: GroupTotal[] = [];
  const parts: GroupTotal[] = [];
  for (const group of groups) {
    const total = {
      name: group.kind === 'sentence' ? group.group.toUpperCase() : group.group,
      items: group.items,
      firstTry: group.firstTry,
      accuracy: accuracyPercent(group.firstTry, group.items),
    };
    (group.kind === 'sentence' ? parts : topics).push(total);
  }
  return { topics: topics.sort(byItemsThenName), parts: parts.sort(byItemsThenName) };
}
