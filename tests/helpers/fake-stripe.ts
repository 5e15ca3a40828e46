/**
 * A local HTTP server that answers as Stripe's API does for what the site uses (creating and
 * retrieving PaymentIntents), and records every request as it arrived: tests check the exact
 * form-encoded body, the authorization and the idempotency key the SDK sent.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The raw form-encoded body. */
  body: string;
  form: URLSearchParams;
};

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  let counter = 0;

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://stripe.local");
    const form = new URLSearchParams(body);
    requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, body, form });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${++counter}` });
      res.end(JSON.stringify(payload));
    };

    if (req.headers.authorization !== "Bearer sk_test_fake") {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      const key = String(req.headers["idempotency-key"] ?? "");
      const existing = key ? byIdempotencyKey.get(key) : undefined;
      if (existing) return send(200, existing);
      const id = `pi_fake${++counter}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency") ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake${counter}`,
        metadata,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      if (key) byIdempotencyKey.set(key, intent);
      return send(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && retrieve?.[1]) {
      const intent = intents.get(retrieve[1]);
      if (!intent)
        return send(404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${retrieve[1]}'` },
        });
      return send(200, intent);
    }
    send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    /** As if the payer's card had been confirmed (or refused) at Stripe. */
    setStatus(id: string, status: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = status;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
