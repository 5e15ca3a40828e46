import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FEDAPAY_DOCUMENTED_MODES, signFedapayWebhook, startFakeFedapay, webhookBody, type FakeFedapay } from "../../../../tests/helpers/fake-fedapay";
import { createFedapayProvider, customerNames } from "./fedapay-provider";
import { ProviderUnavailableError, WebhookSignatureError, type StartInput } from "../../provider";

let fake: FakeFedapay;
let fedapay: ReturnType<typeof createFedapayProvider>;
beforeAll(async () => {
  fake = await startFakeFedapay();
  fedapay = createFedapayProvider({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, mtnMode: "mtn_open" });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.pushes.length = 0;
});

const input = (overrides: Partial<StartInput> = {}): StartInput => ({
  paymentId: "6f1c2a4e-8b3d-4c6a-9e2f-0a1b2c3d4e5f",
  method: "mobile_money",
  amount: 12_000,
  currency: "XOF",
  description: "Membership dues 2027",
  email: "ama.mensah@example.org",
  name: "Ama Mensah",
  language: "fr",
  phone: { number: "0197123456", operator: "mtn" },
  returnUrl: "http://localhost:5000/fr/paiement/6f1c2a4e-8b3d-4c6a-9e2f-0a1b2c3d4e5f",
  ...overrides,
});

const sent = (path: string) => fake.requests.filter((r) => r.method === "POST" && r.path === path).map((r) => r.json);

describe("FedaPay: what it takes", () => {
  it("takes mobile money and cards in FCFA only, and needs nothing in the browser", () => {
    expect(fedapay.name).toBe("fedapay");
    expect(fedapay.methods("XOF")).toEqual(["mobile_money", "card"]);
    for (const currency of ["USD", "EUR", "CAD"] as const) expect(fedapay.methods(currency)).toEqual([]);
    expect(fedapay.browserConfig).toBeNull();
    expect(fedapay.hosts).toEqual({});
  });
});

