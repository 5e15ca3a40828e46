import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { settings } from "../../../shared/schema";
import type { Db } from "../../db";

const KEY = "session_secret";

/** The secret that signs session cookies: SESSION_SECRET, or one generated once and kept. */
export async function getSessionSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  if (!row) throw new Error("session secret missing after insert");
  return row.value;
}
