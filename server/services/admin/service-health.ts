/**
 * The failures of a service the site depends on, counted since its last success (the table
 * `service_health`): a payment provider that does not answer (`provider:<name>`), webhooks whose
 * signature does not verify (`webhook-signature:<name>`). The dashboard warns from these counts
 * (alerts.ts). Counting never changes what the request does: a failure to count is logged only.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { serviceHealth } from "../../../shared/schema";
import type { Db } from "../../db";

export const providerKey = (provider: string) => `provider:${provider}`;
export const webhookSignatureKey = (provider: string) => `webhook-signature:${provider}`;

/** One more failure of `key` at `now`; the first since a success starts the count at 1. */
export async function recordServiceFailure(db: Pick<Db, "insert">, key: string, now: Date, detail: string): Promise<void> {
  await db
    .insert(serviceHealth)
    .values({ key, failures: 1, firstFailureAt: now, lastFailureAt: now, detail: detail.slice(0, 500) })
    .onConflictDoUpdate({
      target: serviceHealth.key,
      set: {
        failures: sql`${serviceHealth.failures} + 1`,
        firstFailureAt: sql`coalesce(${serviceHealth.firstFailureAt}, ${now.toISOString()}::timestamptz)`,
        lastFailureAt: now,
        detail: detail.slice(0, 500),
      },
    });
}

/** A success of `key`: its count starts again (written only when there were failures). */
export async function recordServiceSuccess(db: Pick<Db, "update">, key: string, now: Date): Promise<void> {
  await db
    .update(serviceHealth)
    .set({ failures: 0, firstFailureAt: null, lastOkAt: now })
    .where(and(eq(serviceHealth.key, key), gt(serviceHealth.failures, 0)));
}
