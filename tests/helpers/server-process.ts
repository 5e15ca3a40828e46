/**
 * The site as an operator runs it: `server/index.ts` in a process of its own (through tsx, in
 * the test environment), on a free port and a database of its own on TEST_DATABASE_URL's server,
 * so a test can kill it, stop it with a signal and start it again. Every process started here is
 * killed by `stopAll()`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile, readlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { repoRoot } from "../../server/ssr/renderers";
import { freePort } from "./throwaway-postgres";

/** A new, empty database on TEST_DATABASE_URL's server; the server process migrates it. */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is required");
  const name = `test_process_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export type ServerProcess = {
  port: number;
  origin: string;
  child: ChildProcess;
  /** What it printed, stdout and stderr. */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const running = new Set<ChildProcess>();

/** Where the production build's server is (`npm run build`). */
export const builtServer = path.join(repoRoot, "dist/server/index.js");

/**
 * Whether the process `pid` is the one listening on `port` (Linux's /proc): a free port found a
 * moment ago may have been taken meanwhile by another test's server, whose health check would
 * answer for ours.
 */
export async function listensOn(pid: number, port: number): Promise<boolean> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const lines = (await readFile(table, "utf8").catch(() => "")).split("\n").slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local address "ADDR:PORT", state 0A = LISTEN, inode in the tenth column
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A" && fields[9]) inodes.add(fields[9]);
    }
  }
  // The process started, or one it started: the built server on the embedded database starts
  // itself again with Node's serve flags (server/start.ts).
  for (const owner of [pid, ...(await descendants(pid))]) {
    const fds = await readdir(`/proc/${owner}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${owner}/fd/${fd}`).catch(() => "");
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return true;
    }
  }
  return false;
}

/** The processes a process started, and theirs (Linux: /proc/<pid>/task/<tid>/children). */
async function descendants(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const children: number[] = [];
  for (const task of tasks) {
    const listed = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    children.push(...listed.split(/\s+/).filter(Boolean).map(Number));
  }
  const deeper = await Promise.all(children.map(descendants));
  return [...children, ...deeper.flat()];
}

/**
 * Starts the server — from its source, or with `built` the production build (NODE_ENV=production,
 * pages kept in its cache) — and waits until it listens and /api/health answers 200 (up to
 * `timeoutMs`, 40 s unless told: a first start on the embedded database, on a busy machine, takes longer).
 * A variable given as undefined is not set at all (`NODE_ENV: undefined`: started without it).
 * A port taken by another process meanwhile: started again on another (at most three tries).
 */
export async function startServerProcess(env: Record<string, string | undefined>, options: StartOptions = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= 3) throw error;
    }
  }
}

type StartOptions = { built?: boolean; timeoutMs?: number };

class PortTakenError extends Error {}

async function startOnce(env: Record<string, string | undefined>, options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = options.built ? [builtServer] : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // Only what the test sets: nothing from the developer's shell (a DATABASE_URL, Stripe keys).
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: options.built ? "production" : "test",
      PORT: String(port),
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      // The daily backup of a server that runs past a minute goes to a folder of the test's, not the project's ./backups.
      BACKUP_DIR: path.join(os.tmpdir(), `foundation-test-backups-${port}`),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const orphaned = () => child.kill("SIGKILL");
  process.once("exit", orphaned);
  child.once("exit", () => process.off("exit", orphaned));
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d));
  child.stderr?.on("data", (d: Buffer) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const timeoutMs = options.timeoutMs ?? 40_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (output.includes("EADDRINUSE")) throw new PortTakenError(`port ${port} was taken`);
      throw new Error(`the server stopped while starting:\n${output}`);
    }
    const healthy = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy && (process.platform !== "linux" || (await listensOn(child.pid!, port)))) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, origin, child, output: () => output, exited };
}

/** Kills every server process still running (afterAll). */
export async function stopAll() {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
}
