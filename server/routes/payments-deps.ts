import type { Db } from "../db";
import type { PaymentRegistry } from "../payments";
import type { MailSource, RunEffects } from "../services/effects";

/** What the public payment routes need. */
export type PaymentDeps = {
  db: Db;
  payments: PaymentRegistry;
  /** Signs the payer's proofs (services/payments/tokens.ts). */
  secret: string;
  siteName: string;
  publicUrl: string;
  now: () => Date;
  /** Where the mails the routes' changes queue come from, and what runs once a change is committed. */
  mail: MailSource;
  runEffects: RunEffects;
};
