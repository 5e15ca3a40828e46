/**
 * The administrators' one-time links (docs/decisions/026-account-links.md): "Forgot your
 * password?" — the same answer for any name or address, a mail only to an account's own address,
 * limited per client and per account, a link that works once, for an hour, and ends the account's
 * sessions — and invitations by mail — the invitee chooses their password, an invitation expires
 * and can be withdrawn. Every step in the audit list. Mails go to a real SMTP server started here.
 */
import type { ParsedMail } from "mailparser";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, passwordResets, rateLimits, users } from "../../shared/schema";
import { smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail } from "../../server/mail/outbox";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createUser } from "../helpers/factories";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;
let admin: Agent;
let smtp: TestSmtp;
let mailer: Mailer;
let now = new Date("2026-06-15T10:00:00Z");
const MINUTE = 60_000;
const ADMIN_EMAIL = "admin@test-foundation.org";

beforeAll(async () => {
  t = await createTestApp({ admin: true, signInLimit: { windowMs: 60_000, limit: 1000 }, now: () => now });
  admin = await signIn(t.app);
  await admin.put("/api/auth/email").set("Origin", ORIGIN).send({ email: ADMIN_EMAIL }).expect(200);
  // A fresh database and a slow hash on a busy machine: more than a hook's usual time.
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  // Each case counts its own requests: no window left by another.
  await t.db.delete(rateLimits);
  smtp = await startTestSmtp();
  mailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
});
afterEach(async () => {
  mailer.close();
  await smtp.close();
});

async function deliver() {
  const context = { siteName: t.env.SITE_NAME, contactEmail: t.env.CONTACT_EMAIL, publicUrl: t.env.PUBLIC_URL };
  while ((await deliverDueMail(t.db, mailer, new Date(Math.max(Date.now(), now.getTime()) + 1_000), { from: "Test <no-reply@test-foundation.org>", context })) > 0);
}
/** Moves the clock on; the administrator's session, idle meanwhile, is opened again. */
async function advance(ms: number) {
  now = new Date(now.getTime() + ms);
  admin = await signIn(t.app);
}
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed);

/** The token of the link a mail carries (`/admin?reset=` or `/admin?invitation=`), and the link's path. */
function linkOf(mail: ParsedMail | undefined, kind: "reset" | "invitation") {
  const match = new RegExp(`(http://localhost:5000(?:/fr)?/admin\\?${kind}=([A-Za-z0-9_-]+))`).exec(mail?.text ?? "");
  if (!match) throw new Error(`no ${kind} link in the mail`);
  return { url: match[1]!, token: match[2]! };
}

const askReset = (login: string, language = "en") => request(t.app).post("/api/auth/password-reset").set("Origin", ORIGIN).send({ login, language });
const completeReset = (token: string, newPassword: string, lang = "en") =>
  request(t.app).post(`/api/auth/password-reset/complete?lang=${lang}`).set("Origin", ORIGIN).send({ token, newPassword });
const signInAs = (username: string, password: string) => request(t.app).post("/api/auth/login").set("Origin", ORIGIN).send({ username, password });

