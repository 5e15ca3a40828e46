/**
 * Payments made elsewhere, recorded by staff (docs/rules.md R14): POST /api/admin/payments
 * for a donation or a membership, POST /api/admin/donations for a donation received offline, and
 * GET /api/admin/payments?kind=&id= for the payments of one of them; POST /api/admin/payments/:id/refund
 * and /void to take one back (docs/decisions/016-paid-twice-refunds-and-voids.md); GET /api/admin/payments/received
 * (and its export.csv) for every payment received, dues and gifts together (docs/decisions/021-one-list-of-payments.md).
 */
import { Router } from "express";
import { z } from "zod";
import {
  paymentsQuerySchema,
  receivedPaymentsQuerySchema,
  paymentsToLookAtQuerySchema,
  recordDonationSchema,
  recordPaymentSchema,
  reversePaymentSchema,
  walkInMemberSchema,
  type MemberPaymentsResponse,
  type WalkInMemberResponse,
  type PaymentsResponse,
  type Page,
  type ReceivedPaymentItem,
  type ReceivedPaymentsPage,
  type ReversePaymentResponse,
  type RecordDonationResponse,
  type RecordPaymentResponse,
} from "../../../shared/admin";
import type { Language } from "../../../shared/domain";
import { formatMoney } from "../../../shared/money";
import { errorMap, type FieldError } from "../../../shared/validation";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { apiMessages, duesPaidMessage } from "../../lib/api-messages";
import { requestLanguage } from "../../http/request-language";
import { toJson } from "../../lib/to-json";
import { listMemberPayments, listPayments, paymentViews } from "../../services/admin/list-payments";
import { exportReceivedPayments } from "../../services/exports/export-received-payments";
import { listReceivedPayments } from "../../services/payments/list-received-payments";
import { listPaymentsToLookAt } from "../../services/admin/get-to-do";
import { sendCsv } from "../../lib/csv";
import { recordDonation } from "../../services/donations/record-donation";
import { payables } from "../../services/payments/payables";
import { addWalkInMember } from "../../services/members/add-walk-in-member";
import { paymentItem, recordPayment, type FieldProblem, type RecordPaymentResult } from "../../services/payments/record-payment";
import { getSiteSettings } from "../../services/settings/site-settings";
import { reversePayment } from "../../services/payments/reverse-payment";
import type { RunEffects } from "../../services/effects";
import { actorOf } from "./shared";

/** The refused fields in the admin's language: 400 with each field's message. */
function invalid(lang: Language, problems: FieldProblem[]): AppError {
  const m = apiMessages[lang];
  const errors: FieldError[] = problems.map((p) => ({
    path: p.path,
    message: p.problem === "recordedAmountDue" ? m.recordedAmountDue.replace("{amount}", formatMoney(p.due.amount, p.due.currency, lang)) : m[p.problem],
  }));
  return new AppError("badRequest", m.invalidInput, errors);
}

/** Why a payment staff record was refused, as the API answers it in the staff's language. */
function refusal(lang: Language, result: Exclude<RecordPaymentResult, { kind: "recorded" }>, notFound: string): AppError {
  const m = apiMessages[lang];
  if (result.kind === "notFound") return new AppError("notFound", notFound);
  // Dues already paid: when, and with which receipt (a year is paid once).
  if (result.kind === "alreadyPaid") return new AppError("conflict", result.first ? duesPaidMessage(result.first, lang) : m.alreadyPaid);
  if (result.kind === "nothingDue") return new AppError("conflict", m.nothingDue);
  // An erased person is shown as erased everywhere: nothing is paid or asked of them any more.
  if (result.kind === "erased") return new AppError("conflict", m.memberErased);
  return invalid(lang, result.problems);
}

const notFoundMessage = { membership: "membershipNotFound", membership_year: "membershipNotFound", donation: "donationNotFound" } as const;

