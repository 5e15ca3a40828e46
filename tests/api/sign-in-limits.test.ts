/**
 * Wrong passwords are limited without letting a stranger lock the staff out: per client (an IPv6
 * client by its /64), per account well above that, a device that signed in before kept out of
 * both, and the current password of a change counted with sign-in's.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/paths";
import { outbox } from "../../shared/schema";
import { renderMail } from "../../server/mail/templates";
import { ORIGIN, signIn } from "../helpers/admin";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
const clock = new Date("2026-11-25T09:00:00Z");
// Three wrong passwords per client and 15 minutes (nine per IPv6 /48); the account's own limit is
// five times that, past which a new device's check waits SLOW_MS.
const SLOW_MS = 1_500;
beforeEach(async () => {
  t = await createTestApp({ admin: true, now: () => clock, signInLimit: { windowMs: 15 * 60_000, limit: 3, slowDownMs: SLOW_MS } });
});
afterEach(() => t.close());

const WRONG = { ...TEST_ADMIN, password: "wrong password!" };
/** supertest connects from the loopback address, a proxy this server trusts: X-Forwarded-For says who the client is. */
const from = (address: string, body: object, lang = "en") =>
  request(t.app).post(`${apiPaths.login}?lang=${lang}`).set("X-Forwarded-For", address).send(body);

