/**
 * GET /api/admin/audit gives what the audit list needs to write each entry as a sentence in the
 * reader's language: a program's, an article's and an event's title in both languages, a
 * message's sender and subject — beside the label, action, entity and changes it always gave.
 * Entries written before (no details) are still listed, their details null.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditItem } from "../../shared/admin";
import { apiPaths, withQuery } from "../../shared/paths";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createAuditEntry, createContact } from "../helpers/factories";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

const send = (method: "post" | "put" | "delete", path: string, body?: object) => admin[method](path).set("Origin", ORIGIN).send(body);
const latest = async (count: number): Promise<AuditItem[]> => (await admin.get(withQuery(apiPaths.admin.audit, { pageSize: count })).expect(200)).body.items;

describe("the audit list's details", () => {
  it("keep a content item's title in both languages, as it is after each change", async () => {
    const title = { en: "Code for Change", fr: "Coder pour changer" };
    const created = await send("post", apiPaths.admin.programs, {
      slug: "code-for-change-audit",
      pillar: "digital_jobs",
      title,
      summary: { en: "A summary", fr: "Un résumé" },
      content: { en: "Text", fr: "Texte" },
      published: false,
    }).expect(201);
    const id: string = created.body.program.id;
    const renamed = { en: "Code for Change", fr: "Coder pour le changement" };
    await send("put", apiPaths.admin.program(id), { title: renamed, version: 1 }).expect(200);
    await send("delete", apiPaths.admin.program(id)).expect(200);

    const [deleted, updated, made] = await latest(3);
    expect(made).toMatchObject({ action: "program.create", entityId: id, label: "Code for Change", details: { title } });
    expect(updated).toMatchObject({
      action: "program.update",
      username: TEST_ADMIN.username,
      label: "Code for Change",
      details: { title: renamed },
      changes: { title: { from: title, to: renamed } },
    });
    expect(deleted).toMatchObject({ action: "program.delete", details: { title: renamed } });
  });

  it("keep a message's sender, address and subject when it is marked or deleted", async () => {
    const message = await createContact(t.db, { name: "Jean Houngbo", email: "jean@example.bj", subject: "Partnership: next steps" });
    await send("put", apiPaths.admin.contact(message.id), { status: "read", version: 1 }).expect(200);
    await send("delete", apiPaths.admin.contact(message.id)).expect(200);
    const [deleted, read] = await latest(2);
    const sender = { name: "Jean Houngbo", email: "jean@example.bj", subject: "Partnership: next steps" };
    expect(read).toMatchObject({ action: "contact.read", label: "Jean Houngbo: Partnership: next steps", details: sender, changes: { status: { from: "new", to: "read" } } });
    expect(deleted).toMatchObject({ action: "contact.delete", details: sender });
  });

  it("list an entry written before details were kept, its details null", async () => {
    await createAuditEntry(t.db, { username: "former", action: "program.create", entity: "program", label: "Old Program" });
    const [old] = await latest(1);
    expect(old).toMatchObject({ username: "former", action: "program.create", label: "Old Program", details: null, changes: {} });
  });
});
