/**
 * Restores a backup (take-backup.ts) into an empty DATA_DIR and an empty database: PGlite in
 * DATA_DIR/pglite when no database URL is given, else that PostgreSQL database. Refuses a place
 * that is not empty unless forced; forced, DATA_DIR's content is moved aside (never deleted) and
 * the PostgreSQL database's tables are dropped. docs/decisions/014-backups.md.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { extract } from "tar";
import { openDatabase, type Database } from "../db";
import { BackupError, databaseIsEmpty, emptyDatabase, restoreDatabase } from "./database-dump";
import { MANIFEST_FORMAT, sha256Of, type Manifest } from "./take-backup";

/** The running server's process id, kept in DATA_DIR while it runs (server/index.ts). */
export const serverPidFile = (dataDir: string) => path.join(dataDir, "server.pid");

/** When a process started, in clock ticks since boot (Linux); null where /proc does not say. */
function startedAt(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Marks DATA_DIR as held by this process: its id and when it started, so that a process given the
 * same id later (after a crash, in a container) is not taken for it.
 */
export function markHeld(dataDir: string): void {
  writeFileSync(serverPidFile(dataDir), `${process.pid} ${startedAt(process.pid) ?? ""}\n`.replace(" \n", "\n"));
}

/** The id of the process (a server, a backup, a restore) that has DATA_DIR open, or null when none runs. */
export function runningServer(dataDir: string): number | null {
  if (dataDir.startsWith("memory://")) return null;
  let pid: number;
  let started: string | undefined;
  try {
    const [first, second] = readFileSync(serverPidFile(dataDir), "utf8").trim().split(/\s+/);
    pid = Number(first);
    started = second;
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: a process of another user has that id: it is running.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return null;
  }
  // Another process now has that id: the one that wrote the file has ended.
  if (started && startedAt(pid) !== null && startedAt(pid) !== started) return null;
  return pid;
}

/** Unpacks a backup into a new folder of its own and checks every file against the manifest. */
export async function openBackup(file: string): Promise<{ folder: string; manifest: Manifest }> {
  if (!existsSync(file)) throw new BackupError(`${file}: no such file.`);
  const folder = await mkdtemp(path.join(os.tmpdir(), "foundation-restore-"));
  try {
    await extract({ file, cwd: folder, strict: true }).catch((error: Error) => {
      throw new BackupError(`${file} is not a readable backup (.tar.gz): ${error.message}`);
    });
    if (!existsSync(path.join(folder, "manifest.json"))) throw new BackupError(`${file} has no manifest.json: it is not a backup made by this site.`);
    const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as Manifest;
    if (manifest.format !== MANIFEST_FORMAT) throw new BackupError(`${file} is a backup of format ${manifest.format}; this version reads format ${MANIFEST_FORMAT}.`);
    for (const entry of manifest.files) {
      const at = path.join(folder, entry.path);
      if (!existsSync(at) || (await sha256Of(at)) !== entry.sha256) throw new BackupError(`${file} is damaged: ${entry.path} is missing or not what was saved.`);
    }
    return { folder, manifest };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

export type RestoreOptions = {
  file: string;
  dataDir: string;
  /** PostgreSQL; unset: the embedded database in DATA_DIR. */
  databaseUrl?: string;
  force?: boolean;
  connectTimeoutMs?: number;
  now?: Date;
};

export type Restored = { manifest: Manifest; movedAside?: string; databaseEmptied: boolean };

/** What DATA_DIR holds, a leftover of a restore cut short apart. */
async function dataDirEntries(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries.filter((name) => name !== ".restoring");
}

export async function restoreBackup({ file, dataDir, databaseUrl, force = false, connectTimeoutMs, now = new Date() }: RestoreOptions): Promise<Restored> {
  const pid = runningServer(dataDir);
  if (pid !== null) throw new BackupError(`The site's server (process ${pid}) is running on DATA_DIR (${dataDir}): stop it first, then restore.`);
  const { folder, manifest } = await openBackup(file);
  let database: Database | undefined;
  let holding = false;
  try {
    const problems: string[] = [];
    const held = await dataDirEntries(dataDir);
    if (held.length > 0) problems.push(`DATA_DIR (${path.resolve(dataDir)}) is not empty (${held.slice(0, 5).join(", ")}${held.length > 5 ? ", …" : ""})`);
    if (databaseUrl) {
      database = await openDatabase({ url: databaseUrl, max: 2, connectTimeoutMs });
      if (!(await databaseIsEmpty(database.db))) problems.push("the PostgreSQL database (DATABASE_URL) already has the site's tables");
    }
    if (problems.length > 0 && !force)
      throw new BackupError(
        `Nothing was restored: ${problems.join(", and ")}. A backup is restored into an empty place. To replace what is there, run the restore again with --force: ${
          held.length > 0 ? "DATA_DIR's content is moved aside, not deleted" : ""
        }${held.length > 0 && databaseUrl ? "; " : ""}${databaseUrl ? "the database's tables are DROPPED (take a backup of it first)" : ""}.`,
      );
    let movedAside: string | undefined;
    if (held.length > 0) {
      movedAside = `${path.resolve(dataDir)}.before-restore-${now.toISOString().replace(/[-:]/g, "").slice(0, 15)}`;
      await rename(dataDir, movedAside).catch((error: NodeJS.ErrnoException) => {
        throw new BackupError(`DATA_DIR (${dataDir}) could not be moved aside to ${movedAside} (${error.code}): move its content away yourself, then restore without --force.`);
      });
    }
    let databaseEmptied = false;
    if (database && !(await databaseIsEmpty(database.db))) {
      await emptyDatabase(database.db);
      databaseEmptied = true;
    }
    // Everything is made in DATA_DIR/.restoring and moved into DATA_DIR when whole.
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    // A server starting meanwhile is refused rather than making a new database under our feet.
    markHeld(dataDir);
    holding = true;
    const staging = path.join(dataDir, ".restoring");
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { mode: 0o700 });
    if (!database) database = await openDatabase({ dataDir: staging });
    await restoreDatabase(database, folder, manifest.database);
    await database.close();
    database = undefined;
    const filesFolder = path.join(folder, "files");
    if (existsSync(filesFolder)) await cp(filesFolder, staging, { recursive: true, preserveTimestamps: true });
    for (const name of await readdir(staging)) await rename(path.join(staging, name), path.join(dataDir, name));
    await rm(staging, { recursive: true, force: true });
    return { manifest, movedAside, databaseEmptied };
  } finally {
    await database?.close().catch(() => {});
    if (holding) await rm(serverPidFile(dataDir), { force: true });
    await rm(folder, { recursive: true, force: true });
  }
}
