/**
 * The general assembly's voters and its convocation: only the members paid for the assembly's year
 * are listed, exported and convened; the convocation reaches each of them through a real SMTP
 * server (parsed with mailparser), in their language, and staff see what became of each mail.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, convocations, memberships, outbox } from "../../shared/schema";
import {
  votersApiPaths,
  type ConvocationResponse,
  type ConvocationsResponse,
  type SendConvocationResponse,
  type VotersResponse,
  type VotersSheetResponse,
} from "../../shared/voters";
import { smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail } from "../../server/mail/outbox";
import { byName } from "../../shared/name-order";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { describeWrites, expectContractAnswer, nastyString, runs } from "../helpers/arbitraries";
import { parseCsv } from "../helpers/csv";
import { createPaidMember } from "../helpers/factories";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp } from "../helpers/test-app";
import { countStatements } from "../helpers/count-statements";
import { fieldWords } from "../helpers/field-words";

// 10:00 in Cotonou on November 20th, 2026: the year in Benin is 2026.
const NOW = new Date("2026-11-20T09:00:00Z");
const FROM = "Test Foundation <no-reply@test-foundation.org>";

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;
let admin: Agent;

const apply = async (fullName: string, email: string, language: "en" | "fr", country = "Benin") => {
  const res = await request(t.app)
    .post("/api/memberships?payment=later")
    .send({ fullName, email, country, category: "adherent_individual", consent: true, language })
    .expect(201);
  return res.body.membership.id as string;
};

/** A member who applied and whose dues for `year` staff recorded as paid in cash (a receipt is numbered). */
async function paidMember(fullName: string, email: string, language: "en" | "fr", year: number, country?: string) {
  const id = await apply(fullName, email, language, country);
  // The year the application asks is the one the payment pays (the form asked it on the day it was sent).
  await t.db.update(memberships).set({ membershipYear: year }).where(eq(memberships.id, id));
  await admin
    .post("/api/admin/payments?lang=en")
    .set("Origin", ORIGIN)
    .send({ kind: "membership", id, method: "cash", amount: 12_000, currency: "XOF", paidOn: `${year}-11-18`, reference: `CASH-${email}` })
    .expect(201);
  const [row] = await t.db.select({ memberId: memberships.memberId }).from(memberships).where(eq(memberships.id, id));
  return row!.memberId!;
}

const voters = async (query: string, lang = "en") => (await admin.get(`${votersApiPaths.voters}?lang=${lang}${query}`).expect(200)).body as VotersResponse;
const sheet = async (query: string, lang = "en") => (await admin.get(`${votersApiPaths.votersSheet}?lang=${lang}${query}`).expect(200)).body as VotersSheetResponse;

async function csv(query: string, separator: string) {
  const res = await admin
    .get(`${votersApiPaths.votersCsv}?${query}`)
    .buffer(true)
    .parse((r, cb) => {
      let s = "";
      r.on("data", (c: Buffer) => (s += c.toString("utf8")));
      r.on("end", () => cb(null, s));
    })
    .expect(200)
    .expect("Content-Type", /text\/csv/);
  const text = res.body as string;
  expect(text.startsWith("\uFEFF")).toBe(true);
  return parseCsv(text.slice(1), separator).filter((row) => row.some((cell) => cell !== ""));
}

const convoke = (body: object, lang = "en") => admin.post(`${votersApiPaths.convocations}?lang=${lang}`).set("Origin", ORIGIN).send(body);

const agenda = {
  en: "1. The year's accounts\n2. The dues for 2027\n3. Electing the board",
  fr: "1. Les comptes de l’année\n2. Les cotisations 2027\n3. Élection du bureau",
};

let ama: string;
let kossi: string;
let oldMember: string;

beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => NOW, formLimit: { windowMs: 60_000, limit: 1000 } });
  admin = await signIn(t.app);
  ama = await paidMember("Ama Mensah", "ama@example.org", "en", 2026, "Ghana");
  kossi = await paidMember("Émile Kossi", "kossi@example.org", "fr", 2026);
  // A member who paid only the year before: their row written as the payments room would have.
  oldMember = (await createPaidMember(t.db, [2025], { fullName: "Bio Ancien", email: "bio@example.org", language: "fr" }, { paidAt: new Date("2025-02-01T10:00:00Z") })).id;
  // One who applied and never paid.
  await apply("Chantal Jamais", "chantal@example.org", "fr");
});
afterAll(() => t.close());

describe("GET /api/admin/voters", () => {
  it("lists the members paid for the year, by name, with how they paid; not those paid the year before nor those who never paid", async () => {
    const list = await voters("&year=2026");
    expect(list).toMatchObject({ year: 2026, total: 2, page: 1, pageSize: 20 });
    expect(list.items.map((v) => v.fullName)).toEqual(["Ama Mensah", "Émile Kossi"]);
    expect(list.items[0]).toMatchObject({
      memberId: ama,
      email: "ama@example.org",
      country: "Ghana",
      category: "adherent_individual",
      language: "en",
      paidAt: "2026-11-18T11:00:00.000Z",
      provider: "staff",
      method: "cash",
      receipt: expect.stringMatching(/^2026-\d{6}$/),
    });
    expect(list.items[1]).toMatchObject({ memberId: kossi, language: "fr", country: "Benin" });

    // The year before: the member who paid only then.
    expect((await voters("&year=2025")).items.map((v) => v.memberId)).toEqual([oldMember]);
  });

  it("takes the current year in Benin when none is asked, and names countries in the reader's language", async () => {
    const list = await voters("", "fr");
    expect(list.year).toBe(2026);
    expect(list.items.map((v) => [v.fullName, v.country])).toEqual([
      ["Ama Mensah", "Ghana"],
      ["Émile Kossi", "Bénin"],
    ]);
  });

  it("answers one page of the voters, the count of all, the order by name kept from page to page", async () => {
    const first = await voters("&year=2026&pageSize=1", "fr");
    expect(first).toMatchObject({ year: 2026, total: 2, page: 1, pageSize: 1 });
    expect(first.items.map((v) => [v.fullName, v.country])).toEqual([["Ama Mensah", "Ghana"]]);
    const second = await voters("&year=2026&pageSize=1&page=2", "fr");
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((v) => [v.memberId, v.fullName, v.country])).toEqual([[kossi, "Émile Kossi", "Bénin"]]);
    // Past the last page: nobody, and still the count.
    expect(await voters("&year=2026&pageSize=1&page=3")).toMatchObject({ items: [], total: 2, page: 3 });
    expect(await voters("&year=2030")).toMatchObject({ items: [], total: 0, page: 1 });
  });

  it("gives the attendance sheet every voter's name, in the list's order", async () => {
    expect(await sheet("&year=2026", "fr")).toEqual({
      year: 2026,
      items: [
        { memberId: ama, fullName: "Ama Mensah" },
        { memberId: kossi, fullName: "Émile Kossi" },
      ],
    });
    expect(await sheet("&year=2025")).toEqual({ year: 2025, items: [{ memberId: oldMember, fullName: "Bio Ancien" }] });
    // The current year in Benin when none is asked.
    expect((await sheet("")).year).toBe(2026);
  });

  it("files names by their letters, accents and case aside, the same on the sheet and from page to page", async () => {
    const names = ["zinsou Akpé", "Ɛdem Agbo", "Éric Dossa", "eddy Hounsa", "Œuvre Sèna", "Adjo Ébo", "ÉMILE Zanou", "Ọla Bello"];
    const rows = [];
    for (const [i, fullName] of names.entries())
      rows.push(await createPaidMember(t.db, [2039], { fullName, email: `order${i}@example.org`, language: "fr" }, { paidAt: new Date("2039-01-02T10:00:00Z") }));
    // ɛ and É are filed under e, Ọ under o; the ligature Œ after the plain letters.
    const expected = ["Adjo Ébo", "eddy Hounsa", "Ɛdem Agbo", "ÉMILE Zanou", "Éric Dossa", "Ọla Bello", "zinsou Akpé", "Œuvre Sèna"];
    expect((await sheet("&year=2039", "fr")).items.map((v) => v.fullName)).toEqual(expected);
    const pages = await Promise.all([1, 2, 3].map((page) => voters(`&year=2039&pageSize=3&page=${page}`, "en")));
    expect(pages.flatMap((p) => p.items.map((v) => v.fullName))).toEqual(expected);
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    // The same order in JavaScript, for names already read (a convocation's recipients).
    expect(byName(rows.map((row) => ({ memberId: row.id, fullName: row.fullName }))).map((v) => v.fullName)).toEqual(expected);
  });

  it("refuses a year that is not one, and a page that is not one, in the reader's language", async () => {
    const res = await admin.get(`${votersApiPaths.voters}?year=twenty&lang=fr`).expect(400);
    expect(fieldWords(res.body.errors)).toEqual([{ path: "year", message: expect.stringContaining("attendu") }]);
    const sheetRes = await admin.get(`${votersApiPaths.votersSheet}?year=twenty&lang=fr`).expect(400);
    expect(fieldWords(sheetRes.body.errors)).toEqual([{ path: "year", message: expect.stringContaining("attendu") }]);
    const paging = await admin.get(`${votersApiPaths.voters}?year=2026&page=0&pageSize=101&lang=en`).expect(400);
    expect(paging.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["page", "pageSize"]);
  });

  it("exports the same voters as CSV, headings and separator in the reader's language", async () => {
    const fr = await csv("year=2026&lang=fr", ";");
    expect(fr[0]).toEqual(["Nom complet", "E-mail", "Pays", "Catégorie", "Langue", "Payée le", "Prestataire de paiement", "Moyen de paiement", "N° de reçu", "Identifiant"]);
    expect(fr.slice(1).map((row) => row.slice(0, 8))).toEqual([
      ["Ama Mensah", "ama@example.org", "Ghana", "Individuel", "English", "2026-11-18 12:00", "Enregistré par l’équipe", "Espèces"],
      ["Émile Kossi", "kossi@example.org", "Bénin", "Individuel", "Français", "2026-11-18 12:00", "Enregistré par l’équipe", "Espèces"],
    ]);
    expect(fr[1]![8]).toMatch(/^2026-\d{6}$/);
    const en = await csv("year=2025&lang=en", ",");
    expect(en[0]![0]).toBe("Full name");
    expect(en.slice(1).map((row) => row[0])).toEqual(["Bio Ancien"]);
  });

  it("answers 401 without a session, for the list, its sheet, the CSV and the convocations", async () => {
    await request(t.app).get(votersApiPaths.voters).expect(401);
    await request(t.app).get(votersApiPaths.votersSheet).expect(401);
    await request(t.app).get(votersApiPaths.votersCsv).expect(401);
    await request(t.app).get(votersApiPaths.convocations).expect(401);
    await request(t.app).post(votersApiPaths.convocations).set("Origin", ORIGIN).send({}).expect(401);
    // Signed in, a convocation asked from another site is refused before it is read.
    await admin.post(votersApiPaths.convocations).set("Origin", "https://elsewhere.example").send({ year: 2026, heldAt: "2026-12-19T10:00", place: "Cotonou", agenda }).expect(403);
    expect(await t.db.select().from(convocations)).toEqual([]);
  });
});

