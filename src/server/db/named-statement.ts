// Statements written as SQL (a CTE that writes several tables, a read of several subqueries) run as named
// prepared statements: PostgreSQL parses and plans each once per connection and then reuses its plan,
// where an unnamed statement is planned on every run (about a millisecond for the recording's read, more
// than running it). PGlite runs them as it runs any statement.
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * Runs `query` as the prepared statement `name`. One name must always carry the same SQL text (the values
 * may differ): a connection that prepared `name` runs its first text. A statement whose text varies gets
 * one name per variant.
 */
export async function executeNamed<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the statement is plain SQL.
  db: PgDatabase<PgQueryResultHKT, any>,
  name: string,
  query: SQL,
): Promise<Row[]> {
  const statement = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await statement.execute()) as { rows: Row[] };
  return result.rows;
}
