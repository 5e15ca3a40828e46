/**
 * npm run bench:uploads — the server's memory under the worst image uploads an administrator's
 * session can send, against the bound README states: each file is sent `--parallel` times at once
 * (4 by default), one file after the other, then a 16 MB photo `--waiting` times at once (60), and
 * the server's peak resident memory (VmHWM of /proc/<pid>/status, the kernel's own high-water
 * mark, so no sample is missed) is printed after each round, with what the uploads answered.
 * `--runs` fresh servers (3): the figure checked is the median of what the uploads added to the
 * idle server's peak; the script fails when it is over the bound.
 *
 * The files: a tiny PNG (a few hundred KB) that declares 60 megapixels; 16-bit PNGs (RGBA: 8
 * bytes a pixel once decoded) of 40 and 20 megapixels; a 40-megapixel JPEG, the largest photo
 * taken; a 40-megapixel PNG 400 pixels wide and 100,000 tall (a narrow strip: "resize to 1200
 * wide" is then the whole picture); interlaced (Adam7) PNGs and progressive JPEGs, which the
 * decoder cannot read line by line, over and under the server's limit for them. All are flat
 * colour, so they are small to send and as costly to decode as any; the 16 MB photo is noise, as
 * heavy to send as a photo can be.
 *
 * The server (createApp, the real routes and services, embedded PGlite in a temporary directory)
 * runs in a child process of its own, so that its memory is its alone.
 * Options: --parallel 4 --waiting 60 --runs 3.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { SERVE_ENV } from "../../server/lib/serve-flags";
import { freePort, median, rssMb, serveFlags } from "./measure";

const { values } = parseArgs({
  options: {
    parallel: { type: "string", default: "4" },
    waiting: { type: "string", default: "60" },
    runs: { type: "string", default: "3" },
    // Internal: the child process that serves the app.
    serve: { type: "boolean", default: false },
    port: { type: "string" },
    "data-dir": { type: "string" },
  },
});

/**
 * What uploads may add to the server's peak memory, in MiB, whatever arrives: README, "Commands".
 * One upload at a time: a body of at most 20 MB and a decode of at most ~150 MiB, over what earlier
 * uploads left in the allocator (docs/decisions/025, docs/performance.md).
 */
const BOUND_MIB = 300;

const ADMIN = { username: "bench-admin", password: "bench admin password" };

async function serve() {
  const { openDatabase } = await import("../../server/db");
  const { createApp } = await import("../../server/app");
  const { parseEnv } = await import("../../server/env");
  const { upsertAdmin } = await import("../../server/auth/users");
  const port = Number(values.port);
  const database = await openDatabase({ dataDir: values["data-dir"]! });
  await database.migrate();
  await upsertAdmin(database.db, ADMIN.username, ADMIN.password);
  const origin = `http://127.0.0.1:${port}`;
  const env = parseEnv({ NODE_ENV: "production", PORT: String(port), PUBLIC_URL: origin, SITE_NAME: "Bench Foundation" });
  const app = createApp({ database, env, sessionSecret: "bench-secret-bench-secret-bench-secret-01", signInLimit: { windowMs: 60_000, limit: 1000 } });
  const server = createServer(app);
  server.listen(port, "127.0.0.1", () => process.send?.({ ready: true }));
  process.on("disconnect", () => {
    server.close();
    server.closeAllConnections();
    void database.close().finally(() => process.exit(0));
  });
}

/** The kernel's high-water mark of a process's resident memory (VmHWM), in MiB. */
async function peakMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/**
 * Sets the high-water mark back to the resident memory of now (Linux's clear_refs, "5"): what the
 * start left behind (PostgreSQL's WebAssembly compiled, the modules loaded: a peak far above what
 * stays) would otherwise hide what the uploads add.
 */
const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, "5");

type FlatOptions = { format: "png" | "jpeg"; depth16?: boolean; alpha?: boolean; interlaced?: boolean; subsampling?: "4:4:4" };

