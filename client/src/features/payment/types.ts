import type { PaymentStatusResponse } from "@shared/api-types";
import type { Currency } from "@shared/domain";

/** Where a payment stands, as GET /api/payments/:id and the test provider's confirmation say. */
export type PaymentStatus = PaymentStatusResponse;
export type PaymentState = PaymentStatus["status"];

/** A payment the server has started and the payer is about to confirm: what the payment step needs. */
export type PendingPayment = {
  paymentIntentId: string;
  clientSecret: string;
  /** Minor units of `currency`, as the server set them. */
  amount: number;
  currency: Currency;
};

/** How a confirmation ended well: paid, or accepted and still being confirmed by the bank. */
export type PaymentSuccess = "succeeded" | "processing";
