/**
 * The audit list filtered by who made the change, the kind of record and the action
 * (GET /api/admin/audit?who=&entity=&action=), and the values it can be filtered by
 * (GET /api/admin/audit/filters): what a treasurer looking for "every payment Awa recorded" needs.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditFiltersResponse, AuditItem, Page } from "../../shared/admin";
import { apiPaths, withQuery } from "../../shared/paths";
import { signIn, type Agent } from "../helpers/admin";
import { parseCsv } from "../helpers/csv";
import { createAuditEntries } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true });
  admin = await signIn(t.app);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
  await createAuditEntries(t.db, [
    { username: "awa", action: "payment.record", entity: "membership", entityId: "m1", label: "Kossi Agbo", createdAt: at(1) },
    { username: "awa", action: "payment.record", entity: "donation", entityId: "d1", label: "ama@example.org", createdAt: at(2) },
    { username: "awa", action: "program.create", entity: "program", entityId: "p1", label: "Code for Change", createdAt: at(3) },
    { username: "koffi", action: "payment.record", entity: "membership", entityId: "m2", label: "Yao Kpade", createdAt: at(4) },
    { username: "koffi", action: "contact.reply", entity: "contact", entityId: "c1", label: "Partnership", createdAt: at(5) },
    {
      username: "awa",
      action: "membership.update",
      entity: "membership",
      entityId: "m1",
      label: "Kossi Agbo",
      changes: { status: { from: "pending", to: "active" }, note: { from: null, to: "=HYPERLINK(\"http://evil.example\")" } },
      createdAt: at(6),
    },
  ]);
});
afterAll(() => t.close());

const audit = async (query: Record<string, string>) => (await admin.get(withQuery(apiPaths.admin.audit, query)).expect(200)).body as Page<AuditItem>;
const labels = (page: Page<AuditItem>) => page.items.map((item) => item.label);

describe("the audit list's filters", () => {
  it("selects by who, by kind of record and by action, alone or together, newest first, counted", async () => {
    expect(labels(await audit({ who: "awa" }))).toEqual(["Kossi Agbo", "Code for Change", "ama@example.org", "Kossi Agbo"]);
    expect(labels(await audit({ action: "payment.record" }))).toEqual(["Yao Kpade", "ama@example.org", "Kossi Agbo"]);
    expect(labels(await audit({ entity: "membership" }))).toEqual(["Kossi Agbo", "Yao Kpade", "Kossi Agbo"]);
    const together = await audit({ who: "awa", action: "payment.record", entity: "membership" });
    expect(together).toMatchObject({ total: 1, page: 1 });
    expect(labels(together)).toEqual(["Kossi Agbo"]);
    expect(await audit({ who: "nobody" })).toMatchObject({ items: [], total: 0 });
  });

  it("offers the authors, kinds of record and actions the entries hold, the most frequent first", async () => {
    const filters = (await admin.get(apiPaths.admin.auditFilters).expect(200)).body as AuditFiltersResponse;
    expect(filters.who.slice(0, 2)).toEqual(["awa", "koffi"]);
    expect(filters.actions[0]).toBe("payment.record");
    expect(filters.actions).toEqual(expect.arrayContaining(["program.create", "contact.reply"]));
    expect(filters.entities[0]).toBe("membership");
    expect(filters.actions).toContain("membership.update");
    expect(filters.entities).toEqual(expect.arrayContaining(["donation", "program", "contact"]));
  });

  it("refuses a filter that is no kind of record, in the admin's language; and is the administrators' only", async () => {
    const fr = await admin.get(withQuery(apiPaths.admin.audit, { entity: "x'; drop table", lang: "fr" })).expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([{ path: "entity", message: expect.any(String) }]);
    expect(fr.body.message).toMatch(/invalide|vérifiez/i);
    await request(t.app).get(withQuery(apiPaths.admin.audit, { who: "awa" })).expect(401);
    await request(t.app).get(apiPaths.admin.auditFilters).expect(401);
  });
});

describe("the audit list's export", () => {
  it("is the filtered entries as CSV in the admin's language: names of actions and records, each change on its line, no formula", async () => {
    const res = await admin.get(withQuery(apiPaths.admin.auditCsv, { who: "awa", entity: "membership", lang: "fr" })).buffer(true).parse(asText).expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="audit-by-person-membership-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv((res.body as string).slice(1), ";");
    expect(header).toEqual(["Date", "Auteur", "Action", "Type d’élément", "Élément", "Identifiant de l’élément", "Modifications"]);
    expect(rows).toEqual([
      ["2026-11-20 10:06", "awa", "Adhésion modifiée", "Adhésions", "Kossi Agbo", "m1", 'note: — → =HYPERLINK("http://evil.example")\nstatus: pending → active'],
      ["2026-11-20 10:01", "awa", "Paiement enregistré", "Adhésions", "Kossi Agbo", "m1", ""],
    ]);
    // A cell that starts as a formula would be neutralised; this one starts with a field's name.
    expect(res.body as string).not.toMatch(/[;\n]=HYPERLINK/);

    const en = await admin.get(withQuery(apiPaths.admin.auditCsv, { action: "payment.record" })).buffer(true).parse(asText).expect(200);
    const [enHeader, ...enRows] = parseCsv((en.body as string).slice(1), ",");
    expect(enHeader![2]).toBe("Action");
    expect(enRows.map((row) => row[2])).toEqual(["Payment recorded", "Payment recorded", "Payment recorded"]);
    await request(t.app).get(apiPaths.admin.auditCsv).expect(401);
  });
});

/** Reads a body as text, whatever its type (a CSV download). */
const asText: Parameters<ReturnType<Agent["get"]>["parse"]>[0] = (res, done) => {
  let body = "";
  res.setEncoding("utf8");
  res.on("data", (chunk: string) => (body += chunk));
  res.on("end", () => done(null, body));
};
