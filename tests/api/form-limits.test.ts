/**
 * A room of applicants behind one public address gets through; one client flooding a form does
 * not (decision 012). The limits are the configuration's defaults.
 */
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countArrivals } from "../../server/db/rate-limit-store";
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

describe("submissions arriving at the same moment", () => {
  it("are counted as if one after the other: of seven sent at once with one e-mail address, five are accepted", async () => {
    const answers = await Promise.all(Array.from({ length: 7 }, () => request(t.app).post("/api/contacts").set(from("198.51.100.40")).send(contact)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it("are counted in one statement, each told its own count, a window that ended starting again", async () => {
    const at = new Date("2026-11-28T10:00:00Z");
    const arrivals = [
      { counted: ["c:room", "m:awa"], read: "f:room" },
      { counted: ["c:room", "m:fatou"], read: "f:room" },
      { counted: ["c:room", "m:awa"], read: "f:room" },
    ];
    const { result, statements } = await countStatements(t.db, () => countArrivals(t.db, arrivals, 60_000, at));
    expect(statements).toBe(1);
    const counts = result.map((hits) => Object.fromEntries([...hits].map(([key, hit]) => [key, hit.count])));
    expect(counts).toEqual([
      { "c:room": 1, "m:awa": 1 },
      { "c:room": 2, "m:fatou": 1 },
      { "c:room": 3, "m:awa": 2 },
    ]);
    const next = await countArrivals(t.db, [{ counted: ["c:room"], read: "f:room" }], 60_000, new Date(at.getTime() + 1_000));
    expect(next[0]!.get("c:room")!.count).toBe(4);
    const later = await countArrivals(t.db, arrivals.slice(0, 2), 60_000, new Date(at.getTime() + 61_000));
    expect(later.map((hits) => hits.get("c:room")!.count)).toEqual([1, 2]);
  });
});