describe("FedaPay: starting a payment", () => {
  it("creates the transaction with our amount in whole francs, our payment id, the return address and the payer", async () => {
    const started = await fedapay.start(input());
    const [created] = sent("/v1/transactions");
    expect(created).toEqual({
      description: "Membership dues 2027",
      amount: 12_000,
      currency: { iso: "XOF" },
      callback_url: "http://localhost:5000/fr/paiement/6f1c2a4e-8b3d-4c6a-9e2f-0a1b2c3d4e5f",
      customer: {
        firstname: "Ama",
        lastname: "Mensah",
        email: "ama.mensah@example.org",
        // E.164, as FedaPay's examples write it.
        phone_number: { number: "+2290197123456", country: "bj" },
      },
      custom_metadata: { payment_id: "6f1c2a4e-8b3d-4c6a-9e2f-0a1b2c3d4e5f" },
    });
    const request = fake.requests[0];
    expect(request?.headers.authorization).toBe("Bearer sk_sandbox_fake");
    expect(request?.headers["content-type"]).toBe("application/json");
    const transaction = [...fake.transactions.values()].at(-1);
    expect(started.ref).toBe(String(transaction?.id));
    expect(started.state).toBe("pending");
  });

  it("pushes an MTN payment with FedaPay's documented mode, the number in E.164, with the hosted page as a way out", async () => {
    const started = await fedapay.start(input());
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/transactions",
      `POST /v1/transactions/${started.ref}/token`,
      "POST /v1/mtn_open",
    ]);
    const [push] = sent("/v1/mtn_open") as { token: string; phone_number: unknown }[];
    expect(push).toEqual({ token: expect.any(String), phone_number: { number: "+2290197123456", country: "bj" } });
    expect(fake.pushes).toEqual([{ id: Number(started.ref), mode: "mtn_open", phone: { number: "+2290197123456", country: "bj" } }]);
    expect(started).toEqual({ ref: started.ref, state: "pending", next: { type: "confirm_on_phone", fallbackUrl: `${fake.url}/checkout/${push?.token}` } });
  });

  it.each([
    ["Moov", "moov", "0195123456", "moov"],
    ["Celtiis", "celtiis", "0140123456", "sbin"],
  ] as const)("pushes a %s payment with mode %s", async (_, operator, number, mode) => {
    const started = await fedapay.start(input({ phone: { number, operator } }));
    expect(fake.pushes).toEqual([{ id: Number(started.ref), mode, phone: { number: `+229${number}`, country: "bj" } }]);
    expect(started.state).toBe("pending");
  });

  it("pushes MTN with the older mode only for an account FedaPay set up with it", async () => {
    const older = await startFakeFedapay({ modes: [...FEDAPAY_DOCUMENTED_MODES, "mtn"] });
    try {
      const provider = createFedapayProvider({ secretKey: older.secretKey, webhookSecret: older.webhookSecret, apiBase: older.url, mtnMode: "mtn" });
      const started = await provider.start(input());
      expect(older.pushes).toEqual([{ id: Number(started.ref), mode: "mtn", phone: { number: "+2290197123456", country: "bj" } }]);
      expect(started.state).toBe("pending");
    } finally {
      await older.close();
    }
  });

  it("fails at once, not the payer's doing, when the account does not take the MTN mode it pushes", async () => {
    // The older `mtn` against an account with FedaPay's documented modes: what `mtn` by default did.
    const older = createFedapayProvider({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url, mtnMode: "mtn" });
    const started = await older.start(input());
    expect(fake.pushes).toEqual([]);
    expect(started).toMatchObject({ state: "failed", failureReason: "push_refused", next: { type: "confirm_on_phone", fallbackUrl: expect.stringMatching(`^${fake.url}/checkout/`) } });
    expect(started.failureDetail).toMatch(/mtn/);
  });

  it.each([
    ["a failed payment intent with FedaPay's code", { intentStatus: "failed", errorCode: "INSUFFICIENT_FUND_ERROR" }, "INSUFFICIENT_FUND_ERROR"],
    ["a 4xx naming the number", { httpStatus: 422, errors: { phone_number: ["Numéro invalide"] } }, "push_number_refused"],
    ["a 4xx naming nothing of the payer's", { httpStatus: 400, message: "Compte non configuré" }, "push_refused"],
    ["a 5xx", { httpStatus: 503 }, "push_unavailable"],
  ] as const)("fails the push at once on %s, with the transaction and its hosted page kept", async (_, outcome, reason) => {
    fake.failNextPush(outcome);
    const started = await fedapay.start(input());
    const created = [...fake.transactions.values()].at(-1);
    expect(started).toMatchObject({ ref: String(created?.id), state: "failed", failureReason: reason });
    expect(started.next).toEqual({ type: "confirm_on_phone", fallbackUrl: expect.stringMatching(`^${fake.url}/checkout/`) });
    // The hosted page still takes the same transaction.
    expect(created?.status).toBe("pending");
  });

  it("sends a card payer to FedaPay's hosted page, without pushing anything", async () => {
    const started = await fedapay.start(input({ method: "card", phone: null, name: null }));
    const [created] = sent("/v1/transactions") as { customer: unknown }[];
    // No name given: the e-mail's local part stands in for it.
    expect(created?.customer).toEqual({ firstname: "ama", lastname: "mensah", email: "ama.mensah@example.org" });
    expect(fake.pushes).toEqual([]);
    expect(started).toEqual({ ref: started.ref, state: "pending", next: { type: "redirect", url: expect.stringMatching(`^${fake.url}/checkout/`) } });
    const page = await fetch(started.next.type === "redirect" ? started.next.url : "").then((r) => r.text());
    expect(page).toContain("12000 FCFA");
    expect(page).toContain(">Approve</a>");
  });

  it("refuses a currency FedaPay does not take, and mobile money without a number, before calling it", async () => {
    await expect(fedapay.start(input({ currency: "USD", amount: 5_000 }))).rejects.toThrow(/XOF/);
    await expect(fedapay.start(input({ phone: null }))).rejects.toThrow(/number/);
    expect(fake.requests).toEqual([]);
  });

  it("says FedaPay is unavailable when it answers 5xx, and refused when it refuses what we sent", async () => {
    fake.failNext(503);
    const down = await fedapay.start(input()).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(ProviderUnavailableError);
    expect(down).toMatchObject({ provider: "fedapay", refused: false, ref: null }); // nothing was created

    fake.failNext(422);
    const refused = await fedapay.start(input()).catch((error: unknown) => error);
    expect(refused).toMatchObject({ refused: true, aboutPhone: false, message: "Simulated failure (422)" });
  });

  it("names the transaction it created when its token then fails", async () => {
    const before = fake.transactions.size;
    fake.failNext(503, `/v1/transactions/${98_446_300 + before + 1}/token`);
    const error = await fedapay.start(input()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    const created = [...fake.transactions.values()].at(-1);
    expect(fake.transactions.size).toBe(before + 1);
    expect(error).toMatchObject({ ref: String(created?.id), refused: false, provider: "fedapay" });
  });

  it("splits a payer's name for FedaPay's customer", () => {
    expect(customerNames("Ama Mensah", "x@example.org")).toEqual({ firstname: "Ama", lastname: "Mensah" });
    expect(customerNames("  Kossi  Adébayo  Houngbo ", "x@example.org")).toEqual({ firstname: "Kossi", lastname: "Adébayo Houngbo" });
    expect(customerNames("Aïcha", "x@example.org")).toEqual({ firstname: "Aïcha", lastname: "Aïcha" });
    expect(customerNames(null, "jean-paul.dossou@example.org")).toEqual({ firstname: "jean", lastname: "paul dossou" });
    expect(customerNames("   ", "koffi@example.org")).toEqual({ firstname: "koffi", lastname: "koffi" });
  });
});

