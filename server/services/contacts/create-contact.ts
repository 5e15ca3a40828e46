import { contacts, type InsertContact } from "../../../shared/schema";
import type { Db } from "../../db";

/** Files a visitor's message with status `new`. */
export async function createContact(db: Db, input: InsertContact) {
  const [contact] = await db.insert(contacts).values(input).returning();
  if (!contact) throw new Error("insert returned no row");
  return contact;
}
