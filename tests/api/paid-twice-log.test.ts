/**
 * A payment found paid twice is logged the same way whichever path finds it: the webhooks' line
 * (server/services/payments/apply-payment-outcome.ts, logPaidTwice), so staff find every payment to
 * refund with one search — here on the test provider's confirmation path, which said nothing.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAID_TWICE_MESSAGE } from "../../server/services/payments/apply-payment-outcome";
import { captureLog } from "../helpers/captured-log";
import { createTestApp } from "../helpers/test-app";

const log = captureLog();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ logger: log.logger });
});
afterAll(() => t.close());

describe("a donation paid twice through the test provider", () => {
  it("writes the webhooks' 'paid twice' line, naming the second payment and what it paid", async () => {
    const pledged = await request(t.app).post("/api/donations").send({ email: "twice@example.org", amount: 20_000, currency: "XOF", language: "en" }).expect(201);
    const { kind, id, token } = pledged.body.payable as { kind: string; id: string; token: string };
    // Two tries of the payment step (two tabs): both started before either is confirmed.
    const start = (key: string) => request(t.app).post("/api/payments").send({ payable: { kind, id, token }, method: "card", idempotencyKey: key }).expect(201);
    const first = await start("paid-twice-tab-one");
    const second = await start("paid-twice-tab-two");
    const confirm = (started: request.Response) =>
      request(t.app).post(`/api/payments/${started.body.payment.id}/test-confirm`).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
    await confirm(first);
    expect(log.entries().filter((line) => line.msg === PAID_TWICE_MESSAGE)).toEqual([]);
    await confirm(second);

    const lines = log.entries().filter((line) => line.msg === PAID_TWICE_MESSAGE);
    expect(lines).toEqual([
      expect.objectContaining({ level: "error", requestId: expect.any(String), paymentId: second.body.payment.id, provider: "test", ref: expect.any(String), payable: `donation:${id}` }),
    ]);
  });
});
