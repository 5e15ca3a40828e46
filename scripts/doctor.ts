/**
 * npm run doctor [-- --mail-to ADDRESS] — what is set and what is wrong before going live, one line
 * per check (OK, WARNING, PROBLEM), read from the configuration the server uses (server/env.ts; an
 * invalid one is reported as the server reports it). Exits 1 when any check is a PROBLEM.
 * With --mail-to, a real test mail is sent through the server's mail transport.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadEnv } from "../server/env";
import { formatCheck, runDoctor } from "../server/ops/doctor";

const { values } = parseArgs({ options: { "mail-to": { type: "string" } } });
const mailTo = values["mail-to"]?.trim();
if (values["mail-to"] !== undefined && !mailTo) {
  console.error("Usage: npm run doctor [-- --mail-to ADDRESS]");
  process.exit(2);
}

const env = loadEnv();
const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { engines?: { node?: string } };
const checks = await runDoctor(env, {
  now: new Date(),
  nodeVersion: process.versions.node,
  enginesRange: packageJson.engines?.node ?? ">=0",
  mailTo,
});
for (const check of checks) console.log(formatCheck(check));
const problems = checks.filter((c) => c.level === "PROBLEM").length;
const warnings = checks.filter((c) => c.level === "WARNING").length;
console.log(problems ? `\n${problems} problem(s), ${warnings} warning(s): not ready to go live.` : `\nNo problem${warnings ? `; ${warnings} warning(s) to read` : ""}.`);
process.exit(problems ? 1 : 0);
