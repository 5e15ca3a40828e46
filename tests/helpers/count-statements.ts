/**
 * How many statements the database was sent while `run` ran: what a test asserts instead of a
 * time (a query per row, or per page of a list, shows as a count that grows; a slow machine does
 * not). Counts what drizzle sends through the database's client (a pg Pool or PGlite), so the
 * session's own lookups are counted too; transactions on a pool's own connection are not seen.
 */
import type { Db } from "../../server/db";

type Client = { query: (...args: unknown[]) => unknown };

export async function countStatements<T>(db: Db, run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const client = (db as unknown as { $client: Client }).$client;
  const query = client.query;
  let statements = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return query.apply(this, args);
  };
  try {
    const result = await run();
    return { result, statements };
  } finally {
    client.query = query;
  }
}
