import { newsletterSubscriptions } from "../../../shared/schema";
import type { NewsletterInput } from "../../../shared/newsletter";
import type { Db } from "../../db";

/**
 * Subscribes an address to the newsletter. An address already on the list is left as it is
 * (no second row, no error): `created` tells the two cases apart.
 */
export async function subscribeToNewsletter(db: Db, input: NewsletterInput): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email: input.email, language: input.language ?? "en" })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { created: inserted.length > 0 };
}
