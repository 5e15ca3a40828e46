/**
 * The daily backup as the jobs room runs it (server/site-jobs.ts), and a backup asked for now
 * (`npm run backup`, or the running server told by SIGUSR2): take it, apply the retention rule,
 * then run BACKUP_COPY_COMMAND on it.
 */
import { readdir } from "node:fs/promises";
import type { Database } from "../db";
import path from "node:path";
import type { Logger } from "../lib/logger";
import { backupTakenAt, localDay, type Retention } from "./backup-files";
import { recordBackupAttempt, type BackupAttempt } from "./backup-status";
import { pruneBackups, runCopyCommand, takeBackup, type TakenBackup } from "./take-backup";

export type BackupSettings = Retention & {
  dir: string;
  /** The hour of the day (0–23, in `timeZone`) the daily backup is taken from. */
  hour: number;
  copyCommand?: string;
};

export type BackupContext = {
  database: Pick<Database, "db" | "kind">;
  dataDir: string;
  settings: BackupSettings;
  log: Logger;
};

const localHour = (at: Date, timeZone: string) => Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(at));

/**
 * The day whose backup hour last came at `at`, YYYY-MM-DD in the time zone: before the hour,
 * yesterday's; from it on, today's. A daily backup is due while none was taken since that moment.
 */
export function backupSlot(at: Date, hour: number, timeZone: string): string {
  const day = localDay(at, timeZone);
  if (localHour(at, timeZone) >= hour) return day;
  const previous = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000);
  return previous.toISOString().slice(0, 10);
}

/** True when no backup in `names` was taken since the last backup hour before `now`. */
export function dailyBackupDue(names: string[], now: Date, hour: number, timeZone: string): boolean {
  const slot = backupSlot(now, hour, timeZone);
  return !names.some((name) => {
    const at = backupTakenAt(name);
    return at !== null && at.getTime() <= now.getTime() && backupSlot(at, hour, timeZone) === slot;
  });
}

/** Takes a backup, deletes those the rule no longer keeps, copies it off the machine when told to. */
export async function backupNow({ database, dataDir, settings, log }: BackupContext, now: Date): Promise<TakenBackup> {
  // Each try's outcome is written beside the backups, for the admin's dashboard (backup-status.ts).
  const record = (attempt: Omit<BackupAttempt, "at">) =>
    recordBackupAttempt(settings.dir, { at: new Date().toISOString(), ...attempt }).catch((error: unknown) => log.error({ err: error }, "the backup's outcome could not be written for the admin"));
  let taken: TakenBackup;
  try {
    taken = await takeBackup({ database, dataDir, backupDir: settings.dir, now });
  } catch (error) {
    log.error({ err: error }, `the backup failed: ${error instanceof Error ? error.message : String(error)}`);
    await record({ ok: false, file: null, size: null, error: (error instanceof Error ? error.message : String(error)).slice(0, 500), copied: null });
    throw error;
  }
  const rows = Object.values(taken.manifest.database.tables).reduce((a, b) => a + b, 0);
  log.info({ file: taken.file, size: taken.size, rows, files: taken.manifest.files.length }, `backup taken: ${taken.file} (${taken.size} bytes)`);
  try {
    const removed = await pruneBackups(settings.dir, now, settings);
    if (removed.length > 0) log.info({ removed }, `older backups deleted: ${removed.join(", ")}`);
  } catch (error) {
    log.error({ err: error }, "the older backups could not be deleted");
  }
  let copied: boolean | null = null;
  if (settings.copyCommand)
    try {
      await runCopyCommand(settings.copyCommand, taken.file);
      log.info({ file: taken.file }, "backup copied by BACKUP_COPY_COMMAND");
      copied = true;
    } catch (error) {
      log.error({ err: error, file: taken.file }, `the backup was taken but not copied off the machine: ${error instanceof Error ? error.message : String(error)}`);
      copied = false;
    }
  await record({ ok: true, file: path.basename(taken.file), size: taken.size, error: null, copied });
  return taken;
}

/** The jobs room's round: a backup when the day's is due (one missed while the server was down is taken at once). */
export async function runScheduledBackup(context: BackupContext, now: Date): Promise<TakenBackup | null> {
  const names = await readdir(context.settings.dir).catch(() => [] as string[]);
  if (!dailyBackupDue(names, now, context.settings.hour, context.settings.timeZone)) return null;
  return backupNow(context, now);
}
