import type { PayableRef, PaymentStatusResponse, StartPaymentResponse } from "@shared/api-types";
import type { Currency } from "@shared/domain";

/** Where a payment stands, as GET /api/payments/:id, its start and the test provider's confirmation say. */
export type PaymentStatus = PaymentStatusResponse;
export type PaymentState = PaymentStatus["status"];

/** What the payment step pays: a stored donation or membership, its amount and the methods offered (from the server). */
export type Payable = PayableRef;

/** A payment the server started after the payer chose how to pay: our id, the payer's proof (`token`), what to do next. */
export type StartedPayment = StartPaymentResponse;

/** How a payment ended well: paid, or accepted and still being confirmed. */
export type PaymentSuccess = "succeeded" | "processing";

/** The payment that ended well: our id and the payer's proof, to ask the server about it again (its confirmation). */
export type PaidPayment = { id: string; token: string };

/** A status after which nothing changes by waiting (processing ends well: the step closes). */
export const isSettled = (status: PaymentState | undefined) => status !== undefined && status !== "pending";

/** A card payment whose form is on our page: our payment (id, proof, amount) and the provider's client secret. */
export type CardPayment = { id: string; token: string; clientSecret: string; amount: number; currency: Currency };
