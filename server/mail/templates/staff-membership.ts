/** To the staff: a membership application. */
import { z } from "zod";
import { currencies, languages, membershipCategories } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import { vocabulary } from "../../../shared/vocabulary";
import { formatMoney } from "../../../shared/money";
import { paths } from "../../../shared/paths";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { adminLink } from "./parts";

export const membershipData = z.object({
  membershipId: z.string(),
  /** The applicant's member: staff's notification opens their page (absent in mails queued before it was given). */
  memberId: z.string().optional(),
  name: z.string(),
  email: z.string(),
  category: z.enum(membershipCategories),
  duesAmount: z.number().int(),
  duesCurrency: z.enum(currencies),
  payable: z.boolean(),
  language: z.enum(languages),
});

export const staffMembership = defineTemplate({
  to: "staff",
  digest: true,
  data: membershipData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = {
      name: data.name,
      email: data.email,
      category: vocabulary[language].category[data.category],
      amount: formatMoney(data.duesAmount, data.duesCurrency, language),
    };
    return layout(context, language, {
      subject: fill(t.staffMembership.subject, values),
      blocks: [
        { paragraph: fill(t.staffMembership.intro, values) },
        {
          paragraph: [
            fill(t.staffMembership.category, values),
            data.payable ? fill(t.staffMembership.duesOnline, values) : t.staffMembership.duesOffline,
            fill(t.staffCommon.language, { language: vocabulary[language].language[data.language] }),
          ].join("\n"),
        },
        {
          link: t.staffCommon.open,
          // The member's page (`?tab=members&member=<id>`), not the application's edit form.
          url: data.memberId ? `${context.publicUrl}${paths.admin}?tab=members&member=${encodeURIComponent(data.memberId)}` : adminLink(context, "members", data.membershipId),
        },
      ],
      reason: t.staffMembership.reason,
      replyTo: data.email,
    });
  },
});
