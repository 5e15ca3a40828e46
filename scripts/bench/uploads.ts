/**
 * npm run bench:uploads — the server's memory under the worst image uploads an administrator's
 * session can send: each file is sent `--parallel` times at once (4 by default), one file after
 * the other, and the server's peak resident memory (VmHWM of /proc/<pid>/status, the kernel's own
 * high-water mark, so no sample is missed) is printed after each round, with what the uploads
 * answered.
 *
 * The files: a tiny PNG (a few hundred KB) that declares 60 megapixels; 16-bit PNGs (RGBA: 8
 * bytes a pixel once decoded) of 40 and 20 megapixels; a 40-megapixel JPEG, the largest photo
 * taken; a 40-megapixel PNG 400 pixels wide and 100,000 tall (a narrow strip: "resize to 1200
 * wide" is then the whole picture). All are flat or near-flat colour, so they are small to send
 * and as costly to decode as any.
 *
 * The server (createApp, the real routes and services, embedded PGlite in a temporary directory)
 * runs in a child process of its own, so that its memory is its alone.
 * Options: --parallel 4.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { freePort, rssMb } from "./measure";

const { values } = parseArgs({
  options: {
    parallel: { type: "string", default: "4" },
    // Internal: the child process that serves the app.
    serve: { type: "boolean", default: false },
    port: { type: "string" },
    "data-dir": { type: "string" },
  },
});

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

/** A flat picture with a little detail (a gradient band), so that encoders cannot skip it all. */
async function flat(width: number, height: number, options: { depth16?: boolean; format: "png" | "jpeg" }) {
  const base = sharp({ create: { width, height, channels: options.depth16 ? 4 : 3, background: { r: 20, g: 120, b: 60, alpha: 1 } } });
  if (options.format === "jpeg") return base.jpeg({ quality: 80 }).toBuffer();
  return (options.depth16 ? base.toColourspace("rgb16") : base).png({ compressionLevel: 9 }).toBuffer();
}

type Worst = { name: string; type: string; bytes: Buffer };

async function worstFiles(): Promise<Worst[]> {
  return [
    { name: "PNG declaring 60 MP (7746 × 7746)", type: "image/png", bytes: await flat(7746, 7746, { format: "png" }) },
    { name: "16-bit RGBA PNG, 40 MP (7300 × 5470)", type: "image/png", bytes: await flat(7300, 5470, { format: "png", depth16: true }) },
    { name: "16-bit RGBA PNG, 20 MP (5200 × 3840)", type: "image/png", bytes: await flat(5200, 3840, { format: "png", depth16: true }) },
    { name: "JPEG, 40 MP (7300 × 5470)", type: "image/jpeg", bytes: await flat(7300, 5470, { format: "jpeg" }) },
    { name: "PNG strip, 40 MP (400 × 100,000)", type: "image/png", bytes: await flat(400, 100_000, { format: "png" }) },
  ];
}

async function startServer(): Promise<{ origin: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), "bench-uploads-"));
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve", "--port", String(port), "--data-dir", dir], {
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

async function main() {
  const parallel = Number(values.parallel);
  const files = await worstFiles();
  const server = await startServer();
  try {
    const pid = server.child.pid!;
    const cookie = await signIn(server.origin);
    console.log(`server at start: RSS ${(await rssMb(pid)).toFixed(0)} MiB, peak so far ${(await peakMb(pid)).toFixed(0)} MiB`);
    console.log(`each file ${parallel} times at once:`);
    for (const file of files) {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: parallel }, async () => {
          const response = await fetch(`${server.origin}/api/admin/images`, {
            method: "POST",
            headers: { Cookie: cookie, Origin: server.origin, "Content-Type": file.type },
            body: new Uint8Array(file.bytes),
          });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      const ms = performance.now() - started;
      const counts = Object.entries(answers.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}))
        .map(([status, n]) => `${n}× ${status}`)
        .join(", ");
      console.log(
        `  ${file.name.padEnd(40)} ${(file.bytes.length / 1024).toFixed(0).padStart(6)} KB  ${counts.padEnd(16)} ${(ms / 1000).toFixed(1).padStart(5)} s  ` +
          `peak RSS ${(await peakMb(pid)).toFixed(0)} MiB (now ${(await rssMb(pid)).toFixed(0)})`,
      );
    }
    console.log(`server's peak RSS over the run: ${(await peakMb(pid)).toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
}

if (values.serve) await serve();
else await main();
