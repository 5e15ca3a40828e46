/**
 * npm run bench:memory — the server's peak memory on the embedded database, as the kernel counts
 * it (VmHWM in /proc/<pid>/status: the most resident memory the process ever held, which is what
 * a 1 GB server's out-of-memory killer looks at). The production build, started as `npm run serve`
 * starts it (the Node flags of package.json's "serve"), three times a run:
 * - first start: an empty DATA_DIR (the database made from the build's template, migrated, seeded);
 * - restart: a DATA_DIR filled at the foundation's expected scale (10,000 members over three
 *   years, 50,000 donations, 5,000 messages: scripts/bench/admin.ts's data, made once, copied per run);
 * - worst day: that restarted server after a day's worth of work at once: every admin list and
 *   filter (4 at a time), both CSV exports whole (twice, side by side), membership attestations
 *   as PDF, and the public pages in both languages.
 * Each peak is read once the server has been quiet for 3 s (its memory no longer growing). Prints
 * the median of the runs against the 512 MB bound (docs/performance.md, "Memory").
 * Options: --runs 3; --node-flags="--a --b" (instead of "serve"'s; --node-flags= for none); --server dist/server/other.js
 * (another bundle of the server, in dist/server/: an older build's, to compare).
 * Run `npm run build` first.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort, median, serveFlags } from "./measure";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" }, "node-flags": { type: "string" }, server: { type: "string", default: "dist/server/index.js" } } });
const BOUND_MB = 512;
const nodeFlags = values["node-flags"] !== undefined ? values["node-flags"].split(/\s+/).filter(Boolean) : serveFlags();
/** bench-admin, whom scripts/bench/admin.ts's data has. */
const ADMIN = { username: "bench-admin", password: "bench admin password" };

async function status(pid: number): Promise<{ hwm: number; rss: number }> {
  const text = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1]);
  return { hwm: kb("VmHWM") / 1024, rss: kb("VmRSS") / 1024 };
}

/** Waits until the peak has not grown for `quietMs` (at most `limitMs`), and returns it in MiB. */
async function settledPeak(pid: number, quietMs = 3_000, limitMs = 90_000): Promise<number> {
  const giveUpAt = Date.now() + limitMs;
  let { hwm } = await status(pid);
  let since = Date.now();
  while (Date.now() - since < quietMs && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = (await status(pid)).hwm;
    if (now > hwm) [hwm, since] = [now, Date.now()];
  }
  return hwm;
}

type Server = { origin: string; child: ChildProcess; stop(): Promise<void> };

