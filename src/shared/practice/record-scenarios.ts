// The learner's record is kept twice: by the server for an account (server/practice/record-service.ts, in
// SQL) and by the browser for a visitor (web/features/practice/record/browser-source.ts, in memory). Both
// apply the rules of record-rules.ts, but each computes lists, counts and files its own way, so the same
// answers must give the same record through either. These scenarios are written once, as data, and both
// test files run every one: server/practice/record-scenarios.test.ts (the API on PGlite and PostgreSQL)
// and web/features/practice/record/record-scenarios.test.ts (the browser's record).
//
// A scenario is a list of steps on a fresh learner, starting at SCENARIO_START. Items are named by their
// text; each answer takes one second of the scenario's clock. Expected answers name items, runs and
// attempts by label (the ids differ between the two records), see `labelIds`.
import { RECORD_ERRORS } from './messages';
import type { TAttempt, TAttemptResult, TItemKind, TPracticeMode, TProgress, TStats } from './record-contract';

export const SCENARIO_START = new Date('2026-03-02T02:00:00.000Z');

/** The content both records practise: one vocabulary set and one sentence set. */
export const SCENARIO_CONTENT = {
  topic: 'Office',
  words: ['agenda', 'invoice', 'deadline', 'merger'],
  part: 'part1',
  sentences: ['The meeting starts at nine.', 'Please sign the contract today.'],
} as const;

export function scenarioMeaning(kind: TItemKind, text: string): string {
  return kind === 'vocabulary' ? `nghĩa của ${text}` : `Dịch: ${text}`;
}

export interface ScenarioItem {
  kind: TItemKind;
  id: string;
  text: string;
}

/** The review's answer with its items named by text. */
export interface ScenarioReview {
  kind: TItemKind;
  items: string[];
  remaining: number;
}

export interface ScenarioMistakes {
  items: { text: string; missCount: number; lastMissedAt: string }[];
  total: number;
}

export type RecordStep =
  /** Answers in one pass (run label) through the item's set, or in a review run (`inSet: false`). */
  | {
      step: 'answer';
      run: string;
      answers: [text: string, result: TAttemptResult][];
      mode?: TPracticeMode;
      inSet?: false;
    }
  /** The last batch sent again, as the outbox does after a lost answer: nothing may count twice. */
  | { step: 'resend' }
  | { step: 'wait'; days: number }
  /** 'Đã thuộc' and its undo; `error` is the code either record answers when it refuses. */
  | { step: 'mark-learned' | 'undo-learned'; item: string; error?: string }
  | { step: 'set-retention'; desiredRetention: number }
  /** 'Xóa tiến độ'. */
  | { step: 'delete' }
  | { step: 'check-progress'; expected: TProgress }
  | { step: 'check-mistakes'; expected: ScenarioMistakes }
  | {
      step: 'check-review';
      query: { kind?: TItemKind; source?: 'due' | 'mistakes'; limit?: number };
      expected: ScenarioReview;
    }
  | { step: 'check-stats'; tzOffset: number; expected: TStats }
  | { step: 'check-retention'; expected: number }
  /** The JSON file with ids labelled; cards' stability and difficulty rounded to 4 decimals. */
  | { step: 'check-export-json'; expected: unknown }
  /** The CSV file's lines, header first, ids labelled (the file starts with a byte order mark). */
  | { step: 'check-export-csv'; expected: string[] };

export interface RecordScenario {
  name: string;
  steps: RecordStep[];
}

/** What a record offers, as both tests drive it; answers are those of the /api/v4/practice contract. */
export interface RecordSubject {
  record(attempts: TAttempt[]): Promise<void>;
  progress(): Promise<TProgress>;
  mistakes(): Promise<{
    items: {
      itemKind: TItemKind;
      itemId: string;
      text: string;
      meaning: string;
      missCount: number;
      lastMissedAt: string;
    }[];
    total: number;
  }>;
  /** Resolves, or rejects with an error carrying the refusal's `code`. */
  setLearned(item: ScenarioItem, learned: boolean): Promise<void>;
  review(query: {
    kind?: TItemKind;
    source?: 'due' | 'mistakes';
    limit?: number;
  }): Promise<{ kind: TItemKind; items: { id: string }[]; remaining: number }>;
  stats(tzOffset: number): Promise<TStats>;
  retention(): Promise<number>;
  saveRetention(desiredRetention: number): Promise<void>;
  exportFile(format: 'json' | 'csv'): Promise<string>;
  deleteRecord(): Promise<void>;
}

