/** To a member: the board changed their membership's status. */
import { z } from "zod";
import { membershipCategories, membershipStatuses } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { closing, greet, memberValues, privateLink } from "./parts";

const membershipStatusData = z.object({
  membershipId: z.string(),
  name: z.string(),
  category: z.enum(membershipCategories),
  status: z.enum(membershipStatuses),
  year: z.number().int(),
});

export const membershipStatus = defineTemplate({
  to: "person",
  data: membershipStatusData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = memberValues(data, language, context);
    const said = {
      active: { subject: t.membershipStatus.subjectActive, body: t.membershipStatus.active },
      inactive: { subject: t.membershipStatus.subjectInactive, body: t.membershipStatus.inactive },
      pending: { subject: t.membershipStatus.subjectPending, body: t.membershipStatus.pending },
    }[data.status];
    return layout(context, language, {
      subject: fill(said.subject, values),
      blocks: [
        greet(language, data.name),
        { paragraph: fill(said.body, values) },
        ...(data.status === "active" ? [{ link: t.membershipStatus.certificate, url: privateLink(context, { kind: "attestation", id: data.membershipId }) }] : []),
        ...closing(language, context),
      ],
      reason: fill(t.membershipStatus.reason, values),
    });
  },
});
