/** To a member or a donor: the sign-in link to their own page, asked for on /my-membership (docs/decisions/017-my-membership-page.md). */
import { z } from "zod";
import { fill } from "../../../shared/fill";
import { MY_MEMBERSHIP_LINK_DAYS } from "../../../shared/my-membership";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { greet, signature } from "./parts";

export const myMembershipLink = defineTemplate({
  to: "person",
  fromPublicForm: true,
  data: z.object({}),
  render(_data, language, context) {
    const t = mailTexts[language];
    if (!context.privacy?.membership) throw new Error("this mail offers a link to the person's page and its sender has no privacy links");
    const values = { site: context.siteName, email: context.contactEmail, days: MY_MEMBERSHIP_LINK_DAYS };
    return layout(context, language, {
      subject: fill(t.myMembership.subject, values),
      blocks: [
        greet(language, null),
        { paragraph: fill(t.myMembership.body, values) },
        { link: t.myMembership.open, url: context.privacy.membership },
        { paragraph: fill(t.myMembership.expiry, values) },
        { paragraph: fill(t.myMembership.notYou, values) },
        signature(language, context),
      ],
      reason: fill(t.myMembership.reason, values),
    });
  },
});
