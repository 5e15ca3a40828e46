/**
 * What the admin shows of the backups (docs/decisions/014-backups.md): the last one taken — when,
 * how large, where — read from the backup folder itself, and whether the last try failed, read
 * from a small status file each try writes beside the backups (`last-backup.json`).
 */
import { readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { backupTakenAt } from "./backup-files";

export const BACKUP_STATUS_FILE = "last-backup.json";

/** One try, as the status file keeps it. */
export type BackupAttempt = {
  /** When the try ended (ISO). */
  at: string;
  ok: boolean;
  /** The backup's file name, when taken. */
  file: string | null;
  size: number | null;
  /** Why it failed (the log has the rest). */
  error: string | null;
  /** Whether BACKUP_COPY_COMMAND copied it off the machine; null when none is set. */
  copied: boolean | null;
};

/** Writes the try's outcome beside the backups; a failure to write it is the caller's to log, never the backup's. */
export async function recordBackupAttempt(dir: string, attempt: BackupAttempt): Promise<void> {
  const file = path.join(dir, BACKUP_STATUS_FILE);
  await writeFile(`${file}.tmp`, `${JSON.stringify(attempt)}\n`, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
}

export type BackupStatus = {
  /** The folder the backups are in, as an absolute path. */
  dir: string;
  /** The newest backup in it; null when there is none. */
  last: { at: Date; file: string; size: number; copied: boolean | null } | null;
  /** The last try, when it failed after the newest backup (or when there is none). */
  failed: { at: Date; error: string } | null;
};

const readAttempt = async (dir: string): Promise<BackupAttempt | null> => {
  try {
    const attempt = JSON.parse(await readFile(path.join(dir, BACKUP_STATUS_FILE), "utf8")) as BackupAttempt;
    return typeof attempt.at === "string" && typeof attempt.ok === "boolean" ? attempt : null;
  } catch {
    return null;
  }
};

export async function readBackupStatus(backupDir: string): Promise<BackupStatus> {
  const dir = path.resolve(backupDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const newest = names
    .map((name) => ({ name, at: backupTakenAt(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  const attempt = await readAttempt(dir);
  let last: BackupStatus["last"] = null;
  if (newest) {
    const size = await stat(path.join(dir, newest.name)).then((info) => info.size).catch(() => null);
    if (size !== null) last = { at: newest.at, file: newest.name, size, copied: attempt?.ok && attempt.file === newest.name ? attempt.copied : null };
  }
  const failedAt = attempt && !attempt.ok ? new Date(attempt.at) : null;
  const failed = failedAt && (!last || failedAt.getTime() > last.at.getTime()) ? { at: failedAt, error: attempt?.error ?? "" } : null;
  return { dir, last, failed };
}
