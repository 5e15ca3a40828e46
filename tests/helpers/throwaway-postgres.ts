/**
 * A private PostgreSQL server for one test file, which the test may stop, freeze (SIGSTOP) and
 * bring back: initdb into a temporary folder, then the postmaster on a free loopback port. Needs
 * PostgreSQL's binaries (initdb, postgres: Debian's postgresql package), not a running server.
 *
 * initdb and postgres refuse to run as root: as root (CI), they run as the `postgres` system user.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** The newest PostgreSQL's binaries: PG_BIN, else /usr/lib/postgresql/<version>/bin, else pg_config's. */
export function postgresBinDir(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, "initdb"))) return fromEnv;
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], "bin");
  }
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (existsSync(path.join(dir, "initdb"))) return dir;
  } catch {
    // no pg_config
  }
  return null;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The uid and gid of the `postgres` system user, when we run as root; null otherwise. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/** The ids of a process's children (the postmaster's backends and helpers). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
};

export type ThrowawayPostgres = {
  port: number;
  /** The superuser's URL for a database (default "postgres"). */
  url(database?: string, user?: string): string;
  /** Starts the server (again), and waits until it accepts connections. */
  start(): Promise<void>;
  /** Immediate shutdown (SIGQUIT), as a crash or `pg_ctl stop -m immediate` would. */
  stop(): Promise<void>;
  /** Stops the postmaster and every backend: connections stay open, nothing answers. */
  freeze(): void;
  thaw(): void;
  restart(): Promise<void>;
  /** Thaws, stops and removes everything; safe to call at any point, more than once. */
  cleanup(): Promise<void>;
};

export async function startThrowawayPostgres(options: { settings?: Record<string, string | number> } = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL's binaries (initdb, postgres) were not found: install Debian's postgresql package, or set PG_BIN");
  const owner = runAs();
  const dir = await mkdtemp(path.join(tmpdir(), "throwaway-pg-"));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  let postmaster: ChildProcess | null = null;
  let frozen: number[] = [];
  let output = "";

  const run = (file: string, args: string[]) =>
    spawn(path.join(bin, file), args, {
      cwd: dir,
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      env: { PATH: process.env.PATH, LANG: "C.UTF-8", LC_ALL: "C.UTF-8" },
      stdio: ["ignore", "pipe", "pipe"],
    });

  await new Promise<void>((resolve, reject) => {
    const initdb = run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
    let log = "";
    initdb.stdout?.on("data", (d: Buffer) => (log += d));
    initdb.stderr?.on("data", (d: Buffer) => (log += d));
    initdb.on("error", reject);
    initdb.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (${code}):\n${log}`))));
  });

  const settings: Record<string, string | number> = {
    listen_addresses: "127.0.0.1",
    // Nothing waits on the disk: the machine does not crash under a test, the server does.
    fsync: "off",
    full_page_writes: "off",
    // But a commit's WAL is written out (to the OS, which keeps it) before the commit returns:
    // with it off, an immediate stop could lose what was committed seconds before (the walwriter
    // had been frozen, or not yet scheduled on a loaded machine), and the test would find the
    // site's tables empty after a restart, as one CI run did.
    synchronous_commit: "on",
    shared_buffers: "16MB",
    ...options.settings,
  };

  const url = (database = "postgres", user = "postgres") => `postgres://${user}@127.0.0.1:${port}/${database}`;

  async function waitReady(deadline: number) {
    for (;;) {
      const client = new pg.Client({ connectionString: url(), connectionTimeoutMillis: 1000 });
      client.on("error", () => {});
      try {
        await client.connect();
        await client.query("select 1");
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => {});
        if (Date.now() > deadline || postmaster?.exitCode !== null)
          throw new Error(`PostgreSQL did not start on port ${port}:\n${output}`, { cause: error });
        await sleep(50);
      }
    }
  }

  async function start() {
    if (postmaster && postmaster.exitCode === null) return;
    output = "";
    const args = ["-D", dataDir, "-p", String(port), "-k", dir];
    for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);
    const child = run("postgres", args);
    // Should the test process end without cleaning up (a crash, a kill), the server goes with it.
    const orphaned = () => {
      for (const pid of frozen) signal(pid, "SIGCONT");
      signal(child.pid!, "SIGQUIT");
    };
    process.once("exit", orphaned);
    child.once("exit", () => process.off("exit", orphaned));
    child.stdout?.on("data", (d: Buffer) => (output += d));
    child.stderr?.on("data", (d: Buffer) => (output += d));
    postmaster = child;
    await waitReady(Date.now() + 20_000);
  }

  function thaw() {
    // Backends first, then the postmaster (which could otherwise fork into a frozen world).
    for (const pid of frozen.slice().reverse()) signal(pid, "SIGCONT");
    frozen = [];
  }

  function freeze() {
    const pid = postmaster?.pid;
    if (!pid || postmaster?.exitCode !== null) throw new Error("PostgreSQL is not running");
    // The postmaster first, so it forks no new backend; then each of its children: they are
    // process-group leaders of their own, so a signal to the postmaster's group misses them.
    signal(pid, "SIGSTOP");
    frozen = [pid, ...childrenOf(pid)];
    for (const child of frozen.slice(1)) signal(child, "SIGSTOP");
  }

  async function stop() {
    const child = postmaster;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    thaw();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signal(child.pid!, "SIGQUIT");
    const timer = setTimeout(() => signal(child.pid!, "SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
    // Backends that outlived an immediate stop (they should not): none may keep the port.
    for (let i = 0; i < 50 && childrenOf(child.pid!).length > 0; i++) await sleep(20);
  }

  let cleaned = false;
  async function cleanup() {
    if (cleaned) return;
    cleaned = true;
    thaw();
    await stop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }

  try {
    await start();
  } catch (error) {
    await cleanup();
    throw error;
  }

  return {
    port,
    url,
    start,
    stop,
    freeze,
    thaw,
    restart: async () => {
      await stop();
      await start();
    },
    cleanup,
  };
}
