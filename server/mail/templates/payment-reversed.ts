/** To a donor or a member: a payment of theirs refunded or voided by staff, its receipt cancelled (docs/decisions/016-paid-twice-refunds-and-voids.md). */
import { z } from "zod";
import { currencies, paymentReversals } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import { formatMoney } from "../../../shared/money";
import { foundationDate } from "../../documents/letter-page";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { closing, greet } from "./parts";

/** A payment refunded or voided: how much, of when, its cancelled receipt's number, the year of dues it no longer pays. */
const reversedData = z.object({
  paymentId: z.string(),
  name: z.string().nullable(),
  reversal: z.enum(paymentReversals),
  amount: z.number().int(),
  currency: z.enum(currencies),
  paidAt: z.string(),
  number: z.string().nullable(),
  unpaidYear: z.number().int().nullable(),
});

export const paymentReversed = defineTemplate({
  to: "person",
  data: reversedData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = {
      site: context.siteName,
      email: context.contactEmail,
      amount: formatMoney(data.amount, data.currency, language),
      date: foundationDate(new Date(data.paidAt), language),
      number: data.number ?? "",
      year: data.unpaidYear ?? "",
    };
    const refunded = data.reversal === "refunded";
    return layout(context, language, {
      subject: fill(refunded ? t.reversed.subjectRefunded : t.reversed.subjectVoided, values),
      blocks: [
        greet(language, data.name),
        { paragraph: fill(refunded ? t.reversed.refunded : t.reversed.voided, values) },
        ...(data.number ? [{ paragraph: fill(t.reversed.receipt, values) }] : []),
        ...(data.unpaidYear !== null ? [{ paragraph: fill(t.reversed.duesUnpaid, values) }] : []),
        ...closing(language, context),
      ],
      reason: fill(t.reversed.reason, values),
    });
  },
});
