/**
 * npm run bench:admin — the administration's API at the foundation's expected scale: 10,000
 * members with their membership years over three years, 50,000 donations (each with its payment) and 5,000 messages in a
 * fresh database, measured over real HTTP.
 *
 * The server (createApp, the real routes and services) runs in a child process of its own, so
 * that its memory can be read from /proc/<pid>/status while it streams a CSV. Each list, filter
 * and dashboard endpoint gets a bounded number of requests (a few in parallel, as several tabs or
 * staff would), and prints p50 / p95 / max and requests per second against its target; each CSV
 * export is downloaded whole: time to last byte, rows, and the server's RSS growth (sampled every
 * 50 ms) against its target. Targets (issue): list page p95 ≤ 50 ms, stats p95 ≤ 100 ms, the
 * 50,000-row CSV ≤ 3 s with RSS growing ≤ 50 MB.
 *
 * Database: by default the PostgreSQL server at postgres://postgres@127.0.0.1:5432, in a
 * throwaway database `bench_admin_<pid>` created here and dropped at the end; --pglite uses the
 * embedded PGlite (in a temporary directory, removed at the end) instead.
 * Options: --pglite, --url postgres://… (the server to create the database on), --requests 200,
 * --concurrency 4, --runs 1 (each figure the median of that many runs, a fresh database each),
 * --without-indexes (drops the indexes of migration 0003 after migrating: the "before" figures),
 * --explain (prints the plans of the main queries once seeded), --encoding identity (what the
 * client accepts; by default a browser's "gzip, deflate, br, zstd", so the server compresses),
 * --only <text> (only the endpoints and exports whose name holds the text, e.g. "members").
 * The server's log (one JSON line a request) is written to /dev/null, as a service's log would be
 * written away from the terminal; what the bench prints is its figures.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, createServer, get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db";
import { freePort, median, rssMb } from "./measure";
import { throwawayDatabase } from "./throwaway-database";

const { values } = parseArgs({
  options: {
    pglite: { type: "boolean", default: false },
    url: { type: "string", default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
    requests: { type: "string", default: "200" },
    concurrency: { type: "string", default: "4" },
    runs: { type: "string", default: "1" },
    "without-indexes": { type: "boolean", default: false },
    explain: { type: "boolean", default: false },
    /** What the client accepts: a browser's by default; "identity" measures without compression. */
    encoding: { type: "string", default: "gzip, deflate, br, zstd" },
    only: { type: "string" },
    // Internal: the child process that serves the app.
    serve: { type: "boolean", default: false },
    port: { type: "string" },
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
  },
});

const SCALE = { members: 10_000, years: [2024, 2025, 2026], donations: 50_000, messages: 5_000 };
const ADMIN = { username: "bench-admin", password: "bench admin password" };

/** The indexes migration 0003 adds: --without-indexes drops them to measure what they change. */
const ADDED_INDEXES = ["memberships_created_idx", "donations_created_idx"];

// ==================================================================== the server (child process)

