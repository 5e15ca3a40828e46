/**
 * A member's or donor's own page (docs/decisions/017-my-membership-page.md): the sign-in link asked
 * for by address (the same answer for any address, a mail only to a known one, limited per address
 * and per client), the page read through the link — standing, years with their receipts, the
 * attestation, gifts, privacy requests, the next year to pay —, a link refused in the reader's
 * language, the member's own details changed and audited, and an erased person told so. Mails go
 * to a real SMTP server started here and are parsed with mailparser.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { MyMembershipResponse } from "../../shared/my-membership";
import { auditLog, members, membershipYears, receipts } from "../../shared/schema";
import { renderMail } from "../../server/mail/templates";
import { receiptLabel } from "../../server/services/receipts-and-attestations/assign-receipt-number";
import { addressToken, privacyMailLinks } from "../../server/services/privacy/privacy-links";
import { oldAddressToken } from "../helpers/old-tokens";
import { ORIGIN } from "../helpers/admin";
import { mailDelivery, mailScene, SECRET } from "../helpers/mail-scene";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

const DAY = 86_400_000;

// Mid-June: dues paid now pay this year (before the day new members' dues pay the next one).
let now = new Date("2026-06-15T10:00:00Z");
const scene = mailScene({ formLimit: { windowMs: 60_000, limit: 1000, perEmail: 3 }, now: () => now });
const { deliver, mailsTo } = scene;

/** The link to the person's page a mail carries: its path, email and token. */
function pageLinkOf(mail: ParsedMail) {
  const match = /(http:\/\/localhost:5000(?:\/fr)?\/my-membership\?\S+)/.exec(mail.text ?? "");
  if (!match) return null;
  const url = new URL(match[1]!);
  return { url, email: url.searchParams.get("email")!, token: url.searchParams.get("token")! };
}

let keys = 0;
async function pay(payable: { kind: string; id: string; token: string }) {
  const started = await request(scene.t.app)
    .post("/api/payments")
    .send({ payable, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: `my-page-${++keys}-abcdef` });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await request(scene.t.app).post(`/api/payments/${started.body.payment.id}/test-confirm`).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
  return started.body.payment.id as string;
}

/** A member who applied and paid their dues online. */
async function paidMember(email: string, fullName: string, language: "en" | "fr") {
  const applied = await request(scene.t.app)
    .post("/api/memberships?payment=later")
    .set("Idempotency-Key", randomUUID())
    .send({ fullName, email, country: "Bénin", category: "adherent_individual", consent: true, language })
    .expect(201);
  const { kind, id, token } = applied.body.payable as { kind: string; id: string; token: string };
  const paymentId = await pay({ kind, id, token });
  return { membershipId: id, paymentId };
}

async function gift(email: string, amount: number, language: "en" | "fr") {
  const created = await request(scene.t.app).post("/api/donations").send({ email, amount, currency: "XOF", impactTier: null, language });
  expect(created.body, JSON.stringify(created.body)).toHaveProperty("payable");
  const { kind, id, token } = created.body.payable as { kind: string; id: string; token: string };
  return pay({ kind, id, token });
}

const tokenFor = (email: string, days = 7) => addressToken(SECRET, email, new Date(now.getTime() + days * DAY));
const read = (email: string, token: string, lang: "en" | "fr" = "en") =>
  request(scene.t.app).get(`/api/my-membership?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`).set("Accept-Language", lang);
const askLink = (email: string, language: "en" | "fr" = "en") => request(scene.t.app).post("/api/my-membership/link").send({ email, language });

