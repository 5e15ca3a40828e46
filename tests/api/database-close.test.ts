/**
 * At shutdown the database is closed after the HTTP server: a request whose client has gone may
 * still be running, between two of its queries. Its next query must not find the pool ended.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDbKind } from "../helpers/test-database";

describe.runIf(testDbKind === "postgres")("closing the database", () => {
  it("lets a piece of work still running finish its next query", async () => {
    const database = await createTestDatabase();
    const work = (async () => {
      await database.db.execute(sql`select pg_sleep(0.2)`);
      const { rows } = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
      return rows[0]!.answer;
    })();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the work is under way
    await database.close();
    await expect(work).resolves.toBe(42);
  });
});
