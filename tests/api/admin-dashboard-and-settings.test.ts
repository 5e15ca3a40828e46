import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, users } from "../../shared/schema";
import { apiPaths, withQuery } from "../../shared/paths";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createContact, createDonation, createMembership, createProgram } from "../helpers/factories";
import { createApp } from "../../server/app";
import { defaultNextAgm } from "../../shared/general-assembly";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true, pages: true });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

describe("dashboard", () => {
  it("counts what the database holds: members by status, succeeded donations per currency, messages, programs", async () => {
    for (const status of ["pending", "pending", "active", "inactive"] as const) await createMembership(t.db, { status });
    await createDonation(t.db, { amount: 5_000, currency: "USD", status: "succeeded" });
    await createDonation(t.db, { amount: 1_000, currency: "USD", status: "succeeded" });
    await createDonation(t.db, { amount: 30_000, currency: "XOF", status: "succeeded" });
    await createDonation(t.db, { amount: 99_999, currency: "USD", status: "pending" });
    await createDonation(t.db, { amount: 77_777, currency: "EUR", status: "failed" });
    await createContact(t.db, { status: "new" });
    await createContact(t.db, { status: "read" });
    await createContact(t.db, { status: "replied" });
    await createProgram(t.db, { published: true });
    await createProgram(t.db, { published: false });

    const res = await admin.get(apiPaths.admin.stats).expect(200);
    expect(res.body).toEqual({
      members: { total: 4, pending: 2, active: 1, inactive: 1 },
      donations: {
        count: 3,
        totals: [
          { currency: "USD", count: 2, amount: 6_000 },
          { currency: "XOF", count: 1, amount: 30_000 },
        ],
        pending: 1,
      },
      messages: { total: 3, new: 1 },
      programs: { published: 1, total: 2 },
      // Nothing paid twice: nothing to refund (docs/decisions/016-paid-twice-refunds-and-voids.md).
      toRefund: { count: 0, totals: [] },
    });
  });

  it("lists the latest applications, donations and messages together, newest first", async () => {
    await createMembership(t.db, { fullName: "Newest Applicant", createdAt: new Date("2030-01-01T00:00:02Z") });
    await createContact(t.db, { name: "Newest Sender", subject: "Hello", createdAt: new Date("2030-01-01T00:00:01Z") });
    await createDonation(t.db, { email: "newest@example.org", createdAt: new Date("2030-01-01T00:00:00Z") });
    const res = await admin.get(apiPaths.admin.activity).expect(200);
    expect(res.body.items.slice(0, 3)).toEqual([
      expect.objectContaining({ kind: "membership", name: "Newest Applicant", status: "pending", category: "adherent_individual" }),
      expect.objectContaining({ kind: "contact", name: "Newest Sender", subject: "Hello", status: "new" }),
      expect.objectContaining({ kind: "donation", email: "newest@example.org", amount: 5_000, currency: "USD" }),
    ]);
    expect(res.body.items.length).toBeLessThanOrEqual(10);
  });

  it("lists the administrators' changes, newest first: who, what, which fields", async () => {
    const member = await createMembership(t.db, { fullName: "Audited" });
    await admin.put(apiPaths.admin.membership(member.id)).set("Origin", ORIGIN).send({ status: "active" }).expect(200);
    const res = await admin.get(withQuery(apiPaths.admin.audit, { pageSize: 5 })).expect(200);
    expect(res.body.items[0]).toMatchObject({
      username: TEST_ADMIN.username,
      action: "membership.approve",
      entity: "membership",
      entityId: member.id,
      label: "Audited",
      changes: { status: { from: "pending", to: "active" } },
      createdAt: expect.any(String),
    });
  });
});

