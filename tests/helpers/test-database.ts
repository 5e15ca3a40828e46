/**
 * A clean database for one test file: an in-memory PGlite, or — in the PostgreSQL project —
 * a database of its own created on TEST_DATABASE_URL's server and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db";

export const testDbKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

export async function createTestDatabase(): Promise<Database> {
  if (testDbKind === "pglite") {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), max: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
