/**
 * Who gets into the administration: 401 without a session on every admin route, 403 for a change
 * from another site (or without Origin), sessions that end when idle, in all, or at sign-out, and
 * sign-in attempts limited per account and per client.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../shared/schema";
import { apiPaths } from "../../shared/paths";
import { ORIGIN, signIn } from "../helpers/admin";
import { createContact, createMembership } from "../helpers/factories";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";

const ZERO = "00000000-0000-4000-8000-000000000000";
const adminRoutes: [method: "get" | "put" | "post" | "delete", path: string][] = [
  ["get", apiPaths.admin.stats],
  ["get", apiPaths.admin.activity],
  ["get", apiPaths.admin.audit],
  ["get", apiPaths.admin.settings],
  ["put", apiPaths.admin.settings],
  ["get", apiPaths.admin.users],
  ["post", apiPaths.admin.users],
  ["delete", apiPaths.admin.user(ZERO)],
  ["get", apiPaths.admin.memberships],
  ["get", apiPaths.admin.membership(ZERO)],
  ["put", apiPaths.admin.membership(ZERO)],
  // Declared beside the public POST: every other method of the path is the administration's too.
  ["delete", apiPaths.admin.membership(ZERO)],
  ["post", apiPaths.admin.membership(ZERO)],
  ["get", apiPaths.admin.membershipsCsv],
  ["get", apiPaths.admin.contacts],
  ["put", apiPaths.admin.contact(ZERO)],
  ["get", apiPaths.admin.donations],
  ["get", apiPaths.admin.donationsCsv],
  ["post", apiPaths.admin.resendReceipt(ZERO)],
  ["post", apiPaths.admin.resendAttestation(ZERO)],
  ["get", apiPaths.me],
  ["put", apiPaths.password],
];
const changes = adminRoutes.filter(([method]) => method !== "get");

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock = new Date("2026-11-25T09:00:00Z");
const advance = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));
beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => clock, signInLimit: { windowMs: 15 * 60_000, limit: 5 } });
});
afterAll(() => t.close());

describe("signed out", () => {
  it.each(adminRoutes)("%s %s answers 401 in the contract's JSON shape", async (method, path) => {
    const res = await request(t.app)[method](path).set("Origin", ORIGIN).send({}).expect(401);
    expect(res.body).toEqual({ message: "Please sign in" });
  });

  it("answers 401 in French to a French administrator", async () => {
    const res = await request(t.app).get(`${apiPaths.admin.memberships}?lang=fr`).expect(401);
    expect(res.body.message).toBe("Veuillez vous connecter");
  });

  it("shows no member, message or donation to anyone without a session", async () => {
    await createMembership(t.db, { fullName: "Secret Member" });
    await createContact(t.db, { name: "Secret Sender" });
    for (const path of [apiPaths.admin.memberships, apiPaths.admin.contacts, apiPaths.admin.donations, apiPaths.admin.membershipsCsv]) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(401);
      expect(res.text).not.toMatch(/Secret/);
    }
  });
});

describe("requests from another site", () => {
  it.each(changes)("%s %s with a valid session but a foreign Origin answers 403", async (method, path) => {
    const agent = await signIn(t.app);
    const res = await agent[method](path).set("Origin", "https://evil.example").send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Request refused: it comes from another site" });
  });

  it.each(changes)("%s %s with a valid session and no Origin answers 403", async (method, path) => {
    const agent = await signIn(t.app);
    expect((await agent[method](path).send({})).status).toBe(403);
  });

  it("lets the same change through from the site itself", async () => {
    const member = await createMembership(t.db);
    const agent = await signIn(t.app);
    await agent.put(apiPaths.admin.membership(member.id)).set("Origin", ORIGIN).send({ status: "active" }).expect(200);
  });
});

describe("sessions", () => {
  it("never sends a password hash or a session id in a response", async () => {
    const agent = request.agent(t.app);
    const login = await agent.post(apiPaths.login).set("Origin", ORIGIN).send(TEST_ADMIN).expect(200);
    const token = /sid=([^.;]+)/.exec(String(login.headers["set-cookie"]))![1]!;
    const [row] = await t.db.select().from(sessions).limit(1);
    const me = await agent.get(apiPaths.me).expect(200);
    const users = await agent.get(apiPaths.admin.users).expect(200);
    const audit = await agent.get(apiPaths.admin.audit).expect(200);
    // Each answer carries what it is for (the account, the administrators, the audit's page), so the
    // absences below are read in answers that hold the accounts, not in refusals.
    expect(login.body.user).toMatchObject({ username: TEST_ADMIN.username });
    expect(me.body.user).toMatchObject({ username: TEST_ADMIN.username });
    expect((users.body as { users: { username: string }[] }).users.map((user) => user.username)).toContain(TEST_ADMIN.username);
    expect(audit.body).toHaveProperty("items");
    const bodies = [login, me, users, audit].map((r) => r.text);
    for (const body of bodies) {
      expect(body).not.toMatch(/scrypt\$/);
      expect(body).not.toContain(token);
      expect(body).not.toContain(row!.id);
      expect(body).not.toMatch(/password/i);
    }
  });

  it("ends after 30 minutes without use, and lives on while used", async () => {
    const agent = await signIn(t.app);
    for (let i = 0; i < 4; i++) {
      advance(25);
      await agent.get(apiPaths.me).expect(200);
    }
    advance(31);
    await agent.get(apiPaths.me).expect(401);
    await agent.get(apiPaths.admin.stats).expect(401);
  });

  it("ends 12 hours after sign-in, however much it is used", async () => {
    const agent = await signIn(t.app);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      advance(20);
      await agent.get(apiPaths.me).expect(200);
    }
    advance(21);
    await agent.get(apiPaths.me).expect(401);
  });

  it("tells the page when the session will end", async () => {
    const agent = await signIn(t.app);
    const me = await agent.get(apiPaths.me).expect(200);
    expect(Date.parse(me.body.idleExpiresAt) - clock.getTime()).toBe(30 * 60_000);
    expect(Date.parse(me.body.expiresAt) - clock.getTime()).toBe(12 * 60 * 60_000);
  });

  it("ends at sign-out on the server: the old cookie opens nothing any more", async () => {
    const agent = request.agent(t.app);
    const login = await agent.post(apiPaths.login).set("Origin", ORIGIN).send(TEST_ADMIN).expect(200);
    const cookie = String(login.headers["set-cookie"]).split(";")[0]!;
    await request(t.app).get(apiPaths.admin.stats).set("Cookie", cookie).expect(200);
    await agent.post(apiPaths.logout).set("Origin", ORIGIN).expect(200);
    await request(t.app).get(apiPaths.admin.stats).set("Cookie", cookie).expect(401);
  });
});

describe("sign-in limits", () => {
  it("gives one message for a wrong password and an unknown user, in about the same time", async () => {
    const time = async (body: object) => {
      const started = performance.now();
      const res = await request(t.app).post(apiPaths.login).send(body).expect(401);
      return { ms: performance.now() - started, body: res.body };
    };
    const other = { username: "limits-timing", password: "x".repeat(12) };
    await time(other); // warms the decoy hash
    const unknown = await time(other);
    const wrong = await time({ username: TEST_ADMIN.username, password: "wrong password!" });
    expect(unknown.body).toEqual(wrong.body);
    // Both run one scrypt; a user lookup alone would answer in well under a tenth of that.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
    await request(t.app).post(apiPaths.login).send(TEST_ADMIN).expect(200); // clears the account's failures
  });

  it("slows an account's sign-ins from new devices after repeated failures from many clients, and refuses a client past its own limit with Retry-After and a readable message", async () => {
    // The account's limit is five times a client's: 15 here; past it a new device waits 200 ms.
    const app = await createTestApp({ admin: true, now: () => clock, signInLimit: { windowMs: 15 * 60_000, limit: 3, slowDownMs: 200 } });
    const wrong = (address: string) => request(app.app).post(`${apiPaths.login}?lang=fr`).set("X-Forwarded-For", address).send({ ...TEST_ADMIN, password: "wrong password!" });
    try {
      for (let i = 0; i < 15; i++) await wrong(`203.0.113.${i}`).expect(401);
      // Not locked out: the right password from a device the account does not know still signs in.
      await request(app.app).post(apiPaths.login).send(TEST_ADMIN).expect(200);
      for (let i = 0; i < 2; i++) await wrong("203.0.113.0").expect(401);
      const res = await wrong("203.0.113.0").expect(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
      expect(res.body.message).toBe("Trop de tentatives de connexion. Veuillez réessayer dans 15\u00a0minutes.");
      // The window ends: that client may try again.
      clock = new Date(clock.getTime() + 16 * 60_000);
      await request(app.app).post(apiPaths.login).set("X-Forwarded-For", "203.0.113.0").send(TEST_ADMIN).expect(200);
    } finally {
      await app.close();
    }
  });

  it("blocks a client that tries many accounts, without blocking those accounts for others", async () => {
    const app = await createTestApp({ admin: true, now: () => clock, signInLimit: { windowMs: 15 * 60_000, limit: 3 } });
    try {
      // supertest connects from the loopback address: every request here is one client.
      for (let i = 0; i < 3; i++) await request(app.app).post(apiPaths.login).send({ username: `guess${i}`, password: "wrong password!" }).expect(401);
      const res = await request(app.app).post(apiPaths.login).send(TEST_ADMIN).expect(429);
      expect(res.body.message).toMatch(/Too many sign-in attempts/);
      expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    } finally {
      await app.close();
    }
  });
});
