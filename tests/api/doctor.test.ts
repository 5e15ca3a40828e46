/**
 * npm run doctor (server/ops/doctor.ts, scripts/doctor.ts): the lines a person reads before going
 * live, against the fakes of FedaPay and Stripe, a real SMTP server and temporary folders.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env";
import {
  checkDatabase,
  checkFolder,
  checkLastBackup,
  checkNodeVersion,
  checkPublicUrl,
  checkTestPayments,
  runDoctor,
  sendTestMail,
  type Check,
} from "../../server/ops/doctor";
import { backupName } from "../../server/backups/backup-files";
import { checkFedapay } from "../../server/payments/providers/fedapay/check-keys";
import { checkStripe } from "../../server/payments/providers/stripe/check-keys";
import { startFakeFedapay } from "../helpers/fake-fedapay";
import { startFakeStripe } from "../helpers/fake-stripe";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";

const now = new Date("2026-11-28T10:00:00Z");
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "doctor-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const envOf = (vars: Record<string, string>) => parseEnv({ DATA_DIR: path.join(root, "data"), BACKUP_DIR: path.join(root, "backups"), ...vars });
const line = (check: Check | undefined) => (check ? `${check.level} ${check.text}` : "none");

describe("PUBLIC_URL and test payments", () => {
  it("an https address is fine; http on this machine is a warning; http elsewhere is a problem", () => {
    expect(line(checkPublicUrl(envOf({ PUBLIC_URL: "https://foundation.example.org", ALLOW_TEST_PAYMENTS: "true" })))).toBe(
      "OK PUBLIC_URL is https://foundation.example.org (https).",
    );
    expect(line(checkPublicUrl(envOf({})))).toBe(
      "WARNING PUBLIC_URL is http://localhost:5000: fine for trying it here, not for going live (set PUBLIC_URL=https://your-domain).",
    );
    expect(line(checkPublicUrl(envOf({ PUBLIC_URL: "http://foundation.example.org", ALLOW_TEST_PAYMENTS: "true" })))).toMatch(/^PROBLEM PUBLIC_URL is http:\/\/foundation\.example\.org, not https/);
  });

  it("test payments on a public address are a problem; on this machine, said", () => {
    expect(line(checkTestPayments(envOf({ PUBLIC_URL: "https://foundation.example.org", ALLOW_TEST_PAYMENTS: "true" })))).toMatch(
      /^PROBLEM Test payments are on \(ALLOW_TEST_PAYMENTS=true\) on a public PUBLIC_URL/,
    );
    expect(line(checkTestPayments(envOf({})))).toMatch(/^OK Test payments are on, on this machine only/);
    expect(line(checkTestPayments(envOf({ ALLOW_TEST_PAYMENTS: "false" })))).toBe("OK Test payments are off.");
  });
});

describe("payment providers' keys", () => {
  const fedapayEnv = (apiBase: string, key: string) =>
    envOf({ PUBLIC_URL: "https://foundation.example.org", FEDAPAY_SECRET_KEY: key, FEDAPAY_WEBHOOK_SECRET: "wh_sandbox_x", FEDAPAY_API_BASE: apiBase });
  const stripeEnv = (apiBase: string, key: string) =>
    envOf({ PUBLIC_URL: "https://foundation.example.org", STRIPE_SECRET_KEY: key, STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_BASE: apiBase });

  it("FedaPay: the right key is accepted, a wrong one refused; the webhook address to give it", async () => {
    const fedapay = await startFakeFedapay({ secretKey: "sk_sandbox_right" });
    try {
      const good = await checkFedapay(fedapayEnv(fedapay.url, "sk_sandbox_right"));
      expect(line(good[0])).toBe(`OK FedaPay accepts the sandbox key (${fedapay.url}).`);
      expect(good.map(line)).toContain(
        "OK FedaPay webhook: in FedaPay's dashboard (Webhooks → Créer un webhook), enter https://foundation.example.org/api/webhooks/fedapay with every transaction.* event; its secret is FEDAPAY_WEBHOOK_SECRET.",
      );
      expect(good.map(line)).toContain("WARNING FedaPay: the sandbox environment: payments are not real; set the live keys before going live.");
      const bad = await checkFedapay(fedapayEnv(fedapay.url, "sk_sandbox_wrong"));
      expect(line(bad[0])).toMatch(/^PROBLEM FedaPay: the key is refused \(401\)/);
    } finally {
      await fedapay.close();
    }
  });

  it("FedaPay unreachable is a warning, not a problem", async () => {
    const checks = await checkFedapay(fedapayEnv("http://127.0.0.1:9", "sk_sandbox_right"), { timeoutMs: 2_000 });
    expect(line(checks[0])).toMatch(/^WARNING FedaPay could not be reached to check the key/);
  });

  it("Stripe: the right key is accepted, a wrong one refused; the webhook address and its events", async () => {
    const stripe = await startFakeStripe();
    try {
      const good = await checkStripe(stripeEnv(stripe.url, "sk_test_fake"));
      expect(line(good[0])).toBe("OK Stripe accepts the test key.");
      expect(good.map(line)).toContain(
        "OK Stripe webhook: in Stripe's dashboard, add the endpoint https://foundation.example.org/api/webhooks/stripe with the events payment_intent.succeeded, payment_intent.payment_failed, payment_intent.processing and payment_intent.canceled; its signing secret is STRIPE_WEBHOOK_SECRET.",
      );
      const bad = await checkStripe(stripeEnv(stripe.url, "sk_test_wrong"));
      expect(line(bad[0])).toMatch(/^PROBLEM Stripe: the key is refused \(401: Invalid API Key provided\)/);
    } finally {
      await stripe.close();
    }
  });
});

describe("mail", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  const smtpEnv = () => envOf({ SMTP_URL: smtp.url, MAIL_FROM: "Foundation <no-reply@example.org>" });

  it("--mail-to sends a real mail through the server's transport and says it was accepted", async () => {
    const check = await sendTestMail(smtpEnv(), "treasurer@example.org", now);
    expect(line(check)).toBe("OK The SMTP server accepted the test mail to treasurer@example.org (look in that mailbox, and its spam folder).");
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo).toEqual(["treasurer@example.org"]);
    expect(mail?.parsed.subject).toBe("Bridges for Africa Foundation: test mail");
  });

  it("a refusal is a problem, in the server's words", async () => {
    smtp.plan({ refuse: 550 });
    const check = await sendTestMail(smtpEnv(), "nobody@example.org", now);
    expect(line(check)).toMatch(/^PROBLEM The SMTP server did not accept the test mail to nobody@example\.org: .*550 Mailbox unavailable/);
  });

  it("without SMTP, mails are files: a warning for going live", async () => {
    const checks = await runDoctor(envOf({}), { now, nodeVersion: "24.1.0", enginesRange: "^22.12.0 || >=24.0.0" });
    expect(checks.map(line)).toContain(
      `WARNING SMTP_URL is not set: mails are written as files under ${path.join(root, "data", "mail")} and nobody receives them. Fine for trying it here; set SMTP_URL and MAIL_FROM before going live.`,
    );
  });
});

describe("folders and backups", () => {
  it("a folder that exists is tried with a file; one that does not yet can be created; one that cannot is a problem", async () => {
    await mkdir(path.join(root, "here"), { recursive: true });
    expect(line(await checkFolder("DATA_DIR", path.join(root, "here")))).toBe(`OK DATA_DIR (${path.join(root, "here")}) exists and is writable.`);
    expect(line(await checkFolder("BACKUP_DIR", path.join(root, "later", "backups")))).toBe(
      `OK BACKUP_DIR (${path.join(root, "later", "backups")}) does not exist yet; it will be created (${root} is writable).`,
    );
    if (process.getuid?.() !== 0) expect(line(await checkFolder("DATA_DIR", "/proc/doctor-data"))).toMatch(/^PROBLEM DATA_DIR \(\/proc\/doctor-data\) does not exist and cannot be created/);
  });

  it("BACKUP_DIR inside DATA_DIR is a problem", async () => {
    const checks = await runDoctor(envOf({ BACKUP_DIR: path.join(root, "data", "backups") }), { now, nodeVersion: "24.1.0", enginesRange: ">=24.0.0" });
    expect(checks.some((c) => c.level === "PROBLEM" && c.text.includes("lies inside DATA_DIR"))).toBe(true);
  });

  it("the last backup: none, fresh, or older than two days", async () => {
    const dir = path.join(root, "backup-ages");
    const env = envOf({ BACKUP_DIR: dir });
    expect(line(await checkLastBackup(env, now))).toMatch(/^WARNING No backup in BACKUP_DIR .* yet: take one with npm run backup/);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, backupName(new Date("2026-11-25T02:00:00Z"))), Buffer.alloc(2048));
    expect(line(await checkLastBackup(env, now))).toMatch(/^WARNING The last backup is foundation-backup-20261125-020000\.tar\.gz, taken 2026-11-25 02:00 UTC \(2\.0 kB\): more than two days old/);
    await writeFile(path.join(dir, backupName(new Date("2026-11-28T02:00:00Z"))), Buffer.alloc(100));
    expect(line(await checkLastBackup(env, now))).toBe("OK The last backup is foundation-backup-20261128-020000.tar.gz, taken 2026-11-28 02:00 UTC (100 bytes).");
  });
});

describe("Node, secret and database", () => {
  it("Node below the engines range is a problem", () => {
    expect(line(checkNodeVersion("24.1.0", "^22.12.0 || >=24.0.0"))).toBe("OK Node 24.1.0 (the site needs ^22.12.0 || >=24.0.0).");
    expect(line(checkNodeVersion("22.12.0", "^22.12.0 || >=24.0.0")).startsWith("OK")).toBe(true);
    expect(line(checkNodeVersion("22.11.0", "^22.12.0 || >=24.0.0"))).toMatch(/^PROBLEM Node 22\.11\.0 is too old or not supported/);
    expect(line(checkNodeVersion("23.5.0", "^22.12.0 || >=24.0.0")).startsWith("PROBLEM")).toBe(true);
  });

  it("SESSION_SECRET unset is a warning; set, fine", async () => {
    const unset = await runDoctor(envOf({}), { now, nodeVersion: "24.1.0", enginesRange: ">=24.0.0" });
    expect(unset.map(line).find((l) => l.includes("SESSION_SECRET"))).toMatch(/^WARNING SESSION_SECRET is not set/);
    const set = await runDoctor(envOf({ SESSION_SECRET: "x".repeat(40) }), { now, nodeVersion: "24.1.0", enginesRange: ">=24.0.0" });
    expect(set.map(line)).toContain("OK SESSION_SECRET is set.");
  });

  it("the embedded database is named, never opened", async () => {
    expect(line(await checkDatabase(envOf({})))).toBe(`OK Embedded database (PGlite): none yet in ${path.join(root, "data", "pglite")}; the server creates it at its first start.`);
  });

  it("PostgreSQL unreachable is a problem; reachable, fine", async () => {
    expect(line(await checkDatabase(envOf({ DATABASE_URL: "postgres://nobody@127.0.0.1:9/none", DATABASE_CONNECT_TIMEOUT_MS: "1000" })))).toMatch(
      /^PROBLEM PostgreSQL at 127\.0\.0\.1:9\/none cannot be reached/,
    );
    const url = process.env.TEST_DATABASE_URL;
    if (process.env.TEST_DB === "postgres" && url) expect(line(await checkDatabase(envOf({ DATABASE_URL: url })))).toMatch(/^OK PostgreSQL at .* answers\.$/);
  });
});

describe("the command", () => {
  it("an invalid configuration prints env's own messages and exits 1", async () => {
    const run = promisify(execFile);
    const tsx = path.resolve("node_modules/.bin/tsx");
    const failed = await run(tsx, ["scripts/doctor.ts"], { env: { ...process.env, PUBLIC_URL: "ftp://x", DATA_DIR: path.join(root, "data"), NODE_ENV: "test" } }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect("code" in failed && failed.code).toBe(1);
    expect("stderr" in failed ? failed.stderr : "").toContain("PUBLIC_URL: must be an http(s) origin, e.g. https://example.org");
  }, 30_000);
});
