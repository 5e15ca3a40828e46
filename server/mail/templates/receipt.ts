/** To a donor (or a member whose dues were paid again): the receipt, attached and behind a private link. */
import { z } from "zod";
import { currencies, impactTiers, membershipCategories, mobileOperators, payableKinds, paymentMethods } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import { vocabulary } from "../../../shared/vocabulary";
import { formatMoney } from "../../../shared/money";
import { paymentMethodName } from "../../documents/donation-receipt";
import { foundationDate } from "../../documents/letter-page";
import { DOCUMENT_LINK_DAYS, type DocumentTarget } from "../../documents/targets";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { closing, greet, myPageLink, privateLink } from "./parts";

/** A succeeded payment as its receipt shows it; `number` as printed (`2026-000123`). */
export const paidData = z.object({
  paymentId: z.string(),
  number: z.string(),
  amount: z.number().int(),
  currency: z.enum(currencies),
  /** ISO */
  paidAt: z.string(),
  method: z.enum(paymentMethods),
  operator: z.enum(mobileOperators).nullable(),
});

const receiptData = paidData.extend({
  kind: z.enum(payableKinds),
  name: z.string().nullable(),
  tier: z.enum(impactTiers).nullable(),
  /** A membership's dues: the category and the year they pay. */
  category: z.enum(membershipCategories).nullable(),
  year: z.number().int().nullable(),
  /** Sent again by staff (the admin's Send again). */
  resent: z.boolean().optional(),
});

export const receipt = defineTemplate({
  to: "person",
  data: receiptData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = {
      site: context.siteName,
      email: context.contactEmail,
      number: data.number,
      amount: formatMoney(data.amount, data.currency, language),
      date: foundationDate(new Date(data.paidAt), language),
      method: paymentMethodName(data.method, data.operator, language),
      days: DOCUMENT_LINK_DAYS,
    };
    const target: DocumentTarget = { kind: "receipt", id: data.paymentId };
    const details = [fill(t.receipt.number, values), fill(t.receipt.amount, values), fill(t.receipt.date, values), fill(t.receipt.method, values)];
    if (data.kind === "donation" && data.tier) details.push(fill(t.receipt.tier, { tier: vocabulary[language].tier[data.tier] }));
    if (data.kind === "membership" && data.category)
      details.push(fill(t.receipt.dues, { category: vocabulary[language].category[data.category], year: data.year ?? "" }));
    const donation = data.kind === "donation";
    const mail = layout(context, language, {
      subject: fill(donation ? t.receipt.subjectDonation : t.receipt.subjectMembership, values),
      blocks: [
        greet(language, data.name),
        ...(data.resent ? [{ paragraph: t.receipt.resent }] : []),
        { paragraph: fill(donation ? t.receipt.thanksDonation : t.receipt.thanksMembership, values) },
        { paragraph: details.join("\n") },
        { paragraph: fill(t.receipt.attached, values) },
        { link: t.receipt.download, url: privateLink(context, target) },
        ...myPageLink(context, language),
        ...closing(language, context),
      ],
      reason: fill(donation ? t.receipt.reasonDonation : t.receipt.reasonMembership, values),
    });
    return { ...mail, attachments: [target] };
  },
});
