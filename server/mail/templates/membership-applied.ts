/**
 * To the applicant: received, what happens next, whether dues are due. The address was typed in
 * a form and nobody has confirmed it: the mail greets nobody by name and quotes nothing typed
 * (docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md).
 */
import { fill } from "../../../shared/fill";
import { vocabulary } from "../../../shared/vocabulary";
import { formatMoney } from "../../../shared/money";
import { localizedPath, paths } from "../../../shared/paths";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { signature } from "./parts";
import { membershipData } from "./staff-membership";

/** Nothing of what was typed in the form. Mails queued before carry the name too; it is left out when read. */
const applicantData = membershipData.pick({ membershipId: true, category: true, duesAmount: true, duesCurrency: true, payable: true });

export const membershipApplied = defineTemplate({
  to: "person",
  fromPublicForm: true,
  data: applicantData,
  render(data, language, context) {
    const t = mailTexts[language].applicant;
    const values = {
      site: context.siteName,
      email: context.contactEmail,
      category: vocabulary[language].category[data.category],
      amount: formatMoney(data.duesAmount, data.duesCurrency, language),
      url: `${context.publicUrl}${localizedPath(paths.join, language)}`,
    };
    return layout(context, language, {
      subject: fill(t.subject, values),
      blocks: [
        { paragraph: t.greeting },
        { paragraph: fill(t.received, values) },
        ...(data.payable ? [{ paragraph: fill(t.duesDue, values) }, { link: t.pay, url: values.url }] : [{ paragraph: t.noDues }]),
        { paragraph: fill(t.notYou, values) },
        { paragraph: fill(t.next, values) },
        signature(language, context),
      ],
      reason: t.reason,
    });
  },
});