describe("POST /api/admin/convocations", () => {
  let smtp: TestSmtp;
  let mailer: Mailer;
  beforeEach(async () => {
    smtp = await startTestSmtp();
    mailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
    // The receipts and welcomes of the payments above are another test's matter.
    await t.db.delete(outbox);
  });
  afterEach(async () => {
    mailer.close();
    await smtp.close();
  });

  /** Sends what is due, as the jobs room does (a mail is due from when the database wrote it). */
  async function deliver(maxAttempts = 8) {
    const clock = new Date(Date.now() + 1_000);
    const options = { from: FROM, maxAttempts, context: { siteName: t.env.SITE_NAME, contactEmail: t.env.CONTACT_EMAIL, publicUrl: t.env.PUBLIC_URL } };
    while ((await deliverDueMail(t.db, mailer, clock, options)) > 0);
  }
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed);

  it("mails each voter in their language, once, and staff see every mail received", async () => {
    const sent = await convoke({ year: 2026, heldAt: "2026-12-19T10:00", place: "Salle des fêtes, Cotonou", agenda }).expect(201);
    const body = sent.body as SendConvocationResponse;
    expect(body.message).toBe("The convocation will be mailed to 2 members in a moment");
    expect(body.convocation).toMatchObject({ year: 2026, heldAt: "2026-12-19T09:00:00.000Z", place: "Salle des fêtes, Cotonou", recipients: 2, sentByName: "admin", mails: { sent: 0, waiting: 2, failed: 0 } });

    await deliver();
    expect(smtp.received).toHaveLength(2);
    const [english, ...moreEnglish] = mailTo("ama@example.org");
    expect(moreEnglish).toEqual([]);
    expect(english!.subject).toBe("Convocation to the 2026 general assembly of Test Foundation");
    expect(english!.text).toContain("Dear Ama Mensah,");
    expect(english!.text).toContain("Date: Saturday, December 19, 2026\nTime: 10:00\u00a0AM (Benin time, GMT+1)\nPlace: Salle des fêtes, Cotonou");
    expect(english!.text).toContain("> 2. The dues for 2027");
    expect(english!.text).not.toContain("Les comptes");
    expect(english!.html).toContain('<html lang="en">');

    const [french] = mailTo("kossi@example.org");
    expect(french!.subject).toBe("Convocation à l’assemblée générale 2026 de Test Foundation");
    expect(french!.text).toContain("Bonjour Émile Kossi,");
    expect(french!.text).toContain("Date\u00a0: samedi 19 décembre 2026\nHeure\u00a0: 10:00 (heure du Bénin, UTC+1)\nLieu\u00a0: Salle des fêtes, Cotonou");
    expect(french!.text).toContain("> 3. Élection du bureau");
    expect(french!.text).toContain("Vous recevez ce courriel parce que vous êtes membre de Test Foundation à jour de votre cotisation 2026");
    expect(mailTo("bio@example.org")).toEqual([]);
    expect(mailTo("chantal@example.org")).toEqual([]);

    const detail = (await admin.get(`${votersApiPaths.convocation(body.convocation.id)}?lang=en`).expect(200)).body as ConvocationResponse;
    expect(detail.convocation.mails).toEqual({ sent: 2, waiting: 0, failed: 0 });
    expect(detail.recipients).toEqual([
      { memberId: ama, fullName: "Ama Mensah", email: "ama@example.org", language: "en", status: "sent", sentAt: expect.any(String), lastError: null },
      { memberId: kossi, fullName: "Émile Kossi", email: "kossi@example.org", language: "fr", status: "sent", sentAt: expect.any(String), lastError: null },
    ]);
    const list = (await admin.get(votersApiPaths.convocations).expect(200)).body as ConvocationsResponse;
    expect(list.items[0]).toMatchObject({ id: body.convocation.id, recipients: 2, mails: { sent: 2, waiting: 0, failed: 0 } });

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.convocation.id));
    expect(entry).toMatchObject({ action: "convocation.send", entity: "convocation", username: "admin", label: "2026", changes: { recipients: { from: null, to: 2 } } });
  });

  it("shows a mail the SMTP server refused as failed, with its reason", async () => {
    const sent = (await convoke({ year: 2026, heldAt: "2026-12-20T15:30", place: "Porto-Novo", agenda }).expect(201)).body as SendConvocationResponse;
    smtp.plan({ refuse: 550 });
    await deliver(1);
    const detail = (await admin.get(votersApiPaths.convocation(sent.convocation.id)).expect(200)).body as ConvocationResponse;
    expect(detail.convocation.mails).toEqual({ sent: 1, waiting: 0, failed: 1 });
    const failed = detail.recipients.find((r) => r.status === "failed");
    expect(failed).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/550/) });
  });

  it("refuses, and mails nobody, when no member is paid for the year", async () => {
    const res = await convoke({ year: 2027, heldAt: "2027-01-16T10:00", place: "Cotonou", agenda }, "fr").expect(409);
    expect(res.body.message).toBe("Personne ne peut être convoqué pour 2027\u00a0: aucun membre n’a encore payé sa cotisation 2027");
    expect(await t.db.select().from(outbox)).toEqual([]);
    expect(await t.db.select().from(convocations).where(eq(convocations.year, 2027))).toEqual([]);
  });

  it("refuses a form that is not right, each field's message in the staff's language", async () => {
    const bad = await convoke({ year: 2026, heldAt: "2026-02-30T10:00", place: " ", agenda: { en: "Accounts", fr: "" } }, "fr").expect(400);
    expect(fieldWords(bad.body.errors)).toEqual(
      expect.arrayContaining([
        { path: "heldAt", message: "Indiquez le jour et l’heure de l’assemblée" },
        { path: "place", message: "Obligatoire" },
        { path: "agenda.fr", message: "Obligatoire" },
      ]),
    );
    const otherYear = await convoke({ year: 2026, heldAt: "2027-01-16T10:00", place: "Cotonou", agenda }).expect(400);
    expect(fieldWords(otherYear.body.errors)).toEqual([{ path: "heldAt", message: "The 2026 assembly is held in 2026: enter a day of that year, or change the year" }]);
    const past = await convoke({ year: 2026, heldAt: "2026-11-20T09:00", place: "Cotonou", agenda }, "fr").expect(400);
    expect(fieldWords(past.body.errors)).toEqual([{ path: "heldAt", message: "Ce jour et cette heure sont passés\u00a0: indiquez quand l’assemblée se tiendra" }]);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it("sends nothing new for the same convocation posted twice at once or again, answers as the first did, and convenes only a voter paid since", async () => {
    const form = { year: 2026, heldAt: "2026-12-27T10:00", place: "Maison des jeunes, Abomey", agenda };
    const convened = () => smtp.received.filter((mail) => /Convocation/.test(mail.parsed.subject ?? "")).flatMap((mail) => mail.envelopeTo).sort();
    const [first, tap] = await Promise.all([convoke(form), convoke(form)]);
    expect([first.status, tap.status]).toEqual([201, 201]);
    expect(tap.body).toEqual(first.body);
    const retry = await convoke(form, "fr").expect(201);
    expect(retry.body).toMatchObject({ message: "La convocation va être envoyée à 2\u00a0membres dans un instant", convocation: { id: first.body.convocation.id, recipients: 2 } });
    await deliver();
    expect(convened()).toEqual(["ama@example.org", "kossi@example.org"]);
    const [row, ...more] = await t.db.select().from(convocations).where(eq(convocations.place, form.place));
    expect(more).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id))).toHaveLength(1);

    // A member who paid since is convened by the same convocation posted again; nobody else is mailed twice.
    await paidMember("Afi Late", "afi.late@example.org", "en", 2026);
    const later = await convoke(form).expect(201);
    expect(later.body).toMatchObject({ message: "The convocation will be mailed to 1 member in a moment", convocation: { id: row!.id, recipients: 3 } });
    await deliver();
    expect(convened()).toEqual(["afi.late@example.org", "ama@example.org", "kossi@example.org"]);
  });

  it("answers 404 for a convocation that does not exist", async () => {
    const res = await admin.get(`${votersApiPaths.convocation("00000000-0000-4000-8000-000000000000")}?lang=fr`).expect(404);
    expect(res.body.message).toBe("Convocation introuvable");
  });
});

