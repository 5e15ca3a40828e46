/**
 * FedaPay: mobile money (MTN, Moov) and cards in FCFA, for payers in Benin.
 *
 * Mobile money: the transaction is created, then pushed to the payer's phone ("send now"); the
 * payer approves on the phone and the page follows the payment's status. Cards: the payer is sent
 * to FedaPay's hosted page. Either way the outcome arrives by webhook, and is read back from the
 * API before anything is recorded (a webhook's body is not the authority).
 *
 * Idempotency: FedaPay takes no idempotency key, so two `start` calls make two transactions. The
 * caller starts a payment id once (our payments table has a unique idempotency key); a reload of
 * the payment step reads the stored payment instead of starting again.
 */
import { createHmac } from "node:crypto";
import { currencies, type Currency, type MobileOperator, type OnlineMethod, type PaymentState } from "../../shared/domain";
import { toMajor, toMinor } from "../../shared/money";
import { internationalBeninMobile } from "../../shared/phone";
import { FedapayClient, parseFedapayTransaction, type FedapayMobileMode, type FedapayTransaction } from "./fedapay-client";
import {
  headerValue,
  ProviderUnavailableError,
  sameSecret,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderPayment,
  type StartInput,
  type Started,
  type WebhookEvent,
  type WebhookHeaders,
} from "./provider";

export type FedapayOptions = {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
  /** Which MTN mode the FedaPay account uses (an account setting): `mtn` or `mtn_open`. */
  mtnMode: "mtn" | "mtn_open";
  /** The longest one API call may take (20 s when not given). */
  timeoutMs?: number;
};

/** As FedaPay's SDK: a webhook signed more than five minutes away from now is refused (a replay). */
export const FEDAPAY_WEBHOOK_TOLERANCE_SECONDS = 300;

export const FEDAPAY_SIGNATURE_HEADER = "x-fedapay-signature";

/** FedaPay's statuses in our words. The SDK counts the refunded ones as paid: the money came in (refunds are made from the dashboard). */
const stateOf = (status: string): PaymentState => {
  switch (status) {
    case "approved":
    case "transferred":
    case "refunded":
    case "approved_partially_refunded":
    case "transferred_partially_refunded":
      return "succeeded";
    case "declined":
      return "failed";
    case "canceled":
    case "cancelled":
    case "expired":
      return "canceled";
    default:
      // `pending`, and any status FedaPay adds later: never a final state on a word we do not know.
      return "pending";
  }
};

const currencyOf = (transaction: FedapayTransaction): Currency => {
  const iso = transaction.currency?.iso?.toUpperCase();
  // Without the currency object (a GET without `include`), the site's FedaPay account takes only FCFA.
  if (!iso) return "XOF";
  const found = currencies.find((currency) => currency === iso);
  if (!found) throw new Error(`Unexpected currency from FedaPay: ${iso}`);
  return found;
};

const metadataPaymentId = (transaction: FedapayTransaction): string | null => {
  const metadata = transaction.custom_metadata;
  if (!metadata || Array.isArray(metadata)) return null;
  const id = metadata.payment_id;
  return typeof id === "string" && id !== "" ? id : null;
};

/** A transaction as the payments core reads it. */
export function paymentFromTransaction(transaction: FedapayTransaction): ProviderPayment {
  const currency = currencyOf(transaction);
  const state = stateOf(transaction.status);
  const code = transaction.last_error_code;
  return {
    ref: String(transaction.id),
    amount: toMinor(transaction.amount, currency),
    currency,
    state,
    paymentId: metadataPaymentId(transaction),
    // FedaPay writes NO_ERROR on a transaction that has none; a reason only explains a failure.
    failureReason: (state === "failed" || state === "canceled") && code && code !== "NO_ERROR" ? code : null,
  };
}

/** The payer's first and last names, as FedaPay's customer wants them (both non-empty). */
export function customerNames(name: string | null, email: string): { firstname: string; lastname: string } {
  // No name given: the words of the e-mail's local part stand in for it (`jean.dossou@…`: jean, dossou).
  const words = name?.trim() ? name.trim().split(/\s+/) : (email.split("@")[0] ?? "").split(/[._+-]+/);
  const [first = email, ...rest] = words.filter(Boolean);
  // One word: it is both, rather than an empty name FedaPay would refuse.
  return { firstname: first, lastname: rest.length ? rest.join(" ") : first };
}

const modeFor = (operator: MobileOperator, mtnMode: FedapayOptions["mtnMode"]): FedapayMobileMode => (operator === "mtn" ? mtnMode : "moov");

/** `t=<unix seconds>,s=<hex>[,s=<hex>…]`: the timestamp and every signature, or null when malformed. */
function parseSignatureHeader(header: string): { timestamp: string; signatures: string[] } | null {
  let timestamp: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t") {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = value;
    } else if (key === "s" && value) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

type WebhookBody = { id?: unknown; name?: unknown; entity?: unknown };

