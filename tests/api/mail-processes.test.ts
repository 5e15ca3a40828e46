/**
 * The outbox as operators run it: server processes (server/index.ts) on one PostgreSQL, sending to
 * a real SMTP server started here. Two processes send each mail once; a process killed in the
 * middle of a send loses nothing, and the mail is not sent again while its lease lasts. Ten
 * messages are a flood to the staff: the first STAFF_NOTIFY_BURST go out on their own, the rest
 * in one digest (server/mail/staff-digest.ts), which the test makes due at once.
 */
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServerDatabase, startServerProcess, stopAll, type ServerProcess } from "../helpers/server-process";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { testDbKind } from "../helpers/test-database";
import { STAFF_NOTIFY_BURST } from "../../server/mail/staff-digest";

const runs = testDbKind === "postgres";

let database: Awaited<ReturnType<typeof createServerDatabase>>;
let sql: pg.Client;
let smtp: TestSmtp;

beforeAll(async () => {
  if (!runs) return;
  database = await createServerDatabase();
  smtp = await startTestSmtp();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 30_000);
afterEach(async () => {
  if (!runs) return;
  await stopAll();
});
afterAll(async () => {
  if (!runs) return;
  await sql?.end();
  await smtp?.close();
  await database?.drop();
}, 30_000);

const envFor = () => ({ DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_FROM: "Test Foundation <no-reply@test-foundation.org>", CONTACT_EMAIL: "staff@test-foundation.org" });

const sendMessage = (server: ServerProcess, publicUrl: string, i: number) =>
  fetch(`${server.origin}/api/contacts`, {
    method: "POST",
    headers: { Origin: publicUrl, "Content-Type": "application/json" },
    body: JSON.stringify({ name: `Sender ${i}`, email: `sender${i}@example.org`, subject: `Question ${i}`, message: "Hello", language: "en" }),
  }).then((res) => expect(res.status).toBe(201));

const outboxRows = async () => (await sql.query<{ key: string; status: string; attempts: number; template: string }>("select key, status, attempts, template from outbox order by created_at")).rows;
/** The messages' own notifications, without the digest a notification opens. */
const notifications = async () => (await outboxRows()).filter((row) => row.template !== "staff-digest");

describe.runIf(runs)("server processes sending the outbox", () => {
  it("send each mail once between two of them", async () => {
    const a = await startServerProcess(envFor());
    const b = await startServerProcess({ ...envFor(), PUBLIC_URL: a.origin });
    for (let i = 0; i < 10; i++) await sendMessage(i % 2 === 0 ? a : b, a.origin, i);
    await smtp.waitFor(STAFF_NOTIFY_BURST, 30_000);
    // The other seven are gathered as they are claimed: their rows are gone into the digest.
    await expect.poll(async () => (await notifications()).map((row) => row.status), { timeout: 30_000 }).toEqual(Array(STAFF_NOTIFY_BURST).fill("sent"));
    // The digest is due ten minutes after the first: due now.
    await sql.query("update outbox set next_attempt_at = now() where template = 'staff-digest' and status = 'pending'");
    await smtp.waitFor(STAFF_NOTIFY_BURST + 1, 30_000);
    // A little longer: a second sending of any of them would show now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.received).toHaveLength(STAFF_NOTIFY_BURST + 1);
    expect(new Set(smtp.received.map((m) => m.parsed.subject)).size).toBe(STAFF_NOTIFY_BURST + 1);
    expect((await outboxRows()).filter((row) => row.status === "sent").every((row) => row.attempts === 1)).toBe(true);
    expect((await outboxRows()).filter((row) => row.template === "staff-digest").map((row) => row.status)).toEqual(["sent"]);
  }, 90_000);

  it("lose nothing when one is killed mid-send, and send it again only once its lease has ended", async () => {
    smtp.received.splice(0);
    await sql.query("delete from outbox");
    const before = smtp.attempts;
    const a = await startServerProcess(envFor());
    smtp.plan("hang");
    await sendMessage(a, a.origin, 100);
    // Killed once the SMTP server has the whole message and before it answers.
    await expect.poll(() => smtp.attempts, { timeout: 15_000 }).toBe(before + 1);
    expect((await notifications()).map((row) => row.status)).toEqual(["sending"]);
    a.child.kill("SIGKILL");
    await a.exited;
    // Another process starts: the mail's lease still runs, so it is left alone.
    await startServerProcess(envFor());
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(smtp.received).toHaveLength(0);
    expect((await notifications()).filter((row) => row.status === "sending")).toHaveLength(1);
    // Ten minutes on: the lease has ended, and the mail is sent at the next look (every 5 s).
    await sql.query("update outbox set lease_until = now() - interval '1 second' where status = 'sending'");
    await smtp.waitFor(1, 15_000);
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual(["Nouveau message de Sender 100\u00a0: Question 100"]);
    await expect.poll(async () => (await notifications()).filter((row) => row.status !== "sent")).toEqual([]);
  }, 90_000);

  it("store a message while the staff's digest is held elsewhere: the form's transaction never waits on it", async () => {
    const a = await startServerProcess(envFor());
    await sendMessage(a, a.origin, 1);
    await smtp.waitFor(1, 30_000);
    // The first notification left and opened the digest: one row every notification writes.
    await expect.poll(async () => (await outboxRows()).filter((row) => row.template === "staff-digest" && row.status === "pending")).toHaveLength(1);
    await sql.query("begin");
    await sql.query("select id from outbox where template = 'staff-digest' and status = 'pending' for update");
    try {
      const answered = await fetch(`${a.origin}/api/contacts`, {
        method: "POST",
        headers: { Origin: a.origin, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Sender 2", email: "sender2@example.org", subject: "Question 2", message: "Hello", language: "en" }),
        signal: AbortSignal.timeout(10_000),
      });
      expect(answered.status).toBe(201);
    } finally {
      await sql.query("rollback");
    }
    // Its notification goes out once the digest's row is free again.
    await smtp.waitFor(2, 30_000);
  });
});
