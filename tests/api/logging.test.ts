/**
 * The log as an operator reads it: JSON lines, each with the id of the request it belongs to (the
 * id the client got in X-Request-Id, and a visitor sees on the error page) — and nothing a visitor
 * or an administrator typed or holds: passwords, usernames typed at sign-in, session cookies,
 * payment client secrets, bearer tokens, e-mails, names, message bodies, even when a failing query
 * carried them.
 */
import request from "supertest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "../../server/auth/users";
import { captureLog, type LogLine } from "../helpers/captured-log";
import { createTestApp } from "../helpers/test-app";

const ADMIN = { username: "kofi.mensah.q7", password: "Right-Pa55word-Okapi-2" };
const WRONG_PASSWORD = "Wrong-Pa55word-Zebra-1";
const TYPED_USERNAME = "typed.username.x9";
const BEARER = "tok_9f8e7d6c5b4a3f2e1d";
const contact = {
  name: "Adjoa Quaye-Secretname",
  email: "adjoa.quaye.7f3@example.org",
  subject: "Subject line 7f3",
  message: "A private message body 7f3 that must never be logged",
  language: "en",
};
const member = {
  fullName: "Yao Fullname-Hidden",
  email: "yao.member.c41@example.org",
  country: "Togo",
  category: "adherent_individual",
  consent: true,
  language: "en",
};

const log = captureLog();
let t: Awaited<ReturnType<typeof createTestApp>>;
/** Everything sent that must not be in the log; filled as the test goes. */
const secrets = new Set<string>([
  ADMIN.username,
  ADMIN.password,
  WRONG_PASSWORD,
  TYPED_USERNAME,
  BEARER,
  ...Object.values(contact).filter((v) => v.length > 8),
  member.fullName,
  member.email,
  "kossi.member.d52@example.org",
]);

beforeAll(async () => {
  t = await createTestApp({ pages: true, formLimit: { windowMs: 60_000, limit: 1000 }, logger: log.logger });
  await upsertAdmin(t.db, ADMIN.username, ADMIN.password);
});
afterAll(() => t.close());

const linesOf = (requestId: string) => log.entries().filter((line) => line.requestId === requestId);
const idOf = (res: request.Response) => res.headers["x-request-id"] as string;
const only = (lines: LogLine[], event: string) => lines.filter((line) => line.event === event);

