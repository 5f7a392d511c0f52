// The record's scenarios (shared/practice/record-scenarios.ts) against the account's record, through the
// /api/v4/practice API on PGlite and PostgreSQL; the web's test runs the same table against the browser's.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TSentenceSet, TVocabularySet } from '../../shared/practice/contract';
import {
  RECORD_SCENARIOS,
  runRecordScenario,
  SCENARIO_CONTENT,
  SCENARIO_START,
  scenarioMeaning,
  type RecordSubject,
  type ScenarioItem,
} from '../../shared/practice/record-scenarios';
import { signUpUser, type SignedInUser } from '../test/users-and-files';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { loadPracticeContent, wordRow } from './test-content';

const CONTENT = {
  vocabulary: SCENARIO_CONTENT.words.map((word) =>
    wordRow(SCENARIO_CONTENT.topic, word, scenarioMeaning('vocabulary', word)),
  ),
  sentences: SCENARIO_CONTENT.sentences.map((englishSentence) => ({
    part: SCENARIO_CONTENT.part,
    englishSentence,
    vietnameseTranslation: scenarioMeaning('sentence', englishSentence),
    audio: '',
  })),
};

/** The answer's JSON, or an error carrying the refusal's code. */
async function answerOf<T>(response: Awaited<ReturnType<TestClient['get']>>, status = 200): Promise<T> {
  if (response.statusCode !== status) {
    const body = response.json() as { code?: string };
    throw Object.assign(new Error(`${response.statusCode} ${response.body}`), { code: body.code });
  }
  return (status === 204 ? undefined : response.json()) as T;
}

/** The account's record behind the scenarios' interface, as the web client calls it. */
function accountSubject({ client }: SignedInUser): RecordSubject {
  const mistakePath = (item: ScenarioItem) => `/api/v4/practice/mistakes/${item.kind}/${item.id}`;
  return {
    record: async (attempts) => {
      await answerOf(await client.post('/api/v4/practice/attempts', { attempts }));
    },
    progress: async () => answerOf(await client.get('/api/v4/practice/progress')),
    mistakes: async () => answerOf(await client.get('/api/v4/practice/mistakes')),
    setLearned: async (item, learned) => {
      const response = await client.request({ method: learned ? 'PUT' : 'DELETE', url: mistakePath(item) });
      await answerOf(response, 204);
    },
    review: async (query) => {
      const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      return answerOf(await client.get(`/api/v4/practice/review?${params}`));
    },
    stats: async (tzOffset) => answerOf(await client.get(`/api/v4/practice/stats?tzOffset=${tzOffset}`)),
    retention: async () =>
      (await answerOf<{ desiredRetention: number }>(await client.get('/api/v4/practice/settings'))).desiredRetention,
    saveRetention: async (desiredRetention) => {
      const response = await client.request({
        method: 'PUT',
        url: '/api/v4/practice/settings',
        payload: { desiredRetention },
      });
      await answerOf(response);
    },
    exportFile: async (format) => {
      const response = await client.get(`/api/v4/practice/export?format=${format}`);
      expect(response.statusCode).toBe(200);
      return response.body;
    },
    deleteRecord: async () => {
      await answerOf(await client.request({ method: 'DELETE', url: '/api/v4/practice/record' }), 204);
    },
  };
}

describeEachDatabase("the learner's record scenarios, on the server", (kind) => {
  let testApp: TestApp;
  const clock = { now: SCENARIO_START };
  let items: ScenarioItem[];

  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' }, { now: () => clock.now });
    await loadPracticeContent(testApp, CONTENT, 1);
    const anonymous = new TestClient(testApp.app);
    const query = `topic=${SCENARIO_CONTENT.topic}&setIndex=0`;
    const words: TVocabularySet = (await anonymous.get(`/api/v4/practice/vocabulary?${query}`)).json();
    const sentences: TSentenceSet = (
      await anonymous.get(`/api/v4/practice/sentences?part=${SCENARIO_CONTENT.part}&setIndex=0`)
    ).json();
    items = [
      ...words.items.map((item) => ({ kind: 'vocabulary' as const, id: item.id, text: item.word })),
      ...sentences.items.map((item) => ({ kind: 'sentence' as const, id: item.id, text: item.englishSentence })),
    ];
    expect(items.map((item) => item.text)).toEqual([...SCENARIO_CONTENT.words, ...SCENARIO_CONTENT.sentences]);
  });
  afterAll(() => testApp.close());

  it.each(RECORD_SCENARIOS.map((scenario) => [scenario.name, scenario] as const))('%s', async (_name, scenario) => {
    // Each scenario is a new learner: the record starts empty.
    const learner = await signUpUser(testApp.app, 'Người Học');
    await runRecordScenario(scenario, accountSubject(learner), clock, items, (actual, expected, where) => {
      expect(actual, where).toEqual(expected);
    });
  });
});