/** A flat picture (one colour), so small to send and as costly to decode as any. */
async function flat(width: number, height: number, options: FlatOptions) {
  const channels = options.depth16 || options.alpha ? 4 : 3;
  const base = sharp({ create: { width, height, channels, background: { r: 20, g: 120, b: 60, alpha: 1 } } });
  if (options.format === "jpeg") return base.jpeg({ quality: 80, progressive: options.interlaced ?? false, chromaSubsampling: options.subsampling ?? "4:2:0" }).toBuffer();
  return (options.depth16 ? base.toColourspace("rgb16") : base).png({ compressionLevel: 9, progressive: options.interlaced ?? false }).toBuffer();
}

/** A photo as heavy as its pixels (noise does not compress, as a real photo's detail). */
const heavyPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 28 } } })
    .jpeg({ quality: 99 })
    .toBuffer();

type Round = { name: string; type: string; bytes: Buffer; times: number };

async function rounds(parallel: number, waiting: number): Promise<Round[]> {
  const round = async (name: string, type: string, bytes: Promise<Buffer>, times = parallel) => ({ name, type, bytes: await bytes, times });
  return [
    await round("PNG declaring 60 MP (7746 × 7746)", "image/png", flat(7746, 7746, { format: "png" })),
    await round("16-bit RGBA PNG, 40 MP (7300 × 5470)", "image/png", flat(7300, 5470, { format: "png", depth16: true })),
    await round("16-bit RGBA PNG, 20 MP (5200 × 3840)", "image/png", flat(5200, 3840, { format: "png", depth16: true })),
    await round("JPEG, 40 MP (7300 × 5470)", "image/jpeg", flat(7300, 5470, { format: "jpeg" })),
    await round("PNG strip, 40 MP (400 × 100,000)", "image/png", flat(400, 100_000, { format: "png" })),
    // Interlaced (Adam7) PNGs and progressive JPEGs cannot be read line by line: the decoder holds the whole picture.
    await round("interlaced RGBA PNG, 40 MP (7300 × 5470)", "image/png", flat(7300, 5470, { format: "png", alpha: true, interlaced: true })),
    await round("interlaced 16-bit RGBA PNG, 20 MP", "image/png", flat(5200, 3840, { format: "png", depth16: true, interlaced: true })),
    await round("interlaced RGBA PNG, 15.9 MP (4600 × 3460)", "image/png", flat(4600, 3460, { format: "png", alpha: true, interlaced: true })),
    await round("progressive JPEG 4:4:4, 40 MP", "image/jpeg", flat(7300, 5470, { format: "jpeg", interlaced: true, subsampling: "4:4:4" })),
    await round("progressive JPEG 4:2:0, 40 MP", "image/jpeg", flat(7300, 5470, { format: "jpeg", interlaced: true })),
    await round("progressive JPEG 4:2:0, 21 MP (5600 × 3800)", "image/jpeg", flat(5600, 3800, { format: "jpeg", interlaced: true })),
    // Many uploads at once, each body as heavy as the limit allows: those waiting for their turn must hold no body.
    await round("16 MB photo (4600 × 3450 JPEG)", "image/jpeg", heavyPhoto(4600, 3450), waiting),
  ];
}

async function startServer(): Promise<{ origin: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), "bench-uploads-"));
  // Node's flags and environment as `npm run serve` gives them (--liftoff-only, the heap's limits, two malloc arenas), as in production.
  const child = spawn(process.execPath, [...serveFlags(), "--import", "tsx", fileURLToPath(import.meta.url), "--serve", "--port", String(port), "--data-dir", dir], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...SERVE_ENV, ...process.env },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      child.once("message", resolve);
      child.once("exit", (code) => reject(new Error(`The bench server stopped (exit ${code}) before it was ready.`)));
    });
    return { origin: `http://127.0.0.1:${port}`, child, stop };
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
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type RunResult = { idle: number; peak: number; rows: { name: string; answers: string; seconds: number; peak: number }[] };

