/**
 * FedaPay: mobile money (MTN, Moov, Celtiis) and cards in FCFA, for payers in Benin.
 *
 * Mobile money: the transaction is created, then pushed to the payer's phone ("send now"); the
 * payer approves on the phone and the page follows the payment's status. A push FedaPay answers
 * with a failure (a `failed` payment intent, an error code, a 4xx) is a failure the payer sees at
 * once, with FedaPay's hosted page for the same transaction offered as the way out. Cards: the payer is sent
 * to FedaPay's hosted page. Either way the outcome arrives by webhook, and is read back from the
 * API before anything is recorded (a webhook's body is not the authority).
 *
 * Idempotency: FedaPay takes no idempotency key, so two `start` calls make two transactions. The
 * caller starts a payment id once (our payments table has a unique idempotency key); a reload of
 * the payment step reads the stored payment instead of starting again.
 */
import { createHmac } from "node:crypto";
import { currencies, type Currency, type MobileOperator, type OnlineMethod, type PaymentState } from "../../../../shared/domain";
import { toMajor, toMinor } from "../../../../shared/money";
import { internationalBeninMobile, normalizeBeninMobile } from "../../../../shared/phone";
import { FedapayClient, parseFedapayTransaction, type FedapayMobileMode, type FedapayTransaction } from "./fedapay-client";
import { describeShape } from "../../../lib/describe-shape";
import { sameSecret } from "../../../lib/signed-token";
import {
  headerValue,
  ProviderUnavailableError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderPayment,
  type StartInput,
  type Started,
  type WebhookEvent,
  type WebhookHeaders,
} from "../../provider";

export type FedapayOptions = {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
  /** Which MTN mode the FedaPay account uses: `mtn_open`, as FedaPay documents it, or the older `mtn`. */
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

/** The operator of a FedaPay mode or payment-method brand (`mtn_open`, `mtn`, `moov`, `sbin`, `celtiis`); null for a card or another country's mode. */
function operatorOfMode(mode: string | null | undefined): MobileOperator | null {
  if (mode === "mtn" || mode === "mtn_open") return "mtn";
  if (mode === "moov") return "moov";
  if (mode === "sbin" || mode === "celtiis") return "celtiis";
  return null;
}

/** What a paid mobile-money transaction says of itself: the operator's id, the paying number, the operator. */
function mobileDetails(transaction: FedapayTransaction): Pick<ProviderPayment, "operatorRef" | "payerNumber" | "operator"> {
  const key = transaction.transaction_key;
  const number = transaction.payment_method?.number;
  return {
    operatorRef: key === null || key === undefined || String(key).trim() === "" ? null : String(key).trim().slice(0, 100),
    // `229` and the number (the stored example writes the former 8 digits): the national form, or nothing.
    payerNumber: number === null || number === undefined ? null : normalizeBeninMobile(String(number)),
    operator: operatorOfMode(transaction.payment_method?.brand) ?? operatorOfMode(transaction.mode),
  };
}

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
    ...mobileDetails(transaction),
  };
}

/** The payer's first and last names, as FedaPay's customer wants them (both non-empty). */
export function customerNames(name: string | null, email: string | null): { firstname: string; lastname: string } {
  // No name given: the words of the e-mail's local part stand in for it (`jean.dossou@…`: jean, dossou).
  const words = name?.trim() ? name.trim().split(/\s+/) : ((email ?? "").split("@")[0] ?? "").split(/[._+-]+/);
  const [first = email ?? "-", ...rest] = words.filter(Boolean);
  // One word: it is both, rather than an empty name FedaPay would refuse.
  return { firstname: first, lastname: rest.length ? rest.join(" ") : first };
}

/** The "send now" mode of each operator (FedaPay's "Available No-Redirect Payment Methods", Benin). */
const modeFor = (operator: MobileOperator, mtnMode: FedapayOptions["mtnMode"]): FedapayMobileMode =>
  (({ mtn: mtnMode, moov: "moov", celtiis: "sbin" }) as const satisfies Record<MobileOperator, FedapayMobileMode>)[operator];

/**
 * Why a push FedaPay refused or did not answer failed, as a code the payment step words
 * (client/src/features/payment/failure-reason.ts): the number, which the payer can change; a
 * refusal about anything else (the mode, the account, the token), which is not the payer's doing;
 * or no usable answer at all.
 */
function pushFailure(error: ProviderUnavailableError): string {
  if (error.aboutPhone) return "push_number_refused";
  return error.refused ? "push_refused" : "push_unavailable";
}

