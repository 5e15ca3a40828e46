/**
 * A person whose data was erased at their request (members.erasedAt, written by the privacy
 * request's completion) is shown as erased everywhere staff look: the members list says so, the
 * dashboard does not count them, their record cannot be edited (409, a clear message in the
 * admin's language), and their page says the data was erased.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminStats, DonationsPage, DonorsPage, MemberItem, MemberPageResponse, Page } from "../../shared/admin";
import { apiPaths, withQuery } from "../../shared/paths";
import { donations, members, memberships } from "../../shared/schema";
import { ERASED, erasedAddress } from "../../server/services/privacy/complete-privacy-request";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { parseCsv } from "../helpers/csv";
import { createTestApp } from "../helpers/test-app";

const NOW = new Date("2026-11-28T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => NOW, formLimit: { windowMs: 60_000, limit: 1000 } });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

const apply = (fullName: string, email: string) =>
  request(t.app).post("/api/memberships?payment=later").send({ fullName, email, country: "Benin", category: "adherent_individual", consent: true, language: "fr" }).expect(201);

describe("an erased person", () => {
  it("is shown erased in the list, not counted, refused edits with a clear message, and their page says the data was erased", async () => {
    const kept = await apply("Ama Mensah", "ama@example.org");
    const gone = await apply("Kossi Agbo", "kossi@example.org");
    for (const id of [kept.body.membership.id, gone.body.membership.id])
      await admin.post(apiPaths.admin.payments).set("Origin", ORIGIN).send({ kind: "membership", id, method: "cash", amount: 12_000, currency: "XOF", paidOn: "2026-11-28" }).expect(201);
    expect(((await admin.get(apiPaths.admin.stats).expect(200)).body as AdminStats).members).toMatchObject({ total: 2, active: 2 });

    // Erased as the privacy request's completion erases (complete-privacy-request.ts).
    const [person] = await t.db.select().from(members).where(eq(members.email, "kossi@example.org"));
    const memberId = person!.id;
    await t.db.update(members).set({ erasedAt: NOW, fullName: ERASED, email: erasedAddress(memberId), country: "" }).where(eq(members.id, memberId));
    await t.db.update(memberships).set({ fullName: ERASED, email: erasedAddress(gone.body.membership.id), country: "" }).where(eq(memberships.id, gone.body.membership.id));

    expect(((await admin.get(apiPaths.admin.stats).expect(200)).body as AdminStats).members).toMatchObject({ total: 1, active: 1 });
    const list = (await admin.get(apiPaths.admin.memberships).expect(200)).body as Page<MemberItem>;
    expect(list.items.map((item) => ({ name: item.fullName, erased: item.erased }))).toEqual([
      { name: ERASED, erased: true },
      { name: "Ama Mensah", erased: false },
    ]);

    const refused = await admin.put(`${apiPaths.admin.membership(gone.body.membership.id)}?lang=fr`).set("Origin", ORIGIN).send({ status: "inactive" }).expect(409);
    expect(refused.body.message).toBe("Les données de cette personne ont été effacées à sa demande\u00a0: sa fiche ne peut plus être modifiée");
    const refusedEn = await admin.put(apiPaths.admin.membership(gone.body.membership.id)).set("Origin", ORIGIN).send({ fullName: "Kossi A." }).expect(409);
    expect(refusedEn.body.message).toBe("This person's data was erased at their request: their record can no longer be changed");
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, gone.body.membership.id));
    expect(row).toMatchObject({ fullName: ERASED, status: "active" });

    const page = (await admin.get(apiPaths.admin.member(memberId)).expect(200)).body as MemberPageResponse;
    expect(page.member).toMatchObject({ fullName: ERASED, erasedAt: NOW.toISOString() });
    expect(page.applications[0]).toMatchObject({ erased: true });
  });
});

describe("a donor erased at their request", () => {
  it("is shown erased in the donations list and its CSV, never under the placeholder address, is not a donor any more, and nothing is recorded for them", async () => {
    const paid = await admin
      .post(apiPaths.admin.offlineDonations)
      .set("Origin", ORIGIN)
      .send({ email: "efua@example.org", donorName: "Efua Owusu", phone: "01 97 11 22 33", amount: 20_000, currency: "XOF", language: "fr", method: "cash", paidOn: "2026-11-27", reference: "REC-77" })
      .expect(201);
    const pledged = await request(t.app).post("/api/donations").send({ email: "efua@example.org", amount: 50, currency: "USD", language: "en" }).expect(201);
    await admin
      .post(apiPaths.admin.offlineDonations)
      .set("Origin", ORIGIN)
      .send({ email: "yao@example.org", donorName: "Yao Kpade", amount: 5_000, currency: "XOF", language: "fr", method: "cash", paidOn: "2026-11-27", reference: "REC-78" })
      .expect(201);
    const gone = [paid.body.donation.id as string, pledged.body.donation.id as string];

    // Erased as the privacy request's completion erases a donor's gifts (complete-privacy-request.ts).
    for (const id of gone) await t.db.update(donations).set({ donorName: null, phone: null, email: erasedAddress(id) }).where(eq(donations.id, id));

    const list = await admin.get(withQuery(apiPaths.admin.donations, { pageSize: "100" })).expect(200);
    const page = list.body as DonationsPage;
    for (const id of gone) expect(page.items.find((item) => item.id === id)).toMatchObject({ erased: true, email: null, donorName: null, phone: null });
    expect(page.items.find((item) => item.email === "yao@example.org")).toMatchObject({ erased: false, donorName: "Yao Kpade" });
    expect(list.text).not.toContain("@invalid");

    // Not a donor any more: no one to thank, not counted; the money received stays in the accounts.
    const donors = (await admin.get(apiPaths.admin.donors).expect(200)).body as DonorsPage;
    expect(donors.items.map((donor) => donor.email)).toEqual(["yao@example.org"]);
    expect(donors.total).toBe(1);
    expect(page.totals.find((total) => total.currency === "XOF")).toMatchObject({ count: 2, amount: 25_000 });

    const csv = await admin.get(withQuery(apiPaths.admin.donationsCsv, { lang: "fr" })).buffer(true).parse(asText).expect(200);
    expect(csv.body as string).not.toContain("@invalid");
    const rows = parseCsv((csv.body as string).slice(1), ";");
    const erasedRow = rows.find((row) => row.includes(paid.body.donation.id as string));
    expect(erasedRow?.slice(1, 3)).toEqual(["", "Effacé à sa demande"]);

    const refused = await admin
      .post(withQuery(apiPaths.admin.payments, { lang: "fr" }))
      .set("Origin", ORIGIN)
      .send({ kind: "donation", id: pledged.body.donation.id, method: "cash", amount: 50, currency: "USD", paidOn: "2026-11-28" })
      .expect(409);
    expect(refused.body.message).toBe("Les données de cette personne ont été effacées à sa demande\u00a0: sa fiche ne peut plus être modifiée");
  });
});

/** Reads a body as text, whatever its type (a CSV download). */
const asText: Parameters<ReturnType<Agent["get"]>["parse"]>[0] = (res, done) => {
  let body = "";
  res.setEncoding("utf8");
  res.on("data", (chunk: string) => (body += chunk));
  res.on("end", () => done(null, body));
};
