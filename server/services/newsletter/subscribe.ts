import { newsletterSubscriptions } from "../../../shared/schema";
import type { NewsletterInput } from "../../../shared/newsletter";
import type { Db } from "../../db";

/**
 * Subscribes an address to the newsletter. An address already on the list is left as it is
 * (no second row, no error): `created` tells the two cases apart. `within` runs in the same
 * transaction (the form's idempotency key, server/http/idempotent-submissions.ts).
 */
export async function subscribeToNewsletter(db: Db, input: NewsletterInput, within?: (tx: Db, created: boolean) => Promise<void>): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values({ email: input.email, language: input.language ?? "en" })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    const created = inserted.length > 0;
    await within?.(tx, created);
    return { created };
  });
}
