/**
 * npm run bench:api — the production build under load, beside a bare Express server sending the
 * same responses, measured in the same run and printed as ratios.
 *
 * For each database (a fresh PostgreSQL database created and dropped here, then the embedded
 * PGlite in a temporary DATA_DIR), the production build (dist/server/index.js) is started in a
 * process of its own with the public forms' limit raised for the run, and a bare server beside it.
 * Each endpoint is then loaded by autocannon for --duration seconds at --connections connections,
 * without pipelining, with a browser's `Accept-Encoding: br, gzip`: the real server, then the bare
 * one at once (interleaved, so both see the same machine), --runs times; each figure is the median.
 *
 * The bare server is the floor a cache can reach: Express alone (in its own process, as the real
 * one) answering each GET with the real server's bytes for that address — fetched once at its
 * start, compressed once with the same Brotli quality 8 as server/app.ts and sent as they are —
 * and the contact POST with express.json() parsing the body and a 201 of the same size. No
 * database, no middleware, no rendering, no compression per request.
 *
 * Zero errors means no socket error, no timeout and no status outside 2xx, on both servers. Each
 * contact POST has a body of its own (autocannon's [<id>] replacement) and a same-origin Origin, as
 * a browser's would.
 *
 * --soak 300: after the table, 300 s of mixed load (the five requests in turn on every connection)
 * on the real server, with its RSS (VmRSS of /proc/<pid>/status) printed at the start, every minute
 * and at the end.
 *
 * --while-mail 3000: instead of the table, the public pages' response times while the server sends
 * mail, beside the same measurement with no mail to send. The server's mail goes by SMTP to a
 * server this process runs (smtp-server), every staff notification on its own (STAFF_NOTIFY_BURST
 * raised). The public GETs are sent in turn at a steady --rate (100 req/s: a busy moment, not a
 * flood; at saturation any other work would show) for --duration seconds: first with nothing to
 * send, then right after 3000 contact messages were posted (each queues a notification) while
 * their mails go out. The mails received during the measured
 * seconds are counted, and the outbox must not have emptied before the window ended. --runs N
 * repeats the pair N times, each on a fresh server and database, and prints the medians.
 *
 * Options: --db postgres|pglite|both (both), --duration 10, --connections 50, --runs 1, --soak 0,
 * --url postgres://postgres@127.0.0.1:5432/postgres (the server the throwaway database is made on),
 * --build (runs `npm run build` first; otherwise dist/ must exist), --only <text> (repeatable: only the
 * endpoints whose name holds it, e.g. --only contacts).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { freePort, median, rssMb } from "./measure";
import { throwawayDatabase } from "./throwaway-database";

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    runs: { type: "string", default: "1" },
    soak: { type: "string", default: "0" },
    "while-mail": { type: "string", default: "0" },
    rate: { type: "string", default: "100" },
    url: { type: "string", default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
    build: { type: "boolean", default: false },
    // Only the endpoints whose name holds one of these texts ("contacts", "programs").
    only: { type: "string", multiple: true },
    // Internal: the bare server's process, with the responses it sends.
    bare: { type: "string" },
  },
});

type Canned = { method: "GET" | "POST"; path: string; type: string; body: string }[];

// ==================================================================== the bare server (child)

async function serveBare(file: string) {
  const { default: express } = await import("express");
  const canned = JSON.parse(await readFile(file, "utf8")) as Canned;
  const app = express();
  app.disable("x-powered-by");
  for (const { path, type, body } of canned.filter((c) => c.method === "GET")) {
    const plain = Buffer.from(body);
    const br = brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 8 } });
    app.get(path, (req, res) => {
      res.type(type).vary("Accept-Encoding");
      if (/\bbr\b/.test(req.get("accept-encoding") ?? "")) res.set("Content-Encoding", "br").send(br);
      else res.send(plain);
    });
  }
  for (const { path, type, body } of canned.filter((c) => c.method === "POST"))
    app.post(path, express.json({ limit: "100kb" }), (req, res) => {
      if (typeof req.body?.email !== "string") return res.status(400).json({ error: "email" });
      res.status(201).type(type).send(body);
    });
  const server = app.listen(0, "127.0.0.1", () => process.send?.({ port: (server.address() as { port: number }).port }));
  process.on("disconnect", () => process.exit(0));
}

// ==================================================================== the measurements (parent)

type Server = { origin: string; child: ChildProcess; startedMs: number; stop(): Promise<void> };

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The production build on a fresh database of the given kind; its public forms' limit out of the way. */
async function startSite(kind: "postgres" | "pglite", extraEnv: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const cleanups: (() => Promise<unknown>)[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: origin,
    FORM_RATE_LIMIT: "100000",
    FORM_FAILURE_LIMIT: "100000",
    FORM_EMAIL_LIMIT: "100000",
    FORM_RATE_LIMIT_WINDOW_MINUTES: "1",
    ...extraEnv,
  };
  if (kind === "pglite") {
    const dir = await mkdtemp(path.join(tmpdir(), "bench-api-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    Object.assign(env, { DATA_DIR: dir, DATABASE_URL: "" });
  } else {
    const database = await throwawayDatabase(values.url, `bench_api_${process.pid}`);
    cleanups.push(database.drop);
    env.DATABASE_URL = database.url;
  }
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/server/index.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const stop = async () => {
    await stopChild(child);
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    for (const deadline = Date.now() + 120_000; ; ) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`The production server (${kind}) did not start.`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { origin, child, startedMs: performance.now() - started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The bare server, sending what the real one sent for each address. */
async function startBare(canned: Canned): Promise<Server> {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-api-bare-"));
  const file = path.join(dir, "canned.json");
  await writeFile(file, JSON.stringify(canned));
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--bare", file], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const stop = async () => {
    if (child.connected) child.disconnect();
    await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once("message", (m) => resolve(m as { port: number }));
    child.once("exit", (code) => reject(new Error(`The bare server stopped (exit ${code}).`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child, startedMs: performance.now() - started, stop };
}

type Endpoint = { name: string; method: "GET" | "POST"; path: string; target: "ratio" | "post" };

const browserHeaders = { "Accept-Encoding": "br, gzip", "User-Agent": "Mozilla/5.0 (bench:api)" };
const contactBody = JSON.stringify({
  name: "Load Test [<id>]",
  email: "load-[<id>]@example.org",
  subject: "Bench [<id>]",
  message: "A message sent by npm run bench:api, one of many, each with its own id: [<id>].",
  language: "en",
});

function requestOf(endpoint: Endpoint, origin: string): autocannon.Request {
  return endpoint.method === "POST"
    ? { method: "POST", path: endpoint.path, body: contactBody, headers: { ...browserHeaders, "Content-Type": "application/json", Origin: origin } }
    : { method: "GET", path: endpoint.path, headers: browserHeaders };
}

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number; bytes: number };

async function load(origin: string, requests: autocannon.Request[], seconds: number, connections: number): Promise<autocannon.Result> {
  return autocannon({
    url: origin,
    connections,
    pipelining: 1,
    duration: seconds,
    requests,
    idReplacement: true,
    timeout: 10,
  });
}

async function measure(origin: string, endpoint: Endpoint): Promise<Figures> {
  const result = await load(origin, [requestOf(endpoint, origin)], Number(values.duration), Number(values.connections));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

/** What the real server answers to each request, to be sent by the bare one as it is. */
async function cannedFrom(origin: string, endpoints: Endpoint[]): Promise<Canned> {
  const canned: Canned = [];
  for (const e of endpoints) {
    const request = requestOf(e, origin);
    const body = typeof request.body === "string" ? request.body.replaceAll("[<id>]", "canned") : undefined;
    const response = await fetch(origin + e.path, { method: e.method, headers: request.headers as Record<string, string>, body });
    if (!response.ok) throw new Error(`${e.method} ${e.path}: ${response.status} ${await response.text()}`);
    canned.push({ method: e.method, path: e.path, type: response.headers.get("content-type") ?? "text/html", body: await response.text() });
  }
  return canned;
}

const TARGETS = { ratio: 0.4, p99: 50, postRps: 500 };

async function benchOn(kind: "postgres" | "pglite") {
  const site = await startSite(kind);
  let bare: Server | undefined;
  try {
    const rssAtStart = await rssMb(site.child.pid!);
    const programs = (await (await fetch(`${site.origin}/api/programs`)).json()) as { slug: string }[];
    if (!programs[0]) throw new Error("No program to load: the seeded content has none.");
    const every: Endpoint[] = [
      { name: "GET /api/programs", method: "GET", path: "/api/programs", target: "ratio" },
      { name: "GET /", method: "GET", path: "/", target: "ratio" },
      { name: "GET /fr/programs", method: "GET", path: "/fr/programs", target: "ratio" },
      { name: "GET a program page", method: "GET", path: `/programs/${programs[0].slug}`, target: "ratio" },
      { name: "POST /api/contacts", method: "POST", path: "/api/contacts", target: "post" },
    ];
    const endpoints = values.only ? every.filter((e) => values.only!.some((text) => e.name.includes(text))) : every;
    if (endpoints.length === 0) throw new Error(`--only ${values.only!.join(", ")}: no endpoint's name holds it.`);
    bare = await startBare(await cannedFrom(site.origin, endpoints));
    // A few seconds of each request on both, so that neither is measured cold.
    for (const e of endpoints) for (const s of [site, bare]) await load(s.origin, [requestOf(e, s.origin)], 2, 10);

    const runs = Number(values.runs);
    const real: Figures[][] = endpoints.map(() => []);
    const floor: Figures[][] = endpoints.map(() => []);
    for (let run = 0; run < runs; run++)
      for (const [i, e] of endpoints.entries()) {
        real[i]!.push(await measure(site.origin, e));
        floor[i]!.push(await measure(bare.origin, e));
        process.stderr.write(".");
      }
    process.stderr.write("\n");
    const rssAfter = await rssMb(site.child.pid!);

    const med = (list: Figures[], key: keyof Figures) => median(list.map((f) => f[key]));
    let failures = 0;
    const rows = endpoints.map((e, i) => {
      const r = real[i]!;
      const b = floor[i]!;
      const rps = med(r, "rps");
      const ratio = rps / med(b, "rps");
      const p99 = med(r, "p99");
      const errors = Math.max(...r.map((f) => f.errors + f.non2xx), ...b.map((f) => f.errors + f.non2xx));
      const met = errors === 0 && (e.target === "post" ? rps >= TARGETS.postRps : ratio >= TARGETS.ratio && p99 <= TARGETS.p99);
      if (!met) failures++;
      return {
        endpoint: e.name,
        "req/s": Math.round(rps),
        "p50 ms": med(r, "p50"),
        "p99 ms": p99,
        "errors/non-2xx": `${Math.max(...r.map((f) => f.errors))}/${Math.max(...r.map((f) => f.non2xx))}`,
        "bytes/resp": Math.round(med(r, "bytes")),
        "bare req/s": Math.round(med(b, "rps")),
        "bare p99": med(b, "p99"),
        "bare bytes": Math.round(med(b, "bytes")),
        ratio: ratio.toFixed(2),
        target: e.target === "post" ? `≥ ${TARGETS.postRps} req/s` : `≥ ${TARGETS.ratio} × bare, p99 ≤ ${TARGETS.p99}`,
        met: met ? "yes" : "NO",
      };
    });
    console.log(
      `\n${kind === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}: ${values.connections} connections, no pipelining, ${values.duration} s per endpoint` +
        `${runs > 1 ? `, median of ${runs} runs` : ""}; server started in ${(site.startedMs / 1000).toFixed(1)} s, RSS ${rssAtStart.toFixed(0)} MiB at start, ${rssAfter.toFixed(0)} MiB after; ` +
        `load average ${loadavg().map((l) => l.toFixed(1)).join(" ")} (${cpus().length} cores)`,
    );
    console.table(rows);
    if (Number(values.soak) > 0) await soak(site, endpoints);
    return failures;
  } finally {
    await bare?.stop();
    await site.stop();
  }
}

/** --soak N: N seconds of the five requests in turn on every connection; the server's RSS each minute. */
async function soak(site: Server, endpoints: Endpoint[]) {
  const seconds = Number(values.soak);
  const pid = site.child.pid!;
  const samples: { at: number; mb: number }[] = [{ at: 0, mb: await rssMb(pid) }];
  console.log(`Soak: ${seconds} s of mixed load at ${values.connections} connections; server RSS ${samples[0]!.mb.toFixed(0)} MiB at the start`);
  const started = Date.now();
  const timer = setInterval(() => {
    void rssMb(pid).then((mb) => {
      const at = Math.round((Date.now() - started) / 1000);
      samples.push({ at, mb });
      console.log(`  ${at} s: RSS ${mb.toFixed(0)} MiB`);
    });
  }, 60_000);
  const result = await load(site.origin, endpoints.map((e) => requestOf(e, site.origin)), seconds, Number(values.connections)).finally(() => clearInterval(timer));
  const end = await rssMb(pid);
  const firstMinute = samples.find((s) => s.at >= 55)?.mb ?? samples[0]!.mb;
  console.log(
    `  end (${seconds} s): RSS ${end.toFixed(0)} MiB; ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
      `${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx; RSS from the first minute to the end: ${end - firstMinute >= 0 ? "+" : ""}${(end - firstMinute).toFixed(0)} MiB`,
  );
}

// ==================================================================== --while-mail

/** An SMTP server that accepts every mail and counts them. */
async function startSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received: () => received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Steady = { phase: string; "req/s": number; "p50 ms": number; "p90 ms": number; "p99 ms": number; "max ms": number; "errors/non-2xx": string; "mails sent meanwhile": number };

/** The public GETs in turn at a steady rate for --duration seconds; the mails that arrived meanwhile. */
async function steady(phase: string, origin: string, requests: autocannon.Request[], received: () => number): Promise<Steady> {
  const before = received();
  const result = await autocannon({
    url: origin,
    connections: 10,
    pipelining: 1,
    duration: Number(values.duration),
    overallRate: Number(values.rate),
    requests,
    timeout: 10,
  });
  return {
    phase,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p90 ms": result.latency.p90,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    "errors/non-2xx": `${result.errors + result.timeouts}/${result.non2xx}`,
    "mails sent meanwhile": received() - before,
  };
}

async function waitUntil(check: () => boolean, ms: number, what: string) {
  for (const deadline = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 50)))
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}.`);
}

async function whileMailOn(kind: "postgres" | "pglite") {
  const mails = Number(values["while-mail"]);
  const runs = Number(values.runs);
  const idle: Steady[] = [];
  const busy: Steady[] = [];
  let pages: string[] = [];
  // Each run on a server and a database of its own: on a server that had sent a run's mails, the
  // pages were slower in the next "no mail" window too (docs/performance.md), and a reference
  // window must be measured as the window it is compared with.
  for (let run = 1; run <= runs; run++) {
    const smtp = await startSmtp();
    const site = await startSite(kind, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Bench <no-reply@bench.test>", STAFF_NOTIFY_BURST: "100000" });
    try {
      const programs = (await (await fetch(`${site.origin}/api/programs`)).json()) as { slug: string }[];
      pages = ["/", "/fr/programs", `/programs/${programs[0]!.slug}`, "/api/programs", "/fr/about", "/contact"];
      const requests = pages.map((page) => ({ method: "GET" as const, path: page, headers: browserHeaders }));
      const post = requestOf({ name: "POST /api/contacts", method: "POST", path: "/api/contacts", target: "post" }, site.origin);
      // Warm: each page rendered once and a few messages' mails sent, so that nothing is measured cold.
      await load(site.origin, requests, 2, 10);
      await autocannon({ url: site.origin, connections: 10, amount: 50, requests: [post], idReplacement: true });
      await waitUntil(() => smtp.received() >= 50, 60_000, "the warm-up's 50 mails");

      const base = smtp.received();
      idle.push(await steady(`no mail to send (run ${run})`, site.origin, requests, smtp.received));
      const posted = await autocannon({ url: site.origin, connections: 50, amount: mails, requests: [post], idReplacement: true, timeout: 10 });
      if (posted.non2xx || posted.errors) throw new Error(`Posting ${mails} messages: ${posted.errors} errors, ${posted.non2xx} non-2xx.`);
      const left = base + mails - smtp.received();
      busy.push(await steady(`while mail is sent (run ${run}: ${left} of ${mails} to send)`, site.origin, requests, smtp.received));
      const leftAfter = base + mails - smtp.received();
      if (leftAfter <= 0) throw new Error(`The outbox emptied before the window ended: post more (--while-mail ${mails * 2}).`);
    } finally {
      await site.stop();
      await smtp.close();
    }
  }
  console.log(
    `\n${kind === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}: the public pages (${pages.join(", ")}) in turn at ${values.rate} req/s for ${values.duration} s, ` +
      `10 connections; mail by SMTP to a local server, ${mails} notifications queued by contact messages before each window "while mail is sent"; ` +
      `a fresh server and database for each run; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );
  console.table([...idle, ...busy]);
  const med = (rows: Steady[], key: "p50 ms" | "p90 ms" | "p99 ms") => median(rows.map((row) => row[key]));
  const line = (key: "p50 ms" | "p90 ms" | "p99 ms") => `${key.split(" ")[0]} ${med(busy, key)} ms against ${med(idle, key)} ms (×${(med(busy, key) / Math.max(med(idle, key), 1)).toFixed(2)})`;
  console.log(`While mail is sent, median of ${runs} run(s): ${line("p50 ms")}, ${line("p90 ms")}, ${line("p99 ms")}; ${Math.round(median(busy.map((row) => row["mails sent meanwhile"])) / Number(values.duration))} mails/s sent meanwhile.`);
}

async function main() {
  if (values.build) {
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed.");
  }
  if (!existsSync("dist/server/index.js")) throw new Error("No production build in dist/: run `npm run build` first, or pass --build.");
  const kinds = values.db === "both" ? (["postgres", "pglite"] as const) : [values.db as "postgres" | "pglite"];
  if (!kinds.every((k) => k === "postgres" || k === "pglite")) throw new Error(`--db ${values.db}: postgres, pglite or both.`);
  if (Number(values["while-mail"]) > 0) {
    for (const kind of kinds) await whileMailOn(kind);
    return;
  }
  let failures = 0;
  for (const kind of kinds) failures += await benchOn(kind);
  console.log(failures ? `\n${failures} endpoint figure(s) miss their target.` : "\nEvery endpoint meets its target.");
}

if (values.bare) await serveBare(values.bare);
else await main();
