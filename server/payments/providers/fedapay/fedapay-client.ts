/**
 * A small typed client for the few FedaPay API calls the site makes, over the global
 * `fetch`. Not the official SDK: it keeps its key and environment in global state (two
 * configurations in one process, as the tests have, would share them) and pulls in an old axios.
 *
 * Every failure comes out as FedapayApiError (a ProviderUnavailableError): the payment step tells
 * the payer to try again, or, when FedaPay refused what we sent (`refused`), says what it named.
 */
import { z } from "zod";
import { ProviderUnavailableError } from "../../provider";

export type FedapayClientOptions = {
  secretKey: string;
  /** `https://sandbox-api.fedapay.com` or `https://api.fedapay.com`; tests point it at a local fake. */
  apiBase: string;
  /** The longest one call may take before the payer is told to try again. */
  timeoutMs?: number;
};

/**
 * FedaPay's mobile-money modes for Benin ("send now" pushes the request to the payer's phone).
 * Its documentation ("Available No-Redirect Payment Methods", docs.fedapay.com/payment-methods):
 * MTN `mtn_open`, Moov `moov`, Celtiis `sbin`. `mtn` is the SDKs' older name for MTN, kept for an
 * account FedaPay configured that way (FEDAPAY_MTN_MODE).
 */
export const fedapayMobileModes = ["mtn_open", "mtn", "moov", "sbin"] as const;
export type FedapayMobileMode = (typeof fedapayMobileModes)[number];

/** `number` in E.164 (`+22901…`), as FedaPay's examples write it. */
export type FedapayPhone = { number: string; country: "bj" };

export type CreateTransactionInput = {
  description: string;
  /** Whole FCFA: 5000 is 5 000 FCFA. */
  amount: number;
  currency: "XOF";
  /** Where FedaPay's hosted page sends the payer back. */
  callbackUrl: string;
  customer: { firstname: string; lastname: string; email?: string; phone?: FedapayPhone };
  customMetadata: Record<string, string>;
};

