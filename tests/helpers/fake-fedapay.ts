/**
 * A local HTTP server that answers as FedaPay's API does for what the site uses (creating a
 * transaction, its token, "send now" to a phone, reading it back), and records every request as
 * it arrived: tests check the exact JSON and the key that were sent. It answers as FedaPay's own
 * documentation and SDKs say, not as our client expects; each behaviour cites its source:
 *
 * - [docs-methods] docs.fedapay.com/payment-methods ("Available No-Redirect Payment Methods").
 * - [api-send] docs.fedapay.com/api-reference/transactions/send-payment (the push and its answer).
 * - [api-collect] docs.fedapay.com/integration-api/collects-management (create, token, examples).
 * - [sdk-node] github.com/fedapay/fedapay-node: src/Transaction.ts (paths, paid statuses),
 *   src/Webhook.ts (signature), src/Event.ts + test/EventTest.ts (the Event resource: `type`,
 *   `entity`, `object_id`), test/WebhookTest.ts (the stub event: `name`, `entity`), test fixtures
 *   (objects wrapped under their class name, `{ "v1/transaction": … }`); test/TransactionTest.ts
 *   (a transaction's `transaction_key`).
 * - [stored-live] a public integration's stored copy of a live Moov transaction (Lulu12024/wuloevent-reprise,
 *   commons/constants/transactions.py): `transaction_key` a date-stamped number (`"82024063000411830"`)
 *   apart from `reference`, and `payment_method: { brand, country: "BJ", number: "229…", method: "phone" }`.
 *
 * The token's `url` is FedaPay's hosted page: the fake serves a tiny page there whose "Approve" and
 * "Decline" links settle the transaction, send the webhook (when `webhookUrl` is set) and go back
 * to the transaction's callback_url with `?id=…&status=…`, so a browser test can walk through it.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The raw body. */
  body: string;
  /** The body parsed as JSON; null when empty or not JSON. */
  json: unknown;
};

export type FakeTransaction = {
  klass: "v1/transaction";
  id: number;
  reference: string;
  description: string;
  amount: number;
  status: string;
  mode: string | null;
  callback_url: string | null;
  custom_metadata: Record<string, unknown>;
  last_error_code: string | null;
  /** Tests may delete it: FedaPay leaves it out unless asked to include it. */
  currency?: { klass: "v1/currency"; iso: string };
  currency_id: number;
  customer_id: number;
  payment_method?: { brand: string; country: string; number: string; method?: string };
  /** The operator's transaction id, once the operator took the money [sdk-node TransactionTest, stored-live]; null before. */
  transaction_key: string | null;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  declined_at: string | null;
  canceled_at: string | null;
};

/** A request pushed to a phone ("send now"). */
export type FakePush = { id: number; mode: string; phone: { number: string; country: string } | null };

/**
 * The no-redirect modes FedaPay documents [docs-methods]: Benin MTN `mtn_open`, Moov `moov`,
 * Celtiis `sbin`; Togo `moov_tg`, `togocel`; Guinea `mtn_open_gn`; Côte d'Ivoire `mtn_ci`; Niger
 * `airtel_ne`; Senegal `free_sn`. Not `mtn`: the SDKs' older name, which an account keeps only where
 * FedaPay configured it so (`startFakeFedapay({ modes: [...] })` makes such an account).
 */
export const FEDAPAY_DOCUMENTED_MODES = ["mtn_open", "moov", "sbin", "moov_tg", "togocel", "mtn_open_gn", "mtn_ci", "airtel_ne", "free_sn"] as const;

/** How the next push is answered: a payment intent `failed` with FedaPay's error code, or an HTTP error. */
export type PushOutcome = { intentStatus: "failed"; errorCode: string } | { httpStatus: number; errors?: Record<string, readonly string[]>; message?: string };

/** The two forms a webhook's event takes in FedaPay's sources [sdk-node]: the stub event's, and the Event resource's. */
export type EventShape = "name+entity" | "type+object_id";

/** The X-FEDAPAY-SIGNATURE header FedaPay sends with `body` (as the SDK's generateTestHeaderString makes it). */
export function signFedapayWebhook(body: string, secret: string, timestamp: number = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
  return `t=${timestamp},s=${signature}`;
}