describe("sign-in limits", () => {
  it("blocks one address after its limit, not the account: the staff elsewhere still sign in", async () => {
    for (let i = 0; i < 3; i++) await from("198.51.100.7", WRONG).expect(401);
    const blocked = await from("198.51.100.7", TEST_ADMIN).expect(429);
    expect(blocked.headers["retry-after"]).toMatch(/^\d+$/);
    await from("203.0.113.20", TEST_ADMIN).expect(200);
  });

  it("never locks the account out of a new device: past five times a client's limit, its password is checked after a wait", { timeout: 30_000 }, async () => {
    const timed = async (address: string, body: object, status: number) => {
      const started = performance.now();
      await from(address, body).expect(status);
      return performance.now() - started;
    };
    for (let i = 0; i < 14; i++) await from(`203.0.113.${i}`, WRONG).expect(401);
    await from("192.0.2.1", TEST_ADMIN).expect(200); // 14 < 15: at once (and the count starts again)
    // Fifty wrong passwords' worth from five addresses, again and again: a new device still signs in with the right one.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 15; i++) await from(`203.0.113.${i + 100 + round * 20}`, WRONG).expect(401);
      // A stranger's guess waits as long, and is still counted against their own address.
      expect(await timed(`198.51.100.${50 + round}`, WRONG, 401)).toBeGreaterThanOrEqual(SLOW_MS - 5);
      expect(await timed(`192.0.2.${2 + round}`, TEST_ADMIN, 200)).toBeGreaterThanOrEqual(SLOW_MS - 5);
    }
  });

  it("lets a device that signed in before in while strangers keep the account blocked, even behind the same address", async () => {
    const staff = await signIn(t.app); // remembered: a signed cookie for this account
    await staff.post(apiPaths.logout).set("Origin", ORIGIN).expect(200);
    for (let i = 0; i < 3; i++) await from("127.0.0.1", WRONG).expect(401);
    for (let i = 0; i < 12; i++) await from(`203.0.113.${i}`, WRONG).expect(401);
    await request(t.app).post(apiPaths.login).send(TEST_ADMIN).expect(429); // a new client, the staff's address
    await staff.post(apiPaths.login).set("Origin", ORIGIN).send(TEST_ADMIN).expect(200);
    // A cookie copied to another account, or altered, remembers nothing.
    const cookie = String((await staff.post(apiPaths.login).set("Origin", ORIGIN).send(TEST_ADMIN).expect(200)).headers["set-cookie"]);
    const device = /device=([^;]+)/.exec(cookie)![1]!;
    const forged = device.slice(0, -2) + (device.endsWith("AA") ? "BB" : "AA");
    await request(t.app).post(apiPaths.login).set("Cookie", `device=${forged}`).send(TEST_ADMIN).expect(429);
  });

  it("tells the staff by mail when an account gets a client's worth of wrong passwords, once a window, never for a made-up name", async () => {
    const warnings = () => t.db.select().from(outbox).where(eq(outbox.template, "staff-sign-in-failures"));
    for (let i = 0; i < 2; i++) await from(`203.0.113.${i}`, WRONG).expect(401);
    expect(await warnings()).toEqual([]);
    for (let i = 2; i < 9; i++) await from(`203.0.113.${i}`, WRONG).expect(401);
    for (let i = 0; i < 5; i++) await from(`198.51.100.${i}`, { username: "nobody-here", password: "wrong password!" }).expect(401);
    const [mail, ...more] = await warnings();
    expect(more).toEqual([]);
    // To the site's contact address (no other is set), in the staff's language (French until set).
    expect(mail).toMatchObject({ recipients: ["hello@test-foundation.org"], language: "fr", status: "pending" });
    const rendered = renderMail(mail!.template, mail!.data, mail!.language, { siteName: "Test Foundation", contactEmail: "hello@test-foundation.org", publicUrl: "https://example.org" });
    expect(rendered.subject).toBe(`Mots de passe erronés répétés pour l’administrateur «\u00a0${TEST_ADMIN.username}\u00a0»`);
    expect(rendered.text).toContain(`3\u00a0mots de passe erronés ont été donnés pour l’administrateur «\u00a0${TEST_ADMIN.username}\u00a0» en 15\u00a0minutes`);
    expect(rendered.text).toContain("https://example.org/fr/admin?tab=settings");
    expect(rendered.text).not.toContain(WRONG.password);
    expect(renderMail(mail!.template, mail!.data, "en", { siteName: "Test Foundation", contactEmail: "hello@test-foundation.org", publicUrl: "https://example.org" }).subject).toBe(
      `Repeated wrong passwords for the administrator “${TEST_ADMIN.username}”`,
    );
  });

  it("counts an IPv6 client by its /64: another address of the same subscriber is the same client", async () => {
    for (const host of ["a", "b", "c"]) await from(`2001:db8:7:42::${host}`, WRONG).expect(401);
    await from("2001:db8:7:42:ffff:1:2:3", TEST_ADMIN).expect(429);
    await from("2001:db8:7:43::1", TEST_ADMIN).expect(200);
  });

  it("counts an IPv6 client's /48 as well: walking through its /64s buys no more than three clients' guesses", async () => {
    // Nine /64s of one /48, each under its own limit.
    for (let subnet = 0; subnet < 9; subnet++) await from(`2001:db8:5:${subnet.toString(16)}::1`, WRONG).expect(401);
    const res = await from("2001:db8:5:ff::1", TEST_ADMIN, "fr").expect(429);
    expect(res.body.message).toMatch(/Trop de tentatives/);
    await from("2001:db8:6:ff::1", TEST_ADMIN).expect(200);
  });
});

describe("PUT /api/auth/password", () => {
  const change = (agent: Awaited<ReturnType<typeof signIn>>, currentPassword: string) =>
    agent.put(apiPaths.password).set("Origin", ORIGIN).send({ currentPassword, newPassword: "a brand new password" });

  it("counts wrong current passwords with sign-in's: past the limit, 429 even with the right one", async () => {
    const agent = await signIn(t.app);
    for (let i = 0; i < 3; i++) await change(agent, "a wrong guess!").expect(400);
    const res = await change(agent, TEST_ADMIN.password).expect(429);
    expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    expect(res.body.message).toMatch(/Too many sign-in attempts/);
  });

  it("shares the client's count with sign-in", async () => {
    const agent = await signIn(t.app);
    for (let i = 0; i < 2; i++) await request(t.app).post(apiPaths.login).send(WRONG).expect(401);
    await change(agent, "a wrong guess!").expect(400);
    await request(t.app).post(apiPaths.login).send(TEST_ADMIN).expect(429);
  });
});
