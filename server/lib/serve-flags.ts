/**
 * Node's flags for the built server on the embedded database (docs/performance.md, "Memory on a
 * small server"): V8's optimising compiler recompiling PostgreSQL's WebAssembly took the memory to
 * 850 MB at start without them, 266 MB with them. They cannot be set once Node runs (v8.setFlagsFromString
 * was measured to change nothing), so a server started without them — `node dist/server/index.js`,
 * the most natural way to run a built Node program — starts itself again with them.
 */
import { spawn } from "node:child_process";
import { constants } from "node:os";

export const SERVE_FLAGS = ["--liftoff-only", "--max-old-space-size=192", "--max-semi-space-size=2"] as const;
/**
 * And its environment, which the C library reads only when a process starts: two malloc arenas, not
 * eight per core. The image library's threads each took an arena of their own and kept what a
 * decode left in it: uploads added ~300 MiB to the server's memory, ~170 MiB with two arenas, the
 * decodes as fast (docs/performance.md, "Two malloc arenas"). The environment's own value wins.
 */
export const SERVE_ENV = { MALLOC_ARENA_MAX: "2" } as const;
/** Set in the server started again: it never starts a third. */
const RESTARTED = "FOUNDATION_STARTED_WITH_SERVE_FLAGS";

export const hasServeFlags = () => process.execArgv.includes("--liftoff-only") || process.env[RESTARTED] === "1";

/**
 * Runs this same server in a child Node with SERVE_FLAGS (and whatever flags this one had, which
 * win), passing signals on (a process manager's SIGTERM stops it gracefully), and ends with its
 * exit code. Never returns.
 */
export function restartWithServeFlags(): Promise<never> {
  const child = spawn(process.execPath, [...SERVE_FLAGS, ...process.execArgv, process.argv[1]!, ...process.argv.slice(2)], {
    // The channel closes when this process ends, however it ends: the server then stops (server/index.ts).
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: { ...SERVE_ENV, ...process.env, [RESTARTED]: "1" },
  });
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => child.kill(signal));
  return new Promise<never>(() => {
    child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1)));
    child.on("error", () => process.exit(1));
  });
}
