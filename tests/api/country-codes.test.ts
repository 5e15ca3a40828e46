/**
 * Countries are one country whatever the spelling: migration 0013 gives the applications typed
 * before there was a list their country's code, new applications get it as they are filed, and the
 * members' filter, list and CSV go by it.
 */
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countryCodeOf } from "../../shared/countries";
import { migrationsFolder } from "../../server/db";
import { foldersBefore, openEmpty, type Sql } from "../helpers/migration-db";

const typed = ["Bénin", "benin", " BJ ", "République du Bénin", "Côte d’Ivoire", "COTE D'IVOIRE", "Ivory Coast", "Burkina-Faso", "Sénégal", "Atlantis"];

describe("migration 0013: the countries typed before become codes", () => {
  let db: Sql;
  let before: string;
  beforeAll(async () => {
    db = await openEmpty();
    before = await foldersBefore("0013_country_codes");
    await db.migrate(before);
    const values = typed
      .map((country, i) => `('${i}@example.org', 'Person ${i}', '${country.replace(/'/g, "''")}', 'adherent_individual', 'en')`)
      .join(",\n");
    await db.query(`INSERT INTO memberships (email, full_name, country, category, language) VALUES ${values}`);
    await db.migrate(migrationsFolder);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it("maps each spelling to its country, as the site maps what is typed now, and keeps the text", async () => {
    const rows = await db.query<{ country: string; country_code: string | null }>(`SELECT country, country_code FROM memberships ORDER BY email`);
    expect(rows).toEqual(typed.map((country) => ({ country, country_code: countryCodeOf(country) })));
    expect(rows.map((row) => row.country_code)).toEqual(["BJ", "BJ", "BJ", "BJ", "CI", "CI", "CI", "BF", "SN", null]);
  });
});