/**
 * The raw body of a webhook about `transaction`; `eventId` null leaves FedaPay's event id out.
 * `name+entity`: the SDK's stub event (test/WebhookTest.ts: `{ name, entity }`). `type+object_id`:
 * the Event resource (src/Event.ts, test/EventTest.ts: `id`, `klass`, `type`, `entity` — there
 * `[]` —, `object_id`, `account_id`, dates), with the transaction as its entity unless `emptyEntity`.
 */
export function webhookBody(
  transaction: FakeTransaction,
  name: string,
  eventId: string | null = `evt_${randomBytes(8).toString("hex")}`,
  shape: EventShape = "name+entity",
  emptyEntity = false,
): string {
  if (shape === "name+entity") return JSON.stringify({ ...(eventId === null ? {} : { id: eventId }), name, entity: transaction });
  const numericId = eventId === null ? undefined : Number.parseInt(eventId.replace(/\D/g, "").slice(0, 9) || "1", 10);
  return JSON.stringify({
    ...(numericId === undefined ? {} : { id: numericId }),
    klass: "v1/event",
    type: name,
    entity: emptyEntity ? [] : transaction,
    object: "transaction",
    object_id: transaction.id,
    account_id: 1,
    created_at: transaction.updated_at,
    updated_at: transaction.updated_at,
  });
}