/** Rows over two years, varied as the real ones would be, in a few set-based INSERTs. */
async function seed(db: Db) {
  // Deterministic pseudo-random choices (a hash of the row number and a salt; no random(): the
  // same data at each run), independent of each other.
  const hash = (i: string, salt: string) => `abs(hashtext(${i}::text || '${salt}'))`;
  const spread = (i: string, salt: string) => sql.raw(`now() - make_interval(secs => ${hash(i, salt)} % 63072000)`);
  const pick = (values: string[], i: string, salt: string) =>
    sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}])[1 + ${hash(i, salt)} % ${values.length}]`);
  const firstNames = ["Awa", "Koffi", "Aminata", "Jean", "Fatou", "Ibrahim", "Mariam", "Paul", "Chidi", "Nadia", "Sena", "Yao", "Claire", "Moussa"];
  const lastNames = ["Diallo", "Mensah", "Traoré", "Houngbo", "Okafor", "Adjovi", "Koné", "Sow", "Dossou", "Bello", "Agossou", "Martin", "Ahouandjinou"];
  await db.execute(sql`
    insert into memberships (full_name, email, country, category, status, dues_currency, dues_amount, consent, language,
                             payment_status, paid_at, membership_year, created_at, updated_at)
    select ${pick(firstNames, "i", "7")} || ' ' || ${pick(lastNames, "i", "11")},
           lower(${pick(firstNames, "i", "7")}) || '.' || i || '@' || ${pick(["example.org", "mail.bj", "exemple.fr", "post.tg"], "i", "3")},
           ${pick(["Benin", "Togo", "Nigeria", "Ghana", "Senegal", "Côte d'Ivoire", "France", "Canada"], "i", "5")},
           ${pick(["adherent_individual", "adherent_individual", "adherent_individual", "adherent_organization", "patron", "active", "honorary", "founder"], "i", "13")}::membership_category,
           ${pick(["active", "active", "active", "active", "pending", "pending", "inactive"], "i", "17")}::membership_status,
           'XOF', 12000, true, ${pick(["en", "fr", "fr"], "i", "19")}::language,
           ${pick(["succeeded", "succeeded", "succeeded", "pending", "failed"], "i", "23")}::donation_status,
           null, 2026, t, t
    from (select i, ${spread("i", "t7919")} as t from generate_series(1, ${SCALE.members}) as i) s`);
  await db.execute(sql`update memberships set paid_at = created_at + interval '1 hour' where payment_status = 'succeeded'`);
  // Each application's person is a member; each member paid some of the three years (about 4 in 5
  // each year, not the same ones), each year by a payment of its own.
  await db.execute(sql`
    insert into members (full_name, email, country, country_code, language, category, consent, created_at, updated_at)
    select full_name, lower(email), country, country_code, language, category, consent, created_at, created_at from memberships`);
  await db.execute(sql`update memberships m set member_id = mb.id from members mb where mb.email = lower(m.email)`);
  const [first, last] = [SCALE.years[0]!, SCALE.years.at(-1)!];
  // The copy of each member's paid years on their applications (migration 0017's triggers) is
  // kept row by row, as the site writes one year at a time; 24,000 years in one statement would
  // update the applications 24,000 times (past the statement timeout on a busy machine). Off for
  // the seed, then the copy taken once per application, as the migration itself does.
  await db.execute(sql`alter table membership_years disable trigger membership_years_copy_paid`);
  await db.execute(sql`
    insert into membership_years (member_id, year, category, dues_amount, dues_currency, paid_at, created_at, updated_at)
    select mb.id, y, mb.category, 12000, 'XOF', p, p, p
    from members mb cross join generate_series(${first}::int, ${last}::int) as y,
         lateral (select make_timestamptz(y, 1, 1, 9, 0, 0, 'Africa/Porto-Novo') + make_interval(days => ${sql.raw(hash("mb.email || y", "53"))} % 150) as p) d
    where ${sql.raw(hash("mb.email || y", "59"))} % 10 < 8`);
  await db.execute(sql`
    insert into payments (payable_kind, payable_id, provider, method, provider_ref, operator, amount, currency, status, status_at, paid_at, created_at, updated_at)
    select 'membership_year', y.id, 'fedapay', 'mobile_money', 'bench-' || y.id, ${pick(["mtn", "mtn", "moov", "celtiis"], "y.id", "61")},
           y.dues_amount, y.dues_currency, 'succeeded', y.paid_at, y.paid_at, y.paid_at, y.paid_at
    from membership_years y`);
  await db.execute(sql`update membership_years y set payment_id = p.id from payments p where p.payable_kind = 'membership_year' and p.payable_id = y.id`);
  await db.execute(sql`alter table membership_years enable trigger membership_years_copy_paid`);
  await db.execute(sql`update memberships set member_id = member_id where member_id is not null`);
  await db.execute(sql`
    insert into donations (email, amount, currency, impact_tier, status, language, status_at, paid_at, created_at, updated_at)
    select 'donor' || (i % 20000) || '@' || ${pick(["example.org", "mail.bj", "exemple.fr"], "i", "3")},
           case c when 'XOF' then 5000 * (1 + (i * 31) % 60) else 500 * (1 + (i * 31) % 100) end,
           c::currency,
           nullif(${pick(["train_learner", "equip_lab", "fund_cohort", "none", "none"], "i", "29")}, 'none')::impact_tier,
           st::donation_status, ${pick(["en", "fr"], "i", "37")}::language,
           t, case when st = 'succeeded' then t + interval '2 minutes' end, t, t
    from (select i, ${spread("i", "t104729")} as t,
                 ${pick(["USD", "USD", "USD", "USD", "EUR", "EUR", "EUR", "CAD", "XOF", "XOF"], "i", "41")} as c,
                 ${pick(["succeeded", "succeeded", "succeeded", "succeeded", "succeeded", "succeeded", "succeeded", "failed", "pending", "processing"], "i", "43")} as st
          from generate_series(1, ${SCALE.donations}) as i) s`);
  // Each gift with the payment that carried it, as the site records one (a payable's kind and id):
  // FCFA by mobile money (MTN, Moov or Celtiis, with the operator's id), the others by card; a
  // failed or pending gift's try stays failed or pending. The donations' daily totals and each
  // row's "paid with" read these.
  await db.execute(sql`
    insert into payments (payable_kind, payable_id, provider, method, provider_ref, operator, operator_ref, phone,
                          amount, currency, status, status_at, paid_at, created_at, updated_at)
    select 'donation', d.id,
           case when d.currency = 'XOF' then 'fedapay' else 'stripe' end,
           case when d.currency = 'XOF' then 'mobile_money' else 'card' end::payment_method,
           'bench-' || d.id,
           case when d.currency = 'XOF' then ${pick(["mtn", "mtn", "moov", "celtiis"], "d.id", "47")} end,
           case when d.currency = 'XOF' and d.status = 'succeeded' then to_char(d.paid_at, 'YYYYMMDD') || abs(hashtext(d.id::text)) end,
           case when d.currency = 'XOF' then '0197' || lpad((abs(hashtext(d.id::text || 'p')) % 1000000)::text, 6, '0') end,
           d.amount, d.currency,
           case d.status when 'succeeded' then 'succeeded' when 'failed' then 'failed' else 'pending' end::payment_state,
           d.status_at, d.paid_at, d.created_at, d.updated_at
    from donations d`);
  await db.execute(sql`
    insert into contacts (name, email, subject, message, language, status, created_at, updated_at)
    select ${pick(firstNames, "i", "5")} || ' ' || ${pick(lastNames, "i", "3")}, 'sender' || i || '@example.org',
           ${pick(["Partnership", "Volunteering", "Donation receipt", "Programme question", "Press"], "i", "7")} || ' #' || i,
           repeat('Bonjour, I would like to know more about your programmes. ', 1 + i % 8),
           ${pick(["en", "fr"], "i", "11")}::language, ${pick(["new", "read", "read", "replied", "replied", "replied"], "i", "13")}::contact_status, t, t
    from (select i, ${spread("i", "t15485863")} as t from generate_series(1, ${SCALE.messages}) as i) s`);
  // A database in service has been vacuumed by autovacuum (the embedded one by nothing: it is
  // vacuumed here alike); a seed's updates leave half the rows of memberships and years dead, and
  // autovacuum would clean them at some moment of the measurements, not before.
  await db.execute(sql`vacuum analyze`);
}

/** The plans of the main list, filter and stats queries, with their actual times. */
async function explain(db: Db) {
  const queries: Record<string, string> = {
    "members page 1": "select * from memberships order by created_at desc, id desc limit 20",
    "members page 400": "select * from memberships order by created_at desc, id desc limit 20 offset 7980",
    "members status=pending": "select * from memberships where status = 'pending' order by created_at desc, id desc limit 20",
    "voters 2026, page 200": `select m.id from membership_years y join members m on m.id = y.member_id where y.year = 2026 and y.paid_at is not null and m.erased_at is null order by m.name_key collate "C", m.id limit 20 offset 3980`,
    "members due for 2026 (count)": `select count(*) from memberships m where m.member_id is not null and not (2026 = any(m.member_paid_years))
      and (2025 = any(m.member_paid_years) or m.member_id in (select y.member_id from membership_years y where y.year = 2026 and y.paid_at is null)
           or m.membership_year = 2026 or (m.created_at >= make_timestamptz(2026, 1, 1, 0, 0, 0, 'Africa/Porto-Novo') and m.created_at < make_timestamptz(2027, 1, 1, 0, 0, 0, 'Africa/Porto-Novo')))`,
    "members active, not lapsed (count)": `select count(*) from memberships m where m.status = 'active'
      and not (cardinality(m.member_paid_years) > 0 and not (m.member_paid_years && array[2026]))`,
    "members q=mensah": "select * from memberships where full_name ilike '%mensah%' or email ilike '%mensah%' order by created_at desc, id desc limit 20",
    "members count q=mensah": "select count(*) from memberships where full_name ilike '%mensah%' or email ilike '%mensah%'",
    "donations page 1": "select * from donations order by created_at desc, id desc limit 25",
    "donations totals (all)": "select currency, count(*), sum(amount) from donations group by currency order by currency",
    "donations filtered page": `select * from donations where status = 'succeeded' and currency = 'XOF' and created_at >= now() - interval '1 year' and created_at < now() - interval '6 months' order by created_at desc, id desc limit 25`,
    "donations filtered totals": `select currency, count(*), sum(amount) from donations where status = 'succeeded' and currency = 'XOF' and created_at >= now() - interval '1 year' and created_at < now() - interval '6 months' group by currency`,
    "stats: succeeded totals": "select currency, count(*), sum(amount) from donations where status = 'succeeded' group by currency order by currency",
    "stats: members by status": "select status, count(*) from memberships group by status",
    "activity: latest donations": "select id, created_at from donations order by created_at desc limit 10",
    "csv batch (donations)": "select * from donations where (created_at, id) < (now() - interval '1 year', '00000000-0000-0000-0000-000000000000'::uuid) order by created_at desc, id desc limit 1000",
    "contacts page 1": "select * from contacts order by created_at desc, id desc limit 10",
    "payments received page 1": "select * from payments where status = 'succeeded' and paid_at is not null order by paid_at desc, id desc limit 25",
    "members operator=mtn (count)": `select count(*) from memberships m where m.id in (select payable_id from payments where payable_kind = 'membership' and status = 'succeeded' and operator = 'mtn')
      or m.member_id in (select y.member_id from membership_years y join payments p on p.payable_kind = 'membership_year' and p.payable_id = y.id where p.status = 'succeeded' and p.operator = 'mtn')`,
  };
  for (const [name, query] of Object.entries(queries)) {
    const result = (await db.execute(sql.raw(`explain (analyze, costs off) ${query}`))) as unknown as { rows: Record<string, string>[] };
    const lines = result.rows.map((r) => Object.values(r)[0]!);
    console.log(`\n-- ${name}\n${lines.filter((l) => !/^\s*(Planning|Buffers)/.test(l)).join("\n")}`);
  }
}

async function serve() {
  const { openDatabase } = await import("../../server/db");
  const { createApp } = await import("../../server/app");
  const { parseEnv } = await import("../../server/env");
  const { upsertAdmin } = await import("../../server/auth/users");
  const port = Number(values.port);
  // Without the server's 4-s statement timeout: on a machine shared with other builds, the seed's
  // INSERT of 50,000 payments (and their indexes) has taken longer. The lists answer far below it.
  const database = await openDatabase(values["database-url"] ? { url: values["database-url"], queryTimeoutMs: 300_000 } : { dataDir: values["data-dir"]! });
  await database.migrate();
  if (values["without-indexes"]) for (const name of ADDED_INDEXES) await database.db.execute(sql.raw(`drop index if exists "${name}"`));
  const started = performance.now();
  await seed(database.db);
  const seeded = performance.now() - started;
  await upsertAdmin(database.db, ADMIN.username, ADMIN.password);
  if (values.explain) await explain(database.db);
  const origin = `http://127.0.0.1:${port}`;
  const env = parseEnv({ NODE_ENV: "production", PORT: String(port), PUBLIC_URL: origin, SITE_NAME: "Bench Foundation" });
  const app = createApp({ database, env, sessionSecret: "bench-secret-bench-secret-bench-secret-01", signInLimit: { windowMs: 60_000, limit: 1000 } });
  const server = createServer(app);
  server.listen(port, "127.0.0.1", () => process.send?.({ ready: true, seededMs: seeded, kind: database.kind }));
  process.on("disconnect", () => {
    server.close();
    server.closeAllConnections();
    void database.close().finally(() => process.exit(0));
  });
}

