// The built site as the browser tests use it: production server, a fresh embedded database in a
// temporary DATA_DIR (created here, removed when the server stops). PORT and PUBLIC_URL come from
// the environment Playwright's webServer sets.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "foundation-e2e-"));

const server = spawn(process.execPath, [path.join(root, "dist/server/index.js")], {
  cwd: root,
  stdio: "inherit",
  // DATABASE_URL emptied: the tests always get their own embedded database, never a shared one.
  env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "" },
});

const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    // The server stops gracefully on these signals (closing its database); we wait for it.
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on("exit", (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});

server.on("error", (error) => {
  console.error(`Could not start the server: ${error.message}`);
  removeDataDir();
  process.exit(1);
});