async function startServer(dataDir: string, backupDir: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeFlags, values.server], {
    env: {
      ...process.env,
      // The flags given are the ones measured: the built server does not start itself again with its own (server/start.ts).
      FOUNDATION_STARTED_WITH_SERVE_FLAGS: "1",
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      PUBLIC_URL: origin,
      DATABASE_URL: "",
      SESSION_SECRET: "bench-memory-secret-bench-memory-secret-0123",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("The production server did not start.");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Fills DATA_DIR with scripts/bench/admin.ts's data (its server, stopped once it is ready). */
async function fillAtScale(dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/admin.ts", "--serve", "--pglite", "--data-dir", dataDir, "--port", String(await freePort())], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`Filling the database failed (exit ${code}).`)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.disconnect();
  await exited;
}

async function get(origin: string, url: string, cookie = "") {
  const response = await fetch(origin + url, { headers: { Cookie: cookie, "Accept-Encoding": "gzip, deflate, br, zstd" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
}

/** `count` GETs of each path, `concurrency` at a time. */
async function many(origin: string, cookie: string, paths: string[], count: number, concurrency: number) {
  const queue = paths.flatMap((p) => Array.from({ length: count }, () => p));
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await get(origin, next, cookie);
    }),
  );
}

async function worstDay(origin: string) {
  const login = await fetch(`${origin}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json", Origin: origin }, body: JSON.stringify(ADMIN) });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const lists = [
    "/api/memberships",
    "/api/memberships?page=400",
    "/api/memberships?status=pending",
    "/api/memberships?q=mensah",
    "/api/memberships?dueFor=2026",
    "/api/admin/voters?year=2026&page=200",
    "/api/contacts?status=new&page=5",
    "/api/donations",
    "/api/donations?page=200",
    "/api/donations?currency=XOF&status=succeeded",
    "/api/admin/stats",
    "/api/admin/activity",
  ];
  await many(origin, cookie, lists, 25, 4);
  // Both exports whole, twice each, side by side (two staff exporting at once).
  const exports = ["/api/donations/export.csv", "/api/memberships/export.csv"];
  await Promise.all([...exports, ...exports].map((url) => get(origin, url, cookie)));
  // Attestations as PDF: those of the first page of active members paid up for 2026.
  const idsOf = async (url: string) => {
    const page = (await (await fetch(origin + url, { headers: { Cookie: cookie } })).json()) as { items?: { id: string }[] };
    const ids = (page.items ?? []).map((item) => item.id).slice(0, 20);
    if (!ids.length) throw new Error(`GET ${url}: nothing to make a document of`);
    return ids;
  };
  const members = await idsOf("/api/memberships?paidFor=2026&status=active");
  await many(origin, cookie, members.map((id) => `/api/admin/memberships/${id}/attestation.pdf`), 2, 4);
  const publicPages = ["/", "/about", "/programs", "/research", "/events", "/donate", "/join", "/contact"];
  await many(origin, "", [...publicPages, ...publicPages.map((p) => `/fr${p === "/" ? "" : p}`)], 10, 8);
}

type Run = { first: number; restart: number; worstDay: number };

async function runOnce(filled: string): Promise<Run> {
  const fresh = await mkdtemp(path.join(tmpdir(), "bench-memory-"));
  const existing = await mkdtemp(path.join(tmpdir(), "bench-memory-"));
  const backupDir = await mkdtemp(path.join(tmpdir(), "bench-memory-backups-"));
  try {
    const started = await startServer(fresh, backupDir);
    const first = await settledPeak(started.child.pid!);
    await started.stop();
    await cp(path.join(filled, "pglite"), path.join(existing, "pglite"), { recursive: true });
    const server = await startServer(existing, backupDir);
    try {
      const restart = await settledPeak(server.child.pid!);
      await worstDay(server.origin);
      return { first, restart, worstDay: await settledPeak(server.child.pid!) };
    } finally {
      await server.stop();
    }
  } finally {
    for (const dir of [fresh, existing, backupDir]) await rm(dir, { recursive: true, force: true });
  }
}

if (!existsSync(values.server)) throw new Error("No production build: run `npm run build` first.");
// The foundation's data, made once and copied for each run's restart.
const filled = await mkdtemp(path.join(tmpdir(), "bench-memory-filled-"));
process.on("exit", () => rmSync(filled, { recursive: true, force: true }));
await fillAtScale(filled);
const runs: Run[] = [];
for (let run = 0; run < Number(values.runs); run++) {
  const result = await runOnce(filled);
  console.log(`run ${run + 1}/${values.runs}: first start ${result.first.toFixed(0)} MiB, restart ${result.restart.toFixed(0)} MiB, worst day ${result.worstDay.toFixed(0)} MiB`);
  runs.push(result);
}
console.log(`\nPeak memory of the server on the embedded database (VmHWM, MiB; median of ${runs.length} runs; node ${[...nodeFlags, values.server].join(" ")})`);
console.table(
  (["first", "restart", "worstDay"] as const).map((key) => {
    const peak = median(runs.map((r) => r[key]));
    return {
      "": { first: "first start (empty DATA_DIR)", restart: "restart (10,000 members, 50,000 donations)", worstDay: "after the worst day's work" }[key],
      "peak (MiB)": peak.toFixed(0),
      runs: runs.map((r) => r[key].toFixed(0)).join(" / "),
      [`≤ ${BOUND_MB}`]: peak <= BOUND_MB ? "yes" : "NO",
    };
  }),
);