describe("Forgot your password?", () => {
  it("answers the same for a known name, a known address, an unknown name and an account without address; mails only the account's own address", async () => {
    await createUser(t.db, { username: "no-address", email: null });
    const answers = await Promise.all(["admin", ADMIN_EMAIL.toUpperCase(), "nobody", "nobody@example.org", "no-address"].map((login) => askReset(login).expect(202)));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.message).toMatch(/If this name or address belongs to an administrator/);
    await deliver();
    expect(smtp.received.every((mail) => mail.envelopeTo.join() === ADMIN_EMAIL)).toBe(true);
    // Two asked for the same account at once: only one link works, the newer (the mails may arrive in either order).
    expect(mailsTo(ADMIN_EMAIL)).toHaveLength(2);
    const checks = await Promise.all(mailsTo(ADMIN_EMAIL).map((mail) => request(t.app).get(`/api/auth/password-reset/${linkOf(mail, "reset").token}`)));
    expect(checks.map((answer) => answer.status).sort()).toEqual([200, 410]);
    const newer = mailsTo(ADMIN_EMAIL)[checks.findIndex((answer) => answer.status === 200)];
    expect(newer?.subject).toBe("Set a new password for the administration of Test Foundation");
    expect(newer?.text).toContain("works once, for 60 minutes");
    const check = checks.find((answer) => answer.status === 200)!;
    expect(check.body).toEqual({ username: "admin", expiresAt: new Date(now.getTime() + 60 * MINUTE).toISOString() });
    // Stored as a hash only: the token the mail carries is nowhere in the table.
    const rows = await t.db.select().from(passwordResets);
    expect(rows.map((row) => row.tokenHash)).not.toContain(linkOf(newer, "reset").token);
  });

  it("sets the new password once: the old one no longer signs in, every session ends, the link then answers 410", { timeout: 90_000 }, async () => {
    const elsewhere = await signIn(t.app);
    await askReset("admin", "fr").expect(202);
    await deliver();
    const mail = mailsTo(ADMIN_EMAIL).at(-1);
    expect(mail?.subject).toBe("Choisissez un nouveau mot de passe pour l’administration de Test Foundation");
    const link = linkOf(mail, "reset");
    expect(link.url).toMatch(/^http:\/\/localhost:5000\/fr\/admin\?reset=/);

    const tooShort = await completeReset(link.token, "short", "fr").expect(400);
    expect(fieldWords(tooShort.body.errors)).toEqual([{ path: "newPassword", message: "Le texte doit contenir au moins 12\u00a0caractère(s)" }]);

    const done = await completeReset(link.token, "a brand new passphrase").expect(200);
    expect(done.body).toEqual({ message: expect.stringMatching(/Your password is changed/), username: "admin" });
    await signInAs("admin", TEST_ADMIN.password).expect(401);
    await signInAs("admin", "a brand new passphrase").expect(200);
    await elsewhere.get("/api/auth/me").expect(401);
    await admin.get("/api/auth/me").expect(401);

    const again = await completeReset(link.token, "yet another passphrase", "fr").expect(410);
    expect(again.body.message).toBe("Ce lien pour choisir un nouveau mot de passe a expiré ou a déjà servi. Demandez-en un nouveau depuis le formulaire de connexion.");
    await signInAs("admin", "yet another passphrase").expect(401);

    // Back to the password the other cases use, through the same way.
    await askReset("admin").expect(202);
    await deliver();
    await completeReset(linkOf(mailsTo(ADMIN_EMAIL).at(-1), "reset").token, TEST_ADMIN.password).expect(200);
    admin = await signIn(t.app);
  });

  it("refuses a guessed or malformed token with 403, and a link past its hour with 410", async () => {
    const guessed = "A".repeat(43);
    const refused = await completeReset(guessed, "a brand new passphrase").expect(403);
    expect(refused.body).toEqual({ message: expect.stringMatching(/not valid/), errors: [{ path: "token", message: expect.any(String), code: "refused" }] });
    await request(t.app).get(`/api/auth/password-reset/${guessed}`).expect(403);
    await request(t.app).get("/api/auth/password-reset/short").expect(403);
    const malformed = await completeReset("not a token", "a brand new passphrase").expect(400);
    expect(malformed.body.errors[0].path).toBe("token");

    await askReset("admin").expect(202);
    await deliver();
    const { token } = linkOf(mailsTo(ADMIN_EMAIL).at(-1), "reset");
    await advance(61 * MINUTE);
    await completeReset(token, "a brand new passphrase").expect(410);
    await signInAs("admin", "a brand new passphrase").expect(401);
  });

  it("mails one account at most three links an hour, answering the same; refuses a client past ten asks with 429", async () => {
    for (let i = 0; i < 5; i++) await askReset("admin").expect(202);
    await deliver();
    expect(mailsTo(ADMIN_EMAIL)).toHaveLength(3);
    for (let i = 0; i < 5; i++) await askReset(`nobody-${i}`).expect(202);
    const limited = await askReset("admin", "fr").expect(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Trop de demandes de nouveau mot de passe/);
  });

  it("writes each step in the audit list, never the token", async () => {
    const entries = await t.db.select().from(auditLog);
    const actions = entries.map((entry) => `${entry.username} ${entry.action} ${entry.label}`);
    expect(actions).toContain("admin admin.email admin");
    expect(actions).toContain("(site) admin.resetRequested admin");
    expect(actions).toContain("admin admin.passwordReset admin");
    expect(JSON.stringify(entries)).not.toMatch(/reset=/);
  });
});

