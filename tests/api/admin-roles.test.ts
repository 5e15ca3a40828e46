/**
 * Administrators' roles (docs/decisions/028-administrator-roles.md): every admin endpoint the app
 * has mounted — read from its router stack, so that an endpoint added later is in the table too —
 * answers each role as shared/roles.ts says: 403 in the contract's shape and the person's language
 * outside the role's areas, its own answer inside. An endpoint no area declares fails here.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/paths";
import { areaOfPath, mayCall, roles, type Role } from "../../shared/roles";
import { upsertAdmin } from "../../server/auth/users";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { addressOf, mountedRoutes, type MountedRoute } from "../helpers/route-table";
import { createProgram } from "../helpers/factories";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

const PASSWORD = "a passphrase of roles";
const REFUSED = { en: "Your role does not give access to this part of the administration", fr: "Votre rôle ne donne pas accès à cette partie de l’administration" };
type Method = "get" | "post" | "put" | "patch" | "delete";

let t: Awaited<ReturnType<typeof createTestApp>>;
const agents = {} as Record<Role, Agent>;
const adminRoutes: MountedRoute[] = [];

const send = (agent: Agent | null, method: string, path: string) => {
  const call = (agent ?? request(t.app))[method as Method](path).set("Origin", ORIGIN);
  return method === "get" || method === "delete" ? call : call.send({});
};

beforeAll(async () => {
  t = await createTestApp({ admin: true });
  // The test administrator has full rights, as every administrator made before roles.
  agents.full = await signIn(t.app);
  for (const role of roles.filter((r) => r !== "full")) {
    await upsertAdmin(t.db, role, PASSWORD, { role });
    agents[role] = await signIn(t.app, { username: role, password: PASSWORD });
  }
  // The admin endpoints are those that ask a signed-out visitor to sign in.
  for (const route of mountedRoutes(t.app)) {
    const res = await send(null, route.method, addressOf(route.path));
    if (res.status === 401 && res.body.message === "Please sign in") adminRoutes.push(route);
  }
});
afterAll(() => t?.close());

describe("the table of admin endpoints", () => {
  it("holds every admin endpoint the app mounts, the ones of each area among them", () => {
    const names = adminRoutes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /api/donations",
        "GET /api/memberships",
        "PUT /api/contacts/:id",
        "POST /api/programs",
        "POST /api/admin/images",
        "GET /api/admin/audit",
        "PUT /api/admin/users/:id",
        "PUT /api/admin/mail/settings",
        "GET /api/admin/payments/:id/receipt.pdf",
        "GET /api/auth/me",
      ]),
    );
    expect(adminRoutes.length).toBeGreaterThan(80);
    // The public form of the same path is no admin endpoint.
    expect(names).not.toContain("POST /api/donations");
  });

  it("gives every admin endpoint an area (shared/roles.ts): declare a new one there", () => {
    const undeclared = adminRoutes.filter((r) => areaOfPath(r.path) === null).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(undeclared).toEqual([]);
  });
});

describe.each(roles)("an administrator with the %s role", (role) => {
  it("is let through on the endpoints of their areas and refused (403) on every other", async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes) {
      const res = await send(agents[role], route.method, addressOf(route.path));
      const allowed = mayCall(role, route.path);
      const refused = res.status === 403 && res.body.message === REFUSED.en;
      if (allowed === refused) wrong.push(`${route.method.toUpperCase()} ${route.path}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("refusals", () => {
  it("tell a content editor, in the contract's shape and their language, that donations are not theirs", async () => {
    const en = await agents.content.get(apiPaths.admin.donations).expect(403);
    expect(en.body).toEqual({ message: REFUSED.en });
    const fr = await agents.content.get(`${apiPaths.admin.donations}?lang=fr`).expect(403);
    expect(fr.body).toEqual({ message: REFUSED.fr });
    const accepted = await agents.content.get(apiPaths.admin.donationsCsv).set("Accept-Language", "fr-BJ,fr;q=0.9").expect(403);
    expect(accepted.body).toEqual({ message: REFUSED.fr });
  });

  it("hold whatever the case of the address (Express matches it without case)", async () => {
    for (const path of ["/api/admin/mail/SETTINGS", "/API/ADMIN/USERS", "/api/admin/Settings"]) {
      const res = await agents.treasurer.put(path).set("Origin", ORIGIN).send({});
      expect(res.status, path).toBe(403);
    }
  });

  it("still answer 401 before anything else to a signed-out visitor", async () => {
    await request(t.app).get(apiPaths.admin.donations).expect(401);
  });

  it("show a program's draft only to a role that edits content", async () => {
    await createProgram(t.db, { slug: "draft-of-roles", published: false });
    const slugs = async (agent: Agent) => ((await agent.get(`${apiPaths.programs}?all=1`).expect(200)).body as { slug: string }[]).map((p) => p.slug);
    expect(await slugs(agents.content)).toContain("draft-of-roles");
    expect(await slugs(agents.messages)).not.toContain("draft-of-roles");
  });
});

describe("who is signed in", () => {
  it("says the role, for the client's tabs", async () => {
    expect((await agents.content.get(apiPaths.me).expect(200)).body.user).toMatchObject({ username: "content", role: "content" });
    expect((await agents.full.get(apiPaths.me).expect(200)).body.user).toMatchObject({ username: TEST_ADMIN.username, role: "full" });
  });
});

describe("roles given and taken", () => {
  it("lists each administrator's role, and makes a new one with full rights unless told otherwise", async () => {
    const plain = await agents.full.post(apiPaths.admin.users).set("Origin", ORIGIN).send({ username: "plain-new", password: PASSWORD }).expect(201);
    expect(plain.body.user.role).toBe("full");
    const editor = await agents.full.post(apiPaths.admin.users).set("Origin", ORIGIN).send({ username: "editor-new", password: PASSWORD, role: "content" }).expect(201);
    expect(editor.body.user.role).toBe("content");
    const { users } = (await agents.full.get(apiPaths.admin.users).expect(200)).body as { users: { username: string; role: Role }[] };
    expect(users.find((u) => u.username === "treasurer")?.role).toBe("treasurer");
    expect(users.find((u) => u.username === "editor-new")?.role).toBe("content");
  });

  it("refuses a role that does not exist, on its field", async () => {
    const { users } = (await agents.full.get(apiPaths.admin.users).expect(200)).body as { users: { id: string; username: string }[] };
    const id = users.find((u) => u.username === "messages")!.id;
    const res = await agents.full.put(`${apiPaths.admin.user(id)}?lang=fr`).set("Origin", ORIGIN).send({ role: "owner" }).expect(400);
    expect(res.body.errors[0].path).toBe("role");
  });

  it("changes a role at once, and the audit list says who did it, from what to what", async () => {
    await upsertAdmin(t.db, "moving", PASSWORD, { role: "messages" });
    const moving = await signIn(t.app, { username: "moving", password: PASSWORD });
    await moving.get(apiPaths.admin.contacts).expect(200);
    const { users } = (await agents.full.get(apiPaths.admin.users).expect(200)).body as { users: { id: string; username: string }[] };
    const id = users.find((u) => u.username === "moving")!.id;
    const res = await agents.full.put(apiPaths.admin.user(id)).set("Origin", ORIGIN).send({ role: "treasurer" }).expect(200);
    expect(res.body).toMatchObject({ message: "Role changed", user: { username: "moving", role: "treasurer" } });
    // The same session, its next request: the new role's areas only.
    await moving.get(apiPaths.admin.contacts).expect(403);
    await moving.get(apiPaths.admin.donations).expect(200);
    const audit = await agents.full.get(`${apiPaths.admin.audit}?action=admin.role`).expect(200);
    expect(audit.body.items[0]).toMatchObject({ username: TEST_ADMIN.username, action: "admin.role", entity: "user", label: "moving", changes: { role: { from: "messages", to: "treasurer" } } });
  });
});

describe("the last administrator with full rights", () => {
  // A site of its own: one administrator with full rights, one treasurer.
  let site: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    site = await createTestApp({ admin: true });
    await upsertAdmin(site.db, "keeper", PASSWORD, { role: "treasurer" });
  });
  afterAll(() => site?.close());

  it("keeps them and stays: neither demoted nor removed, until another has them", async () => {
    const only = await signIn(site.app);
    const { users } = (await only.get(apiPaths.admin.users).expect(200)).body as { users: { id: string; username: string }[] };
    const self = users.find((u) => u.username === TEST_ADMIN.username)!.id;
    const keeper = users.find((u) => u.username === "keeper")!.id;

    const demote = await only.put(`${apiPaths.admin.user(self)}?lang=fr`).set("Origin", ORIGIN).send({ role: "content" }).expect(409);
    expect(demote.body.message).toBe("Le dernier administrateur ayant tous les droits les garde\u00a0: donnez d’abord tous les droits à un autre administrateur");
    expect(fieldWords(demote.body.errors)).toEqual([{ path: "role", message: demote.body.message }]);
    const remove = await only.delete(apiPaths.admin.user(self)).set("Origin", ORIGIN).expect(409);
    expect(remove.body.message).toBe("The last administrator with full rights cannot be removed");
    expect((await only.get(apiPaths.me).expect(200)).body.user.role).toBe("full");

    // Once another has full rights, either may step down.
    await only.put(apiPaths.admin.user(keeper)).set("Origin", ORIGIN).send({ role: "full" }).expect(200);
    await only.put(apiPaths.admin.user(self)).set("Origin", ORIGIN).send({ role: "content" }).expect(200);
    await only.get(apiPaths.admin.users).expect(403);
  });
});