describe("bad input as a class (docs/rules.md R24)", () => {
  describeWrites(
    [
      {
        name: "POST /api/admin/convocations",
        method: "post",
        path: () => votersApiPaths.convocations,
        shape: { year: 2026, heldAt: "2026-12-19T10:00", place: "Cotonou", agenda },
        valid: () => ({ year: 2026, heldAt: "2026-12-19T10:00", place: "Cotonou", agenda }),
        check: async (res) => {
          const { convocation } = res.body as SendConvocationResponse;
          await admin.get(votersApiPaths.convocation(convocation.id)).expect(200);
        },
        runs: 40,
      },
    ],
    (method, path, body, lang) => admin[method](path).set("Origin", ORIGIN).set("Accept-Language", lang).set("Content-Type", "application/json").send(body),
  );

  it("answers any year asked of the list, its sheet and its CSV with a 2xx or a 4xx in the contract's shape", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(nastyString, fc.integer().map(String), fc.double().map(String)), async (year) => {
        for (const path of [votersApiPaths.voters, votersApiPaths.votersSheet, votersApiPaths.votersCsv]) {
          const res = await admin.get(path).query({ year });
          if (res.status >= 300) expectContractAnswer(res, `${path} year=${JSON.stringify(year)}`);
          else expect(res.status).toBe(200);
        }
      }),
      { numRuns: runs(50) },
    );
  }, 60_000);
});