/** Compares an answer with the scenario's expectation (the test's `expect(...).toEqual`). */
export type ScenarioCheck = (actual: unknown, expected: unknown, where: string) => void;

/** A fixed UUID per label, so attempt ids (and their order in the export) are the same in both records. */
function labelUuid(kind: 'attempt' | 'run', n: number): string {
  const tail = String(n).padStart(12, '0');
  return kind === 'attempt' ? `00000000-0000-4000-8000-${tail}` : `00000000-0000-4000-9000-${tail}`;
}

const WRONG_TRIES: Record<TAttemptResult, number> = { 'first-try': 0, 'after-mistakes': 1, revealed: 3, skipped: 0 };
const DURATION_MS: Record<TAttemptResult, number> = {
  'first-try': 2000,
  'after-mistakes': 5000,
  revealed: 9000,
  skipped: 0,
};

/** Replaces every id the scenario knows by its label in a text (an export file). */
function labelIds(text: string, labels: Map<string, string>): string {
  let labelled = text;
  for (const [id, label] of labels) labelled = labelled.replaceAll(id, label);
  return labelled;
}

function roundCardFloats(file: unknown): unknown {
  const body = file as { cards?: { stability: number; difficulty: number }[] };
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    ...body,
    cards: body.cards?.map((card) => ({
      ...card,
      stability: round(card.stability),
      difficulty: round(card.difficulty),
    })),
  };
}

/**
 * Runs the steps against one record. `clock` is the record's clock (the test hands `() => clock.now` to it);
 * `items` resolves the texts of SCENARIO_CONTENT to the record's own item ids.
 */
export async function runRecordScenario(
  scenario: RecordScenario,
  subject: RecordSubject,
  clock: { now: Date },
  items: readonly ScenarioItem[],
  check: ScenarioCheck,
): Promise<void> {
  clock.now = SCENARIO_START;
  const byText = new Map(items.map((item) => [item.text, item]));
  const itemOf = (text: string) => {
    const item = byText.get(text);
    if (!item) throw new Error(`No item '${text}' in the scenario content`);
    return item;
  };
  const labels = new Map<string, string>(items.map((item) => [item.id, item.text]));
  const runs = new Map<string, string>();
  let attemptCount = 0;
  let lastBatch: TAttempt[] = [];

  for (const [index, step] of scenario.steps.entries()) {
    const where = `${scenario.name}, step ${index + 1} (${step.step})`;
    switch (step.step) {
      case 'answer': {
        let runId = runs.get(step.run);
        if (!runId) {
          runId = labelUuid('run', runs.size + 1);
          runs.set(step.run, runId);
          labels.set(runId, `run ${step.run}`);
        }
        const attempts = step.answers.map(([text, result]): TAttempt => {
          const item = itemOf(text);
          attemptCount += 1;
          const id = labelUuid('attempt', attemptCount);
          labels.set(id, `attempt ${attemptCount}`);
          const answeredAt = clock.now.toISOString();
          clock.now = new Date(clock.now.getTime() + 1000);
          const group = item.kind === 'vocabulary' ? SCENARIO_CONTENT.topic : SCENARIO_CONTENT.part;
          return {
            id,
            itemKind: item.kind,
            itemId: item.id,
            runId: runId!,
            set: step.inSet === false ? null : { group, setIndex: 0 },
            result,
            mode: step.mode ?? 'listen',
            wrongTries: WRONG_TRIES[result],
            durationMs: DURATION_MS[result],
            answeredAt,
          };
        });
        await subject.record(attempts);
        lastBatch = attempts;
        break;
      }
      case 'resend':
        await subject.record(lastBatch);
        break;
      case 'wait':
        clock.now = new Date(clock.now.getTime() + step.days * 86_400_000);
        break;
      case 'mark-learned':
      case 'undo-learned': {
        const outcome = await subject.setLearned(itemOf(step.item), step.step === 'mark-learned').then(
          () => null,
          (error: { code?: string }) => error.code ?? String(error),
        );
        check(outcome, step.error ?? null, where);
        // The learner's click takes a second: a miss recorded right after it is later than the mark.
        clock.now = new Date(clock.now.getTime() + 1000);
        break;
      }
      case 'set-retention':
        await subject.saveRetention(step.desiredRetention);
        break;
      case 'delete':
        await subject.deleteRecord();
        break;
      case 'check-progress':
        check(await subject.progress(), step.expected, where);
        break;
      case 'check-mistakes': {
        const answer = await subject.mistakes();
        for (const mistake of answer.items) {
          const text = labels.get(mistake.itemId);
          check([mistake.text, mistake.meaning], [text, scenarioMeaning(mistake.itemKind, text ?? '')], where);
        }
        const items = answer.items.map(({ text, missCount, lastMissedAt }) => ({ text, missCount, lastMissedAt }));
        check({ items, total: answer.total }, step.expected, where);
        break;
      }
      case 'check-review': {
        const answer = await subject.review(step.query);
        const texts = answer.items.map((item) => labels.get(item.id) ?? item.id);
        check({ kind: answer.kind, items: texts, remaining: answer.remaining }, step.expected, where);
        break;
      }
      case 'check-stats':
        check(await subject.stats(step.tzOffset), step.expected, where);
        break;
      case 'check-retention':
        check(await subject.retention(), step.expected, where);
        break;
      case 'check-export-json': {
        const file: unknown = JSON.parse(labelIds(await subject.exportFile('json'), labels));
        check(roundCardFloats(file), step.expected, where);
        break;
      }
      case 'check-export-csv': {
        const body = labelIds(await subject.exportFile('csv'), labels);
        check(body.startsWith('\uFEFF') && body.endsWith('\r\n'), true, where);
        check(body.slice(1, -2).split('\r\n'), step.expected, where);
        break;
      }
    }
  }
}

