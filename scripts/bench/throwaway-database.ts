/**
 * A database of its own for a benchmark, on a PostgreSQL server: created empty (dropped first if
 * an earlier run left it), and dropped by `drop` — also when the server still has it open.
 */
import pg from "pg";

export async function throwawayDatabase(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists "${name}" with (force)`);
  await run(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