const errorsSeen = new Set<string>();

async function send(server: { origin: string }, cookie: string, round: Round): Promise<number | "error"> {
  try {
    const response = await fetch(`${server.origin}/api/admin/images`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.origin, "Content-Type": round.type },
      body: new Uint8Array(round.bytes),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    // The client saw no answer (undici: the connection closed or reset under it): what, once.
    const cause = String((error as { cause?: unknown }).cause ?? error);
    if (!errorsSeen.has(cause)) console.log(`    (a client saw no answer: ${cause})`);
    errorsSeen.add(cause);
    return "error";
  }
}

async function run(all: Round[], warmUp: Buffer): Promise<RunResult> {
  const server = await startServer();
  try {
    const pid = server.child.pid!;
    const cookie = await signIn(server.origin);
    // One small upload first: libvips and its decoders are loaded, as on a server that has taken one image.
    const warm = await send(server, cookie, { name: "warm-up", type: "image/png", bytes: warmUp, times: 1 });
    if (warm !== 201) throw new Error(`The warm-up upload was answered ${warm}.`);
    const startPeak = await peakMb(pid);
    await resetPeak(pid);
    const idle = await peakMb(pid);
    console.log(`  server signed in, one small image taken: RSS ${idle.toFixed(0)} MiB (the start's peak: ${startPeak.toFixed(0)} MiB, set back)`);
    const rows: RunResult["rows"] = [];
    for (const round of all) {
      // Each round from the memory of now: its row says what it took, the run's peak is the largest.
      await resetPeak(pid);
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: round.times }, () => send(server, cookie, round)));
      const seconds = (performance.now() - started) / 1000;
      const counts = Object.entries(answers.reduce<Record<string, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}))
        .map(([status, n]) => `${n}× ${status}`)
        .join(", ");
      const peak = await peakMb(pid);
      rows.push({ name: round.name, answers: counts, seconds, peak });
      console.log(
        `  ${`${round.name}, ${round.times} at once`.padEnd(58)} ${(round.bytes.length / 1024).toFixed(0).padStart(6)} KB  ${counts.padEnd(20)} ${seconds.toFixed(1).padStart(5)} s  ` +
          `peak RSS ${peak.toFixed(0)} MiB, +${(peak - idle).toFixed(0)} (now ${(await rssMb(pid)).toFixed(0)})`,
      );
    }
    return { idle, peak: Math.max(idle, ...rows.map((row) => row.peak)), rows };
  } finally {
    await server.stop();
  }
}

async function main() {
  const parallel = Number(values.parallel);
  const runs = Number(values.runs);
  const all = await rounds(parallel, Number(values.waiting));
  const warmUp = await flat(800, 600, { format: "png" });
  const results: RunResult[] = [];
  for (let i = 1; i <= runs; i++) {
    console.log(`run ${i} of ${runs} (a fresh server):`);
    results.push(await run(all, warmUp));
  }
  const idle = median(results.map((r) => r.idle));
  const peak = median(results.map((r) => r.peak));
  const added = median(results.map((r) => r.peak - r.idle));
  console.log(
    `\nmedian of ${runs} run(s): idle peak ${idle.toFixed(0)} MiB, peak over the run ${peak.toFixed(0)} MiB: ` +
      `uploads added ${added.toFixed(0)} MiB (runs: ${results.map((r) => (r.peak - r.idle).toFixed(0)).join(", ")}); ` +
      `the bound (README): ${BOUND_MIB} MiB above the idle server`,
  );
  if (added > BOUND_MIB) {
    console.log(`OVER THE BOUND by ${(added - BOUND_MIB).toFixed(0)} MiB`);
    process.exitCode = 1;
  } else console.log("within the bound");
}

if (values.serve) await serve();
else await main();