/** FedaPay writes NO_ERROR where there is none. */
const errorCode = (code: string | null | undefined) => (code && code !== "NO_ERROR" ? code : null);

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

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const idOf = (value: unknown) => (typeof value === "number" || (typeof value === "string" && /^\d{1,18}$/.test(value)) ? String(value) : null);

/**
 * A webhook's event in each form FedaPay's sources show. The SDKs' test event carries the name in
 * `name` and the transaction in `entity` (fedapay-node test/WebhookTest.ts); FedaPay's Event
 * resource (`GET /v1/events`, fedapay-node src/Event.ts and test/EventTest.ts) calls the name
 * `type`, may leave `entity` empty (`[]`) and names the object by `object` and `object_id`; the API
 * wraps objects under their class name (`{ "v1/event": … }`, `{ "v1/transaction": … }`).
 */
function readEvent(json: unknown) {
  const body = isObject(json) && isObject(json["v1/event"]) ? json["v1/event"] : json;
  if (!isObject(body)) return null;
  const name = typeof body.name === "string" && body.name ? body.name : typeof body.type === "string" && body.type ? body.type : null;
  const wrapped = isObject(body.entity) && isObject(body.entity["v1/transaction"]) ? body.entity["v1/transaction"] : body.entity;
  const entity = isObject(wrapped) ? wrapped : null;
  const namesTransaction = body.object === "transaction" || body.object === "v1/transaction" || Boolean(name?.startsWith("transaction."));
  const transactionId = idOf(entity?.id) ?? (namesTransaction ? idOf(body.object_id) : null);
  return { id: idOf(body.id) ?? (typeof body.id === "string" && body.id ? body.id : null), name, entity, transactionId };
}

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
        customer: { ...customerNames(input.name, input.email), ...(input.email ? { email: input.email } : {}), ...(phone ? { phone } : {}) },
        customMetadata: { payment_id: input.paymentId },
      });
      const ref = String(transaction.id);

      try {
        const token = await client.createToken(transaction.id);
        if (input.method === "card") return { ref, state: "pending", next: { type: "redirect", url: token.url } };
        // Checked above; repeated for the type checker.
        if (!input.phone || !phone) throw new Error("Mobile money needs the payer's number");
        // The hosted page stays a way out: the payer who missed the prompt, or whose push failed, pays there.
        const next = { type: "confirm_on_phone", fallbackUrl: token.url } as const;
        let pushed;
        try {
          pushed = await client.sendNow(modeFor(input.phone.operator, options.mtnMode), token.token, phone);
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          // Nothing will reach the phone: said at once, rather than a wait until the day-long expiry.
          return { ref, state: "failed", next, failureReason: pushFailure(error), failureDetail: error.message };
        }
        // A 2xx can still say the push failed: a `failed` intent, or an error code (API reference, "Send payment to user").
        const code = errorCode(pushed.lastErrorCode);
        if (pushed.status === "failed" || code)
          return { ref, state: "failed", next, failureReason: code ?? "push_failed", failureDetail: pushed.message ?? `payment intent ${pushed.status ?? "without status"}` };
        return { ref, state: "pending", next };
      } catch (error) {
        // The transaction exists at FedaPay: its ref goes with the error, so the caller records it
        // (a webhook about it may still come, and staff can find it in FedaPay's dashboard).
        if (error instanceof ProviderUnavailableError) throw new ProviderUnavailableError("fedapay", error.message, error.refused, ref, error.aboutPhone);
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

      // Signed by FedaPay, so answered 200 whatever its shape (a 4xx would be delivered again and
      // again); one we cannot read is ignored with its shape, for the log to tell us what FedaPay sends.
      const unreadable = (shape: string): WebhookEvent => ({
        type: "ignored",
        eventId: `fedapay:unreadable:${parsed.timestamp}:${expected.slice(0, 16)}`,
        eventType: "unreadable",
        unreadable: shape,
      });
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString("utf8"));
      } catch {
        return unreadable(`not JSON (${rawBody.length} bytes)`);
      }
      const read = readEvent(json);
      if (!read?.name) return unreadable(describeShape(json));
      const { name, entity } = read;
      const entityId = read.transactionId;

      // FedaPay's event id when it sends one; else what makes a retry of the same news the same
      // event (its name, the transaction and the status it reports), so deduplication still holds.
      const eventId = `fedapay:${read.id ?? (entityId ? `${name}:${entityId}:${String(entity?.status ?? "")}` : `${name}:${parsed.timestamp}`)}`;

      if (!name.startsWith("transaction.")) return { type: "ignored", eventId, eventType: name };
      if (!entityId) return unreadable(describeShape(json));

      // With the transaction in the body, its news (a decline's code, say); without it, the API's word alone.
      const transaction = entity ? parseFedapayTransaction(entity) : null;
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
