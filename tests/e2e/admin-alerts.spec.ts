/**
 * Problems seen in minutes, as the staff meet them on the dashboard, in English on a laptop and in
 * French on a phone: the last backup (when, how large, where) and its warning when the last try
 * failed; two mails that have not left for 20 minutes because the mail server does not answer,
 * said in plain words, and Send all again, which says the server still refuses.
 *
 * This file starts its own server (the others' writes mail to files, which never fails): its mail
 * server is a closed port, its database holds two mails written 20 minutes ago that the server
 * refused, and its backup folder a backup taken minutes ago and a later try that failed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { outbox } from "../../shared/schema";
import { backupName } from "../../server/backups/backup-files";
import { BACKUP_STATUS_FILE } from "../../server/backups/backup-status";
import { openDatabase } from "../../server/db";
import { E2E_ADMIN, expectAccessibleAndFitting, fillSignIn, signInTexts, viewports } from "./admin";
import { expect, test } from "./fixtures";
import { startOwnSite } from "./own-site";

const port = Number(process.env.E2E_PORT ?? 5174) + 29;
const origin = `http://127.0.0.1:${port}`;

test.use({ baseURL: origin });
test.describe.configure({ mode: "default", timeout: 60_000 });

let ownSite: Awaited<ReturnType<typeof startOwnSite>> | undefined;
let dataDir: string;
let backupDir: string;

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

test.beforeAll(async () => {
  // Its own embedded database made, migrated and opened twice on a machine busy with other specs.
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "foundation-e2e-alerts-"));
  backupDir = mkdtempSync(path.join(tmpdir(), "foundation-e2e-alerts-backups-"));
  const smtpPort = await closedPort();

  // Two mails written 20 minutes ago, refused by a mail server that does not answer.
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const written = new Date(Date.now() - 20 * 60_000);
  for (const key of ["e2e:late:1", "e2e:late:2"])
    await database.db.insert(outbox).values({
      key,
      template: "staff-sign-in-failures",
      data: { username: "admin", failures: 10, minutes: 15, until: written.toISOString() },
      recipients: ["team@example.org"],
      language: "en",
      status: "failed",
      attempts: 8,
      lastError: `ESOCKET: connect ECONNREFUSED 127.0.0.1:${smtpPort}`,
      createdAt: written,
      nextAttemptAt: written,
    });
  await database.close();

  // Today's backup, taken minutes ago (so the server takes none at start), then a try that failed.
  const taken = new Date(Date.now() - 5 * 60_000);
  writeFileSync(path.join(backupDir, backupName(taken)), Buffer.alloc(1_500_000));
  writeFileSync(
    path.join(backupDir, BACKUP_STATUS_FILE),
    JSON.stringify({ at: new Date(Date.now() - 60_000).toISOString(), ok: false, file: null, size: null, error: "ENOSPC: no space left on device", copied: null }),
  );

  ownSite = await startOwnSite({
    port,
    dataDir,
    within: 180_000,
    env: {
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // With an address, as the suite's own server gives it: the admin asks nothing at sign-in.
      ADMIN_EMAIL: "admin@test-foundation.org",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Test Foundation <no-reply@test-foundation.org>",
      BACKUP_DIR: backupDir,
      BACKUP_HOUR: "0",
    },
  });
});

test.afterAll(async () => {
  await ownSite?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    backupLine: (dir: string) => new RegExp(`^Last backup: .+ — 1\\.5 MB — in ${dir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    backupFailed: /^The last backup failed \(.+\)\. The site tries again every 10 minutes; if this warning stays, tell whoever installed the site/,
    mailLate: /^2 mails have not left for more than 15 minutes \(the oldest since .+\): the mail server does not answer — tell whoever provides it\.$/,
    sendAllAgain: "Send all again",
    stillRefused: "2 mails not sent: the mail server does not answer — tell whoever provides it. The site keeps trying.",
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    backupLine: (dir: string) => new RegExp(`^Dernière sauvegarde\u00a0: .+ — 1,5\u00a0Mo — dans ${dir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    backupFailed: /^La dernière sauvegarde a échoué \(.+\)\. Le site réessaie toutes les 10 minutes/,
    mailLate: /^2 courriels ne sont pas partis depuis plus de 15 minutes \(le plus ancien depuis le .+\)\u00a0: le serveur de courriel ne répond pas — prévenez son fournisseur\.$/,
    sendAllAgain: "Tout renvoyer",
    stillRefused: "2 courriels non envoyés\u00a0: le serveur de courriel ne répond pas — prévenez son fournisseur. Le site continue d’essayer.",
  },
] as const;

for (const site of sites) {
  test.describe(`in ${site.lang === "en" ? "English" : "French"}`, () => {
    test.use({ viewport: site.viewport });

    test("the dashboard shows the last backup and warns that the last try failed, and that mails have not left; Send all again says the server still refuses", async ({ page }) => {
      await page.goto(site.lang === "fr" ? "/fr/admin" : "/admin");
      await page.locator("html[data-hydrated]").waitFor();
      await fillSignIn(page, site.lang);
      await expect(page.getByRole("button", { name: signInTexts[site.lang].signOut })).toBeVisible();

      await expect(page.getByTestId("backup-line")).toHaveText(site.backupLine(backupDir));
      const backupWarning = page.locator("[data-alert='backup:failed']");
      await expect(backupWarning).toHaveText(site.backupFailed);
      await expect(backupWarning).not.toContainText("ENOSPC");

      const mailWarning = page.locator("[data-alert='mail:late']");
      await expect(mailWarning.locator("p")).toHaveText(site.mailLate);
      await expect(mailWarning).not.toContainText("ECONNREFUSED");
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: test.info().outputPath(`dashboard-alerts-${site.lang}.png`), fullPage: true });

      await mailWarning.getByRole("button", { name: site.sendAllAgain }).click();
      await expect(page.getByRole("status").filter({ hasText: site.stillRefused })).toHaveText(site.stillRefused, { timeout: 20_000 });
      // Still not left: the warning stays.
      await expect(mailWarning.locator("p")).toHaveText(site.mailLate);
      await page.screenshot({ path: test.info().outputPath(`dashboard-send-all-again-${site.lang}.png`), fullPage: true });
    });
  });
}
