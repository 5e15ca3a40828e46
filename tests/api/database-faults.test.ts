/**
 * The database away, as an operator meets it: a PostgreSQL of the test's own that it freezes
 * (SIGSTOP: connections stay open, nothing answers), stops, restarts, and fills to its connection
 * limit. Over real HTTP on keep-alive connections, with the pool's connections in use: the API
 * answers 503 JSON within 5 s, pages that need data a bilingual 'temporarily unavailable' page
 * (503, Retry-After), a page that needs none still renders — and everything comes back by
 * itself, without a restart of the site, once the database does.
 *
 * It needs PostgreSQL's binaries, not TEST_DATABASE_URL: it runs once, in the PostgreSQL project.
 */
import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { openDatabase, type Database } from "../../server/db";
import { seedContent } from "../../server/db/seed";
import { parseEnv } from "../../server/env";
import { sourceRenderer } from "../helpers/test-app";
import { testDbKind } from "../helpers/test-database";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../helpers/throwaway-postgres";

/** What the site promises: a client waiting on a database that is away is answered within this. */
const ANSWER_WITHIN_MS = 5_000;
/** How long the site may take to notice the database is back. */
const RECOVER_WITHIN_MS = 10_000;

let pgServer: ThrowawayPostgres | undefined;
let database: Database | undefined;
let server: Server | undefined;
let base = "";
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; ms: number };

/** A GET over the keep-alive agent; a client that gives up after 8 s, so a hang fails the test rather than the run. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { agent, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }));
      res.on("error", reject);
    });
    req.setTimeout(8_000, () => req.destroy(new Error(`GET ${path}: no answer in 8 s`)));
    req.on("error", reject);
    req.end();
  });
}

/** What a visitor and an API client see while the database is away. */
async function expectUnavailable() {
  const [api, programs, french, health, about] = await Promise.all([
    get("/api/programs"),
    get("/programs"),
    get("/fr/programs"),
    get("/api/health"),
    get("/about"),
  ]);
  for (const answer of [api, programs, french, health, about]) expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);

  expect(api.status).toBe(503);
  expect(api.headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(api.body)).toEqual({ message: "The service is temporarily unavailable. Please try again in a moment." });
  expect(api.headers["retry-after"]).toBe("30");

  expect(programs.status).toBe(503);
  expect(programs.headers["retry-after"]).toBe("30");
  expect(programs.headers["content-type"]).toMatch(/^text\/html/);
  expect(programs.body).toContain("<h1>Temporarily unavailable</h1>");
  expect(french.status).toBe(503);
  expect(french.headers["retry-after"]).toBe("30");
  expect(french.body).toContain('<html lang="fr">');
  expect(french.body).toContain("<h1>Momentanément indisponible</h1>");

  expect(health.status).toBe(503);
  expect(JSON.parse(health.body)).toMatchObject({ status: "unavailable" });

  expect(about.status).toBe(200);
  expect(about.body).toMatch(/<h1[^>]*>About the foundation<\/h1>/);
}

