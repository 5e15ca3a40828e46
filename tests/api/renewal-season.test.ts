/**
 * The renewal season's job (docs/rules.md R7): which day mails whom, a round missed while the
 * servers were down done at the next start, the lapse told once with its audit entry, and two
 * job runners on one database mailing each member once. The mails are read back from a real SMTP
 * server; the clock is fixed for each step.
 */
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, jobs, members, membershipYears, outbox } from "../../shared/schema";
import type { Language, MembershipCategory } from "../../shared/domain";
import { formatMoney } from "../../shared/money";
import { createJobRunner } from "../../server/jobs/runner";
import { siteJobs } from "../../server/site-jobs";
import { smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail } from "../../server/mail/outbox";
import { createPaymentsFromEnv } from "../../server/payments";
import { runRenewalSeason } from "../../server/services/renewals/renewal-season";
import { captureLog } from "../helpers/captured-log";
import { createJob, createPaidMember } from "../helpers/factories";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp } from "../helpers/test-app";

const SECRET = "test-secret-test-secret-test-secret-0123";
const FROM = "Test Foundation <no-reply@test-foundation.org>";

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;
let smtp: TestSmtp;
let mailer: Mailer;
const clock = { now: new Date("2026-11-01T09:00:00Z") };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
});
afterAll(() => t.close());
beforeEach(async () => {
  smtp = await startTestSmtp();
  mailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
  await t.db.delete(outbox);
  await t.db.delete(jobs);
  await t.db.delete(members);
  await t.db.delete(auditLog);
  // The season's job as a database that has run it before has it: due.
  await createJob(t.db, "renewal-season", new Date("2026-01-01T00:00:00Z"));
});
afterEach(async () => {
  mailer.close();
  await smtp.close();
});

/** A job runner as a server process has it, on the test's clock. */
function runner() {
  const env = t.env;
  const site = siteJobs({
    db: t.db,
    log: captureLog().logger,
    payments: createPaymentsFromEnv(env, SECRET),
    mailer,
    secret: SECRET,
    delivery: { from: FROM, context: { siteName: env.SITE_NAME, contactEmail: env.CONTACT_EMAIL, publicUrl: env.PUBLIC_URL } },
  });
  // Only the season: the outbox is sent by deliver() below, at a time after the database's clock.
  return createJobRunner({ db: t.db, log: captureLog().logger, recurring: site.recurring.filter((job) => job.name === "renewal-season"), now: () => clock.now });
}

/** Sends everything queued; answers the mails received since the last call. */
async function deliver(): Promise<ParsedMail[]> {
  const before = smtp.received.length;
  // The outbox's rows are due from the database's clock: the sender looks from later than both.
  const at = new Date(Math.max(clock.now.getTime(), Date.now()) + 1_000);
  while ((await deliverDueMail(t.db, mailer, at, { from: FROM, context: { siteName: t.env.SITE_NAME, contactEmail: t.env.CONTACT_EMAIL, publicUrl: t.env.PUBLIC_URL } })) > 0);
  return smtp.received.slice(before).map((mail) => mail.parsed);
}

/** At `iso` (UTC), the season's job ticks and its mails are sent. */
async function dayAt(iso: string, run = runner()) {
  clock.now = new Date(iso);
  await run.tick();
  return deliver();
}

let count = 0;
async function member(options: { language?: Language; category?: MembershipCategory; paid?: number[]; name?: string; dues?: number } = {}) {
  const n = ++count;
  return createPaidMember(
    t.db,
    options.paid ?? [],
    { fullName: options.name ?? `Member ${n}`, email: `member${n}@example.org`, language: options.language ?? "en", category: options.category ?? "adherent_individual" },
    { duesAmount: options.dues ?? 12_000 },
  );
}

const plain = (text: string | undefined) => (text ?? "").normalize("NFC").replace(/[ \t]+/g, " ");
const linkOf = (mail: ParsedMail) => /http:\/\/localhost:5000(\/(?:fr\/)?(?:renew|renouveler)\/[\w-]+\?t=[\w.-]+)/.exec(mail.text ?? "")?.[1];

