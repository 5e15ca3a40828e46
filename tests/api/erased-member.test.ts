/**
 * A person whose data was erased at their request (members.erasedAt, written by the privacy
 * request's completion) is shown as erased everywhere staff look: the members list says so, the
 * dashboard does not count them, their record cannot be edited (409, a clear message in the
 * admin's language), and their page says the data was erased.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminStats, MemberItem, MemberPageResponse, Page } from "../../shared/admin";
import { apiPaths } from "../../shared/paths";
import { members, memberships } from "../../shared/schema";
import { ERASED, erasedAddress } from "../../server/services/privacy/complete-privacy-request";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
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