describe("the log", () => {
  let cookie = "";

  it("records sign-in decisions by outcome, user id and address, never what was typed", async () => {
    const unknown = await request(t.app).post("/api/auth/login").send({ username: TYPED_USERNAME, password: WRONG_PASSWORD }).expect(401);
    expect(only(linesOf(idOf(unknown)), "sign-in")).toEqual([expect.objectContaining({ level: "warn", outcome: "failed", ip: expect.any(String) })]);
    const wrong = await request(t.app).post("/api/auth/login").send({ username: ADMIN.username, password: WRONG_PASSWORD }).expect(401);
    expect(only(linesOf(idOf(wrong)), "sign-in")).toEqual([expect.objectContaining({ outcome: "failed" })]);

    const right = await request(t.app).post("/api/auth/login").send(ADMIN).expect(200);
    cookie = String(right.headers["set-cookie"]).split(";")[0]!;
    const value = cookie.slice(cookie.indexOf("=") + 1);
    secrets.add(value).add(value.split(".")[0]!).add(value.split(".")[1]!);
    expect(only(linesOf(idOf(right)), "sign-in")).toEqual([
      expect.objectContaining({ level: "info", outcome: "succeeded", userId: right.body.user.id }),
    ]);
  });

  it("records refused admin access with its reason and path, and lets a signed-in administrator through", async () => {
    const none = await request(t.app).get("/api/contacts").expect(401);
    expect(only(linesOf(idOf(none)), "access-refused")).toEqual([
      expect.objectContaining({ level: "warn", reason: "no session", path: "/api/contacts", method: "GET" }),
    ]);
    const forged = await request(t.app).get("/api/admin/stats").set("Cookie", "sid=forged-token-5e6f.forged-mac-7a8b").expect(401);
    secrets.add("forged-token-5e6f").add("forged-mac-7a8b");
    expect(only(linesOf(idOf(forged)), "access-refused")).toEqual([
      expect.objectContaining({ reason: expect.stringContaining("session"), path: "/api/admin/stats" }),
    ]);
    const foreign = await request(t.app).put("/api/admin/settings").set("Cookie", cookie).set("Origin", "https://evil.example").send({}).expect(403);
    expect(only(linesOf(idOf(foreign)), "access-refused")).toEqual([expect.objectContaining({ path: "/api/admin/settings", origin: "https://evil.example" })]);

    const allowed = await request(t.app)
      .get("/api/contacts")
      .set("Cookie", `lang=en; ${cookie}`)
      .set("Authorization", `Bearer ${BEARER}`)
      .expect(200);
    expect(only(linesOf(idOf(allowed)), "access-refused")).toEqual([]);
  });

  it("logs a form's submission by its path and status only", async () => {
    const res = await request(t.app).post("/api/contacts").set("Authorization", `Bearer ${BEARER}`).send(contact).expect(201);
    expect(linesOf(idOf(res))).toEqual([expect.objectContaining({ msg: "request", method: "POST", path: "/api/contacts", status: 201, ms: expect.any(Number) })]);

    const applied = await request(t.app).post("/api/memberships").send(member).expect(201);
    const clientSecret = applied.body.clientSecret as string;
    secrets.add(clientSecret).add(clientSecret.split("_secret_")[1]!);
    const status = await request(t.app).get(`/api/payments/${applied.body.paymentIntentId}`).query({ client_secret: clientSecret, email: member.email }).expect(200);
    // The query string (a client secret, an e-mail) never reaches the log: the path does.
    expect(linesOf(idOf(status))).toEqual([expect.objectContaining({ path: `/api/payments/${applied.body.paymentIntentId}` })]);
    await request(t.app).post(`/api/payments/${applied.body.paymentIntentId}/test-confirm`).send({ clientSecret }).expect(200);
  });

  it("logs a failing query by its code and statement, never its values, its message's values or its detail", async () => {
    // A database function that refuses the row, naming its values in every field it can.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_contact() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        RAISE EXCEPTION USING ERRCODE = 'XX000', MESSAGE = 'refused ' || NEW.email || ' ' || NEW.message,
          DETAIL = 'Key (email)=(' || NEW.email || ') from ' || NEW.name, HINT = NEW.subject;
      END $$`),
    );
    await t.db.execute(sql.raw(`CREATE TRIGGER refuse_contact BEFORE INSERT ON contacts FOR EACH ROW EXECUTE FUNCTION refuse_contact()`));
    // PostgreSQL's own message quoting the value: invalid input syntax for type integer: "yao…".
    await t.db.execute(sql.raw(`CREATE FUNCTION cast_member() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM NEW.email::integer; RETURN NEW; END $$`));
    await t.db.execute(sql.raw(`CREATE TRIGGER cast_member BEFORE INSERT ON memberships FOR EACH ROW EXECUTE FUNCTION cast_member()`));
    try {
      const refused = await request(t.app).post("/api/contacts").send(contact).expect(500);
      const failed = linesOf(idOf(refused)).find((line) => line.level === "error");
      expect(failed).toMatchObject({ msg: "request failed", err: { type: "DrizzleQueryError", sql: expect.stringContaining('insert into "contacts"'), cause: { code: "XX000" } } });

      // Another address: the first one paid its year above, and a member paid up is not charged again.
      const cast = await request(t.app).post("/api/memberships").send({ ...member, email: "kossi.member.d52@example.org" }).expect(500);
      const castFailed = linesOf(idOf(cast)).find((line) => line.level === "error");
      expect(castFailed).toMatchObject({ err: { cause: { code: "22P02", message: expect.stringContaining("invalid input syntax for type integer") } } });
    } finally {
      await t.db.execute(sql.raw(`DROP TRIGGER refuse_contact ON contacts`));
      await t.db.execute(sql.raw(`DROP TRIGGER cast_member ON memberships`));
    }
  });

  it("shows the request's id on the error page, in both languages, and in the API's X-Request-Id", async () => {
    await t.db.execute(sql.raw(`ALTER TABLE programs RENAME TO programs_away`));
    try {
      for (const [path, reference] of [
        ["/programs", "Reference: "],
        ["/fr/programs", "Référence\u00a0: "],
      ] as const) {
        const page = await request(t.app).get(path).expect(500);
        const id = idOf(page);
        expect(id).toMatch(/^[0-9a-f]{16}$/);
        expect(page.text).toContain(`${reference}<code>${id}</code>`);
        expect(linesOf(id)).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ level: "error", msg: "page failed", err: expect.objectContaining({ cause: expect.objectContaining({ code: "42P01", message: 'relation "programs" does not exist' }) }) }),
            expect.objectContaining({ msg: "request", path, status: 500 }),
          ]),
        );
      }
      const api = await request(t.app).get("/api/programs").expect(500);
      expect(linesOf(idOf(api))).toEqual(expect.arrayContaining([expect.objectContaining({ level: "error", msg: "request failed" })]));
    } finally {
      await t.db.execute(sql.raw(`ALTER TABLE programs_away RENAME TO programs`));
    }
  });

  it("takes a proxy's request id when it looks like one, and makes its own otherwise", async () => {
    const kept = await request(t.app).get("/api/health").set("X-Request-Id", "edge-4f2a9c1b.77").expect(200);
    expect(idOf(kept)).toBe("edge-4f2a9c1b.77");
    expect(linesOf("edge-4f2a9c1b.77")).toHaveLength(1);
    for (const bad of ["short", "has spaces in it", "x".repeat(65), "ama@example.org-1234"]) {
      const res = await request(t.app).get("/api/health").set("X-Request-Id", bad).expect(200);
      expect(idOf(res)).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it("holds only JSON lines with a request id, and none of what was sent", () => {
    const text = log.text();
    const entries = log.entries();
    expect(entries.length).toBeGreaterThan(20);
    for (const line of entries) expect(line.requestId, JSON.stringify(line)).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    for (const secret of secrets) expect(text, `the log holds ${secret}`).not.toContain(secret);
    // Nothing shaped like an e-mail address either, nor a session cookie's header.
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(text.toLowerCase()).not.toContain("sid=");
    expect(text).not.toContain("_secret_");
  });
});
