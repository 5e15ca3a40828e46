/**
 * Two-factor sign-in (decision 027): turned on with the app's first code, then asked for after the
 * password; a code accepted once, a recovery code once; guesses limited as passwords are; turned
 * off with the password; required for everyone, it comes before anything else of the admin.
 */
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPaths } from "../../shared/paths";
import { auditLog, recoveryCodes, twoFactor } from "../../shared/schema";
import { twoFactorPaths, type TwoFactorSetup } from "../../shared/two-factor";
import { upsertAdmin } from "../../server/auth/users";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

// Each test signs in several times (scrypt): slow on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock: Date;
beforeEach(async () => {
  clock = new Date("2026-11-25T09:00:10Z");
  t = await createTestApp({ admin: true, now: () => clock, signInLimit: { windowMs: 15 * 60_000, limit: 3, slowDownMs: 200 } });
});
afterEach(() => t.close());

/** The code the person's app shows now. */
const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.getTime() });
/** The next 30 seconds: the app shows a new code. */
const nextCode = () => (clock = new Date(clock.getTime() + 30_000));

/** Turns two-factor on for a signed-in agent: its secret and its recovery codes. */
async function turnOn(agent: Agent, password = TEST_ADMIN.password) {
  const setup = await agent.post(twoFactorPaths.setup).set("Origin", ORIGIN).send({ password }).expect(200);
  const { secret } = setup.body as TwoFactorSetup;
  const enabled = await agent.post(twoFactorPaths.enable).set("Origin", ORIGIN).send({ code: codeOf(secret) }).expect(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/** A new browser past the password: the code is asked for. */
async function passwordStep(credentials = TEST_ADMIN) {
  const agent = request.agent(t.app);
  const answer = await agent.post(apiPaths.login).set("Origin", ORIGIN).send(credentials).expect(200);
  expect(answer.body).toEqual({ twoFactorRequired: true });
  return agent;
}
const giveCode = (agent: Agent, code: string, lang = "en") => agent.post(`${twoFactorPaths.loginCode}?lang=${lang}`).set("Origin", ORIGIN).send({ code });

describe("turning two-factor on", () => {
  it("asks for the password, shows the secret once as QR code and text, and turns on with the app's first code", async () => {
    const agent = await signIn(t.app);
    const wrong = await agent.post(twoFactorPaths.setup).set("Origin", ORIGIN).send({ password: "not my password" }).expect(400);
    expect(fieldWords(wrong.body.errors)).toEqual([{ path: "password", message: "The current password is not correct" }]);

    const setup = await agent.post(twoFactorPaths.setup).set("Origin", ORIGIN).send({ password: TEST_ADMIN.password }).expect(200);
    const { secret, uri, qrSvg } = setup.body as TwoFactorSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Test%20Foundation:admin\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[^>]*viewBox/);
    // Not on until the app's first code: signing in still needs the password only.
    await request(t.app).post(apiPaths.login).set("Origin", ORIGIN).send(TEST_ADMIN).expect(200);

    const refused = await agent.post(`${twoFactorPaths.enable}?lang=fr`).set("Origin", ORIGIN).send({ code: "000000" }).expect(400);
    expect(refused.body.errors[0]).toMatchObject({ path: "code", message: expect.stringContaining("Ce code n’est pas correct") });
    const enabled = await agent.post(twoFactorPaths.enable).set("Origin", ORIGIN).send({ code: codeOf(secret) }).expect(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const status = await agent.get(twoFactorPaths.status).expect(200);
    expect(status.body).toEqual({ enabled: true, enabledAt: clock.toISOString(), recoveryCodesLeft: 10, required: false });
    // Never the secret again; stored encrypted, the recovery codes as hashes.
    expect(JSON.stringify(status.body)).not.toContain(secret);
    const [stored] = await t.db.select().from(twoFactor);
    expect(stored!.secret).not.toContain(secret);
    const hashes = await t.db.select().from(recoveryCodes);
    expect(hashes.map((row) => row.codeHash)).not.toContain(codes[0]);
    await agent.post(twoFactorPaths.setup).set("Origin", ORIGIN).send({ password: TEST_ADMIN.password }).expect(409);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "twoFactor.enable"));
    expect(audit).toMatchObject([{ username: "admin", entity: "user", label: "admin" }]);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for the code after the password, with no session until it is given", async () => {
    const { secret } = await turnOn(await signIn(t.app));
    nextCode();
    const agent = await passwordStep();
    await agent.get(apiPaths.me).expect(401);
    const signedIn = await giveCode(agent, codeOf(secret)).expect(200);
    expect(signedIn.body).toEqual({ user: { id: expect.any(String), username: "admin" } });
    expect((await agent.get(apiPaths.me).expect(200)).body.user.username).toBe("admin");
  });

  it("refuses a wrong code, a code already used (replayed within its 30 seconds), and a code without the password first", async () => {
    const { secret } = await turnOn(await signIn(t.app));
    // The set-up's own code is used: the same code cannot sign in.
    const first = await passwordStep();
    expect((await giveCode(first, codeOf(secret)).expect(401)).body.message).toMatch(/^This code is not correct/);
    nextCode();
    const code = codeOf(secret);
    await giveCode(first, code).expect(200);
    const second = await passwordStep();
    await giveCode(second, code).expect(401);
    const wrong = await giveCode(second, code === "123456" ? "654321" : "123456", "fr").expect(401);
    expect(wrong.body.message).toMatch(/^Ce code n’est pas correct/);
    // No password given in this browser: start again.
    const stranger = await giveCode(request.agent(t.app), code).expect(401);
    expect(stranger.body).toMatchObject({ message: "Your sign-in took too long: enter your username and password again.", reason: "signInAgain" });
  });

  it("lets five minutes pass at most between the password and the code", async () => {
    const { secret } = await turnOn(await signIn(t.app));
    const agent = await passwordStep();
    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    await giveCode(agent, codeOf(secret)).expect(401);
  });

  it("signs in with a recovery code, once; the audit list says so", async () => {
    const { recoveryCodes: codes } = await turnOn(await signIn(t.app));
    const agent = await passwordStep();
    // As typed from paper: capitals, spaces instead of hyphens.
    await giveCode(agent, codes[3]!.toUpperCase().replaceAll("-", " ")).expect(200);
    expect((await agent.get(twoFactorPaths.status).expect(200)).body.recoveryCodesLeft).toBe(9);
    const again = await passwordStep();
    await giveCode(again, codes[3]!).expect(401);
    await giveCode(again, codes[4]!).expect(200);
    const used = await t.db.select().from(auditLog).where(eq(auditLog.action, "twoFactor.recoveryCodeUsed"));
    expect(used.map((entry) => entry.changes)).toEqual([{ recoveryCodesLeft: { from: 10, to: 9 } }, { recoveryCodesLeft: { from: 9, to: 8 } }]);
  });

  it("limits guesses at the code as wrong passwords are: per client, and per account from any address", async () => {
    const { secret } = await turnOn(await signIn(t.app));
    nextCode();
    const from = (agent: Agent, address: string, code: string) => agent.post(twoFactorPaths.loginCode).set("Origin", ORIGIN).set("X-Forwarded-For", address).send({ code });
    const agent = await passwordStep();
    for (let i = 0; i < 3; i++) await from(agent, "198.51.100.7", "000000").expect(401);
    const blocked = await from(agent, "198.51.100.7", codeOf(secret)).expect(429);
    expect(blocked.headers["retry-after"]).toMatch(/^\d+$/);
    // Another address with the password: the account's own count of wrong codes stops it too.
    const elsewhere = await passwordStep();
    await from(elsewhere, "203.0.113.9", codeOf(secret)).expect(429);
    // The window ends: with the password again (its 5 minutes are over), the right code signs in.
    clock = new Date(clock.getTime() + 15 * 60_000);
    await from(elsewhere, "203.0.113.9", codeOf(secret)).expect(401);
    await from(await passwordStep(), "203.0.113.9", codeOf(secret)).expect(200);
  });
});

