// The record's screens read the cards' indexes alone: the review, the mistakes list and the progress counts
// are index-only scans on PGlite and PostgreSQL, so a screen with 200 due or missed items reads a few index
// pages instead of one table page per card. A column added to one of these reads and not to its index
// fails here. Each read, and the recording's own read, also keeps one generic plan instead of being planned
// on every run: a bound constant put back into one of them fails here (a bound time or kind tips the choice
// only at the bench's size, where pg_stat_statements shows it).
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PracticeDb } from '../db/connect';
import { cards } from '../db/practice-schema';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';
import {
  activityDaysStatement,
  dueCardsQuery,
  mistakesQuery,
  progressQuery,
  recordingStateStatement,
} from './record-queries';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode): PlanNode[] {
  return [...(node['Relation Name'] ? [node] : []), ...(node.Plans ?? []).flatMap(scansOf)];
}

describeEachDatabase("the record's reads", (kind) => {
  let testApp: TestApp;
  const userId = 'plan-learner';

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    const db = testApp.ctx.databases.practice;
    const now = new Date();
    await db.insert(cards).values(
      Array.from({ length: 50 }, (_, n) => ({
        userId: `${userId}-${n % 5}`,
        itemKind: n % 2 === 0 ? ('vocabulary' as const) : ('sentence' as const),
        itemId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        due: new Date(now.getTime() + (n - 25) * 86_400_000),
        stability: 3,
        difficulty: 5,
        state: 2,
        reps: 1,
        lapses: 0,
        lastReview: now,
        missCount: n % 3,
        lastMissedAt: n % 3 === 0 ? null : now,
      })),
    );
    // Marks the table's pages all-visible, as autovacuum does, so the planner counts on no table visit.
    await db.execute(sql`VACUUM ANALYZE practice.cards`);
  });
  afterAll(() => testApp.close());

  /**
   * The scans of the read's plan, with the planner kept from reading the table as a whole; `values` are
   * the SQL literals of its placeholders, by name.
   */
  async function scans(
    db: PracticeDb,
    query: { toSQL(): { sql: string; params: unknown[] } },
    values: Record<string, string>,
  ): Promise<PlanNode[]> {
    const { sql: text, params } = query.toSQL();
    const literal = literalOf(values);
    return db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      await tx.execute(sql.raw(`PREPARE record_plan AS ${text}`));
      const result = (await tx.execute(
        sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE record_plan(${params.map(literal).join(', ')})`),
      )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
      await tx.execute(sql`DEALLOCATE record_plan`);
      const raw = result.rows[0]!['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      return scansOf(plan[0]!.Plan).filter((scan) => scan['Relation Name'] === 'cards');
    });
  }

  /** The SQL literal of a statement's parameter; placeholders by name from `values`. */
  const literalOf = (values: Record<string, string>) => (param: unknown) =>
    param instanceof Placeholder
      ? values[param.name]!
      : typeof param === 'number'
        ? String(param)
        : param instanceof Date
          ? `'${param.toISOString()}'`
          : `'${String(param)}'`;

  /**
   * Runs the statement as a prepared statement seven times in one session (PostgreSQL weighs a generic
   * plan after five) and answers how many of the runs used the generic plan.
   */
  async function genericRuns(
    db: PracticeDb,
    query: { toSQL(): { sql: string; params: unknown[] } },
    values: Record<string, string> = {},
  ): Promise<number> {
    const { sql: text, params } = query.toSQL();
    const args = params.length > 0 ? `(${params.map(literalOf(values)).join(', ')})` : '';
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(`PREPARE record_generic AS ${text}`));
      for (let run = 0; run < 7; run += 1) await tx.execute(sql.raw(`EXECUTE record_generic${args}`));
      const result = (await tx.execute(
        sql`SELECT generic_plans FROM pg_prepared_statements WHERE name = 'record_generic'`,
      )) as unknown as { rows: { generic_plans: string | number }[] };
      await tx.execute(sql`DEALLOCATE record_generic`);
      return Number(result.rows[0]!.generic_plans);
    });
  }

  const dialect = new PgDialect();
  const statementOf = (query: SQL) => ({ toSQL: () => dialect.sqlToQuery(query) });

  it('keeps one generic plan for each read instead of planning every run', async () => {
    const db = testApp.ctx.databases.practice;
    const learner = { userId: `'${userId}-4'`, now: 'now()', limit: '20' };
    const reads = [
      progressQuery(db),
      dueCardsQuery(db, 'vocabulary'),
      dueCardsQuery(db, 'sentence'),
      mistakesQuery(db),
      mistakesQuery(db, 'vocabulary'),
      statementOf(
        recordingStateStatement(`${userId}-4`, {
          ids: ['00000000-0000-4000-8000-000000000001'],
          kinds: ['vocabulary'],
          itemIds: ['00000000-0000-4000-8000-000000000002'],
          runIds: ['00000000-0000-4000-8000-000000000003'],
        }).query,
      ),
      statementOf(activityDaysStatement(`${userId}-4`, 420, new Date(Date.now() - 365 * 86_400_000)).query),
      statementOf(activityDaysStatement(`${userId}-4`, 345 + 7, new Date(Date.now() - 365 * 86_400_000)).query),
    ];
    for (const read of reads) expect(await genericRuns(db, read, learner), read.toSQL().sql).toBeGreaterThan(0);
  });

  const indexOnly = (index: string) => ({ 'Node Type': 'Index Only Scan', 'Index Name': index });

  it('answers the review of due items from the due index alone', async () => {
    const db = testApp.ctx.databases.practice;
    const found = await scans(db, dueCardsQuery(db, 'vocabulary'), {
      userId: `'${userId}-1'`,
      now: 'now()',
      limit: '20',
    });
    expect(found).toEqual([expect.objectContaining(indexOnly('cards_user_due_idx'))]);
  });

  it('answers the mistakes list, of both kinds and of one, from the mistakes index alone', async () => {
    const db = testApp.ctx.databases.practice;
    for (const query of [mistakesQuery(db), mistakesQuery(db, 'sentence')]) {
      const found = await scans(db, query, { userId: `'${userId}-2'`, limit: '500' });
      expect(found).toEqual([expect.objectContaining(indexOnly('cards_user_missed_idx'))]);
    }
  });

  it('counts the progress from the two indexes alone', async () => {
    const db = testApp.ctx.databases.practice;
    const found = await scans(db, progressQuery(db), { userId: `'${userId}-3'`, now: 'now()' });
    expect(found).toEqual([
      expect.objectContaining(indexOnly('cards_user_due_idx')),
      expect.objectContaining(indexOnly('cards_user_due_idx')),
      expect.objectContaining(indexOnly('cards_user_missed_idx')),
    ]);
  });
});