describe("settings", () => {
  it("has the contract's dues, as next AGM the next January (never a past one), and a grace period of 30 days until changed", async () => {
    const res = await admin.get(apiPaths.admin.settings).expect(200);
    expect(res.body).toEqual({
      dues: { adherent_individual: 12_000, adherent_organization: 120_000, patron: 500_000 },
      nextAgm: defaultNextAgm(new Date()),
      graceDays: 30,
      nextYearFrom: "10-01",
    });
    // The app's clock decides: late in the year, the next January; in January, this one.
    const at = (iso: string) => createApp({ database: t.database, env: t.env, sessionSecret: "x".repeat(32), now: () => new Date(iso) });
    expect((await request(at("2026-11-25T10:00:00Z")).get(apiPaths.siteSettings).expect(200)).body.nextAgm).toBe("2027-01");
    expect((await request(at("2027-01-20T10:00:00Z")).get(apiPaths.siteSettings).expect(200)).body.nextAgm).toBe("2027-01");
    expect((await request(at("2027-02-01T10:00:00Z")).get(apiPaths.siteSettings).expect(200)).body.nextAgm).toBe("2028-01");
  });

  it("changes the dues and the next AGM, and records the change", async () => {
    const res = await admin
      .put(apiPaths.admin.settings)
      .set("Origin", ORIGIN)
      .send({ dues: { adherent_individual: 15_000, adherent_organization: 150_000, patron: 600_000 }, nextAgm: "2027-01-16" })
      .expect(200);
    expect(res.body.nextAgm).toBe("2027-01-16");
    expect((await admin.get(apiPaths.admin.settings)).body.dues.adherent_individual).toBe(15_000);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(entry?.changes).toMatchObject({
      "dues.adherent_individual": { from: 12_000, to: 15_000 },
      nextAgm: { from: defaultNextAgm(new Date()), to: "2027-01-16" },
    });
  });

  it("charges new applications the new dues while existing ones keep theirs", async () => {
    const before = await request(t.app)
      .post(apiPaths.memberships)
      .send({ fullName: "Before", email: "before@example.org", country: "Benin", category: "adherent_individual", consent: true, language: "en" })
      .expect(201);
    await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ dues: { adherent_individual: 20_000, adherent_organization: 150_000, patron: 600_000 } }).expect(200);
    const after = await request(t.app)
      .post(apiPaths.memberships)
      .send({ fullName: "After", email: "after@example.org", country: "Benin", category: "adherent_individual", consent: true, language: "en" })
      .expect(201);
    expect(after.body.membership.duesAmount).toBe(20_000);
    const list = await admin.get(withQuery(apiPaths.admin.memberships, { q: "before@example.org" })).expect(200);
    expect(list.body.items[0].duesAmount).toBe(before.body.membership.duesAmount);
  });

  it("holds patrons to the minimum in force, and the public pages show the settings", async () => {
    await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ dues: { adherent_individual: 12_000, adherent_organization: 120_000, patron: 400_000 }, nextAgm: "2027-01-16" }).expect(200);
    const patron = { fullName: "Patron", email: "patron@example.org", country: "Benin", category: "patron", consent: true, language: "fr" };
    const low = await request(t.app).post(`${apiPaths.memberships}?lang=fr`).send({ ...patron, contributionAmount: 300_000 }).expect(400);
    expect(fieldWords(low.body.errors)).toEqual([{ path: "contributionAmount", message: "Les bienfaiteurs versent au moins 400\u00a0000\u00a0FCFA par an" }]);
    const ok = await request(t.app).post(apiPaths.memberships).send({ ...patron, contributionAmount: 450_000 }).expect(201);
    expect(ok.body.membership.duesAmount).toBe(450_000);
    expect((await request(t.app).get(apiPaths.siteSettings).expect(200)).body.nextAgm).toBe("2027-01-16");
    const statutes = await request(t.app).get("/fr/statutes").expect(200);
    expect(statutes.text).toContain("Prochaine AG\u00a0: 16 janvier 2027");
    const join = await request(t.app).get("/join").expect(200);
    expect(join.text).toContain("From 400,000\u00a0FCFA");
    expect(join.text).toContain("Next AGM: January 16, 2027.");
  });

  it("refuses dues below the least amount that can be charged, and a date that is not one", async () => {
    const res = await admin
      .put(`${apiPaths.admin.settings}?lang=fr`)
      .set("Origin", ORIGIN)
      .send({ dues: { adherent_individual: 0, adherent_organization: 150_000, patron: 600_000 }, nextAgm: "2027-02-30" })
      .expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["dues.adherent_individual", "nextAgm"]);
    expect(res.body.errors.find((e: { path: string }) => e.path === "nextAgm").message).toBe("Indiquez un mois (AAAA-MM) ou un jour (AAAA-MM-JJ)");
  });

  it("changes the grace period after January 5th within 0 to 120 days, and records it", async () => {
    for (const graceDays of [-1, 121, 2.5, "30"]) {
      const bad = await admin.put(`${apiPaths.admin.settings}?lang=fr`).set("Origin", ORIGIN).send({ graceDays }).expect(400);
      expect(fieldWords(bad.body.errors)).toEqual([{ path: "graceDays", message: "Indiquez un nombre entier de jours, de 0 à 120" }]);
    }
    const res = await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ graceDays: 45 }).expect(200);
    expect(res.body.graceDays).toBe(45);
    expect((await admin.get(apiPaths.admin.settings)).body.graceDays).toBe(45);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(entries.map((entry) => entry.changes)).toContainEqual({ graceDays: { from: 30, to: 45 } });
  });
});

