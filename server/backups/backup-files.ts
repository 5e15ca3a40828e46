/**
 * Backup files: their names, their folder (never inside DATA_DIR, nor where the site sends files
 * from), and which of them are kept.
 * Pure functions but for the folder checks; the retention rule is tested on a fixed clock.
 */
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { backupDirServedProblem, servedFolders } from "../http/data-dir-guard";
import { repoRoot } from "../lib/project-root";

/** `foundation-backup-20261128-020000.tar.gz`: the moment it was taken, in UTC. */
const NAME = /^foundation-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

export function backupName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-28T02:00:00.000Z
  return `foundation-backup-${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}.tar.gz`;
}

/** When a backup named by backupName was taken, or null for any other file (never touched). */
export function backupTakenAt(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
/** Weeks since a Monday (1970-01-05), Monday to Sunday. */
const weekNumber = (day: string) => Math.floor((dayNumber(day) - 4) / 7);

export type Retention = { keepDays: number; keepWeeks: number; timeZone: string };

/**
 * The backups to keep: the newest of each of the last `keepDays` days (today included), the newest
 * of each of the last `keepWeeks` weeks (Monday to Sunday, this week included), in the foundation's
 * time zone, and always the newest of all. Files not named as backups are never listed here.
 */
export function backupsToKeep(names: string[], now: Date, { keepDays, keepWeeks, timeZone }: Retention): Set<string> {
  const backups = names
    .map((name) => ({ name, at: backupTakenAt(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
  const today = localDay(now, timeZone);
  const keep = new Set<string>();
  if (backups[0]) keep.add(backups[0].name);
  const daysSeen = new Set<number>();
  const weeksSeen = new Set<number>();
  for (const backup of backups) {
    const day = localDay(backup.at, timeZone);
    const daysAgo = dayNumber(today) - dayNumber(day);
    const weeksAgo = weekNumber(today) - weekNumber(day);
    if (daysAgo >= 0 && daysAgo < keepDays && !daysSeen.has(daysAgo)) {
      daysSeen.add(daysAgo);
      keep.add(backup.name);
    }
    if (weeksAgo >= 0 && weeksAgo < keepWeeks && !weeksSeen.has(weeksAgo)) {
      weeksSeen.add(weeksAgo);
      keep.add(backup.name);
    }
  }
  return keep;
}

/** The folder itself, or its nearest existing parent, with links resolved; then the rest as written. */
function realPlace(folder: string): string {
  const absolute = path.resolve(folder);
  let existing = absolute;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  return path.join(realpathSync(existing), path.relative(existing, absolute));
}

const isWithin = (inner: string, outer: string) => {
  const relative = path.relative(outer, inner);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};

/**
 * Why backups may not go to this folder, or null. Inside DATA_DIR they would be lost with it, and
 * each backup would carry the ones before; inside a folder the site sends files from (the project's
 * dist/, public/ or client/ by default), anyone could download them.
 */
export function backupDirProblem(backupDir: string, dataDir: string, folders: string[] = servedFolders(repoRoot)): string | null {
  const served = backupDirServedProblem(backupDir, folders);
  if (served) return served;
  if (dataDir.startsWith("memory://")) return null;
  const backups = realPlace(backupDir);
  const data = realPlace(dataDir);
  if (isWithin(backups, data))
    return `BACKUP_DIR (${backups}) lies inside DATA_DIR (${data}): backups must be kept apart from what they save (a lost or damaged DATA_DIR would take them with it). Set BACKUP_DIR to another folder, e.g. /var/backups/foundation.`;
  if (isWithin(data, backups))
    return `DATA_DIR (${data}) lies inside BACKUP_DIR (${backups}): set BACKUP_DIR to a folder of its own, e.g. /var/backups/foundation.`;
  return null;
}
