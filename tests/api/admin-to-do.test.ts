/**
 * The admin's home (GET /api/admin/to-do, services/admin/get-to-do.ts): each count goes up as soon
 * as what it counts is created, and is the length of the list it opens (the Members list filtered
 * on "pending", the Messages list on "new", the payments to look at, …) — on a fixed clock.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, PaymentLook, ReceivedPaymentItem, ToDoResponse } from "../../shared/admin";
import { signIn, type Agent } from "../helpers/admin";
import { createContact, createDonation, createMembership, createOutboxMail, createPayment, createPrivacyRequest } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock: Date;
let backupDir: string;
let staff: Agent;

beforeAll(async () => {
  clock = new Date("2026-11-28T12:00:00Z");
  backupDir = await mkdtemp(path.join(tmpdir(), "to-do-backups-"));
  t = await createTestApp({ admin: true, now: () => clock, env: { BACKUP_DIR: backupDir } });
  staff = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(backupDir, { recursive: true, force: true });
});

const toDo = async () => (await staff.get("/api/admin/to-do").expect(200)).body as ToDoResponse;
const toLookAt = async (look: PaymentLook) => (await staff.get(`/api/admin/payments/to-look-at?look=${look}`).expect(200)).body as Page<ReceivedPaymentItem>;

describe("the admin's home", () => {
  it("answers 401 without a session, and a clear 400 for a look it does not know", async () => {
    await request(t.app).get("/api/admin/to-do").expect(401);
    await request(t.app).get("/api/admin/payments/to-look-at?look=failed").expect(401);
    const bad = await staff.get("/api/admin/payments/to-look-at?look=lost").set("Accept-Language", "fr").expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: "look", message: expect.stringContaining("paid-twice") })]);
    expect(JSON.stringify(bad.body)).not.toMatch(/at .+\.ts/);
  });

  it("starts at nothing to do on a fresh database", async () => {
    expect(await toDo()).toEqual({
      applications: 0,
      payments: { "paid-twice": 0, failed: 0, stuck: 0 },
      messages: 0,
      privacy: { open: 0, overdue: 0, nextDueAt: null },
      mail: { failed: 0 },
      backup: { at: null },
    });
  });

  it("counts an application waiting as soon as it is made, as the Members list filtered on pending has it", async () => {
    await createMembership(t.db, { status: "pending" });
    await createMembership(t.db, { status: "active" });
    expect((await toDo()).applications).toBe(1);
    await createMembership(t.db, { status: "pending" });
    expect((await toDo()).applications).toBe(2);
    const list = await staff.get("/api/memberships?status=pending").expect(200);
    expect(list.body.total).toBe(2);
  });

  it("counts a new message, not one already read, as the Messages list filtered on new has it", async () => {
    await createContact(t.db, { status: "read" });
    expect((await toDo()).messages).toBe(0);
    await createContact(t.db, { status: "new" });
    expect((await toDo()).messages).toBe(1);
    const list = await staff.get("/api/contacts?status=new").expect(200);
    expect(list.body.total).toBe(1);
  });

  it("counts a payment made twice until it is refunded, and lists it", async () => {
    const donation = await createDonation(t.db, { status: "succeeded" });
    const first = await createPayment(t.db, { payableKind: "donation", payableId: donation.id, statusAt: new Date(clock.getTime() - HOUR) });
    const twice = await createPayment(t.db, { payableKind: "donation", payableId: donation.id, statusAt: new Date(clock.getTime() - HOUR), duplicateOf: first.id });
    expect((await toDo()).payments["paid-twice"]).toBe(1);
    const page = await toLookAt("paid-twice");
    expect(page.total).toBe(1);
    expect(page.items.map((item) => item.id)).toEqual([twice.id]);
    expect(page.items[0]!.payer.name).toBe(donation.email);

    await staff.post(`/api/admin/payments/${twice.id}/refund`).set("Origin", "http://localhost:5000").send({ reason: "Paid twice by mistake" }).expect(200);
    expect((await toDo()).payments["paid-twice"]).toBe(0);
  });

  it("counts a failed try of the last seven days while nothing was paid since for the same record", async () => {
    const donation = await createDonation(t.db, { status: "failed" });
    const failed = await createPayment(t.db, { payableKind: "donation", payableId: donation.id, status: "failed", createdAt: new Date(clock.getTime() - 2 * HOUR), failureReason: "card_declined" });
    // A failure of last month is no longer worth a call.
    const old = await createDonation(t.db, { status: "failed" });
    await createPayment(t.db, { payableKind: "donation", payableId: old.id, status: "failed", createdAt: new Date(clock.getTime() - 30 * DAY) });
    expect((await toDo()).payments.failed).toBe(1);
    expect((await toLookAt("failed")).items.map((item) => item.id)).toEqual([failed.id]);

    // Paid on the next try: nothing to look at any more.
    await createPayment(t.db, { payableKind: "donation", payableId: donation.id, status: "succeeded" });
    expect((await toDo()).payments.failed).toBe(0);
    expect((await toLookAt("failed")).total).toBe(0);
  });

  it("counts a payment still open a day after it started, not one started an hour ago", async () => {
    const application = await createMembership(t.db, { status: "pending" });
    await createPayment(t.db, { payableKind: "membership", payableId: application.id, status: "pending", createdAt: new Date(clock.getTime() - HOUR) });
    expect((await toDo()).payments.stuck).toBe(0);
    const stuck = await createPayment(t.db, { payableKind: "membership", payableId: application.id, status: "processing", createdAt: new Date(clock.getTime() - DAY - HOUR) });
    expect((await toDo()).payments.stuck).toBe(1);
    const page = await toLookAt("stuck");
    expect(page.items.map((item) => item.id)).toEqual([stuck.id]);
    expect(page.items[0]!.paid).toEqual({ kind: "dues", year: application.membershipYear });
  });

  it("counts the privacy requests open, those overdue, and gives the earliest deadline", async () => {
    await createPrivacyRequest(t.db, { email: "done@example.org", kind: "copy", dueAt: new Date(clock.getTime() - DAY), completedAt: clock });
    expect((await toDo()).privacy).toEqual({ open: 0, overdue: 0, nextDueAt: null });
    const soon = new Date(clock.getTime() + 3 * DAY);
    await createPrivacyRequest(t.db, { email: "a@example.org", kind: "copy", dueAt: soon });
    expect((await toDo()).privacy).toEqual({ open: 1, overdue: 0, nextDueAt: soon.toISOString() });
    const late = new Date(clock.getTime() - HOUR);
    await createPrivacyRequest(t.db, { email: "b@example.org", kind: "erasure", dueAt: late });
    expect((await toDo()).privacy).toEqual({ open: 2, overdue: 1, nextDueAt: late.toISOString() });
  });

  it("counts the mails the server gave up sending, as the dashboard's list of failed mails has them", async () => {
    await createOutboxMail(t.db, { template: "staff-sign-in-failures", status: "sent" });
    await createOutboxMail(t.db, { template: "staff-sign-in-failures", status: "failed", attempts: 5 });
    expect((await toDo()).mail).toEqual({ failed: 1 });
    const list = await staff.get("/api/admin/mail?status=failed").expect(200);
    expect(list.body.items).toHaveLength(1);
  });

  it("says when the last backup was taken, once there is one", async () => {
    await writeFile(path.join(backupDir, "foundation-backup-20261128-020000.tar.gz"), Buffer.alloc(1_000));
    expect((await toDo()).backup).toEqual({ at: "2026-11-28T02:00:00.000Z" });
  });
});
