/** To a member: renew for a year (the season's rounds, or staff's Send), with the private link. */
import { z } from "zod";
import type { Language } from "../../../shared/domain";
import { currencies, membershipCategories } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import { dueDay } from "../../../shared/membership";
import { formatMoney } from "../../../shared/money";
import { foundationDate } from "../../documents/letter-page";
import { mailTexts } from "../texts";
import type { Block } from "./layout";
import { defineTemplate, layout } from "./layout";
import { calendarDay, closing, greet, memberValues, myPageLink } from "./parts";

/** A year asked of a member (a renewal round, or staff's Send): its dues and its private link. */
export const renewalData = z.object({
  yearId: z.string(),
  name: z.string(),
  category: z.enum(membershipCategories),
  year: z.number().int(),
  amount: z.number().int(),
  currency: z.enum(currencies),
  /** The first call from December 1st, the reminder after the due date, or one staff sent. */
  round: z.enum(["opening", "overdue", "staff"]),
  /** The last day the member is still paid up on last year's dues (`YYYY-MM-DD`). */
  graceEnd: z.string(),
  url: z.string(),
  /** When the link ends (ISO); absent from the mails queued before links ended. */
  linkEnds: z.string().optional(),
});

/** The day a renewal link ends, and how to ask for a new one (docs/decisions/023-an-erasure-that-erases.md). */
export const linkEndsParagraph = (data: { linkEnds?: string }, language: Language): Block[] =>
  data.linkEnds ? [{ paragraph: fill(mailTexts[language].renewal.linkEnds, { date: foundationDate(new Date(data.linkEnds), language) }) }] : [];

export const membershipRenewal = defineTemplate({
  to: "person",
  data: renewalData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = {
      ...memberValues(data, language, context),
      amount: formatMoney(data.amount, data.currency, language),
      due: calendarDay(dueDay(data.year), language),
      graceEnd: calendarDay(data.graceEnd, language),
    };
    const said = { opening: t.renewal.opening, overdue: t.renewal.overdue, staff: t.renewal.staff }[data.round];
    return layout(context, language, {
      subject: fill(data.round === "overdue" ? t.renewal.subjectOverdue : t.renewal.subjectOpening, values),
      blocks: [
        greet(language, data.name),
        { paragraph: fill(said, values) },
        { paragraph: `${fill(t.renewal.amount, values)}\n${fill(t.renewal.due, values)}` },
        { link: t.renewal.pay, url: data.url },
        { paragraph: fill(t.renewal.link, values) },
        ...linkEndsParagraph(data, language),
        ...myPageLink(context, language),
        ...closing(language, context),
      ],
      reason: fill(t.renewal.reason, values),
    });
  },
});
