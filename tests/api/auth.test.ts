import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../shared/schema";
import { oldSessionCookie } from "../helpers/old-tokens";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";
import { bootstrapAdmin } from "../../server/auth/users";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ admin: true, signInLimit: { windowMs: 60_000, limit: 1000 } });
});
afterAll(() => t.close());

const ORIGIN = "http://localhost:5000";
const login = (agent: ReturnType<typeof request.agent>, password = TEST_ADMIN.password) =>
  agent.post("/api/auth/login").set("Origin", ORIGIN).send({ username: TEST_ADMIN.username, password });

describe("sign-in", () => {
  it("keeps only a scrypt hash of the password", async () => {
    const [user] = await t.db.select().from(users);
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain(TEST_ADMIN.password);
  });

  it("refuses a wrong password and an unknown user with the same 401", async () => {
    const wrong = await login(request.agent(t.app), "wrong password!").expect(401);
    expect(wrong.body).toEqual({ message: "Incorrect username or password" });
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const unknown = await request(t.app)
      .post("/api/auth/login")
      .send({ username: "nobody", password: TEST_ADMIN.password })
      .expect(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("signs the administrator in with an HttpOnly, SameSite=Lax cookie; /me names them", async () => {
    const agent = request.agent(t.app);
    await agent.get("/api/auth/me").expect(401);
    const res = await login(agent).expect(200);
    expect(res.body.user.username).toBe(TEST_ADMIN.username);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // not in production
    const me = await agent.get("/api/auth/me").expect(200);
    expect(me.body).toEqual({
      user: { id: expect.any(String), username: TEST_ADMIN.username, role: "full" },
      idleExpiresAt: expect.any(String),
      expiresAt: expect.any(String),
      // The test's administrator was made without an address: the admin will ask for one.
      emailMissing: true,
    });
  });

  it("gives a new session at each sign-in and destroys it at sign-out", async () => {
    const agent = request.agent(t.app);
    const first = String((await login(agent).expect(200)).headers["set-cookie"]);
    const second = String((await login(agent).expect(200)).headers["set-cookie"]);
    expect(first.split(";")[0]).not.toBe(second.split(";")[0]);
    const before = (await t.db.select().from(sessions)).length;
    await agent.post("/api/auth/logout").set("Origin", ORIGIN).expect(200);
    expect((await t.db.select().from(sessions)).length).toBe(before - 1);
    await agent.get("/api/auth/me").expect(401);
  });

  it("refuses a forged or tampered cookie", async () => {
    await request(t.app).get("/api/auth/me").set("Cookie", "sid=abc.def").expect(401);
    const agent = request.agent(t.app);
    const cookie = String((await login(agent).expect(200)).headers["set-cookie"]).split(";")[0]!;
    const [token] = cookie.slice(4).split(".");
    await request(t.app).get("/api/auth/me").set("Cookie", `sid=${token}.forged`).expect(401);
  });

  it("still opens a session whose cookie was set before the signed-token helper, and ends it at sign-out", async () => {
    const cookie = String((await login(request.agent(t.app)).expect(200)).headers["set-cookie"]).split(";")[0]!;
    const [token] = cookie.slice(4).split(".");
    const old = `sid=${oldSessionCookie("test-secret-test-secret-test-secret-0123", token!)}`;
    expect((await request(t.app).get("/api/auth/me").set("Cookie", old).expect(200)).body.user.username).toBe(TEST_ADMIN.username);
    await request(t.app).post("/api/auth/logout").set("Origin", ORIGIN).set("Cookie", old).expect(200);
    await request(t.app).get("/api/auth/me").set("Cookie", cookie).expect(401);
  });

  it("refuses state-changing requests from another site with 403", async () => {
    const agent = request.agent(t.app);
    await login(agent).expect(200);
    const res = await agent.post("/api/auth/logout").set("Origin", "https://evil.example").expect(403);
    expect(res.body.message).toMatch(/another site/);
    await agent.get("/api/auth/me").expect(200);
    await request(t.app)
      .post("/api/auth/login")
      .set("Sec-Fetch-Site", "cross-site")
      .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })
      .expect(403);
  });

  it("validates the sign-in body", async () => {
    const res = await request(t.app).post("/api/auth/login").send({ username: "admin" }).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "password", message: "Required" }]);
  });

  it("rate-limits failed sign-in attempts with 429 and Retry-After", async () => {
    const limited = await createTestApp({ admin: true, signInLimit: { windowMs: 60_000, limit: 3 } });
    try {
      for (let i = 0; i < 3; i++) await login(request.agent(limited.app), "wrong password!").expect(401);
      const res = await login(request.agent(limited.app)).expect(429);
      expect(res.headers["retry-after"]).toMatch(/^\d+$/);
      expect(res.body.message).toMatch(/Too many sign-in attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe("bootstrap administrator", () => {
  it("is created from ADMIN_USERNAME/ADMIN_PASSWORD only when no user exists", async () => {
    const fresh = await createTestApp();
    try {
      expect(await bootstrapAdmin(fresh.db, "founder", "a long password")).toMatchObject({ username: "founder" });
      expect(await bootstrapAdmin(fresh.db, "other", "another password")).toBeNull();
      await request(fresh.app)
        .post("/api/auth/login")
        .send({ username: "founder", password: "a long password" })
        .expect(200);
    } finally {
      await fresh.close();
    }
  });
});

describe("activity in the admin", () => {
  let clock = new Date("2026-11-25T09:00:00Z");
  const advance = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));
  let timed: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    timed = await createTestApp({ admin: true, now: () => clock, signInLimit: { windowMs: 60_000, limit: 1000 } });
  });
  afterAll(() => timed.close());

  const signedIn = async () => {
    const agent = request.agent(timed.app);
    await agent.post("/api/auth/login").set("Origin", ORIGIN).send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
    return agent;
  };

  it("keeps the session alive while the person types, and answers when it will end", async () => {
    const agent = await signedIn();
    for (let i = 0; i < 3; i++) {
      advance(25);
      const res = await agent.post("/api/auth/activity").set("Origin", ORIGIN).expect(200);
      expect(res.body.user.username).toBe(TEST_ADMIN.username);
      expect(Date.parse(res.body.idleExpiresAt) - clock.getTime()).toBe(30 * 60_000);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    advance(31);
    await agent.post("/api/auth/activity").set("Origin", ORIGIN).expect(401);
    await agent.get("/api/auth/me").expect(401);
  });

  it("never keeps a session past its 12 hours", async () => {
    const agent = await signedIn();
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      advance(20);
      await agent.post("/api/auth/activity").set("Origin", ORIGIN).expect(200);
    }
    const last = await agent.post("/api/auth/activity").set("Origin", ORIGIN).expect(200);
    expect(Date.parse(last.body.idleExpiresAt)).toBe(Date.parse(last.body.expiresAt));
    advance(21);
    await agent.post("/api/auth/activity").set("Origin", ORIGIN).expect(401);
  });

  it("is refused without a session, and from another site", async () => {
    await request(timed.app).post("/api/auth/activity").set("Origin", ORIGIN).expect(401);
    const agent = await signedIn();
    await agent.post("/api/auth/activity").set("Origin", "https://evil.example").expect(403);
    await agent.post("/api/auth/activity").expect(403);
  });
});
