/**
 * A local HTTP server that answers as FedaPay's API does for what the site uses (creating a
 * transaction, its token, "send now" to a phone, reading it back), and records every request as
 * it arrived: tests check the exact JSON and the key that were sent.
 *
 * As FedaPay: a Bearer secret key on every API call (401 otherwise), numeric ids, `trx_…`
 * references, objects wrapped under their class name (`{ "v1/transaction": { … } }`), the token
 * answered bare (`{ token, url }`). "Send now" answers with the API reference's payment intent
 * (`reference`, `amount`, `status`, …) plus a `message`, as some accounts see it; the site relies
 * on none of it.
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
  payment_method?: { brand: string; country: string; number: string };
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  declined_at: string | null;
  canceled_at: string | null;
};

/** A request pushed to a phone ("send now"). */
export type FakePush = { id: number; mode: string; phone: { number: string; country: string } | null };

export const FEDAPAY_MOBILE_MODES = ["mtn", "moov", "mtn_open", "mtn_ci", "moov_tg", "togocel"] as const;

/** The X-FEDAPAY-SIGNATURE header FedaPay sends with `body` (as the SDK's generateTestHeaderString makes it). */
export function signFedapayWebhook(body: string, secret: string, timestamp: number = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
  return `t=${timestamp},s=${signature}`;
}

/** The raw body of a webhook about `transaction`; `eventId` null leaves FedaPay's event id out. */
export function webhookBody(transaction: FakeTransaction, name: string, eventId: string | null = `evt_${randomBytes(8).toString("hex")}`): string {
  return JSON.stringify({ ...(eventId === null ? {} : { id: eventId }), name, entity: transaction });
}

/** The event FedaPay sends for a transaction in this status. */
const eventNameFor = (status: string) =>
  ({ approved: "transaction.approved", declined: "transaction.declined", canceled: "transaction.canceled", transferred: "transaction.transferred" })[
    status
  ] ?? "transaction.created";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeFedapay({ secretKey = "sk_sandbox_fake", webhookSecret = "wh_sandbox_fake" } = {}) {
  const requests: RecordedRequest[] = [];
  const transactions = new Map<number, FakeTransaction>();
  const tokens = new Map<string, number>();
  const pushes: FakePush[] = [];
  let nextId = 98_446_300;
  let nextCustomer = 40_000;
  let failures: { status: number; path?: string }[] = [];
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
    if (status === "declined") transaction.declined_at = at;
    if (status === "canceled") transaction.canceled_at = at;
    return touch(transaction);
  };

  /** POSTs a signed webhook about transaction `id` to `webhookUrl`. */
  async function deliver(id: number, opts: { name?: string; secret?: string; timestamp?: number; eventId?: string | null } = {}) {
    if (!webhookUrl) throw new Error("set webhookUrl first");
    const transaction = get(id);
    const body = webhookBody(transaction, opts.name ?? eventNameFor(transaction.status), opts.eventId);
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
        `<!doctype html><html lang="fr"><title>FedaPay (fake)</title><h1>${escapeHtml(transaction.description)}</h1>` +
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

    const mode = /^\/v1\/([a-z_]+)$/.exec(path)?.[1];
    if (req.method === "POST" && mode && (FEDAPAY_MOBILE_MODES as readonly string[]).includes(mode)) {
      const id = typeof input.token === "string" ? tokens.get(input.token) : undefined;
      const transaction = id === undefined ? undefined : transactions.get(id);
      if (!transaction) return send(400, { message: "Token invalide" });
      if (transaction.status !== "pending") return send(400, { message: "Transaction déjà traitée" });
      const phone = input.phone_number as { number?: unknown; country?: unknown } | undefined;
      const pushed = phone ? { number: String(phone.number), country: String(phone.country) } : null;
      pushes.push({ id: transaction.id, mode, phone: pushed });
      transaction.mode = mode;
      if (pushed) transaction.payment_method = { brand: mode.startsWith("mtn") ? "mtn" : "moov", country: pushed.country.toUpperCase(), number: pushed.number };
      touch(transaction);
      return send(200, {
        message: "Transaction en cours de traitement",
        reference: `pi_${randomBytes(6).toString("base64url")}`,
        amount: transaction.amount,
        status: "pending",
        mode,
        last_error_code: null,
      });
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
    /**
     * The next API request (to `path`, when given: `/v1/mtn` fails the push but not the creation)
     * is answered with this status; several calls queue one failure each.
     */
    failNext(status: number, path?: string) {
      failures.push({ status, path });
    },
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        failures = [];
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeFedapay = Awaited<ReturnType<typeof startFakeFedapay>>;