describe("invitations", () => {
  const invite = (body: Record<string, unknown>) => admin.post("/api/admin/invitations").set("Origin", ORIGIN).send(body);
  const accept = (token: string, password: string, lang = "en") => request(t.app).post(`/api/auth/invitation/accept?lang=${lang}`).set("Origin", ORIGIN).send({ token, password });

  it("are for administrators only", async () => {
    await request(t.app).get("/api/admin/invitations").expect(401);
    await request(t.app).post("/api/admin/invitations").set("Origin", ORIGIN).send({ username: "x-y-z", email: "x@example.org", language: "en" }).expect(401);
  });

  it("mail the newcomer a link with which they choose their password, once; they then sign in", async () => {
    const created = await invite({ username: "treasurer", email: "Treasurer@Example.org", language: "fr" }).expect(201);
    expect(created.body.invitation).toMatchObject({ username: "treasurer", email: "treasurer@example.org", invitedBy: "admin" });
    const list = await admin.get("/api/admin/invitations").expect(200);
    expect(list.body.invitations.map((i: { username: string }) => i.username)).toEqual(["treasurer"]);
    await deliver();
    const mail = mailsTo("treasurer@example.org")[0];
    expect(mail?.subject).toBe("Une invitation à l’administration de Test Foundation");
    expect(mail?.text).toContain("admin vous invite à devenir administrateur du site de Test Foundation, sous le nom «\u00a0treasurer\u00a0»");
    const { token, url } = linkOf(mail, "invitation");
    expect(url).toMatch(/^http:\/\/localhost:5000\/fr\/admin\?invitation=/);
    const check = await request(t.app).get(`/api/auth/invitation/${token}`).expect(200);
    expect(check.body.username).toBe("treasurer");

    await accept(token, "too short", "fr").expect(400);
    const done = await accept(token, "the treasurer's own passphrase").expect(201);
    expect(done.body).toEqual({ message: expect.stringMatching(/Your account is ready/), username: "treasurer" });
    await signInAs("treasurer", "the treasurer's own passphrase").expect(200);
    const [user] = (await t.db.select().from(users)).filter((u) => u.username === "treasurer");
    expect(user?.email).toBe("treasurer@example.org");

    const reused = await accept(token, "someone else's passphrase", "fr").expect(410);
    expect(reused.body.message).toBe("Cette invitation a expiré, a été retirée ou a déjà été acceptée. Demandez-en une nouvelle à un administrateur.");
    expect((await admin.get("/api/admin/invitations").expect(200)).body.invitations).toEqual([]);
    const actions = (await t.db.select().from(auditLog)).map((entry) => `${entry.username} ${entry.action} ${entry.label}`);
    expect(actions).toContain("admin admin.invite treasurer");
    expect(actions).toContain("treasurer admin.invitationAccepted treasurer");
  });

  it("refuse a name taken by an account or a waiting invitation, and an address an administrator has", async () => {
    const taken = await invite({ username: "ADMIN", email: "other@example.org", language: "en" }).expect(409);
    expect(fieldWords(taken.body.errors)).toEqual([{ path: "username", message: "An administrator or a waiting invitation already has this username" }]);
    await invite({ username: "secretary", email: "secretary@example.org", language: "en" }).expect(201);
    await invite({ username: "Secretary", email: "secretary2@example.org", language: "en" }).expect(409);
    const address = await invite({ username: "someone", email: ADMIN_EMAIL, language: "en" }).expect(409);
    expect(address.body.errors[0].path).toBe("email");
    const bad = await invite({ username: "a", email: "not an address", language: "en" }).expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["email", "username"]);
  });

  it("can be withdrawn: the link then answers 410 and no account is made", async () => {
    const { body } = await invite({ username: "auditor", email: "auditor@example.org", language: "en" }).expect(201);
    await deliver();
    const { token } = linkOf(mailsTo("auditor@example.org")[0], "invitation");
    const withdrawn = await admin.delete(`/api/admin/invitations/${body.invitation.id}`).set("Origin", ORIGIN).expect(200);
    expect(withdrawn.body.message).toBe("Invitation withdrawn");
    await request(t.app).get(`/api/auth/invitation/${token}`).expect(410);
    await accept(token, "the auditor's passphrase").expect(410);
    await signInAs("auditor", "the auditor's passphrase").expect(401);
    await admin.delete(`/api/admin/invitations/${body.invitation.id}`).set("Origin", ORIGIN).expect(409);
    await admin.delete("/api/admin/invitations/00000000-0000-4000-8000-000000000000").set("Origin", ORIGIN).expect(404);
    const actions = (await t.db.select().from(auditLog)).map((entry) => `${entry.username} ${entry.action} ${entry.label}`);
    expect(actions).toContain("admin admin.invitationWithdrawn auditor");
  });

  it("expire after seven days; a guessed token is refused with 403", async () => {
    await invite({ username: "late-comer", email: "late@example.org", language: "en" }).expect(201);
    await deliver();
    const { token } = linkOf(mailsTo("late@example.org")[0], "invitation");
    await advance(7 * 24 * 60 * MINUTE + MINUTE);
    await accept(token, "a late passphrase!").expect(410);
    // Past its days, the name is free to invite again.
    await invite({ username: "late-comer", email: "late@example.org", language: "en" }).expect(201);
    await accept("B".repeat(43), "a guessed passphrase").expect(403);
  });
});

describe("the administrator's own address", () => {
  it("is asked of an account made without one, and is one account's only", async () => {
    const other = await createUser(t.db, { username: "old-timer", email: null });
    expect(other.email).toBeNull();
    const mine = await admin.get("/api/auth/email").expect(200);
    expect(mine.body).toEqual({ email: ADMIN_EMAIL });
    await request(t.app).get("/api/auth/email").expect(401);
    await request(t.app).put("/api/auth/email").set("Origin", ORIGIN).send({ email: "x@example.org" }).expect(401);
    const taken = await admin.put("/api/auth/email?lang=fr").set("Origin", ORIGIN).send({ email: "treasurer@example.org" }).expect(409);
    expect(fieldWords(taken.body.errors)).toEqual([{ path: "email", message: "Un autre administrateur a déjà cette adresse e-mail" }]);
    const invalid = await admin.put("/api/auth/email").set("Origin", ORIGIN).send({ email: "nope" }).expect(400);
    expect(invalid.body.errors[0]).toEqual({ path: "email", message: "Invalid email", code: "invalid_format", format: "email" });
  });
});
