/**
 * DATA_DIR holds people's data (the embedded database, mails written as files, uploads, backups'
 * work): what this process writes there is its user's alone, 0600 files in 0700 folders, whatever
 * umask the shell or the service manager gave it (docs/decisions/023-an-erasure-that-erases.md).
 */
import { chmodSync, mkdirSync } from "node:fs";

/** From now on this process makes files 0600 and folders 0700 (a mode asked for is narrowed, never widened). */
export function keepFilesPrivate(): void {
  process.umask(0o077);
}

/** Makes `dir` (with its parents) and closes it to other users: what an older version left open inside is unreachable too. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}
