/**
 * DATA_DIR holds the embedded database (its write-ahead log carries the session secret generated
 * when SESSION_SECRET is unset), the mails written as files and anything else the site keeps: no
 * file under it is ever sent, whichever way the server was started and wherever DATA_DIR is.
 *
 * Three walls: the server refuses to start with DATA_DIR in, or around, a folder it serves files
 * from (dataDirProblem); every request whose address names a file under DATA_DIR, however it is
 * written, answers 404 before any file server sees it (refuseDataDirRequests); and in development
 * Vite's own file server is told to deny it (dataDirDenyGlobs, ssr/renderers.ts).
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * The folders of the project whose files a server may send: the build (dist/client, which holds a
 * copy of public/), and in development Vite's root (client/) and public/.
 */
export const servedFolders = (projectRoot: string): string[] => ["dist", "public", "client"].map((folder) => path.join(projectRoot, folder));

/** The folder as written (made absolute) and where it really is once links are followed, even before it exists. */
function places(folder: string): string[] {
  const absolute = path.resolve(folder);
  return [...new Set([absolute, realPath(absolute)])];
}

function realPath(target: string): string {
  try {
    return realpathSync.native(target);
  } catch {
    const parent = path.dirname(target);
    return parent === target ? target : path.join(realPath(parent), path.basename(target));
  }
}

/** Compared without case: on a case-insensitive disk /Data and /data are one folder. */
const isWithin = (file: string, folder: string) => {
  const [f, d] = [file.toLowerCase(), folder.toLowerCase().replace(/\/+$/, "")];
  return f === d || f.startsWith(`${d}/`);
};

/**
 * Why the server must not start with this DATA_DIR, or null: inside a served folder its files
 * would be sent as the site's (the build also copies public/ into dist/client), and around one the
 * site's own files would be files under DATA_DIR.
 */
export function dataDirProblem(dataDir: string, folders: string[]): string | null {
  if (dataDir.startsWith("memory://")) return null;
  return servedFolderProblem(dataDir, folders, {
    name: "DATA_DIR",
    exposed: "the database and the mails would be downloadable",
    instead: "outside the project in production (e.g. /var/lib/foundation)",
  });
}

/**
 * The same for BACKUP_DIR: each backup holds the whole database (members, payments, the generated
 * session secret), and `npm run build` copies public/ into the served build.
 */
export const backupDirServedProblem = (backupDir: string, folders: string[]): string | null =>
  servedFolderProblem(backupDir, folders, {
    name: "BACKUP_DIR",
    exposed: "every backup, the whole database, would be downloadable",
    instead: "outside the project in production (e.g. /var/backups/foundation)",
  });

function servedFolderProblem(folder: string, folders: string[], { name, exposed, instead }: { name: string; exposed: string; instead: string }): string | null {
  for (const kept of places(folder))
    for (const served of folders.flatMap(places)) {
      if (isWithin(kept, served))
        return `${name} (${kept}) lies inside ${served}, a folder whose files the site sends to anyone: ${exposed}. Set ${name} to a folder of its own, ${instead}.`;
      if (isWithin(served, kept))
        return `${name} (${kept}) holds ${served}, a folder whose files the site sends to anyone. Set ${name} to a folder of its own, ${instead}.`;
    }
  return null;
}

/** True when DATA_DIR lies inside the project's folder (the default ./data): fine on a workstation, not in production. */
export const dataDirInProject = (dataDir: string, projectRoot: string): boolean =>
  !dataDir.startsWith("memory://") && places(dataDir).some((data) => places(projectRoot).some((root) => isWithin(data, root)));

/**
 * Every reading of an address a file server might make: as sent and decoded once or more (an
 * encoded `%2e%2e` or `%252e`), with backslashes as slashes (Vite's normalizePath).
 */
function readings(url: string): string[] {
  const found = new Set<string>();
  let current = url.replace(/[?#].*$/s, "");
  for (let i = 0; i < 4; i++) {
    found.add(current.replaceAll("\\", "/"));
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      break;
    }
    if (decoded === current) break;
    current = decoded.replace(/[?#].*$/s, "");
  }
  return [...found];
}

/**
 * Answers 404 for any address that names a file under DATA_DIR: with its absolute path anywhere in
 * it (Vite's `/@fs/<path>` and `/@id/<path>`, or the bare path its resolver also tries), or
 * relative to a served folder (`/data/…`, `/%2e%2e/data/…`). Mounted before every file server.
 */
export function refuseDataDirRequests(dataDir: string, folders: string[]): RequestHandler {
  if (dataDir.startsWith("memory://")) return (_req, _res, next) => next();
  const dataPlaces = places(dataDir).map((place) => place.toLowerCase());
  const namesData = (url: string) =>
    readings(url).some((reading) => {
      const lower = path.posix.normalize(reading).toLowerCase();
      if (dataPlaces.some((data) => lower.includes(`${data}/`) || lower.endsWith(data))) return true;
      return folders.some((folder) => dataPlaces.some((data) => isWithin(path.join(folder, reading), data)));
    });
  return (req, res, next) => {
    if (!namesData(req.originalUrl)) return next();
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found\n");
  };
}

/** Vite's server.fs.deny patterns for DATA_DIR and everything under it (picomatch, its characters escaped). */
export const dataDirDenyGlobs = (dataDir: string): string[] =>
  dataDir.startsWith("memory://")
    ? []
    : places(dataDir).flatMap((place) => {
        const glob = place.replace(/[\\*?[\]{}()!+@|]/g, "\\$&");
        return [glob, `${glob}/**`];
      });
