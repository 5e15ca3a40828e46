/**
 * Which backups are kept (on a fixed clock), when the daily one is due, and where backups may go.
 */
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupDirProblem, backupName, backupTakenAt, backupsToKeep } from "./backup-files";
import { backupSlot, dailyBackupDue } from "./scheduled-backup";
import { markHeld, runningServer, serverPidFile } from "./restore-backup";
import { repoRoot } from "../lib/project-root";

const timeZone = "Africa/Porto-Novo";
const at = (iso: string) => new Date(iso);

describe("backup names", () => {
  it("name the moment in UTC and read it back; other files are not backups", () => {
    expect(backupName(at("2026-11-28T01:00:05.250Z"))).toBe("foundation-backup-20261128-010005.tar.gz");
    expect(backupTakenAt("foundation-backup-20261128-010005.tar.gz")).toEqual(at("2026-11-28T01:00:05Z"));
    expect(backupTakenAt("foundation-backup-20261128-010005.tar.gz.partial")).toBeNull();
    expect(backupTakenAt("notes.txt")).toBeNull();
  });
});

describe("the retention rule", () => {
  // A backup every day at 02:00 in Porto-Novo (01:00 UTC) over 60 days, a second one on some days,
  // and a file that is not a backup.
  const now = at("2026-11-28T09:00:00Z"); // a Saturday
  const days = Array.from({ length: 60 }, (_, i) => new Date(at("2026-11-28T01:00:00Z").getTime() - i * 86_400_000));
  const names = [
    ...days.map(backupName),
    "foundation-backup-20261127-150000.tar.gz", // a second one on Friday, taken by hand
    "foundation-backup-20261115-220000.tar.gz", // Sunday 15th, 23:00 in Porto-Novo: the last of that week
    "README.txt",
  ];

  it("keeps the newest of each of the last 7 days and of each of the last 4 weeks, in the foundation's time zone", () => {
    const kept = [...backupsToKeep(names, now, { keepDays: 7, keepWeeks: 4, timeZone })].sort();
    expect(kept).toEqual([
      "foundation-backup-20261108-010000.tar.gz", // Sunday 8 Nov: the newest of the week of 2 Nov (3 weeks back)
      "foundation-backup-20261115-220000.tar.gz", // the week of 9 Nov: its Sunday's later backup (23:00 in Porto-Novo)
      "foundation-backup-20261122-010000.tar.gz", // the last 7 days, Sunday 22 (also last week's newest) … Saturday 28
      "foundation-backup-20261123-010000.tar.gz",
      "foundation-backup-20261124-010000.tar.gz",
      "foundation-backup-20261125-010000.tar.gz",
      "foundation-backup-20261126-010000.tar.gz",
      "foundation-backup-20261127-150000.tar.gz", // Friday: the newer of its two
      "foundation-backup-20261128-010000.tar.gz", // today, and this week's newest
    ]);
  });

  it("keeps only the days when no weeks are asked for, and always the newest backup", () => {
    expect([...backupsToKeep(names, now, { keepDays: 2, keepWeeks: 0, timeZone })].sort()).toEqual([
      "foundation-backup-20261127-150000.tar.gz",
      "foundation-backup-20261128-010000.tar.gz",
    ]);
    // Months after the last backup (the server was off): the newest is kept whatever the rule says.
    expect([...backupsToKeep(names, at("2027-06-01T00:00:00Z"), { keepDays: 7, keepWeeks: 4, timeZone })]).toEqual(["foundation-backup-20261128-010000.tar.gz"]);
    expect(backupsToKeep(["README.txt"], now, { keepDays: 7, keepWeeks: 4, timeZone }).size).toBe(0);
  });

  it("counts days in Porto-Novo, not in UTC", () => {
    // 23:30 UTC on the 27th is 00:30 on the 28th in Porto-Novo: the same local day as the 01:00 UTC one.
    const twoOnOneDay = ["foundation-backup-20261127-233000.tar.gz", "foundation-backup-20261128-010000.tar.gz", "foundation-backup-20261127-010000.tar.gz"];
    expect([...backupsToKeep(twoOnOneDay, now, { keepDays: 2, keepWeeks: 0, timeZone })].sort()).toEqual([
      "foundation-backup-20261127-010000.tar.gz",
      "foundation-backup-20261128-010000.tar.gz",
    ]);
  });
});

