/**
 * A site of a spec's own, for what the suite's server cannot be (FedaPay's keys, a mail server that
 * does not answer): the built server (`npm run build`) on its own port and embedded database, with
 * the settings the spec adds. The spec makes and removes the data folder.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** Starts the site and waits until it answers its health check; `stop` ends it and waits for it to exit. */
export async function startOwnSite({ port, dataDir, env, within }: { port: number; dataDir: string; env: Record<string, string>; within: number }) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, "dist/server/index.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_NAME: "Test Foundation",
      CONTACT_EMAIL: "hello@test-foundation.org",
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  const until = Date.now() + within;
  for (;;) {
    const healthy = await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false);
    if (healthy) break;
    if (server.exitCode !== null || Date.now() > until) {
      const exit = server.exitCode;
      await stop();
      throw new Error(`the site did not start (exit ${exit})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { stop };
}
