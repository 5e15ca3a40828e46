/**
 * Two server processes (the production build) on one PostgreSQL, as behind a load balancer:
 * sessions, rate limits and the pages' cache behave as one server's (docs/rules.md R43, README "Running
 * several servers"). Runs in the PostgreSQL project, on the build (`npm run build` first; CI does).
 */
import { existsSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_NAME } from "../../server/db/content-changes";
import { builtServer, createServerDatabase, startServerProcess, stopAll, type ServerProcess } from "../helpers/server-process";
import { testDbKind } from "../helpers/test-database";

const runs = testDbKind === "postgres" && existsSync(builtServer);
const ADMIN = { username: "admin", password: "two servers, one site" };

type Server = { url: string };
let servers: [Server, Server];
let database: Awaited<ReturnType<typeof createServerDatabase>>;
let publicUrl: string;
let sql: pg.Client;

beforeAll(async () => {
  if (!runs) return;
  database = await createServerDatabase();
  const env = { DATABASE_URL: database.url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, FORM_RATE_LIMIT: "3" };
  // One after the other: the first migrates and seeds the new database. Both behind one address.
  const a: ServerProcess = await startServerProcess(env, { built: true });
  publicUrl = a.origin;
  const b = await startServerProcess({ ...env, PUBLIC_URL: publicUrl }, { built: true });
  servers = [{ url: a.origin }, { url: b.origin }];
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 90_000);

afterAll(async () => {
  if (!runs) return;
  await sql?.end();
  await stopAll();
  await database?.drop();
}, 30_000);

const send = (server: Server, method: string, pathname: string, body?: unknown, cookie?: string) =>
  fetch(`${server.url}${pathname}`, {
    method,
    headers: { Origin: publicUrl, "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const pageText = (server: Server, pathname: string) => fetch(`${server.url}${pathname}`, { headers: { "Accept-Language": "en" } }).then((r) => r.text());
const renameQuietly = (slug: string, en: string) =>
  sql.query(`update programs set title = jsonb_set(title, '{en}', to_jsonb($2::text)) where slug = $1`, [slug, en]);

async function signIn(server: Server) {
  const res = await send(server, "POST", "/api/auth/login", ADMIN);
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

describe.runIf(runs)("two server processes on one PostgreSQL", () => {
  it("share the administrators' sessions: signed in on one, known on the other; signed out on one, out everywhere", async () => {
    const [a, b] = servers;
    const cookie = await signIn(a);
    expect((await send(b, "GET", "/api/auth/me", undefined, cookie)).status).toBe(200);
    expect((await send(b, "POST", "/api/auth/logout", {}, cookie)).status).toBeLessThan(300);
    expect((await send(a, "GET", "/api/auth/me", undefined, cookie)).status).toBe(401);
  });

  it("count a client's form submissions together", async () => {
    const [a, b] = servers;
    const contact = (n: number) => ({ name: `Sender ${n}`, email: `sender${n}@example.org`, subject: `Subject ${n}`, message: `A message, number ${n}.`, language: "en" });
    expect((await send(a, "POST", "/api/contacts", contact(1))).status).toBe(201);
    expect((await send(b, "POST", "/api/contacts", contact(2))).status).toBe(201);
    expect((await send(a, "POST", "/api/contacts", contact(3))).status).toBe(201);
    expect((await send(b, "POST", "/api/contacts", contact(4))).status).toBe(429);
    expect((await send(a, "POST", "/api/contacts", contact(5))).status).toBe(429);
  });

  it("show an administrator's change on the next page either one serves", async () => {
    const [a, b] = servers;
    for (const server of servers) expect(await pageText(server, "/programs")).toContain("Code for Change");
    // Kept by both: a change behind their back is not seen…
    await renameQuietly("code-for-change", "Quietly Renamed");
    for (const server of servers) expect(await pageText(server, "/programs")).not.toContain("Quietly Renamed");

    // …until an administrator saves one, on either.
    const cookie = await signIn(a);
    const { rows } = await sql.query<{ id: string }>(`select id from programs where slug = 'skills-for-green-jobs'`);
    const saved = await send(a, "PUT", `/api/programs/${rows[0]!.id}`, { title: { en: "Green Trades", fr: "Métiers verts" } }, cookie);
    expect(saved.status).toBe(200);
    const seenByB = await pageText(b, "/programs");
    expect(seenByB).toContain("Green Trades");
    expect(seenByB).toContain("Quietly Renamed");
    expect(await pageText(b, "/fr/programs")).toContain("Métiers verts");
    expect(await pageText(a, "/programs")).toContain("Green Trades");
  });

  it("render every page while one cannot hear of changes, and keep pages again once it hears", async () => {
    const [, b] = servers;
    await pageText(b, "/events");
    await renameQuietly("code-for-change", "Unheard Change");
    // The listening connections are cut (a database restart, a network cut): nothing stale is served.
    await sql.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1`, [LISTENER_NAME]);
    const deadline = Date.now() + 3_000;
    let text = "";
    while (Date.now() < deadline && !(text = await pageText(b, "/programs")).includes("Unheard Change")) await new Promise((r) => setTimeout(r, 50));
    expect(text).toContain("Unheard Change");

    // Back within the next check (5 s): pages are kept again.
    const back = Date.now() + 8_000;
    let kept = false;
    let n = 0;
    while (Date.now() < back && !kept) {
      await pageText(b, "/programs");
      await renameQuietly("code-for-change", `Probe ${++n}`);
      kept = !(await pageText(b, "/programs")).includes(`Probe ${n}`);
      if (!kept) await new Promise((r) => setTimeout(r, 200));
    }
    expect(kept).toBe(true);
  }, 20_000);
});