describe("the renewal season's rounds", () => {
  it("asks nothing on November 30th, opens on December 1st, reminds on January 6th, tells the lapse after the grace", async () => {
    const ama = await member({ name: "Ama Mensah", paid: [2026] });
    const kossi = await member({ name: "Kossi Agbo", language: "fr", paid: [2026] });
    await member({ name: "Never paid" });
    await member({ name: "Founder", category: "founder", paid: [2026] });
    await member({ name: "Renewed early", paid: [2026, 2027] });

    const run = runner();
    expect(await dayAt("2026-11-30T12:00:00Z", run)).toEqual([]);

    // 23:30 UTC on November 30th is already December 1st in Cotonou.
    const opening = await dayAt("2026-11-30T23:30:00Z", run);
    expect(opening.map((mail) => mail.to && "text" in mail.to ? mail.to.text : "").sort()).toEqual([ama.email, kossi.email]);
    const english = opening.find((mail) => mail.text?.includes("Ama Mensah"))!;
    expect(english.subject).toBe("Renew your membership of Test Foundation for 2027");
    expect(plain(english.text)).toContain("Dear Ama Mensah,");
    expect(plain(english.text)).toContain(`Dues for 2027: ${formatMoney(12_000, "XOF", "en")}\nDue by: January 5, 2027`);
    const [yearRow] = await t.db.select().from(membershipYears).where(eq(membershipYears.memberId, ama.id)).orderBy(membershipYears.year);
    const asked = (await t.db.select().from(membershipYears).where(eq(membershipYears.memberId, ama.id))).find((row) => row.year === 2027)!;
    expect(yearRow!.year).toBe(2026);
    expect(asked).toMatchObject({ duesAmount: 12_000, duesCurrency: "XOF", paidAt: null, renewalSentAt: new Date("2026-11-30T23:30:00Z") });
    expect(linkOf(english)).toMatch(new RegExp(`^/renew/${asked.id}\\?t=`));
    // The link ends RENEWAL_LINK_DAYS (60) after the mail was written (00:30 on January 30th in Cotonou), and the mail says so.
    expect(plain(english.text)).toContain("This link works until January 30, 2027. After that, ask for a new one on the page “My membership” of the website, or reply to this mail.");
    const french = opening.find((mail) => mail.text?.includes("Kossi Agbo"))!;
    expect(french.subject).toBe("Renouvelez votre adhésion à Test Foundation pour 2027");
    expect(plain(french.text)).toContain(`Cotisation 2027\u00a0: ${formatMoney(12_000, "XOF", "fr")}\nÀ régler avant le\u00a0: 5 janvier 2027`);
    expect(linkOf(french)).toMatch(/^\/fr\/renouveler\/[\w-]+\?t=/);

    // The private link opens the page's data.
    const page = await request(t.app).get(`/api/renewals/${asked.id}?t=${new URL(`http://x${linkOf(english)}`).searchParams.get("t")}`).expect(200);
    expect(page.body.renewal).toMatchObject({ name: "Ama Mensah", year: 2027, amount: 12_000, currency: "XOF", paid: false });

    expect(await dayAt("2026-12-02T12:00:00Z", run)).toEqual([]);
    expect(await dayAt("2027-01-05T12:00:00Z", run)).toEqual([]);
    const overdue = await dayAt("2027-01-06T08:00:00Z", run);
    expect(overdue).toHaveLength(2);
    const reminder = overdue.find((mail) => mail.text?.includes("Ama Mensah"))!;
    expect(reminder.subject).toBe("Reminder: your membership dues of Test Foundation for 2027");
    expect(plain(reminder.text)).toContain("were due on January 5, 2027");
    expect(plain(reminder.text)).toContain("until February 4, 2027");
    expect(await dayAt("2027-01-07T08:00:00Z", run)).toEqual([]);

    // Still paid up on the grace period's last day (30 days after January 5th): no lapse yet.
    expect(await dayAt("2027-02-04T12:00:00Z", run)).toEqual([]);
    const lapse = await dayAt("2027-02-05T12:00:00Z", run);
    expect(lapse.map((mail) => mail.subject).sort()).toEqual(["Votre adhésion à Test Foundation n’est plus à jour", "Your membership of Test Foundation has lapsed"]);
    const lapsed = lapse.find((mail) => mail.text?.includes("Ama Mensah"))!;
    expect(plain(lapsed.text)).toContain("the grace period ended on February 4, 2027");
    // The same year's page, by a fresh link: it ends 60 days after this mail.
    expect(linkOf(lapsed)!.split("?")[0]).toBe(linkOf(english)!.split("?")[0]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "member.lapse"));
    expect(audit.map((entry) => [entry.username, entry.userId, entry.label, entry.changes]).sort()).toEqual([
      ["(site)", null, "Ama Mensah", { membershipYear: { from: null, to: 2027 } }],
      ["(site)", null, "Kossi Agbo", { membershipYear: { from: null, to: 2027 } }],
    ]);
    // Told once.
    expect(await dayAt("2027-02-06T12:00:00Z", run)).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "member.lapse"))).toHaveLength(2);
  });

  it("asks a patron at least what they gave last year, an organisation its dues", async () => {
    await member({ name: "Generous Patron", category: "patron", paid: [2026], dues: 750_000 });
    await member({ name: "Organisation", category: "adherent_organization", paid: [2026], dues: 120_000 });
    const mails = await dayAt("2026-12-01T09:00:00Z");
    const patron = mails.find((mail) => mail.text?.includes("Generous Patron"))!;
    expect(plain(patron.text)).toContain(`Dues for 2027: ${formatMoney(750_000, "XOF", "en")}`);
    const organisation = mails.find((mail) => mail.text?.includes("Organisation"))!;
    expect(plain(organisation.text)).toContain(`Dues for 2027: ${formatMoney(120_000, "XOF", "en")}`);
  });
});