/** The event FedaPay sends for a transaction in this status. */
const eventNameFor = (status: string) =>
  ({ approved: "transaction.approved", declined: "transaction.declined", canceled: "transaction.canceled", transferred: "transaction.transferred" })[
    status
  ] ?? "transaction.created";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeFedapay({
  secretKey = "sk_sandbox_fake",
  webhookSecret = "wh_sandbox_fake",
  /** The modes this account takes: FedaPay's documented ones unless told (an older account takes `mtn`). */
  modes = FEDAPAY_DOCUMENTED_MODES as readonly string[],
  /** The form its webhooks take. */
  eventShape = "name+entity" as EventShape,
} = {}) {
  const requests: RecordedRequest[] = [];
  const transactions = new Map<number, FakeTransaction>();
  const tokens = new Map<string, number>();
  const pushes: FakePush[] = [];
  let nextId = 98_446_300;
  let nextCustomer = 40_000;
  let failures: { status: number; path?: string }[] = [];
  let pushOutcomes: PushOutcome[] = [];
  let webhookUrl: string | null = null;
  let url = "";

  const touch = (transaction: FakeTransaction) => {
    transaction.updated_at = new Date().toISOString();
    return transaction;
  };
  const get = (id: number) => {
    const transaction = transactions.get(id);
    if (!transaction) throw new Error(`no transaction ${id}`);
    return transaction;
  };
  const settle = (id: number, status: string, errorCode: string | null = null) => {
    const transaction = get(id);
    const at = new Date().toISOString();
    transaction.status = status;
    transaction.last_error_code = errorCode;
    if (status === "approved") transaction.approved_at = at;
    // The operator's id comes with the money [stored-live]: `8`, the day, a sequence number.
    if (status === "approved" && transaction.mode && !transaction.transaction_key)
      transaction.transaction_key = `8${at.slice(0, 10).replace(/-/g, "")}${String(transaction.id).slice(-8).padStart(8, "0")}`;
    if (status === "declined") transaction.declined_at = at;
    if (status === "canceled") transaction.canceled_at = at;
    return touch(transaction);
  };

  /** POSTs a signed webhook about transaction `id` to `webhookUrl`. */
  async function deliver(
    id: number,
    opts: { name?: string; secret?: string; timestamp?: number; eventId?: string | null; shape?: EventShape; emptyEntity?: boolean } = {},
  ) {
    if (!webhookUrl) throw new Error("set webhookUrl first");
    const transaction = get(id);
    const body = webhookBody(transaction, opts.name ?? eventNameFor(transaction.status), opts.eventId, opts.shape ?? eventShape, opts.emptyEntity);
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-FEDAPAY-SIGNATURE": signFedapayWebhook(body, opts.secret ?? webhookSecret, opts.timestamp) },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const path = new URL(req.url ?? "/", "http://fedapay.local").pathname;
    let json: unknown = null;
    try {
      json = body ? JSON.parse(body) : null;
    } catch {
      // Recorded as it came.
    }
    requests.push({ method: req.method ?? "", path, headers: req.headers, body, json });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    const input = (json !== null && typeof json === "object" ? json : {}) as Record<string, unknown>;

    // The hosted payment page (no key: the payer's browser opens it).
    const checkout = /^\/checkout\/([^/]+)(?:\/(approve|decline))?$/.exec(path);
    if (req.method === "GET" && checkout?.[1]) {
      const id = tokens.get(checkout[1]);
      const transaction = id === undefined ? undefined : transactions.get(id);
      if (!transaction) {
        res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
        return res.end("<!doctype html><title>FedaPay</title><p>Lien de paiement invalide</p>");
      }
      if (checkout[2]) {
        settle(transaction.id, checkout[2] === "approve" ? "approved" : "declined");
        if (webhookUrl) await deliver(transaction.id).catch(() => undefined);
        if (transaction.callback_url) {
          const back = new URL(transaction.callback_url);
          back.searchParams.set("id", String(transaction.id));
          back.searchParams.set("status", transaction.status);
          res.writeHead(302, { Location: back.toString() });
          return res.end();
        }
      }
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><html lang="fr"><title>FedaPay (fake)</title><link rel="icon" href="data:,"><h1>${escapeHtml(transaction.description)}</h1>` +
          `<p>${transaction.amount} FCFA — <span id="status">${transaction.status}</span></p>` +
          (transaction.status === "pending"
            ? `<p><a href="/checkout/${checkout[1]}/approve">Approve</a> <a href="/checkout/${checkout[1]}/decline">Decline</a></p>`
            : ""),
      );
    }

    if (req.headers.authorization !== `Bearer ${secretKey}`) return send(401, { message: "Unauthenticated." });
    const failing = failures.findIndex((failure) => failure.path === undefined || failure.path === path);
    if (failing >= 0) {
      const [{ status }] = failures.splice(failing, 1) as [{ status: number }];
      return send(status, { message: `Simulated failure (${status})` });
    }

    if (req.method === "POST" && path === "/v1/transactions") {
      const currency = input.currency as { iso?: unknown } | undefined;
      const errors: Record<string, string[]> = {};
      if (!Number.isInteger(input.amount) || (input.amount as number) <= 0) errors.amount = ["Le montant doit être un entier positif"];
      if (typeof input.description !== "string" || !input.description) errors.description = ["La description est obligatoire"];
      if (typeof currency?.iso !== "string") errors.currency = ["La devise est obligatoire"];
      if (Object.keys(errors).length) return send(422, { message: "Les données fournies ne sont pas valides.", errors });
      const now = new Date().toISOString();
      const id = ++nextId;
      const transaction: FakeTransaction = {
        klass: "v1/transaction",
        id,
        reference: `trx_${randomBytes(6).toString("base64url")}`,
        description: input.description as string,
        amount: input.amount as number,
        status: "pending",
        mode: null,
        callback_url: typeof input.callback_url === "string" ? input.callback_url : null,
        custom_metadata: (input.custom_metadata ?? {}) as Record<string, unknown>,
        last_error_code: null,
        transaction_key: null,
        currency: { klass: "v1/currency", iso: String(currency?.iso) },
        currency_id: 1,
        customer_id: ++nextCustomer,
        created_at: now,
        updated_at: now,
        approved_at: null,
        declined_at: null,
        canceled_at: null,
      };
      transactions.set(id, transaction);
      return send(200, { "v1/transaction": transaction });
    }

    const token = /^\/v1\/transactions\/(\d+)\/token$/.exec(path);
    if (req.method === "POST" && token?.[1]) {
      const transaction = transactions.get(Number(token[1]));
      if (!transaction) return send(404, { message: "Transaction introuvable" });
      const value = randomBytes(24).toString("base64url");
      tokens.set(value, transaction.id);
      return send(200, { token: value, url: `${url}/checkout/${value}` });
    }

    // "Send now": `POST /v1/{mode}`, the path all three SDKs post to [sdk-node Transaction.sendNowWithToken],
    // with `token` and `phone_number: { number, country }` [api-send].
    const mode = /^\/v1\/([a-z_]+)$/.exec(path)?.[1];
    if (req.method === "POST" && mode && mode !== "transactions") {
      // A mode this account does not take is refused. FedaPay's documentation does not show this
      // refusal's words; what matters is its kind: a 4xx that names no field of ours.
      if (!modes.includes(mode)) return send(400, { message: `Mode de paiement non disponible pour ce compte: ${mode}` });
      const id = typeof input.token === "string" ? tokens.get(input.token) : undefined;
      const transaction = id === undefined ? undefined : transactions.get(id);
      if (!transaction) return send(400, { message: "Token invalide" });
      if (transaction.status !== "pending") return send(400, { message: "Transaction déjà traitée" });
      const phone = input.phone_number as { number?: unknown; country?: unknown } | undefined;
      // FedaPay's examples write the number in E.164 with its plus (`"+22997808080"`) [api-send,
      // api-collect]; this fake holds us to that form.
      if (phone !== undefined && !(typeof phone.number === "string" && /^\+\d{8,15}$/.test(phone.number)))
        return send(422, { message: "Les données fournies ne sont pas valides.", errors: { phone_number: ["Le numéro de téléphone est invalide"] } });
      const pushed = phone ? { number: String(phone.number), country: String(phone.country) } : null;
      pushes.push({ id: transaction.id, mode, phone: pushed });
      const outcome = pushOutcomes.shift();
      if (outcome && "httpStatus" in outcome) return send(outcome.httpStatus, { message: outcome.message ?? "Requête refusée", ...(outcome.errors ? { errors: outcome.errors } : {}) });
      transaction.mode = mode;
      // FedaPay keeps the number without its plus: `"229…"` [stored-live].
      if (pushed)
        transaction.payment_method = {
          brand: mode.startsWith("mtn") ? "mtn" : mode === "sbin" ? "celtiis" : "moov",
          country: pushed.country.toUpperCase(),
          number: pushed.number.replace(/^\+/, ""),
          method: "phone",
        };
      touch(transaction);
      const now = new Date().toISOString();
      // The answer is a payment intent; the API reference's example is a one-element array of it,
      // with `status` among `pending`, `scheduled`, `sent`, `failed` and `last_error_code` [api-send].
      return send(200, [
        {
          reference: `pi_${randomBytes(6).toString("base64url")}`,
          amount: transaction.amount,
          status: outcome ? "failed" : "pending",
          currency_id: transaction.currency_id,
          mode: "automatic",
          last_error_code: outcome ? outcome.errorCode : "NO_ERROR",
          created_at: now,
          updated_at: now,
          payment_method_id: 1,
          transaction_key: transaction.reference,
          account_id: 1,
        },
      ]);
    }

    const read = /^\/v1\/transactions\/(\d+)$/.exec(path);
    if (req.method === "GET" && read?.[1]) {
      const transaction = transactions.get(Number(read[1]));
      if (!transaction) return send(404, { message: "Transaction introuvable" });
      return send(200, { "v1/transaction": transaction });
    }
    send(404, { message: "Route introuvable" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    transactions,
    /** Every request pushed to a phone, in order. */
    pushes,
    secretKey,
    webhookSecret,
    /** Where `deliver` and the hosted page's buttons send webhooks. */
    get webhookUrl() {
      return webhookUrl;
    },
    set webhookUrl(value: string | null) {
      webhookUrl = value;
    },
    /** As if the payer had approved on the phone or the hosted page. */
    approve: (id: number) => settle(id, "approved"),
    /**
     * As if the payer had paid on FedaPay's hosted page with mobile money: the mode and the number
     * typed there [stored-live], then approved (the operator's id comes with it).
     */
    approveOnPage(id: number, mode: string, number: string) {
      const transaction = get(id);
      transaction.mode = mode;
      transaction.payment_method = { brand: mode.startsWith("mtn") ? "mtn" : mode === "sbin" ? "celtiis" : "moov", country: "BJ", number, method: "phone" };
      return settle(id, "approved");
    },
    /** As if the operator had refused (e.g. `INSUFFICIENT_FUND_ERROR`). */
    decline: (id: number, errorCode: string | null = null) => settle(id, "declined", errorCode),
    cancel: (id: number) => settle(id, "canceled"),
    /** Any status FedaPay has (`transferred`, `refunded`, `expired`, …). */
    setStatus: (id: number, status: string) => settle(id, status),
    /** A transaction FedaPay reports with another amount than was asked (a mismatch to catch). */
    setAmount(id: number, amount: number) {
      const transaction = get(id);
      transaction.amount = amount;
      return touch(transaction);
    },
    /** How the next push is answered (several calls queue one each): a `failed` intent with a code, or an HTTP error. */
    failNextPush(outcome: PushOutcome) {
      pushOutcomes.push(outcome);
    },
    /**
     * The next API request (to `path`, when given: `/v1/mtn_open` fails the push but not the creation)
     * is answered with this status; several calls queue one failure each.
     */
    failNext(status: number, path?: string) {
      failures.push({ status, path });
    },
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        failures = [];
        pushOutcomes = [];
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeFedapay = Awaited<ReturnType<typeof startFakeFedapay>>;