/** Everything answers again by itself: polled, as a visitor reloading would. */
async function expectRecovered() {
  const deadline = Date.now() + RECOVER_WITHIN_MS;
  let last: Answer[];
  for (;;) {
    last = await Promise.all([get("/api/programs"), get("/programs"), get("/fr/programs"), get("/api/health")]);
    if (last.every((answer) => answer.status === 200)) break;
    if (Date.now() > deadline) throw new Error(`still ${last.map((a) => a.status).join(", ")} ${RECOVER_WITHIN_MS / 1000} s after the database came back`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [api, programs, french] = last;
  expect((JSON.parse(api!.body) as unknown[]).length).toBeGreaterThan(0);
  expect(programs!.body).toContain("Code for Change");
  expect(french!.body).toContain('<html lang="fr">');
}

/** Every connection of the pool open and idle: the next requests run on connections the fault caught. */
async function warmPool() {
  await Promise.all(Array.from({ length: 4 }, () => database!.db.execute(sql`select pg_sleep(0.05)`)));
}

async function superuser<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgServer!.url() });
  client.on("error", () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(testDbKind !== "postgres")("the database away: frozen, stopped, refusing", () => {
  beforeAll(async () => {
    // 8 connections for the site's role (3 more are kept for superusers, as a real server keeps them).
    pgServer = await startThrowawayPostgres({ settings: { max_connections: 11, superuser_reserved_connections: 3 } });
    // The site connects as the owner of its database, not as a superuser (as it should in production).
    await superuser(async (client) => {
      await client.query("CREATE ROLE site LOGIN");
      await client.query("CREATE DATABASE site OWNER site");
    });
    const env = parseEnv({
      NODE_ENV: "test",
      PUBLIC_URL: "http://localhost:5000",
      DATABASE_URL: pgServer.url("site", "site"),
      DATABASE_QUERY_TIMEOUT_MS: "1500",
      DATABASE_CONNECT_TIMEOUT_MS: "1500",
    });
    database = await openDatabase({
      url: env.DATABASE_URL,
      max: 4,
      queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    });
    await database.migrate();
    await seedContent(database.db);
    const app = createApp({ database, env, sessionSecret: "test-secret-test-secret-test-secret-0123", renderer: await sourceRenderer() });
    server = createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The first render compiles the pages: not part of what is measured.
    expect((await get("/programs")).status).toBe(200);
    expect((await get("/about")).status).toBe(200);
  });

  afterAll(async () => {
    pgServer?.thaw();
    agent.destroy();
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    // A pool that lost connections for good would never end: do not wait on it for ever.
    await Promise.race([database?.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 3_000))]);
    await pgServer?.cleanup();
  });

  it("answers while everything is well", async () => {
    await expectRecovered();
  });

  it("frozen (SIGSTOP): 503 within 5 s on pooled and new connections, and back by itself once thawed", async () => {
    await warmPool();
    // The server freezes in the middle of a transaction: it fails after one timeout, not two (its
    // ROLLBACK does not wait on the same silent connection).
    let started = performance.now();
    try {
      const midway = database!.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        started = performance.now();
        pgServer!.freeze();
        await tx.execute(sql`select 2`);
      });
      await expect(midway).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(2_000 + 1_000); // the client's wait is 1.5 s + 0.5 s

      // Transactions that cannot even begin must give their connection back: otherwise the pool
      // is empty for good and the site stays down after the database returns.
      started = performance.now();
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, () => database!.db.transaction(async (tx) => tx.execute(sql`select 1`))),
      );
      expect(attempts.map((a) => a.status)).toEqual(Array(6).fill("rejected"));
      expect(performance.now() - started).toBeLessThan(2 * ANSWER_WITHIN_MS);
      await expectUnavailable();
      // Again, now that the pool's first connections were given up on.
      await expectUnavailable();
    } finally {
      pgServer!.thaw();
    }
    await expectRecovered();
  });

  it("stopped: 503 at once, and back by itself when it is started again", async () => {
    await warmPool();
    await pgServer!.stop();
    try {
      await expectUnavailable();
    } finally {
      await pgServer!.start();
    }
    await expectRecovered();
  });

  it("refusing connections (its connection limit reached by others): 503, and back once they let go", async () => {
    // The site's connections are cut (as at a failover), and others take every free slot.
    await superuser((client) => client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'site'"));
    const others: pg.Client[] = [];
    let refusal: unknown;
    try {
      for (let i = 0; i < 20 && !refusal; i++) {
        const client = new pg.Client({ connectionString: pgServer!.url("site", "site") });
        client.on("error", () => {});
        await client.connect().then(
          () => others.push(client),
          (error: unknown) => (refusal = error),
        );
      }
      expect((refusal as { code?: string }).code).toBe("53300"); // too_many_connections
      await expectUnavailable();
    } finally {
      await Promise.all(others.map((client) => client.end()));
    }
    await expectRecovered();
  });
});