describe("a round missed while the servers were down", () => {
  it("is done at the first tick after, from that day: no tick in December, then December 20th", async () => {
    const ama = await member({ name: "Ama Late", paid: [2026] });
    const run = runner();
    expect(await dayAt("2026-11-25T10:00:00Z", run)).toEqual([]);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.name, "renewal-season"));
    expect(job!.runAt.getTime()).toBeLessThan(new Date("2026-12-01").getTime());
    const mails = await dayAt("2026-12-20T10:00:00Z", runner());
    expect(mails.map((mail) => mail.subject)).toEqual(["Renew your membership of Test Foundation for 2027"]);
    const [asked] = await t.db.select().from(membershipYears).where(eq(membershipYears.memberId, ama.id)).orderBy(membershipYears.year);
    expect(asked!.year).toBe(2026);
  });
});

describe("two job runners on one database", () => {
  it("mail each member once when they tick at the same time, and a lapse is told once", async () => {
    for (let i = 0; i < 12; i++) await member({ paid: [2026] });
    clock.now = new Date("2026-12-01T09:00:00Z");
    const [a, b] = [runner(), runner()];
    await Promise.all([a.tick(), b.tick()]);
    // The guards below the job's claim too: two rounds run side by side.
    const links = { secret: SECRET, publicUrl: t.env.PUBLIC_URL };
    await Promise.all([runRenewalSeason(t.db, links, clock.now, 5), runRenewalSeason(t.db, links, clock.now, 5)]);
    const opening = await deliver();
    expect(opening).toHaveLength(12);
    expect(new Set(opening.map((mail) => (mail.to && "text" in mail.to ? mail.to.text : ""))).size).toBe(12);

    clock.now = new Date("2027-02-10T09:00:00Z");
    await Promise.all([runRenewalSeason(t.db, links, clock.now, 5), runRenewalSeason(t.db, links, clock.now, 5)]);
    const lapses = await deliver();
    expect(lapses.filter((mail) => mail.subject === "Your membership of Test Foundation has lapsed")).toHaveLength(12);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "member.lapse"))).toHaveLength(12);
  });
});
