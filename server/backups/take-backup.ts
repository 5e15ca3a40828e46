/**
 * A backup: one .tar.gz in BACKUP_DIR holding the database as rows (database-dump.ts), the files
 * kept under DATA_DIR other than the embedded database (the mails written as files, anything a
 * later version keeps there), and manifest.json saying when, by which version, what it holds
 * (rows per table; every file with its size and sha256). Written beside its place and renamed
 * when whole, mode 0600: it holds members' personal data. docs/decisions/014-backups.md.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { spawn } from "node:child_process";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { create } from "tar";
import { migrationsFolder, type Database } from "../db";
import { dumpDatabase, type DatabaseDump } from "./database-dump";
import { backupName, backupsToKeep, type Retention } from "./backup-files";

export const MANIFEST_FORMAT = 1;

export type BackupFile = { path: string; size: number; sha256: string };

export type Manifest = {
  format: number;
  site: string;
  /** package.json's version of the site that took it. */
  version: string;
  takenAt: string;
  database: DatabaseDump;
  /** Every file in the archive but this manifest: the database's tables, then `files/…` from DATA_DIR. */
  files: BackupFile[];
};

/** What lives in DATA_DIR but is not copied as files: the embedded database (dumped as rows) and the running server's marks. */
export const NOT_FILES = new Set(["pglite", "pglite.partial", ".restoring", "server.pid"]);

/** The files under DATA_DIR a backup keeps, relative to it (regular files only; links are not followed). */
export async function dataFiles(dataDir: string): Promise<string[]> {
  if (dataDir.startsWith("memory://")) return [];
  const found: string[] = [];
  const walk = async (relative: string) => {
    const entries = await readdir(path.join(dataDir, relative), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    for (const entry of entries) {
      const name = path.join(relative, entry.name);
      if (relative === "" && NOT_FILES.has(entry.name)) continue;
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile()) found.push(name);
    }
  };
  await walk("");
  return found.sort();
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

export async function siteVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(migrationsFolder, "../package.json"), "utf8")) as { version?: string };
  return pkg.version ?? "unknown";
}

export type TakeBackupOptions = {
  database: Pick<Database, "db" | "kind">;
  dataDir: string;
  backupDir: string;
  now?: Date;
};

export type TakenBackup = { file: string; size: number; manifest: Manifest };

export async function takeBackup({ database, dataDir, backupDir, now = new Date() }: TakeBackupOptions): Promise<TakenBackup> {
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(backupDir, ".partial-"));
  const file = path.join(backupDir, backupName(now));
  const partial = path.join(staging, "backup.tar.gz");
  try {
    const content = path.join(staging, "content");
    const dump = await dumpDatabase(database, content);
    const copied = await dataFiles(dataDir);
    for (const relative of copied) await cp(path.join(dataDir, relative), path.join(content, "files", relative), { preserveTimestamps: true });
    const entries = [...Object.keys(dump.tables).map((table) => `database/${table}.ndjson`), ...copied.map((relative) => path.join("files", relative))];
    const files: BackupFile[] = [];
    for (const entry of entries) {
      const at = path.join(content, entry);
      files.push({ path: entry.split(path.sep).join("/"), size: (await stat(at)).size, sha256: await sha256Of(at) });
    }
    const manifest: Manifest = { format: MANIFEST_FORMAT, site: "foundation-site", version: await siteVersion(), takenAt: now.toISOString(), database: dump, files };
    await writeFile(path.join(content, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await pipeline(create({ gzip: true, cwd: content, portable: true }, ["manifest.json", ...entries]), createWriteStream(partial, { mode: 0o600 }));
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, size: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Deletes the backups the retention rule does not keep; answers their names. Other files stay. */
export async function pruneBackups(backupDir: string, now: Date, retention: Retention): Promise<string[]> {
  const names = await readdir(backupDir);
  const keep = backupsToKeep(names, now, retention);
  const removed: string[] = [];
  for (const name of names) {
    if (keep.has(name) || !/^foundation-backup-.*\.tar\.gz$/.test(name)) continue;
    await unlink(path.join(backupDir, name));
    removed.push(name);
  }
  return removed;
}

/**
 * BACKUP_COPY_COMMAND, run by /bin/sh with the backup's path as $1 (`rclone copy "$1" remote:dir`,
 * `scp -q "$1" host:dir/`); a command that does not say "$1" gets it as its last argument. Rejects
 * with the command's own last words when it fails.
 */
export function runCopyCommand(command: string, file: string, timeoutMs = 30 * 60_000): Promise<void> {
  const script = /\$(1|\{1\})/.test(command) ? command : `${command} "$1"`;
  return new Promise((resolve, reject) => {
    const child = spawn("/bin/sh", ["-c", script, "sh", file], { stdio: ["ignore", "pipe", "pipe"], timeout: timeoutMs });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`BACKUP_COPY_COMMAND ${signal ? `was stopped (${signal})` : `failed (exit ${code})`}${output.trim() ? `: ${output.trim()}` : ""}`));
    });
  });
}
