/** To a new member: active, the category and year, the attestation (and the dues' receipt) attached. */
import { z } from "zod";
import { membershipCategories } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import { formatMoney } from "../../../shared/money";
import type { DocumentTarget } from "../../documents/targets";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { closing, greet, memberValues, myPageLink, privateLink } from "./parts";
import { paidData } from "./receipt";

const welcomeData = z.object({
  membershipId: z.string(),
  name: z.string(),
  category: z.enum(membershipCategories),
  year: z.number().int(),
  /** The dues that made the membership active, when they were paid; null when staff activated it. */
  paid: paidData.nullable(),
});

export const membershipWelcome = defineTemplate({
  to: "person",
  data: welcomeData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = memberValues(data, language, context);
    const attestation: DocumentTarget = { kind: "attestation", id: data.membershipId };
    const receipt: DocumentTarget | null = data.paid ? { kind: "receipt", id: data.paid.paymentId } : null;
    const paid = data.paid
      ? [{ paragraph: fill(t.welcome.paid, { amount: formatMoney(data.paid.amount, data.paid.currency, language), number: data.paid.number }) }]
      : [];
    const mail = layout(context, language, {
      subject: fill(t.welcome.subject, values),
      blocks: [
        greet(language, data.name),
        { paragraph: fill(t.welcome.active, values) },
        { paragraph: `${fill(t.welcome.category, values)}\n${fill(t.welcome.year, values)}` },
        ...paid,
        { paragraph: fill(receipt ? t.welcome.attachedWithReceipt : t.welcome.attached, values) },
        { link: t.welcome.certificate, url: privateLink(context, attestation) },
        ...(receipt ? [{ link: t.welcome.receipt, url: privateLink(context, receipt) }] : []),
        ...myPageLink(context, language),
        ...closing(language, context),
      ],
      reason: fill(t.welcome.reason, values),
    });
    return { ...mail, attachments: receipt ? [attestation, receipt] : [attestation] };
  },
});