describe("administrators", () => {
  it("lists the administrators without their password hashes", async () => {
    const res = await admin.get(apiPaths.admin.users).expect(200);
    expect(res.body.users).toEqual([{ id: expect.any(String), username: TEST_ADMIN.username, role: "full", createdAt: expect.any(String) }]);
  });

  it("adds one (a password of at least 12 characters, no other rule), who can then sign in; a taken name is 409", async () => {
    const short = await admin.post(apiPaths.admin.users).set("Origin", ORIGIN).send({ username: "treasurer", password: "short" }).expect(400);
    expect(fieldWords(short.body.errors)).toEqual([{ path: "password", message: "String must contain at least 12 character(s)" }]);
    await admin.post(apiPaths.admin.users).set("Origin", ORIGIN).send({ username: "treasurer", password: "all lowercase words" }).expect(201);
    await signIn(t.app, { username: "treasurer", password: "all lowercase words" });
    const taken = await admin.post(apiPaths.admin.users).set("Origin", ORIGIN).send({ username: "treasurer", password: "another long one" }).expect(409);
    expect(taken.body.message).toBe("An administrator with this username already exists");
  });

  it("removes one (their sessions end), never the last one", async () => {
    const treasurer = await signIn(t.app, { username: "treasurer", password: "all lowercase words" });
    const [row] = await t.db.select().from(users).where(eq(users.username, "treasurer"));
    await admin.delete(apiPaths.admin.user(row!.id)).set("Origin", ORIGIN).expect(200);
    await treasurer.get(apiPaths.me).expect(401);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, "admin.remove"))).map((e) => e.label)).toEqual(["treasurer"]);
    const [me] = await t.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
    const last = await admin.delete(apiPaths.admin.user(me!.id)).set("Origin", ORIGIN).expect(409);
    expect(last.body.message).toBe("The last administrator with full rights cannot be removed");
  });

  it("removes oneself: that session ends, its cookie is cleared, and the log names who did it", async () => {
    await admin.post(apiPaths.admin.users).set("Origin", ORIGIN).send({ username: "secretary", password: "a long enough phrase" }).expect(201);
    const secretary = await signIn(t.app, { username: "secretary", password: "a long enough phrase" });
    const [row] = await t.db.select().from(users).where(eq(users.username, "secretary"));
    const res = await secretary.delete(apiPaths.admin.user(row!.id)).set("Origin", ORIGIN).expect(200);
    expect(String(res.headers["set-cookie"])).toMatch(/^sid=;.*Max-Age=0/);
    await secretary.get(apiPaths.me).expect(401);
    const removal = (await t.db.select().from(auditLog).where(eq(auditLog.action, "admin.remove"))).find((e) => e.label === "secretary");
    // The account is gone: the entry keeps who removed it by name.
    expect(removal).toMatchObject({ username: "secretary", userId: null, entityId: row!.id });
    await admin.get(apiPaths.me).expect(200);
  });
});

describe("changing one's password", () => {
  it("needs the current one, ends the other sessions, keeps this one, and the new one signs in", async () => {
    const app = await createTestApp({ admin: true });
    try {
      const here = await signIn(app.app);
      const elsewhere = await signIn(app.app);
      const wrong = await here.put(`${apiPaths.password}?lang=fr`).set("Origin", ORIGIN).send({ currentPassword: "not it at all", newPassword: "a brand new passphrase" }).expect(400);
      expect(fieldWords(wrong.body.errors)).toEqual([{ path: "currentPassword", message: "Le mot de passe actuel n’est pas correct" }]);
      const short = await here.put(apiPaths.password).set("Origin", ORIGIN).send({ currentPassword: TEST_ADMIN.password, newPassword: "too short" }).expect(400);
      expect(short.body.errors[0].path).toBe("newPassword");
      await here.put(apiPaths.password).set("Origin", ORIGIN).send({ currentPassword: TEST_ADMIN.password, newPassword: "a brand new passphrase" }).expect(200);
      await here.get(apiPaths.me).expect(200);
      await elsewhere.get(apiPaths.me).expect(401);
      expect(await app.db.select().from(sessions)).toHaveLength(1);
      await request(app.app).post(apiPaths.login).send(TEST_ADMIN).expect(401);
      await signIn(app.app, { username: TEST_ADMIN.username, password: "a brand new passphrase" });
    } finally {
      await app.close();
    }
  });
});
