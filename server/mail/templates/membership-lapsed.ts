/** To a member: the grace period ended without this year's dues; renew from the private link. */
import { fill } from "../../../shared/fill";
import { dueDay } from "../../../shared/membership";
import { formatMoney } from "../../../shared/money";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { linkEndsParagraph, renewalData } from "./membership-renewal";
import { calendarDay, closing, greet, memberValues } from "./parts";

/** A member told that their grace period ended without this year's dues. */
const lapsedData = renewalData.omit({ round: true });

export const membershipLapsed = defineTemplate({
  to: "person",
  data: lapsedData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = {
      ...memberValues(data, language, context),
      amount: formatMoney(data.amount, data.currency, language),
      due: calendarDay(dueDay(data.year), language),
      graceEnd: calendarDay(data.graceEnd, language),
      previous: data.year - 1,
    };
    return layout(context, language, {
      subject: fill(t.lapsed.subject, values),
      blocks: [
        greet(language, data.name),
        { paragraph: fill(t.lapsed.body, values) },
        { paragraph: fill(t.lapsed.renew, values) },
        { link: t.lapsed.pay, url: data.url },
        ...linkEndsParagraph(data, language),
        ...closing(language, context),
      ],
      reason: fill(t.lapsed.reason, values),
    });
  },
});