export function createFedapayProvider(options: FedapayOptions): PaymentProvider {
  const client = new FedapayClient({ secretKey: options.secretKey, apiBase: options.apiBase, timeoutMs: options.timeoutMs });

  return {
    name: "fedapay",
    methods: (currency: Currency): readonly OnlineMethod[] => (currency === "XOF" ? ["mobile_money", "card"] : []),
    browserConfig: null,
    // No browser code of FedaPay's runs on our pages: mobile money is pushed by the server, and a
    // card is paid on FedaPay's hosted page after a top-level navigation, which no CSP directive governs.
    hosts: {},

    async start(input: StartInput): Promise<Started> {
      // The registry offers FedaPay only in FCFA (methods()): anything else is a caller's mistake.
      if (input.currency !== "XOF") throw new Error(`FedaPay takes payments in XOF, not ${input.currency}`);
      if (input.method === "mobile_money" && !input.phone) throw new Error("Mobile money needs the payer's number");
      const phone = input.phone ? { number: internationalBeninMobile(input.phone.number), country: "bj" as const } : undefined;

      const transaction = await client.createTransaction({
        description: input.description,
        // XOF has no minor unit: the stored amount is already whole francs, which FedaPay takes.
        amount: toMajor(input.amount, "XOF"),
        currency: "XOF",
        callbackUrl: input.returnUrl,
        customer: { ...customerNames(input.name, input.email), email: input.email, ...(phone ? { phone } : {}) },
        customMetadata: { payment_id: input.paymentId },
      });
      const ref = String(transaction.id);

      try {
        const token = await client.createToken(transaction.id);
        if (input.method === "card") return { ref, state: "pending", next: { type: "redirect", url: token.url } };
        // Checked above; repeated for the type checker.
        if (!input.phone || !phone) throw new Error("Mobile money needs the payer's number");
        await client.sendNow(modeFor(input.phone.operator, options.mtnMode), token.token, phone);
        // The hosted page stays a way out: the payer who missed the prompt can pay there.
        return { ref, state: "pending", next: { type: "confirm_on_phone", fallbackUrl: token.url } };
      } catch (error) {
        // The transaction exists at FedaPay: its ref goes with the error, so the caller records it
        // (a webhook about it may still come, and staff can find it in FedaPay's dashboard).
        if (error instanceof ProviderUnavailableError) throw new ProviderUnavailableError("fedapay", error.message, error.refused, ref);
        throw error;
      }
    },

    async retrieve(ref: string): Promise<ProviderPayment | null> {
      const transaction = await client.getTransaction(ref);
      return transaction ? paymentFromTransaction(transaction) : null;
    },

    parseWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): WebhookEvent {
      const header = headerValue(headers, FEDAPAY_SIGNATURE_HEADER);
      if (!header) throw new WebhookSignatureError("Missing X-FEDAPAY-SIGNATURE header");
      const parsed = parseSignatureHeader(header);
      if (!parsed) throw new WebhookSignatureError("Malformed X-FEDAPAY-SIGNATURE header");

      // Over the raw bytes as they came: a re-serialised body would not match.
      const expected = createHmac("sha256", options.webhookSecret).update(`${parsed.timestamp}.`).update(rawBody).digest("hex");
      if (!parsed.signatures.some((signature) => sameSecret(signature.toLowerCase(), expected)))
        throw new WebhookSignatureError("Bad FedaPay webhook signature");
      const timestamp = Number(parsed.timestamp);
      if (Math.abs(now.getTime() / 1000 - timestamp) > FEDAPAY_WEBHOOK_TOLERANCE_SECONDS)
        throw new WebhookSignatureError("Stale FedaPay webhook (signed more than 5 minutes from now)");

      // Signed by FedaPay but unreadable: still answered 400, as a bad signature is.
      let body: WebhookBody;
      try {
        const json: unknown = JSON.parse(rawBody.toString("utf8"));
        if (json === null || typeof json !== "object" || Array.isArray(json)) throw new Error("not an object");
        body = json as WebhookBody;
      } catch {
        throw new WebhookSignatureError("Malformed FedaPay webhook payload");
      }
      if (typeof body.name !== "string" || body.name === "") throw new WebhookSignatureError("Malformed FedaPay webhook payload: no event name");
      const name = body.name;
      const entity = body.entity !== null && typeof body.entity === "object" ? (body.entity as Record<string, unknown>) : null;
      const entityId = typeof entity?.id === "number" || typeof entity?.id === "string" ? String(entity.id) : null;

      // FedaPay's event id when it sends one; else what makes a retry of the same news the same
      // event (its name, the transaction and the status it reports), so deduplication still holds.
      const ownId = typeof body.id === "number" || typeof body.id === "string" ? String(body.id) : null;
      const eventId = `fedapay:${ownId ?? (entityId ? `${name}:${entityId}:${String(entity?.status ?? "")}` : `${name}:${parsed.timestamp}`)}`;

      if (!name.startsWith("transaction.")) return { type: "ignored", eventId, eventType: name };
      if (!entityId) throw new WebhookSignatureError("Malformed FedaPay webhook payload: no transaction id");

      const transaction = parseFedapayTransaction(entity);
      let payment: ProviderPayment | null = null;
      try {
        payment = transaction ? paymentFromTransaction(transaction) : null;
      } catch {
        // An entity we cannot read (an unexpected currency): the caller reads the transaction back anyway.
      }
      const updatedAt = typeof entity?.updated_at === "string" ? new Date(entity.updated_at) : null;
      const createdAt = updatedAt && !Number.isNaN(updatedAt.getTime()) ? updatedAt : new Date(timestamp * 1000);
      return { type: "payment", eventId, eventType: name, ref: entityId, createdAt, payment };
    },
  };
}
