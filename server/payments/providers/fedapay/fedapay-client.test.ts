import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeFedapay, type FakeFedapay } from "../../../../tests/helpers/fake-fedapay";
import { FedapayClient, type CreateTransactionInput } from "./fedapay-client";
import { ProviderUnavailableError } from "../../provider";

let fake: FakeFedapay;
let client: FedapayClient;
beforeAll(async () => {
  fake = await startFakeFedapay();
  client = new FedapayClient({ secretKey: fake.secretKey, apiBase: `${fake.url}/` });
});
afterAll(() => fake.close());

const transaction: CreateTransactionInput = {
  description: "Don",
  amount: 5_000,
  currency: "XOF",
  callbackUrl: "http://localhost:5000/fr/paiement/p1",
  customer: { firstname: "Ama", lastname: "Mensah", email: "ama@example.org" },
  customMetadata: { payment_id: "p1" },
};

/** A server answering every request with `listener`, for answers the fake never gives. */
async function withServer(listener: RequestListener, run: (url: string) => Promise<void>) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe("FedaPay client", () => {
  it("unwraps the transaction FedaPay answers under its class name", async () => {
    const created = await client.createTransaction(transaction);
    expect(created).toMatchObject({ id: expect.any(Number), reference: expect.stringMatching(/^trx_/), amount: 5_000, status: "pending" });
    expect(created.custom_metadata).toEqual({ payment_id: "p1" });
    expect(created.currency?.iso).toBe("XOF");
    expect(await client.getTransaction(created.id)).toMatchObject({ id: created.id, status: "pending" });
    // The trailing slash of the base does not double in the path.
    expect(fake.requests.at(-1)?.path).toBe(`/v1/transactions/${created.id}`);
  });

  it("creates the token and pushes to the phone, reading the payment intent FedaPay answers", async () => {
    const created = await client.createTransaction(transaction);
    const token = await client.createToken(created.id);
    expect(token).toEqual({ token: expect.any(String), url: `${fake.url}/checkout/${token.token}` });
    const pushed = await client.sendNow("moov", token.token, { number: "+2290195123456", country: "bj" });
    expect(pushed).toEqual({ reference: expect.stringMatching(/^pi_/), status: "pending", lastErrorCode: "NO_ERROR", message: null });
    expect(fake.requests.at(-1)?.json).toEqual({ token: token.token, phone_number: { number: "+2290195123456", country: "bj" } });
  });

  it("reads a push answered `failed` with FedaPay's error code, in each form its sources show", async () => {
    const created = await client.createTransaction(transaction);
    const token = await client.createToken(created.id);
    fake.failNextPush({ intentStatus: "failed", errorCode: "INSUFFICIENT_FUND_ERROR" });
    expect(await client.sendNow("mtn_open", token.token, { number: "+2290197123456", country: "bj" })).toMatchObject({
      status: "failed",
      lastErrorCode: "INSUFFICIENT_FUND_ERROR",
    });
    const intent = { reference: "pi_1", status: "failed", last_error_code: "TIMEOUT_ERROR" };
    for (const body of [[intent], { "v1/payment_intent": intent }, intent])
      await withServer(
        (_req, res) => {
          res.writeHead(200, { "Content-Type": "application/json" });
          res.end(JSON.stringify(body));
        },
        async (url) => {
          const other = new FedapayClient({ secretKey: "sk_sandbox_x", apiBase: url });
          expect(await other.sendNow("sbin", "t", { number: "+2290140123456", country: "bj" })).toEqual({ reference: "pi_1", status: "failed", lastErrorCode: "TIMEOUT_ERROR", message: null });
        },
      );
  });

  it("refuses an amount that is not whole francs before sending it", async () => {
    const before = fake.requests.length;
    await expect(client.createTransaction({ ...transaction, amount: 12.5 })).rejects.toThrow(/whole FCFA/);
    expect(fake.requests.length).toBe(before);
  });

  it("passes on FedaPay's own words when it refuses what was sent", async () => {
    const error = await client.createTransaction({ ...transaction, description: "" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error).toMatchObject({
      provider: "fedapay",
      refused: true,
      message: "Les données fournies ne sont pas valides. (description: La description est obligatoire)",
    });
    await expect(client.sendNow("mtn_open", "no-such-token", { number: "+2290197123456", country: "bj" })).rejects.toMatchObject({
      refused: true,
      aboutPhone: false,
      message: "Token invalide",
    });
  });

  it("says when FedaPay's refusal named the phone number, and when it named none of the payer's fields", async () => {
    const created = await client.createTransaction(transaction);
    const token = await client.createToken(created.id);
    // The fake holds the number to E.164, as FedaPay's examples write it.
    await expect(client.sendNow("moov", token.token, { number: "2290195123456", country: "bj" })).rejects.toMatchObject({ refused: true, aboutPhone: true, status: 422 });
    await expect(client.sendNow("mtn", token.token, { number: "+2290197123456", country: "bj" })).rejects.toMatchObject({ refused: true, aboutPhone: false, status: 400 });
  });

  it("knows no transaction FedaPay does not know", async () => {
    expect(await client.getTransaction(1)).toBeNull();
  });

  it("does not call a refusal what the payer's request is not at fault for: a rate limit, a timeout on FedaPay's side", async () => {
    for (const status of [429, 408]) {
      fake.failNext(status);
      await expect(client.createTransaction(transaction)).rejects.toMatchObject({ refused: false, message: `FedaPay answered ${status} (POST /v1/transactions): Simulated failure (${status})` });
    }
  });

  it("says FedaPay is unavailable when a success is not a transaction, or not JSON", async () => {
    await withServer(
      (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<h1>Maintenance</h1>");
      },
      async (url) => {
        const maintenance = new FedapayClient({ secretKey: "sk_sandbox_x", apiBase: url });
        await expect(maintenance.getTransaction(5)).rejects.toMatchObject({ name: "ProviderUnavailableError", message: "FedaPay answered an unexpected transaction" });
        await expect(maintenance.createToken(5)).rejects.toMatchObject({ name: "ProviderUnavailableError", message: "FedaPay answered an unexpected token" });
      },
    );
    await withServer(
      (_req, res) => {
        res.writeHead(502, { "Content-Type": "text/html" });
        res.end("<h1>Bad gateway</h1>");
      },
      async (url) => {
        const proxy = new FedapayClient({ secretKey: "sk_sandbox_x", apiBase: url });
        await expect(proxy.getTransaction(5)).rejects.toMatchObject({ refused: false, message: "FedaPay answered 502 (GET /v1/transactions/5)" });
      },
    );
  });

  it("gives up on a server that stops answering halfway through its body", async () => {
    await withServer(
      (_req, res) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.write('{"v1/transaction": {');
      },
      async (url) => {
        const stalled = new FedapayClient({ secretKey: "sk_sandbox_x", apiBase: url, timeoutMs: 100 });
        await expect(stalled.getTransaction(5)).rejects.toMatchObject({ name: "FedapayApiError", message: /no answer within 100 ms/ });
      },
    );
  });
});
