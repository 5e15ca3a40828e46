/**
 * Stopping the server (SIGTERM, as a deploy or `systemctl stop` does) while a visitor's request
 * is running and another visitor's browser holds an idle keep-alive connection: the request in
 * flight completes, the idle connection is closed at once, the port stops listening, and the
 * process exits with 0 well inside its 10 s hard limit.
 *
 * The request in flight is made slow on purpose: another connection holds a lock on the table
 * it writes to. Runs on a real PostgreSQL (the server is a process of its own).
 */
import { Agent, request } from "node:http";
import { connect, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerDatabase, listensOn, startServerProcess, stopAll } from "../helpers/server-process";
import { testDbKind } from "../helpers/test-database";

let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw keep-alive connection that has had one full answer and now sits idle. */
async function idleKeepAlive(port: number): Promise<{ socket: Socket; closed: Promise<number> }> {
  const socket = connect(port, "127.0.0.1");
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(performance.now())));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  socket.on("error", () => {});
  let received = "";
  await new Promise<void>((resolve) => {
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const [head, body = ""] = received.split("\r\n\r\n");
      const length = Number(/content-length: *(\d+)/i.exec(head ?? "")?.[1] ?? NaN);
      if (body.length >= length) resolve();
    });
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  });
  expect(received).toMatch(/^HTTP\/1\.1 200/);
  expect(received).toMatch(/connection: keep-alive/i);
  return { socket, closed };
}

describe.skipIf(testDbKind !== "postgres")("graceful shutdown", () => {
  beforeAll(async () => {
    database = await createServerDatabase();
  });
  afterAll(async () => {
    await stopAll();
    await database?.drop();
  });

  it("finishes the request in flight, closes idle keep-alive connections at once, and exits with 0", async () => {
    const server = await startServerProcess({ DATABASE_URL: database!.url });
    const idle = await idleKeepAlive(server.port);

    // A message being sent, held up by a lock on the contacts table.
    const holder = new pg.Client({ connectionString: database!.url });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE contacts IN SHARE MODE");
      const agent = new Agent({ keepAlive: true });
      let inFlightClosed: Promise<number> | undefined;
      const inFlight = new Promise<{ status: number; body: string; connection?: string; at: number }>((resolve, reject) => {
        const req = request(
          `${server.origin}/api/contacts`,
          { method: "POST", agent, headers: { "Content-Type": "application/json" } },
          (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection, at: performance.now() }));
          },
        );
        req.on("socket", (socket) => (inFlightClosed = new Promise((done) => socket.once("close", () => done(performance.now())))));
        req.on("error", reject);
        req.end(JSON.stringify({ name: "Aïcha Dossou", email: "aicha@example.org", subject: "Partnership", message: "A workshop in Parakou?", language: "en" }));
      });
      // (Watched from another connection: within a transaction, pg_stat_activity does not change.)
      const watcher = new pg.Client({ connectionString: database!.url });
      await watcher.connect();
      try {
        const deadline = Date.now() + 10_000;
        while ((await watcher.query("SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%contacts%'")).rowCount === 0) {
          if (Date.now() > deadline) throw new Error("the message never reached the database");
          await sleep(50);
        }
      } finally {
        await watcher.end();
      }

      const stopping = performance.now();
      server.child.kill("SIGTERM");
      // The idle connection is closed at once; nobody new gets in.
      expect((await idle.closed) - stopping).toBeLessThan(1_000);
      // Its port no longer listens. (Asked of /proc, not by connecting: a port freed a moment ago
      // may already be another test server's, or the source port of the connecting socket itself,
      // and such a connection succeeds, as it once did in CI.)
      expect(await listensOn(server.child.pid!, server.port)).toBe(false);
      // The request in flight is still being served: the process waits for it.
      await sleep(500);
      expect(server.child.exitCode).toBeNull();

      await holder.query("COMMIT");
      const answer = await inFlight;
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toEqual({ message: "Thank you for your message! We will get back to you within 24 hours." });
      // Its connection is not kept for another request: the server is going away.
      expect(answer.connection).toBe("close");
      expect((await inFlightClosed!) - answer.at).toBeLessThan(1_000);
      agent.destroy();

      const exit = await server.exited;
      expect(exit).toEqual({ code: 0, signal: null });
      // Well inside the 10 s hard limit: the time the request was held up, and little more.
      expect(performance.now() - stopping).toBeLessThan(5_000);
    } finally {
      await holder.end();
    }
    // The message was stored, once.
    const stored = new pg.Client({ connectionString: database!.url });
    await stored.connect();
    try {
      expect((await stored.query("SELECT name FROM contacts")).rows).toEqual([{ name: "Aïcha Dossou" }]);
    } finally {
      await stored.end();
    }
  }, 60_000);
});
