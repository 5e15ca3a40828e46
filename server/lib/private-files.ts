/**
 * DATA_DIR holds people's data (the embedded database, mails written as files, uploads, backups'
 * work): what this process writes there is its user's alone, 0600 files in 0700 folders, whatever
 * umask the shell or the service manager gave it (docs/decisions/023-an-erasure-that-erases.md).
 */
import { chmodSync, mkdirSync } from "node:fs";
import { chmod, readdir } from "node:fs/promises";
import path from "node:path";

/** From now on this process makes files 0600 and folders 0700 (a mode asked for is narrowed, never widened). */
export function keepFilesPrivate(): void {
  process.umask(0o077);
}

/** Makes `dir` (with its parents) and closes it to other users: what an older version left open inside is unreachable too. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * Closes every folder (0700) and file (0600) under `dir`. PGlite's file system writes its files
 * 0666 whatever the umask (its WebAssembly PostgreSQL sets modes itself): its data directory is
 * closed each time it is opened, and it lives in DATA_DIR, closed to others (privateDir), so a file
 * it makes meanwhile is still out of other users' reach.
 */
export async function closeTree(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  })) {
    if (entry.isSymbolicLink()) continue;
    await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
  await chmod(dir, 0o700).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}