// Only what the site reads is checked; FedaPay sends many more fields, kept as they come.
const transactionSchema = z.looseObject({
  id: z.number().int(),
  reference: z.string(),
  amount: z.number(),
  status: z.string(),
  mode: z.string().nullish(),
  description: z.string().nullish(),
  callback_url: z.string().nullish(),
  // FedaPay answers [] rather than {} for empty metadata (a PHP array).
  custom_metadata: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
  last_error_code: z.string().nullish(),
  /**
   * The operator's own transaction id (what the MTN / Moov statement lists): fedapay-node's
   * test/TransactionTest.ts reads `transaction_key` on a transaction (`'0KJAU01'`), and a public
   * integration's stored live Moov transaction shows it date-stamped (`"82024063000411830"`),
   * apart from FedaPay's `reference` (`trx_…`). Read as text whichever JSON type it comes in.
   */
  transaction_key: z.union([z.string(), z.number()]).nullish(),
  /**
   * How it was paid once the payer chose: the same stored transaction shows `payment_method:
   * { brand: "moov", country: "BJ", number: "22994322967", method: "phone" }` — the paying number,
   * which on FedaPay's hosted page the payer typed there, not on our page.
   */
  payment_method: z.looseObject({ brand: z.string().nullish(), number: z.union([z.string(), z.number()]).nullish() }).nullish(),
  currency: z.looseObject({ iso: z.string() }).nullish(),
  currency_id: z.number().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

/** A FedaPay transaction (`v1/transaction`), as far as the site reads it. */
export type FedapayTransaction = z.infer<typeof transactionSchema>;

/** Parses a transaction (as the API or a webhook's `entity` gives it); null when it is not one. */
export const parseFedapayTransaction = (value: unknown): FedapayTransaction | null => {
  const result = transactionSchema.safeParse(value);
  return result.success ? result.data : null;
};

const tokenSchema = z.looseObject({ token: z.string().min(1), url: z.url() });
export type FedapayToken = { token: string; url: string };

/**
 * What "send now" answers: a payment intent (API reference, "Send payment to user": `reference`,
 * `status` — `pending`, `scheduled`, `sent` or `failed` — and `last_error_code`, `NO_ERROR` when
 * none). A 2xx can still say the push failed.
 */
export type FedapaySendNowResult = { reference: string | null; status: string | null; lastErrorCode: string | null; message: string | null };

/** FedaPay answered with an error status: what it said, and which of our fields it named. */
export class FedapayApiError extends ProviderUnavailableError {
  constructor(
    message: string,
    refused: boolean,
    /** The HTTP status; null when FedaPay could not be reached or did not answer in time. */
    readonly status: number | null,
    /** The fields FedaPay's `errors` named (`phone_number`, `amount`, …). */
    readonly fields: readonly string[] = [],
  ) {
    super("fedapay", message, refused, null, fields.some((field) => /phone|number|msisdn/i.test(field)));
    this.name = "FedapayApiError";
  }
}

const errorSchema = z.looseObject({ message: z.string().optional(), errors: z.record(z.string(), z.unknown()).optional() });

/** The fields an error body names (`{ errors: { phone_number: [...] } }`). */
function errorFields(body: unknown): string[] {
  const parsed = errorSchema.safeParse(body);
  return parsed.success ? Object.keys(parsed.data.errors ?? {}) : [];
}

/**
 * The payment intent in a "send now" answer, in each form FedaPay's sources show: the API
 * reference's example is a one-element array, the SDKs wrap objects under their class name
 * (`{ "v1/payment_intent": { … } }`), and a bare object is read as it is.
 */
function paymentIntentOf(body: unknown): Record<string, unknown> | null {
  const first = Array.isArray(body) ? body[0] : body;
  const object = unwrap(first, "v1/payment_intent");
  return object !== null && typeof object === "object" && !Array.isArray(object) ? (object as Record<string, unknown>) : null;
}

/** Responses wrap the object under its class name: `{ "v1/transaction": { … } }`. */
const unwrap = (body: unknown, klass: string): unknown =>
  body !== null && typeof body === "object" && klass in body ? (body as Record<string, unknown>)[klass] : body;

/** FedaPay's own words for an error: its message, and each field's first complaint; null when it gave none. */
function errorMessage(body: unknown): string | null {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return null;
  const details = Object.entries(parsed.data.errors ?? {}).map(([field, value]) => `${field}: ${String(Array.isArray(value) ? value[0] : value)}`);
  const message = parsed.data.message ?? null;
  if (!details.length) return message;
  return message ? `${message} (${details.join("; ")})` : details.join("; ");
}

/**
 * A 4xx means FedaPay looked at what we sent and said no (a bad number, an amount it does not
 * take): `refused`. Except where the request itself is not at fault: our key (401, 403, a
 * configuration error the payer cannot fix), a timeout on its side (408), its rate limit (429).
 */
const isRefusal = (status: number) => status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);

export class FedapayClient {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: FedapayClientOptions) {
    this.base = options.apiBase.replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  /** `POST /v1/transactions`: a pending transaction, with no payment method chosen yet. */
  async createTransaction(input: CreateTransactionInput): Promise<FedapayTransaction> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error(`FedaPay takes whole FCFA: ${input.amount}`);
    const { phone, ...customer } = input.customer;
    const { body } = await this.request("POST", "/v1/transactions", {
      description: input.description,
      amount: input.amount,
      currency: { iso: input.currency },
      callback_url: input.callbackUrl,
      customer: phone ? { ...customer, phone_number: phone } : customer,
      custom_metadata: input.customMetadata,
    });
    return this.transactionFrom(body);
  }

  /** `POST /v1/transactions/{id}/token`: the token "send now" needs, and the hosted page's address. */
  async createToken(id: number): Promise<FedapayToken> {
    const { body } = await this.request("POST", `/v1/transactions/${id}/token`, {});
    const token = tokenSchema.safeParse(unwrap(body, "v1/token"));
    if (!token.success) throw new ProviderUnavailableError("fedapay", "FedaPay answered an unexpected token");
    return { token: token.data.token, url: token.data.url };
  }

  /**
   * `POST /v1/{mode}`: pushes the payment request to the payer's phone. The path the official SDKs
   * use (Node, PHP, Ruby); FedaPay's API reference writes `/v1/transactions/{mode}`, which they never
   * call. The body is the API reference's: `token` and `phone_number: { number, country }`.
   */
  async sendNow(mode: FedapayMobileMode, token: string, phone: FedapayPhone): Promise<FedapaySendNowResult> {
    const { body } = await this.request("POST", `/v1/${mode}`, { token, phone_number: phone });
    const intent = paymentIntentOf(body);
    const field = (name: string) => {
      const value = intent?.[name];
      return typeof value === "string" && value !== "" ? value : null;
    };
    return { reference: field("reference"), status: field("status"), lastErrorCode: field("last_error_code"), message: field("message") };
  }

  /** `GET /v1/transactions/{id}`; null when FedaPay knows no such transaction. */
  async getTransaction(id: number | string): Promise<FedapayTransaction | null> {
    // A reference that is not a FedaPay id cannot name one (and never reaches the path).
    if (!/^\d{1,18}$/.test(String(id))) return null;
    const { status, body } = await this.request("GET", `/v1/transactions/${id}`, undefined, [404]);
    return status === 404 ? null : this.transactionFrom(body);
  }

  private transactionFrom(body: unknown): FedapayTransaction {
    const transaction = parseFedapayTransaction(unwrap(body, "v1/transaction"));
    // A 2xx that is not a transaction (a maintenance page, a changed API): FedaPay is not usable now.
    if (!transaction) throw new ProviderUnavailableError("fedapay", "FedaPay answered an unexpected transaction");
    return transaction;
  }

  private async request(
    method: "GET" | "POST",
    path: string,
    json: unknown,
    /** Statuses the caller handles itself (404 on a read). */
    accepted: readonly number[] = [],
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.secretKey}`,
          Accept: "application/json",
          ...(json === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
        // The whole exchange, body included: a server that stops halfway does not hold the payer.
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: "error",
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      const reason = timedOut ? `no answer within ${this.timeoutMs} ms` : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new FedapayApiError(`FedaPay could not be reached (${method} ${path}): ${reason}`, false, null);
    }
    let body: unknown = null;
    try {
      body = text === "" ? null : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): judged by its status below.
    }
    if (response.ok || accepted.includes(response.status)) return { status: response.status, body };
    const message = errorMessage(body);
    if (isRefusal(response.status))
      throw new FedapayApiError(message ?? `FedaPay refused the request (${response.status})`, true, response.status, errorFields(body));
    throw new FedapayApiError(`FedaPay answered ${response.status} (${method} ${path})${message ? `: ${message}` : ""}`, false, response.status);
  }
}