describe("FedaPay: reading a payment back", () => {
  let ref: string;
  beforeAll(async () => {
    ref = (await fedapay.start(input({ method: "card", phone: null }))).ref;
  });

  it.each([
    ["pending", "pending"],
    ["approved", "succeeded"],
    ["transferred", "succeeded"],
    ["refunded", "succeeded"],
    ["approved_partially_refunded", "succeeded"],
    ["transferred_partially_refunded", "succeeded"],
    ["declined", "failed"],
    ["canceled", "canceled"],
    ["cancelled", "canceled"],
    ["expired", "canceled"],
    ["some_future_status", "pending"],
  ])("maps FedaPay's %s to %s", async (status, state) => {
    fake.setStatus(Number(ref), status);
    expect(await fedapay.retrieve(ref)).toEqual({
      ref,
      amount: 12_000,
      currency: "XOF",
      state,
      paymentId: "6f1c2a4e-8b3d-4c6a-9e2f-0a1b2c3d4e5f",
      failureReason: null,
      // A card on FedaPay's page: no operator, no number.
      operatorRef: null,
      payerNumber: null,
      operator: null,
    });
  });

  it("gives the operator's reason for a failure, and the amount FedaPay holds", async () => {
    fake.decline(Number(ref), "INSUFFICIENT_FUND_ERROR");
    fake.setAmount(Number(ref), 100);
    expect(await fedapay.retrieve(ref)).toMatchObject({ state: "failed", failureReason: "INSUFFICIENT_FUND_ERROR", amount: 100 });
    fake.setAmount(Number(ref), 12_000);
  });

  it("takes FCFA when FedaPay leaves the currency out, and refuses a currency the site does not know", async () => {
    const transaction = fake.transactions.get(Number(ref))!;
    delete transaction.currency;
    expect(await fedapay.retrieve(ref)).toMatchObject({ currency: "XOF", amount: 12_000 });
    transaction.currency = { klass: "v1/currency", iso: "GNF" };
    await expect(fedapay.retrieve(ref)).rejects.toThrow(/Unexpected currency from FedaPay: GNF/);
    transaction.currency = { klass: "v1/currency", iso: "XOF" };
  });

  it("knows no payment FedaPay does not know (without asking for a reference that is not an id)", async () => {
    expect(await fedapay.retrieve("1")).toBeNull();
    fake.requests.length = 0;
    expect(await fedapay.retrieve("pi_123")).toBeNull();
    expect(await fedapay.retrieve("../accounts")).toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it("says FedaPay is unavailable on a 5xx, a wrong key, an unreachable server or no answer in time", async () => {
    fake.failNext(500);
    await expect(fedapay.retrieve(ref)).rejects.toMatchObject({ name: "FedapayApiError", refused: false });

    const wrongKey = createFedapayProvider({ secretKey: "sk_sandbox_other", webhookSecret: "wh_x", apiBase: fake.url, mtnMode: "mtn_open" });
    await expect(wrongKey.retrieve(ref)).rejects.toMatchObject({ name: "FedapayApiError", refused: false, message: /401: Unauthenticated/ });

    const gone = await startFakeFedapay();
    await gone.close();
    const unreachable = createFedapayProvider({ secretKey: fake.secretKey, webhookSecret: "wh_x", apiBase: gone.url, mtnMode: "mtn_open" });
    await expect(unreachable.retrieve(ref)).rejects.toMatchObject({ name: "FedapayApiError", message: /could not be reached/ });

    const silent = createServer(() => undefined); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const slow = createFedapayProvider({
        secretKey: fake.secretKey,
        webhookSecret: "wh_x",
        apiBase: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        mtnMode: "mtn_open",
        timeoutMs: 100,
      });
      await expect(slow.retrieve(ref)).rejects.toMatchObject({ name: "FedapayApiError", message: /no answer within 100 ms/ });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe("FedaPay: webhooks", () => {
  let ref: string;
  beforeAll(async () => {
    ref = (await fedapay.start(input())).ref;
    fake.approve(Number(ref));
  });
  const now = new Date("2026-11-20T10:00:00Z");
  const t = Math.floor(now.getTime() / 1000);
  const parse = (body: string, header: string | string[] | undefined, at = now) =>
    fedapay.parseWebhook(Buffer.from(body), { "x-fedapay-signature": header, "content-type": "application/json" }, at);
  const reason = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof WebhookSignatureError) return error.message;
      throw error;
    }
    return "accepted";
  };
  const transaction = () => fake.transactions.get(Number(ref))!;

  it("reads a signed transaction event: the payment to re-check, and what FedaPay said of it", () => {
    const body = webhookBody(transaction(), "transaction.approved", "evt_1234");
    const event = parse(body, signFedapayWebhook(body, fake.webhookSecret, t));
    expect(event).toEqual({
      type: "payment",
      eventId: "fedapay:evt_1234",
      eventType: "transaction.approved",
      ref,
      createdAt: new Date(transaction().updated_at),
      payment: {
        ref,
        amount: 12_000,
        currency: "XOF",
        state: "succeeded",
        paymentId: "6f1c2a4e-8b3d-4c6a-9e2f-0a1b2c3d4e5f",
        failureReason: null,
        // Mobile money pushed to MTN: the operator's id once approved, the number that paid in its national form.
        operatorRef: transaction().transaction_key,
        payerNumber: "0197123456",
        operator: "mtn",
      },
    });
    expect(transaction().transaction_key).toMatch(/^8\d{16}$/);
  });

  it("makes a stable event id when FedaPay sends none, so a retry is the same event", () => {
    const body = webhookBody(transaction(), "transaction.approved", null);
    const first = parse(body, signFedapayWebhook(body, fake.webhookSecret, t));
    const retry = parse(body, signFedapayWebhook(body, fake.webhookSecret, t + 60), new Date(now.getTime() + 60_000));
    expect(first.eventId).toBe(`fedapay:transaction.approved:${ref}:approved`);
    expect(retry.eventId).toBe(first.eventId);
  });

  it("accepts a header with several signatures when one of them matches (a secret being rolled)", () => {
    const body = webhookBody(transaction(), "transaction.approved");
    const good = signFedapayWebhook(body, fake.webhookSecret, t).split(",")[1];
    const other = signFedapayWebhook(body, "wh_sandbox_old", t).split(",")[1];
    expect(reason(() => parse(body, `t=${t},${other},${good}`))).toBe("accepted");
    expect(reason(() => parse(body, `t=${t},${other}`))).toBe("Bad FedaPay webhook signature");
  });

  it.each([
    ["no header", undefined, "Missing X-FEDAPAY-SIGNATURE header"],
    ["an empty header", "", "Missing X-FEDAPAY-SIGNATURE header"],
    ["no timestamp", "s=abc", "Malformed X-FEDAPAY-SIGNATURE header"],
    ["no signature", `t=${t}`, "Malformed X-FEDAPAY-SIGNATURE header"],
    ["a timestamp that is not a number", "t=soon,s=abc", "Malformed X-FEDAPAY-SIGNATURE header"],
    ["two timestamps", `t=${t},t=${t},s=abc`, "Malformed X-FEDAPAY-SIGNATURE header"],
    ["a wrong signature", `t=${t},s=${"0".repeat(64)}`, "Bad FedaPay webhook signature"],
    ["a signature of another length", `t=${t},s=abc`, "Bad FedaPay webhook signature"],
  ])("refuses %s", (_, header, message) => {
    const body = webhookBody(transaction(), "transaction.approved");
    expect(reason(() => parse(body, header))).toBe(message);
  });

  it("refuses a signature made with another secret, or over another body", () => {
    const body = webhookBody(transaction(), "transaction.approved");
    expect(reason(() => parse(body, signFedapayWebhook(body, "wh_sandbox_wrong", t)))).toBe("Bad FedaPay webhook signature");
    const tampered = body.replace('"amount":12000', '"amount":1');
    expect(tampered).not.toBe(body);
    expect(reason(() => parse(tampered, signFedapayWebhook(body, fake.webhookSecret, t)))).toBe("Bad FedaPay webhook signature");
  });

  it("refuses a webhook signed more than 300 seconds before or after now (a replay)", () => {
    const body = webhookBody(transaction(), "transaction.approved");
    const at = (seconds: number) => reason(() => parse(body, signFedapayWebhook(body, fake.webhookSecret, t + seconds)));
    expect(at(-300)).toBe("accepted");
    expect(at(300)).toBe("accepted");
    expect(at(-301)).toMatch(/^Stale/);
    expect(at(301)).toMatch(/^Stale/);
  });

  it("reads the first of repeated signature headers", () => {
    const body = webhookBody(transaction(), "transaction.approved");
    expect(reason(() => parse(body, [signFedapayWebhook(body, fake.webhookSecret, t), "t=1,s=00"]))).toBe("accepted");
  });

  it("acknowledges events about anything but transactions, and ignores nothing about a transaction", () => {
    const body = JSON.stringify({ id: "evt_9", name: "payout.sent", entity: { id: 77, status: "sent" } });
    expect(parse(body, signFedapayWebhook(body, fake.webhookSecret, t))).toEqual({ type: "ignored", eventId: "fedapay:evt_9", eventType: "payout.sent" });
    const created = webhookBody({ ...transaction(), status: "pending" }, "transaction.created", "evt_10");
    expect(parse(created, signFedapayWebhook(created, fake.webhookSecret, t))).toMatchObject({ type: "payment", ref, payment: { state: "pending" } });
  });

  it("reads a transaction it cannot map as a payment to re-check, and dates it by the signature when FedaPay gives no date", () => {
    const body = JSON.stringify({ name: "transaction.declined", entity: { id: Number(ref), status: "declined" } });
    expect(parse(body, signFedapayWebhook(body, fake.webhookSecret, t))).toEqual({
      type: "payment",
      eventId: `fedapay:transaction.declined:${ref}:declined`,
      eventType: "transaction.declined",
      ref,
      createdAt: new Date(t * 1000),
      payment: null,
    });
  });

  it("reads the Event resource's form: the name in `type`, the transaction by `object_id`", () => {
    const body = webhookBody(transaction(), "transaction.approved", "evt_77", "type+object_id", true);
    expect(JSON.parse(body)).toMatchObject({ type: "transaction.approved", entity: [], object_id: Number(ref) });
    expect(parse(body, signFedapayWebhook(body, fake.webhookSecret, t))).toMatchObject({ type: "payment", eventType: "transaction.approved", ref, payment: null });
    const full = webhookBody(transaction(), "transaction.approved", "evt_78", "type+object_id");
    expect(parse(full, signFedapayWebhook(full, fake.webhookSecret, t))).toMatchObject({ type: "payment", ref, payment: { state: "succeeded" } });
    const wrapped = JSON.stringify({ "v1/event": JSON.parse(full) });
    expect(parse(wrapped, signFedapayWebhook(wrapped, fake.webhookSecret, t))).toMatchObject({ type: "payment", ref });
  });

  it.each([
    ["not JSON", "{nope", "not JSON (5 bytes)"],
    ["not an object", "[1]", "[number ×1]"],
    ["without an event name", JSON.stringify({ entity: { id: 1, customer: { email: "ama@example.org" } } }), '{"entity":{"id":number,"customer":{…}}}'],
    ["a transaction event without a transaction", JSON.stringify({ name: "transaction.approved" }), '{"name":string}'],
  ])("acknowledges a correctly signed body that is %s, with its shape and nothing of its values", (_, body, shape) => {
    const event = parse(body, signFedapayWebhook(body, fake.webhookSecret, t));
    expect(event).toMatchObject({ type: "ignored", eventType: "unreadable", unreadable: shape });
    expect(event.eventId).toMatch(/^fedapay:unreadable:/);
  });

  it("delivers from the fake as FedaPay does, to a real endpoint", async () => {
    const received: { header: string | undefined; body: string }[] = [];
    const endpoint = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      received.push({ header: req.headers["x-fedapay-signature"] as string | undefined, body: Buffer.concat(chunks).toString("utf8") });
      res.end("ok");
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    try {
      fake.webhookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/api/webhooks/fedapay`;
      expect(await fake.deliver(Number(ref))).toEqual({ status: 200, body: "ok" });
      const [delivery] = received;
      const event = fedapay.parseWebhook(Buffer.from(delivery!.body), { "x-fedapay-signature": delivery!.header }, new Date());
      expect(event).toMatchObject({ type: "payment", eventType: "transaction.approved", ref, eventId: expect.stringMatching(/^fedapay:evt_/) });
    } finally {
      fake.webhookUrl = null;
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    }
  });
});
