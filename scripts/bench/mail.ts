/**
 * How fast the jobs room empties the outbox: 1,000 queued mails delivered by the real sender
 * (server/mail/outbox.ts through server/jobs/runner.ts, nodemailer over SMTP) to a local SMTP
 * server (smtp-server, as tests/helpers/smtp.ts), on the embedded database and, with --pg or
 * DATABASE_URL, on PostgreSQL. Each run is a child process of its own (a fresh database, the
 * sender's memory alone); this process is the SMTP server and checks each mail arrived once.
 *
 *   npm run bench:mail                      # embedded database, 3 runs, median
 *   npm run bench:mail -- --pg              # and PostgreSQL (DATABASE_URL, else 127.0.0.1:5432)
 *   npm run bench:mail -- --mails 5000 --runs 5
 *
 * Prints, per database: the time from the runner's start to the last mail accepted, mails per
 * second and the sender's peak resident memory (RSS), each the median of the runs.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";
import { median } from "./measure";
import { throwawayDatabase } from "./throwaway-database";

const { values } = parseArgs({
  options: {
    mails: { type: "string", default: "1000" },
    runs: { type: "string", default: "3" },
    pg: { type: "boolean", default: false },
    url: { type: "string", default: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
    // Internal: one run, in a child process.
    child: { type: "string" },
    smtp: { type: "string" },
    database: { type: "string" },
  },
});
const MAILS = Number(values.mails);

type RunResult = { seconds: number; peakRssMb: number };

// ==================================================================== one run (child)

async function runOnce(database: string, smtpPort: number): Promise<RunResult> {
  const { openDatabase } = await import("../../server/db");
  const { createJobRunner } = await import("../../server/jobs/runner");
  const { createLogger } = await import("../../server/lib/logger");
  const { smtpMailer } = await import("../../server/mail/mailer");
  const { deliverDueMail, queueMail } = await import("../../server/mail/outbox");
  const { setStaffNotifyBurst } = await import("../../server/mail/staff-digest");
  const { outbox } = await import("../../shared/schema");
  const { count, eq } = await import("drizzle-orm");
  // Every notification sent on its own, as the sender's throughput is what is measured: past the
  // burst a flood of notifications joins the staff's digest (decision 022) and is never sent.
  setStaffNotifyBurst(MAILS);

  const dataDir = database === "embedded" ? await mkdtemp(path.join(tmpdir(), "bench-mail-")) : undefined;
  const opened = await openDatabase(database === "embedded" ? { dataDir } : { url: database });
  await opened.migrate();
  const db = opened.db;
  // The mails a day of messages would queue: each its own cause, as create-contact.ts writes them.
  await db.transaction(async (tx) => {
    for (let i = 0; i < MAILS; i++)
      await queueMail(tx, {
        key: `bench:${i}`,
        template: "staff-contact",
        to: ["staff@bench.test"],
        language: i % 2 ? "en" : "fr",
        data: { contactId: `c${i}`, name: "Aïcha Dossou", email: "aicha@example.org", subject: `Atelier ${i}`, message: "Un atelier à Parakou ?\nMerci.", language: "fr", volunteer: false },
      });
  });

  const mailer = smtpMailer({ url: `smtp://127.0.0.1:${smtpPort}`, timeoutMs: 10_000 });
  let sent = 0;
  let allSent!: () => void;
  const done = new Promise<void>((resolve) => (allSent = resolve));
  const counted: typeof mailer = {
    ...mailer,
    async send(mail) {
      await mailer.send(mail);
      if (++sent === MAILS) allSent();
    },
  };
  const context = { siteName: "Bench Foundation", contactEmail: "hello@bench.test", publicUrl: "http://localhost:5000" };
  const log = createLogger({ level: "warn" });
  const runner = createJobRunner({ db, log, queues: [{ name: "mail", run: (now) => deliverDueMail(db, counted, now, { from: "Bench <no-reply@bench.test>", context, log }) }] });

  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const started = performance.now();
  runner.start();
  await done;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await runner.stop();
  mailer.close();
  const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, "sent"));
  if (row?.n !== MAILS) throw new Error(`${row?.n} mails marked sent, ${MAILS} expected`);
  await opened.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  return { seconds, peakRssMb: peak / 2 ** 20 };
}

// ==================================================================== the SMTP server and the runs (parent)

async function startSmtp() {
  const seen = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "?";
        seen.set(id, (seen.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function child(database: string, smtpPort: number): Promise<RunResult> {
  const script = fileURLToPath(import.meta.url);
  const tsx = path.resolve(path.dirname(script), "../../node_modules/.bin/tsx");
  const proc = spawn(tsx, [script, "--child", "1", "--smtp", String(smtpPort), "--database", database, "--mails", String(MAILS)], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  proc.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => proc.on("exit", resolve));
  if (code !== 0) throw new Error(`the run failed (exit ${code}): ${out}`);
  return JSON.parse(out.trim().split("\n").at(-1)!) as RunResult;
}

async function main() {
  if (values.child) {
    process.stdout.write(`${JSON.stringify(await runOnce(values.database!, Number(values.smtp)))}\n`);
    process.exit(0);
  }
  const runs = Number(values.runs);
  const smtp = await startSmtp();
  const targets: { name: string; database: () => Promise<{ url: string; drop: () => Promise<void> }> }[] = [
    { name: "embedded (PGlite)", database: async () => ({ url: "embedded", drop: async () => {} }) },
  ];
  if (values.pg || process.env.DATABASE_URL) targets.push({ name: "PostgreSQL", database: () => throwawayDatabase(values.url!, "bench_mail") });
  console.log(`${MAILS} mails queued, delivered by the jobs room to a local SMTP server; median of ${runs} runs`);
  for (const target of targets) {
    const results: RunResult[] = [];
    for (let run = 1; run <= runs; run++) {
      smtp.seen.clear();
      const database = await target.database();
      try {
        const result = await child(database.url, smtp.port);
        const twice = [...smtp.seen.values()].filter((n) => n > 1).length;
        if (smtp.seen.size !== MAILS || twice > 0) throw new Error(`${smtp.seen.size} distinct mails received (${twice} more than once), ${MAILS} expected`);
        results.push(result);
        console.log(`  ${target.name} run ${run}: ${result.seconds.toFixed(2)} s, ${(MAILS / result.seconds).toFixed(0)} mails/s, peak RSS ${result.peakRssMb.toFixed(0)} MiB`);
      } finally {
        await database.drop();
      }
    }
    const seconds = median(results.map((r) => r.seconds));
    console.log(`${target.name}: ${seconds.toFixed(2)} s, ${(MAILS / seconds).toFixed(0)} mails/s, peak RSS ${median(results.map((r) => r.peakRssMb)).toFixed(0)} MiB (each mail received exactly once)`);
  }
  await smtp.close();
}

await main();
