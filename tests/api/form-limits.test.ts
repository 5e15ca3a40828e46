/**
 * A room of applicants behind one public address gets through; one client flooding a form does
 * not (decision 012). The limits are the configuration's defaults.
 */
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countStatements } from "../helpers/count-statements";
import { createTestApp } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const contact = { name: "Awa Diallo", email: "awa@example.org", subject: "Training", message: "When does the next session start?", language: "en" };
const from = (address: string) => ({ "X-Forwarded-For": address });

describe("a room of applicants behind one address", () => {
  it("lets 30 people apply and start paying from the same address within minutes", async () => {
    const started: string[] = [];
    for (let i = 0; i < 30; i++) {
      const application = { fullName: `Applicant ${i}`, email: `applicant${i}@example.org`, country: "Benin", category: "adherent_individual", consent: true, language: "fr" };
      const applied = await request(t.app).post("/api/memberships?payment=later").set(from("196.168.10.4")).send(application).expect(201);
      const payable = applied.body.payable as { kind: string; id: string; token: string };
      const payment = await request(t.app)
        .post("/api/payments")
        .set(from("196.168.10.4"))
        .send({ payable: { kind: payable.kind, id: payable.id, token: payable.token }, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: `room-${i}-abcdef` })
        .expect(201);
      started.push(payment.body.payment.id as string);
    }
    expect(new Set(started).size).toBe(30);
  });
});

describe("one client flooding a form", () => {
  it("is refused after five accepted submissions with one e-mail address, with Retry-After; others at that address are not", async () => {
    for (let i = 0; i < 5; i++) await request(t.app).post("/api/contacts").set(from("198.51.100.9")).send(contact).expect(201);
    const res = await request(t.app).post("/api/contacts").set(from("198.51.100.9")).send(contact).expect(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    // Another address does not change it: the e-mail is what is counted.
    await request(t.app).post("/api/contacts").set(from("203.0.113.50")).send(contact).expect(429);
    await request(t.app).post("/api/contacts").set(from("198.51.100.9")).send({ ...contact, email: "fatou@example.org" }).expect(201);
  });

  it("is refused after 40 refused submissions from one address, even a valid one; another address is not", async () => {
    for (let i = 0; i < 40; i++) await request(t.app).post("/api/contacts").set(from("198.51.100.10")).send({ ...contact, email: `not an e-mail ${i}` }).expect(400);
    const res = await request(t.app).post("/api/contacts").set(from("198.51.100.10")).send(contact).expect(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    await request(t.app).post("/api/contacts").set(from("203.0.113.51")).send(contact).expect(201);
  });

  it("is refused past 150 submissions from one address (an IPv6 client by its /64), whatever the e-mail", async () => {
    for (let i = 0; i < 150; i++)
      await request(t.app).post("/api/newsletter").set(from(`2001:db8:5:6::${(i % 9) + 1}`)).send({ email: `reader${i}@example.org`, language: "en" }).expect(201);
    const res = await request(t.app).post("/api/newsletter").set(from("2001:db8:5:6:aaaa::1")).send({ email: "one-more@example.org", language: "en" }).expect(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    await request(t.app).post("/api/newsletter").set(from("2001:db8:5:7::1")).send({ email: "one-more@example.org", language: "en" }).expect(201);
  });
});

describe("the counts a submission costs", () => {
  // Every submission pays for its counts before anything else: a flood of messages went at the pace
  // of these statements (docs/performance.md, "API load"). Counted outside the form's own transaction.
  const answered = () => new Promise((resolve) => setTimeout(resolve, 300));

  it("are one statement for an accepted submission, and one more once one was refused", async () => {
    const accepted = await countStatements(t.db, async () => {
      await request(t.app).post("/api/contacts").set(from("198.51.100.30")).send(contact).expect(201);
      await answered();
    });
    expect(accepted.statements).toBe(1);
    const refused = await countStatements(t.db, async () => {
      await request(t.app).post("/api/contacts").set(from("198.51.100.30")).send({ ...contact, email: "not an e-mail" }).expect(400);
      await answered();
    });
    expect(refused.statements).toBe(2);
  });
});