const DAY_MS = 86_400_000;
/** The scenario's time `seconds` (and `days`) after SCENARIO_START, as the records write it. */
const at = (seconds: number, days = 0) =>
  new Date(SCENARIO_START.getTime() + days * DAY_MS + seconds * 1000).toISOString();
const [SENTENCE_ONE, SENTENCE_TWO] = SCENARIO_CONTENT.sentences;
const noDue = { vocabulary: 0, sentence: 0 };
const CSV_HEADER =
  'answered_at,item_kind,text,meaning,group,set_index,result,wrong_tries,duration_ms,item_id,run_id,attempt_id,mode';
const officeSet = { kind: 'vocabulary', group: 'Office', setIndex: 0 } as const;

/** An attempt as the JSON export writes it, ids labelled (`runRecordScenario`). */
function exportedAttempt(
  number: number,
  text: string,
  run: string,
  result: TAttemptResult,
  mode: TPracticeMode,
  seconds: number,
) {
  const kind: TItemKind = (SCENARIO_CONTENT.words as readonly string[]).includes(text) ? 'vocabulary' : 'sentence';
  const group = kind === 'vocabulary' ? SCENARIO_CONTENT.topic : SCENARIO_CONTENT.part;
  return {
    id: `attempt ${number}`,
    itemKind: kind,
    itemId: text,
    text,
    meaning: scenarioMeaning(kind, text),
    group,
    runId: `run ${run}`,
    set: { group, setIndex: 0 },
    result,
    mode,
    wrongTries: WRONG_TRIES[result],
    durationMs: DURATION_MS[result],
    answeredAt: at(seconds),
  };
}