export function paymentAdminRoutes(db: Db, now: () => Date, runEffects: RunEffects) {
  const router = Router();

  router.get("/payments", async (req, res) => {
    const lang = requestLanguage(req);
    const query = paymentsQuerySchema.parse(req.query, { error: errorMap(lang) });
    if (!(await payables[query.kind].load(db, query.id))) throw new AppError("notFound", apiMessages[lang][notFoundMessage[query.kind]]);
    const rows = await listPayments(db, query);
    res.json({ items: await paymentViews(db, rows) } satisfies PaymentsResponse);
  });

  // Every payment received, newest first, with each day's money that stands; the export, what the screen lists.
  router.get("/payments/received", async (req, res) => {
    const query = receivedPaymentsQuerySchema.parse(req.query, { error: errorMap(requestLanguage(req)) });
    res.json((await listReceivedPayments(db, query)) satisfies ReceivedPaymentsPage);
  });

  // The payments the home counts as to look at (paid twice, failed, stuck), newest first.
  router.get("/payments/to-look-at", async (req, res) => {
    const query = paymentsToLookAtQuerySchema.parse(req.query, { error: errorMap(requestLanguage(req)) });
    res.json((await listPaymentsToLookAt(db, query, now())) satisfies Page<ReceivedPaymentItem>);
  });

  router.get("/payments/received/export.csv", async (req, res) => {
    const lang = requestLanguage(req);
    const { kind, operator, from, to } = receivedPaymentsQuerySchema.parse(req.query, { error: errorMap(lang) });
    const csv = exportReceivedPayments(db, { kind, operator, from, to }, lang);
    await sendCsv(res, csv.filename, csv.header, csv.rows, csv.dialect);
  });

  router.get("/members/:id/payments", async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    res.json({ items: id.success ? await listMemberPayments(db, id.data) : [] } satisfies MemberPaymentsResponse);
  });

  // A payment given back (refund), or recorded by mistake (void): with a reason; its receipt cancelled.
  for (const [path, reversal] of [
    ["refund", "refunded"],
    ["void", "voided"],
  ] as const)
    router.post(`/payments/:id/${path}`, async (req, res) => {
      const lang = requestLanguage(req);
      const m = apiMessages[lang];
      const id = z.uuid().safeParse(req.params.id);
      if (!id.success) throw new AppError("notFound", m.paymentNotFound);
      const { reason } = reversePaymentSchema.parse(req.body ?? {}, { error: errorMap(lang) });
      const result = await reversePayment(db, actorOf(req), id.data, { reversal, reason }, now());
      if (result.kind === "notFound") throw new AppError("notFound", m.paymentNotFound);
      if (result.kind === "notSucceeded") throw new AppError("conflict", m.notReceived);
      if (result.kind === "voidNotStaff") throw new AppError("conflict", m.voidNotStaff);
      if (result.kind === "alreadyReversed") throw new AppError("conflict", result.reversal === "refunded" ? m.alreadyRefunded : m.alreadyVoided);
      await runEffects(result.effects);
      const [payment] = await paymentViews(db, [result.payment]);
      res.json({ message: reversal === "refunded" ? m.paymentRefunded : m.paymentVoided, payment: payment! } satisfies ReversePaymentResponse);
    });

  router.post("/payments", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const input = recordPaymentSchema.parse(req.body, { error: errorMap(lang) });
    const result = await recordPayment(db, actorOf(req), input, now());
    if (result.kind !== "recorded") throw refusal(lang, result, m[notFoundMessage[input.kind]]);
    await runEffects(result.effects);
    const common = { message: m.paymentRecorded, payment: paymentItem(result.payment) };
    const body: RecordPaymentResponse =
      result.record.kind === "membership"
        ? { ...common, kind: "membership", membership: toJson(result.record.row) }
        : result.record.kind === "membership_year"
          ? { ...common, kind: "membership_year", membershipYear: toJson(result.record.row) }
          : { ...common, kind: "donation", donation: toJson(result.record.row) };
    res.status(201).json(body);
  });

  // A member who walks in, added with the dues paid now (services/members/add-walk-in-member.ts).
  router.post("/members", async (req, res) => {
    const lang = requestLanguage(req);
    const m = apiMessages[lang];
    const input = walkInMemberSchema.parse(req.body, { error: errorMap(lang) });
    const at = now();
    const { dues } = await getSiteSettings(db, at);
    const result = await addWalkInMember(db, actorOf(req), input, dues, at);
    if (result.kind === "refused") throw refusal(lang, result.refused, m.membershipNotFound);
    await runEffects(result.effects);
    const body: WalkInMemberResponse = {
      message: result.payment ? m.paymentRecorded : m.memberAdded,
      memberId: result.membership.memberId!,
      membership: toJson(result.membership),
      payment: result.payment ? paymentItem(result.payment) : null,
    };
    res.status(201).json(body);
  });

  router.post("/donations", async (req, res) => {
    const lang = requestLanguage(req);
    const input = recordDonationSchema.parse(req.body, { error: errorMap(lang) });
    const result = await recordDonation(db, actorOf(req), input, now());
    if (result.kind === "invalid") throw invalid(lang, result.problems);
    await runEffects(result.effects);
    const body: RecordDonationResponse = {
      message: apiMessages[lang].donationRecorded,
      donation: toJson(result.donation),
      payment: paymentItem(result.payment),
    };
    res.status(201).json(body);
  });

  return router;
}
