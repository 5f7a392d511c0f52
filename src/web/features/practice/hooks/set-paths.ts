// Addresses of the practice screens (SPEC §2 route table): the path segment is the set number
// (`position`), the query names the topic or part and the 0-based set index within it.

export function vocabularySetPath(set: { position: number; topic: string; setIndex: number }): string {
  const query = new URLSearchParams({ topic: set.topic, setIndex: String(set.setIndex) });
  return `/dictation/${set.position}?${query}`;
}

export function sentenceSetPath(set: { position: number; part: string; setIndex: number }): string {
  const query = new URLSearchParams({ part: set.part, setIndex: String(set.setIndex) });
  return `/sentence-practice/${set.position}?${query}`;
}
