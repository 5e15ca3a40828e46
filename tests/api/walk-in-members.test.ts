/**
 * People without e-mail: staff add a member who walks in — name, telephone, category,
 * the year, the dues paid now in cash with the receipt book's number — and an offline gift without
 * an address. The payment goes the way every payment staff record goes: one receipt, the year paid,
 * the member active, its audit entry; nothing is mailed (there is no address), nothing fails. An
 * erased person can no longer be paid for or asked a year (409), and the members' CSV says they
 * were erased rather than showing the placeholder address.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MemberItem, MemberPageResponse, Page, ReceiptShare, WalkInMemberResponse } from "../../shared/admin";
import { apiPaths, withQuery } from "../../shared/paths";
import { auditLog, donations, members, memberships, membershipYears, outbox, payments, receipts } from "../../shared/schema";
import { ERASED, erasedAddress } from "../../server/services/privacy/complete-privacy-request";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { parseCsv } from "../helpers/csv";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

const NOW = new Date("2026-11-28T10:00:00Z");
const TODAY = "2026-11-28";
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => NOW, formLimit: { windowMs: 60_000, limit: 1000 } });
  admin = await signIn(t.app);
});
afterAll(() => t.close());
afterEach(() => expectKeptCopiesAgree(t.db));

const addWalkIn = (body: object, lang = "en") => admin.post(`${apiPaths.admin.walkInMembers}?lang=${lang}`).set("Origin", ORIGIN).send(body);
const walkIn = {
  fullName: "Adjoa Houngbo",
  phone: "+229 01 97 12 34 56",
  country: "BJ",
  category: "adherent_individual",
  language: "fr",
  year: 2026,
  payment: { method: "cash", amount: 12_000, currency: "XOF", paidOn: TODAY, reference: "CARNET-0042" },
};

async function csv(path: string, lang: string) {
  const res = await admin
    .get(withQuery(path, { lang }))
    .buffer(true)
    .parse((r, cb) => {
      let s = "";
      r.on("data", (c: Buffer) => (s += c.toString("utf8")));
      r.on("end", () => cb(null, s));
    })
    .expect(200);
  return parseCsv((res.body as string).slice(1), lang === "fr" ? ";" : ",");
}

describe("a member who walks in without e-mail", () => {
  let added: WalkInMemberResponse;

  it("is added and paid: the year paid, the member active, one receipt, the audit, and no mail queued", async () => {
    const mailsBefore = (await t.db.select().from(outbox)).length;
    const res = await addWalkIn(walkIn).expect(201);
    added = res.body as WalkInMemberResponse;
    expect(added.message).toBe("Payment recorded");
    expect(added.membership).toMatchObject({ fullName: "Adjoa Houngbo", email: null, status: "active", paymentStatus: "succeeded", membershipYear: 2026, duesAmount: 12_000, countryCode: "BJ" });
    expect(added.payment).toMatchObject({ provider: "staff", method: "cash", providerRef: "CARNET-0042", amount: 12_000, currency: "XOF", status: "succeeded" });

    const [member] = await t.db.select().from(members).where(eq(members.id, added.memberId));
    expect(member).toMatchObject({ email: null, phone: "+229 01 97 12 34 56", fullName: "Adjoa Houngbo" });
    const years = await t.db.select().from(membershipYears).where(eq(membershipYears.memberId, added.memberId));
    expect(years).toHaveLength(1);
    expect(years[0]).toMatchObject({ year: 2026, paymentId: added.payment!.id });
    expect(years[0]!.paidAt).not.toBeNull();
    const issued = await t.db.select().from(receipts).where(eq(receipts.paymentId, added.payment!.id));
    expect(issued).toHaveLength(1);
    expect(await t.db.select().from(outbox)).toHaveLength(mailsBefore);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, added.membership.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["membership.add", "payment.record"]);

    const list = (await admin.get(withQuery(apiPaths.admin.memberships, { q: "97 12 34" })).expect(200)).body as Page<MemberItem>;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: added.membership.id, email: null, status: "active", yearsPaid: [2026], erased: false });

    const page = (await admin.get(apiPaths.admin.member(added.memberId)).expect(200)).body as MemberPageResponse;
    expect(page.member).toMatchObject({ email: null, phone: "+229 01 97 12 34 56" });
  });

  it("gets the receipt on WhatsApp in their language (a private link), and asking to mail it says there is no address", async () => {
    const share = (await admin.get(apiPaths.admin.receiptShare(added.payment!.id)).expect(200)).body as ReceiptShare;
    expect(share.language).toBe("fr");
    const url = new URL(share.whatsapp);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/2290197123456");
    const text = url.searchParams.get("text")!;
    expect(text).toContain("Bonjour Adjoa Houngbo, voici votre reçu 2026-");
    expect(text).toContain(share.link);
    expect(share.link).toMatch(/\/api\/documents\/r\.[^/]+\.pdf$/);
    const pdf = await admin.get(new URL(share.link).pathname).expect(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");

    const resend = await admin.post(`${apiPaths.admin.resendReceipt(added.payment!.id)}?lang=fr`).set("Origin", ORIGIN).send({}).expect(409);
    expect(resend.body).toEqual({ message: "Pas d’adresse e-mail\u00a0: imprimez le reçu ou envoyez-le sur WhatsApp" });
  });

  it("can be edited without giving an e-mail (the edit form sends it empty)", async () => {
    const res = await admin
      .put(apiPaths.admin.membership(added.membership.id))
      .set("Origin", ORIGIN)
      .send({ fullName: "Adjoa Houngbo-Sossou", email: "", version: added.membership.version })
      .expect(200);
    expect(res.body.membership).toMatchObject({ fullName: "Adjoa Houngbo-Sossou", email: null });
  });

  it("is not charged the same year twice, and a refused payment leaves no member behind", async () => {
    const again = await addWalkIn({ ...walkIn, fullName: "Adjoa H.", payment: { ...walkIn.payment, reference: "CARNET-0042" } }, "fr").expect(400);
    expect(fieldWords(again.body.errors)).toEqual([{ path: "reference", message: "Un paiement portant cette référence est déjà enregistré" }]);
    const future = await addWalkIn({ ...walkIn, fullName: "Sena Dossou", payment: { ...walkIn.payment, reference: null, paidOn: "2026-12-01" } }).expect(400);
    expect(fieldWords(future.body.errors)).toEqual([{ path: "paidOn", message: "The payment date cannot be in the future" }]);
    const wrongAmount = await addWalkIn({ ...walkIn, fullName: "Sena Dossou", payment: { ...walkIn.payment, reference: null, amount: 10_000 } }).expect(400);
    expect(wrongAmount.body.errors[0].path).toBe("amount");
    const year = await addWalkIn({ ...walkIn, fullName: "Sena Dossou", year: 2030, payment: { ...walkIn.payment, reference: null } }).expect(400);
    expect(year.body.errors[0].path).toBe("year");
    expect(await t.db.select().from(members).where(eq(members.fullName, "Sena Dossou"))).toEqual([]);
    expect(await t.db.select().from(members).where(eq(members.fullName, "Adjoa H."))).toEqual([]);
  });

  it("with an address is welcomed by mail as an applicant paying online is", async () => {
    const res = await addWalkIn({ ...walkIn, fullName: "Koffi Mensah", email: "Koffi@Example.BJ", phone: "", payment: { ...walkIn.payment, reference: "CARNET-0043" } }).expect(201);
    const body = res.body as WalkInMemberResponse;
    expect(body.membership).toMatchObject({ email: "koffi@example.bj", status: "active" });
    const mails = await t.db.select().from(outbox).where(eq(outbox.key, `membership-welcome:${body.membership.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipients).toEqual(["koffi@example.bj"]);
  });

  it("without a payment stays pending, and its fields are checked in the staff's language", async () => {
    const res = await addWalkIn({ ...walkIn, fullName: "Afi Kpodar", category: "honorary", payment: null }).expect(201);
    expect((res.body as WalkInMemberResponse).membership).toMatchObject({ status: "pending", email: null, duesAmount: 0 });
    expect(res.body.message).toBe("Member added");
    const honoraryPaid = await addWalkIn({ ...walkIn, fullName: "Afi Kpodar", category: "honorary", payment: { ...walkIn.payment, reference: null } }, "fr").expect(409);
    expect(honoraryPaid.body.message).toBe("Rien n’est dû ici\u00a0: il n’y a pas de paiement à enregistrer");
    const bad = await addWalkIn({ ...walkIn, fullName: "", email: "nope", phone: "abc" }, "fr").expect(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["email", "fullName", "phone"]);
  });
});

describe("an offline gift without e-mail", () => {
  it("is recorded with the donor's name and phone, receipted, counted, and mails nothing", async () => {
    const mailsBefore = (await t.db.select().from(outbox)).length;
    const res = await admin
      .post(apiPaths.admin.offlineDonations)
      .set("Origin", ORIGIN)
      .send({ donorName: "Mama Bénédicte", phone: "97 00 11 22", amount: 25_000, currency: "XOF", language: "fr", method: "mobile_money_transfer", paidOn: TODAY, reference: "MTN-7781" })
      .expect(201);
    expect(res.body.donation).toMatchObject({ email: null, phone: "97 00 11 22", donorName: "Mama Bénédicte", status: "succeeded", amount: 25_000 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.payableId, res.body.donation.id));
    expect(await t.db.select().from(receipts).where(eq(receipts.paymentId, payment!.id))).toHaveLength(1);
    expect(await t.db.select().from(outbox)).toHaveLength(mailsBefore);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, res.body.donation.id));
    expect(row).toMatchObject({ email: null, donorName: "Mama Bénédicte" });
    // Its receipt still opens for staff (to print, or to send on WhatsApp).
    const pdf = await admin.get(apiPaths.admin.receipt(payment!.id)).expect(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
  });
});

describe("an erased person", () => {
  it("cannot be paid for or asked a year (409 in the staff's language), and the CSV says erased, not the placeholder address", async () => {
    const res = await addWalkIn({ ...walkIn, fullName: "Kossi Agbo", email: "kossi@example.org", year: 2025, payment: { ...walkIn.payment, reference: "CARNET-0050" } }).expect(201);
    const { memberId, membership } = res.body as WalkInMemberResponse;
    await t.db.update(members).set({ erasedAt: NOW, fullName: ERASED, email: erasedAddress(memberId), country: "", phone: null }).where(eq(members.id, memberId));
    await t.db.update(memberships).set({ fullName: ERASED, email: erasedAddress(membership.id), country: "" }).where(eq(memberships.id, membership.id));

    const year = await admin.post(`${apiPaths.admin.memberYears(memberId)}?lang=fr`).set("Origin", ORIGIN).send({ year: 2026 }).expect(409);
    expect(year.body.message).toBe("Les données de cette personne ont été effacées à sa demande\u00a0: sa fiche ne peut plus être modifiée");
    const paid = await admin
      .post(apiPaths.admin.payments)
      .set("Origin", ORIGIN)
      .send({ kind: "membership", id: membership.id, method: "cash", amount: 12_000, currency: "XOF", paidOn: TODAY, year: 2026 })
      .expect(409);
    expect(paid.body).toEqual({ message: "This person's data was erased at their request: their record can no longer be changed" });
    expect(await t.db.select().from(membershipYears).where(eq(membershipYears.memberId, memberId))).toHaveLength(1);

    for (const lang of ["en", "fr"]) {
      const rows = await csv(apiPaths.admin.membershipsCsv, lang);
      const text = rows.map((row) => row.join("|")).join("\n");
      expect(text).not.toContain("@invalid");
      const erasedRow = rows.find((row) => row.includes(membership.id))!;
      expect(erasedRow[1]).toBe(lang === "fr" ? "Effacé à sa demande" : "Erased at their request");
      expect(erasedRow[2]).toBe("");
      expect(erasedRow[5]).toBe(lang === "fr" ? "Effacé à sa demande" : "Erased at their request");
    }
  });
});