// ==================================================================== the measurements (parent)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

type Server = { origin: string; child: ChildProcess; seededMs: number; kind: string; stop(): Promise<void> };

async function startServer(): Promise<Server> {
  const port = await freePort();
  const cleanups: (() => Promise<unknown>)[] = [];
  const args = ["--port", String(port)];
  if (values.pglite) {
    const dir = await mkdtemp(path.join(tmpdir(), "bench-admin-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    args.push("--data-dir", dir);
  } else {
    const database = await throwawayDatabase(values.url, `bench_admin_${process.pid}`);
    cleanups.push(database.drop);
    args.push("--database-url", database.url);
  }
  if (values["without-indexes"]) args.push("--without-indexes");
  if (values.explain) args.push("--explain");
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve", ...args], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const ready = await new Promise<{ seededMs: number; kind: string }>((resolve, reject) => {
      child.once("message", (m) => resolve(m as { seededMs: number; kind: string }));
      child.once("exit", (code) => reject(new Error(`The bench server stopped (exit ${code}) before it was ready.`)));
    });
    return { origin: `http://127.0.0.1:${port}`, child, ...ready, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  if (!cookie) throw new Error("Sign-in set no cookie");
  return cookie;
}

/** Browser-like headers: the session's cookie, and the encodings a browser accepts. */
const headersFor = (cookie: string) => ({ Cookie: cookie, "Accept-Encoding": values.encoding });

type Timing = { p50: number; p95: number; max: number; rps: number };

/** `count` GETs of a path, `concurrency` at a time; every answer must be 200 and is read whole. */
async function measure(origin: string, cookie: string, path: string, count: number, concurrency: number): Promise<Timing> {
  // node:http with kept-alive connections, reading the answer whole as it came (compressed): the
  // bench's client shares the machine's two cores with the server and the database, and fetch()
  // with its decompression cost it several times more CPU a request. A browser's work is done on
  // the staff's own device.
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const t = performance.now();
      get(origin + path, { agent, headers: headersFor(cookie) }, (response) => {
        response.on("data", () => {});
        response.on("end", () => (response.statusCode === 200 ? resolve(performance.now() - t) : reject(new Error(`GET ${path}: ${response.statusCode}`))));
        response.on("error", reject);
      }).on("error", reject);
    });
  for (let i = 0; i < 5; i++) await once(); // warm-up: plans cached, connections open
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        times.push(await once());
      }
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]!, rps: (count / elapsed) * 1000 };
}