describe("turning two-factor off", () => {
  it("asks for the password; sign-in then needs the password only", async () => {
    const agent = await signIn(t.app);
    await turnOn(agent);
    await agent.post(twoFactorPaths.disable).set("Origin", ORIGIN).send({ password: "wrong" }).expect(400);
    const off = await agent.post(`${twoFactorPaths.disable}?lang=fr`).set("Origin", ORIGIN).send({ password: TEST_ADMIN.password }).expect(200);
    expect(off.body.message).toBe("La connexion à deux facteurs est désactivée.");
    const answer = await request(t.app).post(apiPaths.login).set("Origin", ORIGIN).send(TEST_ADMIN).expect(200);
    expect(answer.body.user.username).toBe("admin");
    expect(await t.db.select().from(recoveryCodes)).toEqual([]);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, "twoFactor.disable"))).length).toBe(1);
  });

  it("lets another administrator turn off the two-factor of one who lost their phone", async () => {
    const other = { username: "treasurer", password: "another long password" };
    const user = await upsertAdmin(t.db, other.username, other.password);
    await turnOn(await signIn(t.app, other), other.password);
    const admin = await signIn(t.app);
    await admin.delete(twoFactorPaths.userTwoFactor(user.id)).set("Origin", ORIGIN).expect(200);
    await signIn(t.app, other);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "twoFactor.reset"));
    expect(audit).toMatchObject([{ username: "admin", label: "treasurer", entityId: user.id }]);
  });
});

describe("two-factor required for everyone", () => {
  it("makes an administrator without it set it up before anything else, and cannot be turned off then", async () => {
    const admin = await signIn(t.app);
    const first = await admin.put(`${twoFactorPaths.policy}?lang=fr`).set("Origin", ORIGIN).send({ required: true }).expect(409);
    expect(first.body.message).toBe("Activez la connexion à deux facteurs pour votre propre compte avant de l’imposer à tous.");
    await turnOn(admin);
    await admin.put(twoFactorPaths.policy).set("Origin", ORIGIN).send({ required: true }).expect(200);
    expect((await admin.get(twoFactorPaths.policy).expect(200)).body).toEqual({ required: true });
    const refused = await admin.post(twoFactorPaths.disable).set("Origin", ORIGIN).send({ password: TEST_ADMIN.password }).expect(409);
    expect(refused.body.message).toBe("Two-factor sign-in is required for every administrator: it cannot be turned off.");

    const other = { username: "treasurer", password: "another long password" };
    await upsertAdmin(t.db, other.username, other.password);
    const treasurer = await signIn(t.app, other);
    expect((await treasurer.get(apiPaths.me).expect(200)).body.twoFactorSetupRequired).toBe(true);
    const blocked = await treasurer.get(apiPaths.admin.stats).expect(403);
    expect(blocked.body).toMatchObject({ message: "Set up two-factor sign-in first: it is required for every administrator.", reason: "twoFactorSetupRequired" });
    await turnOn(treasurer, other.password);
    await treasurer.get(apiPaths.admin.stats).expect(200);
    expect((await treasurer.get(apiPaths.me).expect(200)).body.twoFactorSetupRequired).toBeUndefined();

    await admin.put(twoFactorPaths.policy).set("Origin", ORIGIN).send({ required: false }).expect(200);
    const actions = (await t.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["twoFactor.require", "twoFactor.unrequire"]));
  });
});
