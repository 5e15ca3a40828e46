/**
 * What the server writes under DATA_DIR is its user's only (docs/decisions/023-an-erasure-that-erases.md):
 * the server started as an operator starts it, from a shell whose umask is the usual 022 and with a
 * DATA_DIR left open (0755) — the embedded database's files (on PGlite), the process's own marker,
 * the mails written as files — every folder is 0700 and every file 0600.
 */
import { chmod, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createServerDatabase, startServerProcess, type ServerProcess } from "../helpers/server-process";
import { testDbKind } from "../helpers/test-database";

let server: ServerProcess | null = null;
let dataDir: string | null = null;
let database: { url: string; drop(): Promise<void> } | null = null;
afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Every entry under `dir` (and `dir` itself, "."), with its permission bits in octal: `folder/ 700`, `file 600`. */
async function modesUnder(dir: string): Promise<string[]> {
  const modes = [`./ ${((await stat(dir)).mode & 0o777).toString(8)}`];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    modes.push(`${path.relative(dir, file)}${entry.isDirectory() ? "/" : ""} ${((await stat(file)).mode & 0o777).toString(8)}`);
  }
  return modes;
}

describe("DATA_DIR", () => {
  it("holds only folders 0700 and files 0600 once the server has run and written a mail, whatever the umask", { timeout: 120_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "private-data-"));
    await chmod(dataDir, 0o755);
    const previous = process.umask(0o022);
    try {
      if (testDbKind === "postgres") database = await createServerDatabase();
      server = await startServerProcess({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) }, { timeoutMs: 90_000 });
    } finally {
      process.umask(previous);
    }
    // A message: the staff's notification is written to DATA_DIR/mail by the jobs room.
    const sent = await fetch(`${server.origin}/api/contacts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.origin },
      body: JSON.stringify({ name: "Ama Mensah", email: "ama@example.org", subject: "A question", message: "Hello, a question about the dues.", language: "en" }),
    });
    expect(sent.status).toBe(201);
    const mailDir = path.join(dataDir, "mail");
    for (let waited = 0; waited < 30_000; waited += 250) {
      if ((await readdir(mailDir).catch(() => [])).some((name) => name.endsWith(".eml"))) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const modes = await modesUnder(dataDir);
    expect(modes.some((line) => /^mail\/.+\.eml 600$/.test(line))).toBe(true);
    if (testDbKind === "pglite") expect(modes.length).toBeGreaterThan(20);
    // Nothing else: each folder 0700, each file 0600.
    expect(modes.filter((line) => !/\/ 700$/.test(line) && !/[^/] 600$/.test(line))).toEqual([]);
  });
});
