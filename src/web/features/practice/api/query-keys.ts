// TanStack Query keys of the practice feature. Sets are immutable between content imports, so a key
// names exactly what the server's URL names.
export const practiceKeys = {
  all: ['practice'] as const,
  vocabularyOverview: () => ['practice', 'vocabulary', 'overview'] as const,
  vocabularySet: (topic: string, setIndex: number) => ['practice', 'vocabulary', 'set', topic, setIndex] as const,
  sentenceOverview: () => ['practice', 'sentences', 'overview'] as const,
  sentenceSet: (part: string, setIndex: number) => ['practice', 'sentences', 'set', part, setIndex] as const,
  examples: (word: string) => ['practice', 'examples', word] as const,
  /** A signed-in learner's settings (per user), or this browser's for a visitor (null). */
  listening: (userId: string | null) => ['practice', 'listening', userId ?? 'visitor'] as const,
};
