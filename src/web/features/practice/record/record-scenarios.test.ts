// The record's scenarios (shared/practice/record-scenarios.ts) against the browser's record of a visitor;
// the server's test runs the same table against the account's record.
import { describe, expect, it } from 'vitest';
import type { TSentenceItem, TVocabularyItem } from '@shared/practice/contract';
import {
  RECORD_SCENARIOS,
  runRecordScenario,
  SCENARIO_CONTENT,
  SCENARIO_START,
  scenarioMeaning,
  type RecordSubject,
  type ScenarioItem,
} from '@shared/practice/record-scenarios';
import { createBrowserSource } from './browser-source';
import { MemoryStorage } from './memory-storage';
import type { TAttemptItem } from './record-source';

const words: TVocabularyItem[] = SCENARIO_CONTENT.words.map((word) => ({
  id: crypto.randomUUID(),
  word,
  meaning: scenarioMeaning('vocabulary', word),
  phonetic: '',
  type: 'noun',
  audio: '',
  audioUk: '',
  alsoAccepted: [],
}));
const sentences: TSentenceItem[] = SCENARIO_CONTENT.sentences.map((englishSentence) => ({
  id: crypto.randomUUID(),
  englishSentence,
  vietnameseTranslation: scenarioMeaning('sentence', englishSentence),
  audio: '',
  audioUk: '',
  conversation: null,
  turn: null,
  turns: null,
  speaker: null,
  earlierTurns: [],
  alsoAccepted: [],
}));
const answered: TAttemptItem[] = [
  ...words.map((item) => ({ kind: 'vocabulary' as const, item })),
  ...sentences.map((item) => ({ kind: 'sentence' as const, item })),
];
const scenarioItems: ScenarioItem[] = [
  ...words.map((item) => ({ kind: 'vocabulary' as const, id: item.id, text: item.word })),
  ...sentences.map((item) => ({ kind: 'sentence' as const, id: item.id, text: item.englishSentence })),
];

/** The browser's record behind the scenarios' interface, as the practice screens feed it. */
function browserSubject(clock: { now: Date }): RecordSubject {
  const source = createBrowserSource({ storage: new MemoryStorage(), now: () => clock.now });
  return {
    // The screens record a set's answers with the set's item ids, a review run's without.
    record: (attempts) => {
      const kind = attempts[0]!.itemKind;
      const setIds = (kind === 'vocabulary' ? words : sentences).map((item) => item.id);
      return source.record(attempts, answered, attempts[0]!.set ? setIds : undefined);
    },
    progress: () => source.progress(),
    mistakes: () => source.mistakes(),
    setLearned: (item, learned) =>
      learned ? source.dismissMistake(item.kind, item.id) : source.undoDismissMistake(item.kind, item.id),
    review: (query) => source.review(query),
    stats: (tzOffset) => source.stats(tzOffset),
    retention: async () => (await source.settings()).desiredRetention,
    saveRetention: async (desiredRetention) => {
      await source.saveSettings({ desiredRetention });
    },
    // Decoded keeping a byte order mark, which Blob.text() would drop: the CSV file must start with one.
    exportFile: async (format) =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await source.exportRecord(format)).arrayBuffer()),
    deleteRecord: () => source.reset(),
  };
}

describe("the learner's record scenarios, in the browser", () => {
  it.each(RECORD_SCENARIOS.map((scenario) => [scenario.name, scenario] as const))('%s', async (_name, scenario) => {
    const clock = { now: SCENARIO_START };
    await runRecordScenario(scenario, browserSubject(clock), clock, scenarioItems, (actual, expected, where) => {
      expect(actual, where).toEqual(expected);
    });
  });
});