export const RECORD_SCENARIOS: RecordScenario[] = [
  {
    name: 'answer: a whole pass completes the set with its first-try score, per mode',
    steps: [
      {
        step: 'answer',
        run: 'A',
        answers: [
          ['agenda', 'first-try'],
          ['invoice', 'after-mistakes'],
          ['deadline', 'first-try'],
          ['merger', 'revealed'],
        ],
      },
      {
        step: 'check-progress',
        expected: {
          completions: [{ ...officeSet, mode: 'listen', score: 2, total: 4, completedAt: at(3) }],
          due: noDue,
          mistakes: 2,
        },
      },
      { step: 'resend' },
      {
        step: 'check-stats',
        tzOffset: 420,
        expected: {
          days: [{ date: '2026-03-02', items: 4, firstTry: 2, words: 3, typingMs: 9000 }],
          streak: { current: 1, longest: 1 },
          totals: { items: 4, firstTry: 2, words: 3, typingMs: 9000 },
          groups: [{ kind: 'vocabulary', group: 'Office', items: 4, firstTry: 2 }],
        },
      },
      // A skipped item leaves the pass unfinished (the earlier completion stays) until it is answered in it.
      {
        step: 'answer',
        run: 'B',
        answers: [
          ['agenda', 'first-try'],
          ['invoice', 'skipped'],
          ['deadline', 'first-try'],
          ['merger', 'first-try'],
        ],
      },
      {
        step: 'check-progress',
        expected: {
          completions: [{ ...officeSet, mode: 'listen', score: 2, total: 4, completedAt: at(3) }],
          due: noDue,
          mistakes: 2,
        },
      },
      { step: 'answer', run: 'B', answers: [['invoice', 'after-mistakes']] },
      {
        step: 'check-progress',
        expected: {
          completions: [{ ...officeSet, mode: 'listen', score: 3, total: 4, completedAt: at(8) }],
          due: noDue,
          mistakes: 2,
        },
      },
      // A pass in the meaning mode is a completion of its own.
      {
        step: 'answer',
        run: 'C',
        mode: 'meaning',
        answers: [
          ['agenda', 'first-try'],
          ['invoice', 'first-try'],
          ['deadline', 'first-try'],
          ['merger', 'first-try'],
        ],
      },
      {
        step: 'check-progress',
        expected: {
          completions: [
            { ...officeSet, mode: 'listen', score: 3, total: 4, completedAt: at(8) },
            { ...officeSet, mode: 'meaning', score: 4, total: 4, completedAt: at(12) },
          ],
          due: noDue,
          mistakes: 2,
        },
      },
    ],
  },
  {
    name: 'mistake: every miss lists the item, newest miss first, one kind per mistakes run',
    steps: [
      {
        step: 'answer',
        run: 'A',
        answers: [
          ['agenda', 'first-try'],
          ['invoice', 'revealed'],
          ['deadline', 'after-mistakes'],
          ['merger', 'first-try'],
        ],
      },
      {
        step: 'check-mistakes',
        expected: {
          items: [
            { text: 'deadline', missCount: 1, lastMissedAt: at(2) },
            { text: 'invoice', missCount: 1, lastMissedAt: at(1) },
          ],
          total: 2,
        },
      },
      {
        step: 'check-review',
        query: { source: 'mistakes' },
        expected: { kind: 'vocabulary', items: ['deadline', 'invoice'], remaining: 0 },
      },
      {
        step: 'check-review',
        query: { source: 'mistakes', limit: 1 },
        expected: { kind: 'vocabulary', items: ['deadline'], remaining: 1 },
      },
      {
        step: 'answer',
        run: 'B',
        answers: [
          [SENTENCE_ONE, 'skipped'],
          [SENTENCE_TWO, 'first-try'],
        ],
      },
      {
        step: 'check-mistakes',
        expected: {
          items: [
            { text: SENTENCE_ONE, missCount: 1, lastMissedAt: at(4) },
            { text: 'deadline', missCount: 1, lastMissedAt: at(2) },
            { text: 'invoice', missCount: 1, lastMissedAt: at(1) },
          ],
          total: 3,
        },
      },
      {
        step: 'check-review',
        query: { source: 'mistakes', kind: 'sentence' },
        expected: { kind: 'sentence', items: [SENTENCE_ONE], remaining: 0 },
      },
      {
        step: 'check-progress',
        expected: {
          completions: [{ ...officeSet, mode: 'listen', score: 2, total: 4, completedAt: at(3) }],
          due: noDue,
          mistakes: 3,
        },
      },
    ],
  },
  {
    name: 'review due: items come back when FSRS schedules them, most overdue first',
    steps: [
      {
        step: 'answer',
        run: 'A',
        answers: [
          ['agenda', 'first-try'],
          ['invoice', 'after-mistakes'],
          ['deadline', 'revealed'],
          ['merger', 'first-try'],
        ],
      },
      // Nothing due in either kind: the batch names the last kind tried.
      { step: 'check-review', query: {}, expected: { kind: 'sentence', items: [], remaining: 0 } },
      { step: 'wait', days: 1 },
      {
        step: 'check-progress',
        expected: {
          completions: [{ ...officeSet, mode: 'listen', score: 2, total: 4, completedAt: at(3) }],
          due: { vocabulary: 1, sentence: 0 },
          mistakes: 2,
        },
      },
      { step: 'check-review', query: {}, expected: { kind: 'vocabulary', items: ['deadline'], remaining: 0 } },
      { step: 'wait', days: 2 },
      {
        step: 'check-review',
        query: { limit: 2 },
        expected: { kind: 'vocabulary', items: ['deadline', 'invoice'], remaining: 2 },
      },
      {
        step: 'answer',
        run: 'review',
        inSet: false,
        answers: [
          ['deadline', 'first-try'],
          ['invoice', 'first-try'],
        ],
      },
      {
        step: 'check-review',
        query: { kind: 'vocabulary' },
        expected: { kind: 'vocabulary', items: ['agenda', 'merger'], remaining: 0 },
      },
      {
        step: 'check-progress',
        expected: {
          completions: [{ ...officeSet, mode: 'listen', score: 2, total: 4, completedAt: at(3) }],
          due: { vocabulary: 2, sentence: 0 },
          mistakes: 2,
        },
      },
      {
        step: 'check-stats',
        tzOffset: 420,
        expected: {
          days: [
            { date: '2026-03-02', items: 4, firstTry: 2, words: 3, typingMs: 9000 },
            { date: '2026-03-05', items: 2, firstTry: 2, words: 2, typingMs: 4000 },
          ],
          streak: { current: 1, longest: 1 },
          totals: { items: 6, firstTry: 4, words: 5, typingMs: 13000 },
          groups: [{ kind: 'vocabulary', group: 'Office', items: 6, firstTry: 4 }],
        },
      },
      // West of UTC the same answers fall on the evening before.
      {
        step: 'check-stats',
        tzOffset: -300,
        expected: {
          days: [
            { date: '2026-03-01', items: 4, firstTry: 2, words: 3, typingMs: 9000 },
            { date: '2026-03-04', items: 2, firstTry: 2, words: 2, typingMs: 4000 },
          ],
          streak: { current: 1, longest: 1 },
          totals: { items: 6, firstTry: 4, words: 5, typingMs: 13000 },
          groups: [{ kind: 'vocabulary', group: 'Office', items: 6, firstTry: 4 }],
        },
      },
    ],
  },
  {
    name: 'mastered: a missed item answered right on spaced days leaves the mistakes list',
    steps: [
      { step: 'answer', run: 'A', answers: [['invoice', 'revealed']] },
      { step: 'wait', days: 1 },
      { step: 'answer', run: 'review 1', inSet: false, answers: [['invoice', 'first-try']] },
      { step: 'wait', days: 3 },
      { step: 'answer', run: 'review 2', inSet: false, answers: [['invoice', 'first-try']] },
      {
        step: 'check-mistakes',
        expected: { items: [{ text: 'invoice', missCount: 1, lastMissedAt: at(0) }], total: 1 },
      },
      { step: 'wait', days: 8 },
      { step: 'answer', run: 'review 3', inSet: false, answers: [['invoice', 'first-try']] },
      { step: 'check-mistakes', expected: { items: [], total: 0 } },
      { step: 'check-progress', expected: { completions: [], due: noDue, mistakes: 0 } },
      {
        step: 'check-stats',
        tzOffset: 420,
        expected: {
          days: [
            { date: '2026-03-02', items: 1, firstTry: 0, words: 0, typingMs: 0 },
            { date: '2026-03-03', items: 1, firstTry: 1, words: 1, typingMs: 2000 },
            { date: '2026-03-06', items: 1, firstTry: 1, words: 1, typingMs: 2000 },
            { date: '2026-03-14', items: 1, firstTry: 1, words: 1, typingMs: 2000 },
          ],
          streak: { current: 1, longest: 2 },
          totals: { items: 4, firstTry: 3, words: 3, typingMs: 6000 },
          groups: [{ kind: 'vocabulary', group: 'Office', items: 4, firstTry: 3 }],
        },
      },
    ],
  },
  {
    name: "mark learned ('Đã thuộc') and undo: the item leaves the list and the review until undone or missed",
    steps: [
      {
        step: 'answer',
        run: 'A',
        answers: [
          ['agenda', 'revealed'],
          ['invoice', 'after-mistakes'],
        ],
      },
      { step: 'mark-learned', item: 'invoice' },
      {
        step: 'check-mistakes',
        expected: { items: [{ text: 'agenda', missCount: 1, lastMissedAt: at(0) }], total: 1 },
      },
      { step: 'wait', days: 2 },
      {
        step: 'check-progress',
        expected: { completions: [], due: { vocabulary: 1, sentence: 0 }, mistakes: 1 },
      },
      { step: 'check-review', query: {}, expected: { kind: 'vocabulary', items: ['agenda'], remaining: 0 } },
      { step: 'undo-learned', item: 'invoice' },
      {
        step: 'check-mistakes',
        expected: {
          items: [
            { text: 'invoice', missCount: 1, lastMissedAt: at(1) },
            { text: 'agenda', missCount: 1, lastMissedAt: at(0) },
          ],
          total: 2,
        },
      },
      { step: 'check-review', query: {}, expected: { kind: 'vocabulary', items: ['agenda', 'invoice'], remaining: 0 } },
      // A miss after the mark brings the item back.
      { step: 'mark-learned', item: 'invoice' },
      { step: 'answer', run: 'review', inSet: false, answers: [['invoice', 'after-mistakes']] },
      {
        step: 'check-mistakes',
        expected: {
          items: [
            { text: 'invoice', missCount: 2, lastMissedAt: at(5, 2) },
            { text: 'agenda', missCount: 1, lastMissedAt: at(0) },
          ],
          total: 2,
        },
      },
      // Only an item of the record can be marked.
      { step: 'mark-learned', item: 'deadline', error: RECORD_ERRORS.itemNotInRecord.code },
      { step: 'undo-learned', item: 'deadline', error: RECORD_ERRORS.itemNotInRecord.code },
    ],
  },
  {
    name: 'export: the JSON and CSV files hold every attempt, card, completion and the settings',
    steps: [
      {
        step: 'answer',
        run: 'A',
        mode: 'meaning',
        answers: [
          ['agenda', 'first-try'],
          ['invoice', 'after-mistakes'],
        ],
      },
      {
        step: 'answer',
        run: 'B',
        answers: [
          [SENTENCE_ONE, 'first-try'],
          [SENTENCE_TWO, 'revealed'],
        ],
      },
      { step: 'mark-learned', item: SENTENCE_TWO },
      { step: 'set-retention', desiredRetention: 0.85 },
      { step: 'check-retention', expected: 0.85 },
      {
        step: 'check-export-json',
        expected: {
          exportedAt: at(5),
          settings: { desiredRetention: 0.85 },
          attempts: [
            exportedAttempt(1, 'agenda', 'A', 'first-try', 'meaning', 0),
            exportedAttempt(2, 'invoice', 'A', 'after-mistakes', 'meaning', 1),
            exportedAttempt(3, SENTENCE_ONE, 'B', 'first-try', 'listen', 2),
            exportedAttempt(4, SENTENCE_TWO, 'B', 'revealed', 'listen', 3),
          ],
          // Per kind, the soonest due first. Retention 0.85 spaces a right first answer four days (three at 0.9).
          cards: [
            {
              itemKind: 'sentence',
              itemId: SENTENCE_TWO,
              text: SENTENCE_TWO,
              meaning: scenarioMeaning('sentence', SENTENCE_TWO),
              due: at(3, 1),
              stability: 0.212,
              difficulty: 6.4133,
              state: 2,
              reps: 1,
              lapses: 0,
              lastReview: at(3),
              missCount: 1,
              lastMissedAt: at(3),
              learnedMarkAt: at(4),
            },
            {
              itemKind: 'sentence',
              itemId: SENTENCE_ONE,
              text: SENTENCE_ONE,
              meaning: scenarioMeaning('sentence', SENTENCE_ONE),
              due: at(2, 4),
              stability: 2.3065,
              difficulty: 2.1181,
              state: 2,
              reps: 1,
              lapses: 0,
              lastReview: at(2),
              missCount: 0,
              lastMissedAt: null,
              learnedMarkAt: null,
            },
            {
              itemKind: 'vocabulary',
              itemId: 'invoice',
              text: 'invoice',
              meaning: scenarioMeaning('vocabulary', 'invoice'),
              due: at(1, 2),
              stability: 1.2931,
              difficulty: 5.1122,
              state: 2,
              reps: 1,
              lapses: 0,
              lastReview: at(1),
              missCount: 1,
              lastMissedAt: at(1),
              learnedMarkAt: null,
            },
            {
              itemKind: 'vocabulary',
              itemId: 'agenda',
              text: 'agenda',
              meaning: scenarioMeaning('vocabulary', 'agenda'),
              due: at(0, 4),
              stability: 2.3065,
              difficulty: 2.1181,
              state: 2,
              reps: 1,
              lapses: 0,
              lastReview: at(0),
              missCount: 0,
              lastMissedAt: null,
              learnedMarkAt: null,
            },
          ],
          completions: [
            { kind: 'sentence', group: 'part1', setIndex: 0, mode: 'listen', score: 1, total: 2, completedAt: at(3) },
          ],
        },
      },
      {
        step: 'check-export-csv',
        expected: [
          CSV_HEADER,
          '2026-03-02T02:00:00.000Z,vocabulary,agenda,nghĩa của agenda,Office,0,first-try,0,2000,agenda,run A,attempt 1,meaning',
          '2026-03-02T02:00:01.000Z,vocabulary,invoice,nghĩa của invoice,Office,0,after-mistakes,1,5000,invoice,run A,attempt 2,meaning',
          `2026-03-02T02:00:02.000Z,sentence,${SENTENCE_ONE},Dịch: ${SENTENCE_ONE},part1,0,first-try,0,2000,${SENTENCE_ONE},run B,attempt 3,listen`,
          `2026-03-02T02:00:03.000Z,sentence,${SENTENCE_TWO},Dịch: ${SENTENCE_TWO},part1,0,revealed,3,9000,${SENTENCE_TWO},run B,attempt 4,listen`,
        ],
      },
    ],
  },
  {
    name: "delete ('Xóa tiến độ'): the record and its settings are gone, and a new one starts empty",
    steps: [
      {
        step: 'answer',
        run: 'A',
        answers: [
          ['agenda', 'first-try'],
          ['invoice', 'revealed'],
          ['deadline', 'first-try'],
          ['merger', 'first-try'],
        ],
      },
      { step: 'mark-learned', item: 'invoice' },
      { step: 'set-retention', desiredRetention: 0.95 },
      { step: 'delete' },
      { step: 'check-progress', expected: { completions: [], due: noDue, mistakes: 0 } },
      { step: 'check-mistakes', expected: { items: [], total: 0 } },
      { step: 'check-review', query: { source: 'mistakes' }, expected: { kind: 'sentence', items: [], remaining: 0 } },
      {
        step: 'check-stats',
        tzOffset: 420,
        expected: {
          days: [],
          streak: { current: 0, longest: 0 },
          totals: { items: 0, firstTry: 0, words: 0, typingMs: 0 },
          groups: [],
        },
      },
      { step: 'check-retention', expected: 0.9 },
      {
        step: 'check-export-json',
        expected: { exportedAt: at(5), settings: { desiredRetention: 0.9 }, attempts: [], cards: [], completions: [] },
      },
      { step: 'check-export-csv', expected: [CSV_HEADER] },
      { step: 'mark-learned', item: 'invoice', error: RECORD_ERRORS.itemNotInRecord.code },
      { step: 'answer', run: 'B', answers: [['invoice', 'revealed']] },
      {
        step: 'check-mistakes',
        expected: { items: [{ text: 'invoice', missCount: 1, lastMissedAt: at(6) }], total: 1 },
      },
    ],
  },
];