describe("asking for a link to one's page", () => {
  it("answers the same for a known and an unknown address, and mails only the known one, in the language asked", async () => {
    await paidMember("ama@example.org", "Ama Koffi", "fr");
    await deliver();
    scene.smtp.received.length = 0;

    const known = await askLink("Ama@Example.org ", "fr").expect(202);
    const unknown = await askLink("nobody@example.org", "fr").expect(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toContain("Le lien fonctionne 7\u00a0jours");
    const sentAt = Math.max(Date.now(), now.getTime());
    await deliver();

    expect(mailsTo("nobody@example.org")).toHaveLength(0);
    const [mail] = mailsTo("ama@example.org");
    expect(mail!.subject).toBe("Votre page sur le site de Test Foundation");
    expect(mail!.text).toContain("fonctionne 7\u00a0jours");
    const link = pageLinkOf(mail!)!;
    expect(link.url.pathname).toBe("/fr/my-membership");
    expect(link.email).toBe("ama@example.org");
    // The mail's link opens the page.
    const page = await read(link.email, link.token, "fr").expect(200);
    expect(page.body.erased).toBe(false);
    expect(page.body.member.fullName).toBe("Ama Koffi");
    // It works for 7 days from when the mail left.
    const expiresAt = new Date(page.body.linkExpiresAt as string).getTime();
    expect(Math.abs(expiresAt - (sentAt + 7 * DAY))).toBeLessThan(10_000);
  });

  it("refuses a bad address in the reader's language", async () => {
    const refused = await askLink("not-an-address", "fr").expect(400);
    expect(fieldWords(refused.body.errors)).toEqual([{ path: "email", message: "Adresse e-mail invalide" }]);
  });

  it("is limited per address (accepted asks) and per client", async () => {
    for (let i = 0; i < 3; i++) await askLink("limited@example.org").expect(202);
    const limited = await askLink("limited@example.org").expect(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.body.message).toMatch(/Too many requests/i);
    // Another address from the same client is not held back by that one.
    await askLink("other@example.org").expect(202);

    const small = await createTestApp({ formLimit: { windowMs: 60_000, limit: 2 } });
    try {
      await request(small.app).post("/api/my-membership/link").send({ email: "a@example.org", language: "en" }).expect(202);
      await request(small.app).post("/api/my-membership/link").send({ email: "b@example.org", language: "en" }).expect(202);
      await request(small.app).post("/api/my-membership/link").send({ email: "c@example.org", language: "en" }).expect(429);
    } finally {
      await small.close();
    }
  });

  it("the welcome, receipt and renewal mails carry the link to the person's page", async () => {
    scene.smtp.received.length = 0;
    await paidMember("kodjo@example.org", "Kodjo Mensah", "en");
    await gift("kodjo@example.org", 5_000, "en");
    await deliver();
    const mails = mailsTo("kodjo@example.org");
    const welcome = mails.find((mail) => mail.subject?.startsWith("Welcome"))!;
    const receipt = mails.find((mail) => mail.subject?.includes("receipt"))!;
    expect(welcome).toBeDefined();
    expect(receipt).toBeDefined();
    for (const mail of [welcome, receipt]) {
      expect(mail.text).toContain("My page: membership, receipts, details: http://localhost:5000/my-membership?");
      expect(pageLinkOf(mail)?.email).toBe("kodjo@example.org");
    }
    // The renewal mail, as the outbox renders it when it leaves.
    const links = privacyMailLinks({ secret: SECRET, publicUrl: scene.t.env.PUBLIC_URL });
    const renewal = renderMail(
      "membership-renewal",
      { yearId: randomUUID(), name: "Kodjo Mensah", category: "adherent_individual", year: 2027, amount: 12_000, currency: "XOF", round: "opening", graceEnd: "2027-02-04", url: "http://localhost:5000/renew/x?t=y" },
      "fr",
      { ...mailDelivery(scene.t).context, privacy: { page: links.page("kodjo@example.org", "fr", now), copy: () => "", membership: links.membership("kodjo@example.org", "fr", now) } },
    );
    expect(renewal.text).toContain("Ma page\u00a0: adhésion, reçus, coordonnées\u00a0: http://localhost:5000/fr/my-membership?email=kodjo%40example.org&token=");
  });
});

describe("the page through its link", () => {
  it("shows the standing, each year with its receipt, the attestation, the gifts and the privacy requests", async () => {
    const email = "afi@example.org";
    const dues = await paidMember(email, "Afi Dossou", "en");
    const giftPayment = await gift(email, 25_000, "en");
    await deliver();
    await request(scene.t.app).post("/api/privacy-requests").send({ email, token: tokenFor(email, 365), kind: "copy", language: "en" }).expect(201);

    const page = (await read(email, tokenFor(email)).expect(200)).body as Extract<MyMembershipResponse, { erased: false }>;
    expect(page.email).toBe(email);
    const [duesReceipt] = await scene.t.db.select().from(receipts).where(eq(receipts.paymentId, dues.paymentId));
    const [giftReceipt] = await scene.t.db.select().from(receipts).where(eq(receipts.paymentId, giftPayment));
    expect(page.member).toMatchObject({ fullName: "Afi Dossou", phone: null, language: "en", category: "adherent_individual", paidUp: true, paidThrough: 2026 });
    expect(page.member!.years).toEqual([
      expect.objectContaining({ year: 2026, amount: 12_000, currency: "XOF", receiptNumber: receiptLabel(duesReceipt!), receipt: { url: expect.stringMatching(/^\/api\/documents\/r\./) } }),
    ]);
    expect(page.member!.next).toEqual({ kind: "paid", paidThrough: 2026, opensOn: "2026-12-01" });
    expect(page.gifts).toEqual([expect.objectContaining({ amount: 25_000, currency: "XOF", receiptNumber: receiptLabel(giftReceipt!) })]);
    expect(page.privacy.open).toEqual([expect.objectContaining({ kind: "copy" })]);

    // The attestation of the year, a PDF, whenever the page is read (a fresh link each time).
    expect(page.member!.attestation).toMatchObject({ year: 2026, url: expect.stringMatching(/^\/api\/documents\/a\./) });
    const pdf = await request(scene.t.app).get(page.member!.attestation!.url).expect(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const receiptPdf = await request(scene.t.app).get(page.gifts[0]!.receipt!.url).expect(200);
    expect(receiptPdf.headers["content-type"]).toBe("application/pdf");
  });

  it("offers to pay the next year once renewals are open, through the year's renewal page", async () => {
    const email = "yao@example.org";
    await paidMember(email, "Yao Agbeko", "fr");
    const saved = now;
    now = new Date("2026-12-05T10:00:00Z");
    try {
      const page = (await read(email, tokenFor(email)).set("Accept-Language", "fr").expect(200)).body as Extract<MyMembershipResponse, { erased: false }>;
      expect(page.member!.next).toMatchObject({ kind: "renew", year: 2027, amount: 12_000, currency: "XOF", url: expect.stringMatching(/^\/fr\/renouveler\/[0-9a-f-]{36}\?t=/) });
      // The year's row is made as renewals make it, and its page answers through that link.
      const [member] = await scene.t.db.select().from(members).where(eq(members.email, email));
      const rows = await scene.t.db.select().from(membershipYears).where(and(eq(membershipYears.memberId, member!.id), eq(membershipYears.year, 2027)));
      expect(rows).toHaveLength(1);
      const url = new URL(page.member!.next!.kind === "renew" ? page.member!.next!.url : "", "http://x");
      const renewal = await request(scene.t.app).get(`/api/renewals/${rows[0]!.id}?t=${encodeURIComponent(url.searchParams.get("t")!)}`).expect(200);
      expect(renewal.body.renewal).toMatchObject({ year: 2027, paid: false });
      // Read again: the same row, not another.
      await read(email, tokenFor(email)).expect(200);
      expect(await scene.t.db.select().from(membershipYears).where(and(eq(membershipYears.memberId, member!.id), eq(membershipYears.year, 2027)))).toHaveLength(1);
    } finally {
      now = saved;
    }
  });

  it("shows a donor who is not a member their gifts", async () => {
    await gift("donor.only@example.org", 10_000, "en");
    const page = (await read("donor.only@example.org", tokenFor("donor.only@example.org")).expect(200)).body as Extract<MyMembershipResponse, { erased: false }>;
    expect(page.member).toBeNull();
    expect(page.gifts).toHaveLength(1);
  });

  it("still opens through a link mailed before the signed-token helper, until the end it carries", async () => {
    await gift("old.link@example.org", 10_000, "en");
    const old = oldAddressToken(SECRET, "old.link@example.org", new Date(now.getTime() + DAY));
    expect((await read("old.link@example.org", old).expect(200)).body.gifts).toHaveLength(1);
    await read("old.link@example.org", oldAddressToken(SECRET, "old.link@example.org", new Date(now.getTime() - 1_000))).expect(410);
  });

  it("refuses an expired link (410) and a forged one (403), saying so in the reader's language", async () => {
    const email = "ama@example.org";
    const expired = addressToken(SECRET, email, new Date(now.getTime() - 1_000));
    const gone = await read(email, expired, "fr").expect(410);
    expect(gone.body.message).toBe("Ce lien a expiré. Demandez un nouveau lien vers votre page\u00a0: nous vous l’enverrons par courriel.");
    const forged = addressToken("another-secret-another-secret-another", email, new Date(now.getTime() + DAY));
    const refused = await read(email, forged, "en").expect(403);
    expect(refused.body.message).toBe("This link is not valid. Ask for a new link to your page: we will mail it to you.");
    // Another address's link proves nothing for this one.
    await read(email, tokenFor("kodjo@example.org")).expect(403);
    await request(scene.t.app).get("/api/my-membership").expect(403);
  });
});

describe("the member's own details", () => {
  it("changes name, phone and language, validated and audited", async () => {
    const email = "sena@example.org";
    await paidMember(email, "Sena Ahouansou", "en");
    const token = tokenFor(email);
    const bad = await request(scene.t.app).patch("/api/my-membership").send({ email, token, fullName: "", phone: "call me", language: "fr" }).expect(400);
    expect(fieldWords(bad.body.errors)).toEqual(
      expect.arrayContaining([
        { path: "fullName", message: "Obligatoire" },
        { path: "phone", message: "Indiquez un numéro de téléphone, par exemple +229 01 97 12 34 56" },
      ]),
    );
    const saved = await request(scene.t.app).patch("/api/my-membership").send({ email, token, fullName: "Séna Ahouansou", phone: "+229 01 97 12 34 56", language: "fr" }).expect(200);
    expect(saved.body).toEqual({ message: "Vos coordonnées sont enregistrées.", member: { fullName: "Séna Ahouansou", phone: "+229 01 97 12 34 56", language: "fr" } });
    const [member] = await scene.t.db.select().from(members).where(eq(members.email, email));
    expect(member).toMatchObject({ fullName: "Séna Ahouansou", phone: "+229 01 97 12 34 56", language: "fr" });
    const [entry] = await scene.t.db.select().from(auditLog).where(and(eq(auditLog.entity, "member"), eq(auditLog.entityId, member!.id), eq(auditLog.action, "member.update")));
    expect(entry).toMatchObject({ username: "(member)", changes: { fullName: { from: "Sena Ahouansou", to: "Séna Ahouansou" }, phone: { from: null, to: "+229 01 97 12 34 56" }, language: { from: "en", to: "fr" } } });
    // No number is none.
    await request(scene.t.app).patch("/api/my-membership").send({ email, token, fullName: "Séna Ahouansou", phone: "", language: "fr" }).expect(200);
    expect((await scene.t.db.select().from(members).where(eq(members.email, email)))[0]!.phone).toBeNull();
    // Without the link's proof, nothing changes.
    await request(scene.t.app).patch("/api/my-membership").send({ email, token: tokenFor("ama@example.org"), fullName: "X", phone: "", language: "en" }).expect(403);
    // A donor who is no member has no details to change here.
    const donor = await request(scene.t.app).patch("/api/my-membership").send({ email: "donor.only@example.org", token: tokenFor("donor.only@example.org"), fullName: "D", phone: "", language: "en" }).expect(404);
    expect(donor.body.message).toContain("Only a member’s details");
  });
});

describe("an erased person", () => {
  it("is told their data was erased, through a link still valid", async () => {
    const email = "erase.me@example.org";
    await paidMember(email, "Fifamè Houngbédji", "fr");
    await deliver();
    const filed = await request(scene.t.app).post("/api/privacy-requests").send({ email, token: tokenFor(email, 365), kind: "erasure", language: "fr" }).expect(201);
    await scene.admin.post(`/api/admin/privacy-requests/${filed.body.request.id}/complete`).set("Origin", ORIGIN).expect(200);
    const page = await read(email, tokenFor(email), "fr").expect(200);
    expect(page.body).toEqual({ erased: true, email });
    // Asking for a link mails nothing now, and says the same.
    await deliver();
    scene.smtp.received.length = 0;
    const asked = await askLink(email, "fr").expect(202);
    expect(asked.body.message).toContain("Si cette adresse est connue de nous");
    await deliver();
    expect(mailsTo(email)).toHaveLength(0);
  });
});
