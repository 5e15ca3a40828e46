/**
 * Migration 0028: administrators' names are one without regard to case. Names that differed only by
 * case (admin:create allowed them) are kept apart: the oldest keeps its name, a later one gets a
 * number, and the database refuses a new one in other capitals.
 */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../server/db";
import { foldersBefore, openEmpty, type Sql } from "../helpers/migration-db";

let db: Sql;
let before: string;
beforeAll(async () => {
  db = await openEmpty();
  before = await foldersBefore("0028_username_one_without_case");
  await db.migrate(before);
  await db.query(`
    INSERT INTO users (username, password_hash, created_at) VALUES
      ('admin', 'x', '2026-01-01T09:00:00Z'),
      ('Admin', 'x', '2026-02-01T09:00:00Z'),
      ('ADMIN', 'x', '2026-03-01T09:00:00Z'),
      ('treasurer', 'x', '2026-01-02T09:00:00Z');
  `);
  await db.migrate(migrationsFolder);
});
afterAll(async () => {
  await db.close();
  await rm(before, { recursive: true, force: true });
});

describe("migration 0028", () => {
  it("keeps the oldest name, numbers the later ones that differed only by case, and refuses a new one", async () => {
    const rows = await db.query<{ username: string }>("SELECT username FROM users ORDER BY created_at");
    expect(rows.map((row) => row.username)).toEqual(["admin", "treasurer", "Admin-2", "ADMIN-3"]);
    await expect(db.query("INSERT INTO users (username, password_hash) VALUES ('Treasurer', 'x')")).rejects.toThrow();
  });
});