describe("ten thousand members over three years", () => {
  it("answers page 251 of a year's voters in as few statements as page 1, the sheet and the CSV with all of them", async () => {
    await t.db.execute(sql`
      insert into members (full_name, email, country, country_code, language)
      select 'Bulk ' || lpad(n::text, 5, '0'), 'bulk' || n || '@example.org', 'Benin', 'BJ', (case when n % 2 = 0 then 'fr' else 'en' end)::language
      from generate_series(1, 10000) as n`);
    await t.db.execute(sql`
      insert into membership_years (member_id, year, category, dues_amount, dues_currency, paid_at)
      select m.id, y, 'adherent_individual', 12000, 'XOF', make_timestamptz(y, 2, 1, 10, 0, 0, 'UTC')
      from members m cross join generate_series(2040, 2042) as y
      where m.email like 'bulk%'`);
    await t.db.execute(sql`analyze`);

    // A page's statements, not its time: the session's, the page's and its count's, as many for
    // page 251 of 10,000 voters as for page 1 (a query per voter would add twenty).
    await voters("&year=2041"); // the session's own write, when due, made here
    const { statements: first } = await countStatements(t.db, () => voters("&year=2041"));
    const { result: list, statements } = await countStatements(t.db, () => voters("&year=2041&page=251"));
    expect(statements).toBe(first);
    expect(statements).toBeLessThanOrEqual(4);
    expect(list).toMatchObject({ total: 10_000, page: 251, pageSize: 20 });
    // Names sort as numbers do ("Bulk 05001" after "Bulk 05000"): page 251 starts at the 5,001st.
    expect(list.items.map((v) => v.fullName)).toEqual(Array.from({ length: 20 }, (_, i) => `Bulk ${String(5001 + i).padStart(5, "0")}`));
    const names = await sheet("&year=2041");
    expect(names.items).toHaveLength(10_000);
    expect(names.items[0]!.fullName).toBe("Bulk 00001");
    expect(names.items.at(-1)!.fullName).toBe("Bulk 10000");
    const rows = await csv("year=2041&lang=en", ",");
    expect(rows).toHaveLength(10_001);
  }, 120_000);
});
