/**
 * What the dashboard warns of, the same day it happens (GET /api/admin/alerts): the last backup
 * (when, how large, where; a warning when it failed or is more than two days old), mails that have
 * not left 15 minutes after they were written, and a payment provider that does not answer or whose
 * webhooks keep failing their signature check. Every warning is in the staff's words.
 */
import { gte, sql } from "drizzle-orm";
import type { AdminAlert, AlertsResponse } from "../../../shared/alerts";
import type { Language } from "../../../shared/domain";
import { serviceHealth } from "../../../shared/schema";
import { readBackupStatus } from "../../backups/backup-status";
import type { Db } from "../../db";
import { mailReason } from "../../mail/mail-reasons";
import { listLateMail, type MailListItem } from "../../mail/outbox";
import { alertTexts, fill, formatAt, formatSize, type PlainMailReason } from "./alert-texts";
import { plural } from "../../../shared/plural";

/** A backup older than this is a warning. */
export const BACKUP_TOO_OLD_MS = 2 * 24 * 3_600_000;
/** This many failures in a row of a provider, or of a provider's webhook signatures, make a warning. */
export const FAILURES_TO_WARN = 3;
/** Failures older than this (and none since) no longer warn. */
const FAILURES_FORGOTTEN_MS = 7 * 24 * 3_600_000;

const providerNames: Record<string, string> = { fedapay: "FedaPay", stripe: "Stripe" };
const webhookSettings: Record<string, string> = { fedapay: "FEDAPAY_WEBHOOK_SECRET", stripe: "STRIPE_WEBHOOK_SECRET" };

/** A late mail's reason in plain words: never tried, or what its last try said. */
export const plainReason = (mail: Pick<MailListItem, "lastError" | "attempts">): PlainMailReason =>
  mail.lastError ? mailReason(mail.lastError) : mail.attempts === 0 ? "waiting" : "other";

/** The reason most of the late mails share (the most recent one's on a tie). */
function commonReason(mails: MailListItem[]): PlainMailReason {
  const counts = new Map<PlainMailReason, number>();
  for (const mail of [...mails].reverse()) counts.set(plainReason(mail), (counts.get(plainReason(mail)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

export async function getAlerts(db: Db, now: Date, options: { backupDir: string; language: Language }): Promise<AlertsResponse> {
  const { language } = options;
  const t = alertTexts[language];
  const alerts: AdminAlert[] = [];

  const backup = await readBackupStatus(options.backupDir);
  const line = backup.last
    ? fill(t.backup.line, { date: formatAt(backup.last.at, language), size: formatSize(backup.last.size, language), where: backup.dir })
    : fill(t.backup.none, { where: backup.dir });
  if (backup.failed) alerts.push({ kind: "backup", key: "backup:failed", message: fill(t.backup.failed, { date: formatAt(backup.failed.at, language) }), since: backup.failed.at.toISOString() });
  else if (!backup.last) alerts.push({ kind: "backup", key: "backup:none", message: t.backup.never, since: null });
  else if (now.getTime() - backup.last.at.getTime() > BACKUP_TOO_OLD_MS)
    alerts.push({ kind: "backup", key: "backup:old", message: fill(t.backup.old, { date: formatAt(backup.last.at, language) }), since: backup.last.at.toISOString() });
  else if (backup.last.copied === false)
    alerts.push({ kind: "backup", key: "backup:not-copied", message: fill(t.backup.notCopied, { date: formatAt(backup.last.at, language) }), since: backup.last.at.toISOString() });

  const late = await listLateMail(db, now);
  if (late.length > 0) {
    const oldest = late[0]!.createdAt;
    const values = { count: late.length, date: formatAt(oldest, language), reason: t.reasons[commonReason(late)] };
    alerts.push({ kind: "mail", key: "mail:late", message: fill(plural(late.length, { one: t.mail.one, other: t.mail.many }, language), values), since: oldest.toISOString() });
  }

  const failing = await db
    .select()
    .from(serviceHealth)
    .where(sql`${serviceHealth.failures} >= ${FAILURES_TO_WARN} and ${gte(serviceHealth.lastFailureAt, new Date(now.getTime() - FAILURES_FORGOTTEN_MS))}`)
    .orderBy(serviceHealth.key);
  for (const row of failing) {
    const [what, name = ""] = row.key.split(":");
    const values = { provider: providerNames[name] ?? name, count: row.failures, date: formatAt(row.firstFailureAt ?? row.lastFailureAt ?? now, language), setting: webhookSettings[name] ?? "" };
    const since = (row.firstFailureAt ?? row.lastFailureAt)?.toISOString() ?? null;
    if (what === "provider") alerts.push({ kind: "provider", key: `provider:${name}`, message: fill(plural(Number(values.count), { one: t.providerOne, other: t.provider }, language), values), since });
    if (what === "webhook-signature") alerts.push({ kind: "webhook", key: `webhook:${name}`, message: fill(t.webhook, values), since });
  }

  return { backup: { at: backup.last?.at.toISOString() ?? null, size: backup.last?.size ?? null, where: backup.dir, line }, alerts };
}
