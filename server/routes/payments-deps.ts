import type { Db } from "../db";
import type { PaymentRegistry } from "../payments";

/** What the public payment routes need. */
export type PaymentDeps = {
  db: Db;
  payments: PaymentRegistry;
  /** Signs the payer's proofs (services/payments/tokens.ts). */
  secret: string;
  siteName: string;
  publicUrl: string;
  now: () => Date;
};