type Download = { ms: number; rows: number; bytes: number; rssGrowthMb: number; rssPeakMb: number };

/** Downloads a CSV whole while sampling the server's RSS every 50 ms. */
async function download(server: Server, cookie: string, path: string): Promise<Download> {
  const pid = server.child.pid!;
  const before = await rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => (peak = Math.max(peak, mb)), () => {});
  }, 50);
  try {
    const t = performance.now();
    const response = await fetch(server.origin + path, { headers: headersFor(cookie) });
    if (response.status !== 200 || !response.body) throw new Error(`GET ${path}: ${response.status}`);
    let lineEnds = 0;
    let bytes = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lineEnds++;
    }
    const ms = performance.now() - t;
    peak = Math.max(peak, await rssMb(pid));
    // No cell holds a line break, so each line is a row; the first is the header.
    return { ms, rows: lineEnds - 1, bytes, rssGrowthMb: peak - before, rssPeakMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

type Endpoint = { name: string; path: string; target: number };
const allEndpoints: Endpoint[] = [
  { name: "members, page 1", path: "/api/memberships", target: 50 },
  { name: "members, page 400 (deep)", path: "/api/memberships?page=400", target: 50 },
  { name: "members, status=pending", path: "/api/memberships?status=pending", target: 50 },
  { name: "members, q=mensah", path: "/api/memberships?q=mensah", target: 50 },
  { name: "members, status+q", path: "/api/memberships?status=active&q=example.org", target: 50 },
  { name: "members, paid for 2026", path: "/api/memberships?paidFor=2026", target: 50 },
  { name: "members, due for 2026", path: "/api/memberships?dueFor=2026", target: 50 },
  { name: "voters 2026, page 1", path: "/api/admin/voters?year=2026", target: 50 },
  { name: "voters 2026, page 200", path: "/api/admin/voters?year=2026&page=200", target: 50 },
  { name: "messages, page 1", path: "/api/contacts", target: 50 },
  { name: "messages, status=new p.5", path: "/api/contacts?status=new&page=5", target: 50 },
  { name: "donations, page 1 (+totals)", path: "/api/donations", target: 50 },
  { name: "donations, page 200", path: "/api/donations?page=200", target: 50 },
  { name: "donations, XOF+succeeded+6 months", path: `/api/donations?currency=XOF&status=succeeded&from=${day(-365)}&to=${day(-183)}`, target: 50 },
  { name: "donations, failed+last month", path: `/api/donations?status=failed&from=${day(-30)}&to=${day(0)}`, target: 50 },
  { name: "donations, operator=mtn (+days)", path: "/api/donations?operator=mtn", target: 50 },
  { name: "members, operator=mtn", path: "/api/memberships?operator=mtn", target: 50 },
  { name: "payments, page 1 (+totals, days)", path: "/api/admin/payments/received", target: 50 },
  { name: "payments, page 400 (deep)", path: "/api/admin/payments/received?page=400", target: 50 },
  { name: "payments, operator=mtn", path: "/api/admin/payments/received?operator=mtn", target: 50 },
  { name: "payments, dues+moov+last 90 days", path: `/api/admin/payments/received?kind=dues&operator=moov&from=${day(-90)}&to=${day(0)}`, target: 50 },
  { name: "dashboard stats", path: "/api/admin/stats", target: 100 },
  { name: "dashboard activity", path: "/api/admin/activity", target: 50 },
];
const endpoints = allEndpoints.filter((endpoint) => !values.only || endpoint.name.includes(values.only));
const exportsToTime = [
  { name: "donations.csv (all)", path: "/api/donations/export.csv", rows: SCALE.donations, targetMs: 3000 },
  { name: "members.csv (all)", path: "/api/memberships/export.csv", rows: SCALE.members, targetMs: 3000 },
].filter((csv) => !values.only || csv.name.includes(values.only));
const RSS_TARGET_MB = 50;

type RunResult = { seededMs: number; kind: string; timings: Timing[]; alone: number[]; downloads: Download[] };

async function runOnce(count: number, concurrency: number): Promise<RunResult> {
  const server = await startServer();
  try {
    const cookie = await signIn(server.origin);
    const timings: Timing[] = [];
    const alone: number[] = [];
    for (const endpoint of endpoints) {
      // One administrator alone (a quarter of the requests, one at a time), then `concurrency` at once.
      alone.push((await measure(server.origin, cookie, endpoint.path, Math.max(20, count / 4), 1)).p95);
      timings.push(await measure(server.origin, cookie, endpoint.path, count, concurrency));
    }
    const downloads: Download[] = [];
    for (const csv of exportsToTime) {
      const result = await download(server, cookie, csv.path);
      if (result.rows !== csv.rows) throw new Error(`${csv.name}: ${result.rows} rows, expected ${csv.rows}`);
      downloads.push(result);
    }
    return { seededMs: server.seededMs, kind: server.kind, timings, alone, downloads };
  } finally {
    await server.stop();
  }
}

async function main() {
  const count = Number(values.requests);
  const concurrency = Number(values.concurrency);
  const runs = Number(values.runs);
  const results: RunResult[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await runOnce(count, concurrency);
    console.log(`run ${run + 1}/${runs}: ${result.kind}, seeded ${SCALE.members} members over ${SCALE.years.length} years, ${SCALE.donations} donations, ${SCALE.messages} messages in ${(result.seededMs / 1000).toFixed(1)} s`);
    results.push(result);
  }
  const ms = (v: number) => v.toFixed(1);
  const med = (pick: (r: RunResult) => number) => median(results.map(pick));
  console.log(
    `\nAdmin API (${results[0]!.kind}${values["without-indexes"] ? ", without migration 0003's indexes" : ""}, Accept-Encoding: ${values.encoding}): ${count} requests per endpoint, ${concurrency} at a time; ` +
      `"p95 alone": one at a time. ms${runs > 1 ? `, median of ${runs} runs` : ""}.`,
  );
  console.table(
    endpoints.map((e, i) => {
      const p95 = med((r) => r.timings[i]!.p95);
      return {
        endpoint: e.name,
        p50: ms(med((r) => r.timings[i]!.p50)),
        p95: ms(p95),
        max: ms(med((r) => r.timings[i]!.max)),
        "req/s": med((r) => r.timings[i]!.rps).toFixed(0),
        "p95 alone": ms(med((r) => r.alone[i]!)),
        target: `≤ ${e.target}`,
        met: p95 <= e.target ? "yes" : "NO",
      };
    }),
  );
  console.log(`CSV exports (time to last byte; server RSS growth sampled every 50 ms)`);
  console.table(
    exportsToTime.map((csv, i) => {
      const time = med((r) => r.downloads[i]!.ms);
      const growth = med((r) => r.downloads[i]!.rssGrowthMb);
      return {
        export: csv.name,
        rows: results[0]!.downloads[i]!.rows,
        "MB sent": (results[0]!.downloads[i]!.bytes / 1e6).toFixed(1),
        "time (s)": (time / 1000).toFixed(2),
        "RSS growth (MB)": growth.toFixed(1),
        "RSS peak (MB)": med((r) => r.downloads[i]!.rssPeakMb).toFixed(0),
        met: time <= csv.targetMs && growth <= RSS_TARGET_MB ? "yes" : "NO",
      };
    }),
  );
}

if (values.serve) await serve();
else await main();