describe("the daily backup's hour", () => {
  it("is due once a day from BACKUP_HOUR in Porto-Novo, and at once after a day missed", () => {
    expect(backupSlot(at("2026-11-28T00:30:00Z"), 2, timeZone)).toBe("2026-11-27"); // 01:30 local
    expect(backupSlot(at("2026-11-28T01:00:00Z"), 2, timeZone)).toBe("2026-11-28"); // 02:00 local
    expect(backupSlot(at("2026-11-27T23:30:00Z"), 0, timeZone)).toBe("2026-11-28"); // 00:30 local
    const yesterday = ["foundation-backup-20261127-010000.tar.gz"];
    expect(dailyBackupDue(yesterday, at("2026-11-28T00:59:00Z"), 2, timeZone)).toBe(false);
    expect(dailyBackupDue(yesterday, at("2026-11-28T01:00:00Z"), 2, timeZone)).toBe(true);
    expect(dailyBackupDue([...yesterday, "foundation-backup-20261128-010200.tar.gz"], at("2026-11-28T20:00:00Z"), 2, timeZone)).toBe(false);
    expect(dailyBackupDue([], at("2026-11-28T20:00:00Z"), 2, timeZone)).toBe(true);
    expect(dailyBackupDue(["foundation-backup-20261120-010000.tar.gz"], at("2026-11-28T00:00:00Z"), 2, timeZone)).toBe(true);
  });
});

describe("the backup folder", () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it("is refused inside DATA_DIR, however it is written, and around it", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "backup-dir-"));
    made.push(root);
    const data = path.join(root, "data");
    await mkdir(data);
    await symlink(data, path.join(root, "link-to-data"));
    expect(backupDirProblem(path.join(data, "backups"), data)).toMatch(/^BACKUP_DIR \(.*\/data\/backups\) lies inside DATA_DIR \(.*\/data\): backups must be kept apart/);
    expect(backupDirProblem(data, data)).toMatch(/lies inside DATA_DIR/);
    expect(backupDirProblem(path.join(root, "link-to-data", "b"), data)).toMatch(/lies inside DATA_DIR/);
    expect(backupDirProblem(root, data)).toMatch(/^DATA_DIR \(.*\) lies inside BACKUP_DIR/);
    expect(backupDirProblem(path.join(root, "backups"), data)).toBeNull();
    expect(backupDirProblem(path.join(root, "backups"), "memory://")).toBeNull();
  });

  it("is refused inside a folder the site sends files from, or around one: anyone could download the backups", () => {
    const data = path.join(os.tmpdir(), "foundation-data");
    for (const served of ["public", "dist/client", "client"])
      expect(backupDirProblem(path.join(repoRoot, served, "backups"), data)).toMatch(
        /^BACKUP_DIR \(.*\/backups\) lies inside .*\/(public|dist|client), a folder whose files the site sends to anyone: every backup, the whole database, would be downloadable\. Set BACKUP_DIR to a folder of its own/,
      );
    expect(backupDirProblem(repoRoot, data)).toMatch(/^BACKUP_DIR \(.*\) holds .*, a folder whose files the site sends to anyone/);
    // On the embedded database in memory too: the backups are still files.
    expect(backupDirProblem(path.join(repoRoot, "public", "backups"), "memory://")).toMatch(/lies inside/);
    // The default ./backups, beside the project's folders, is not served.
    expect(backupDirProblem(path.join(repoRoot, "backups"), data)).toBeNull();
    expect(backupDirProblem("/var/backups/foundation", "/var/lib/foundation")).toBeNull();
  });
});

describe("who holds DATA_DIR", () => {
  it("is the process named in server.pid while it runs, not one given its id later", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "held-"));
    try {
      expect(runningServer(dataDir)).toBeNull();
      markHeld(dataDir);
      const [, started] = (await readFile(serverPidFile(dataDir), "utf8")).trim().split(" ");
      expect(runningServer(dataDir)).toBeNull(); // this very process
      // The parent process (alive), as written when it started: held; with another start time: a stale file.
      const parent = process.ppid;
      const parentStarted = (await readFile(`/proc/${parent}/stat`, "utf8")).split(") ")[1]!.split(" ")[19];
      expect(started).toMatch(/^\d+$/);
      await writeFile(serverPidFile(dataDir), `${parent} ${parentStarted}\n`);
      expect(runningServer(dataDir)).toBe(parent);
      await writeFile(serverPidFile(dataDir), `${parent} 1\n`);
      expect(runningServer(dataDir)).toBeNull();
      await writeFile(serverPidFile(dataDir), "999999999\n");
      expect(runningServer(dataDir)).toBeNull();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
