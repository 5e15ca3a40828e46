/** To a member: their attestation, sent again by staff. */
import { z } from "zod";
import { membershipCategories } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import type { DocumentTarget } from "../../documents/targets";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { closing, greet, memberValues, privateLink } from "./parts";

const attestationData = z.object({
  membershipId: z.string(),
  name: z.string(),
  category: z.enum(membershipCategories),
  year: z.number().int(),
});

export const attestation = defineTemplate({
  to: "person",
  data: attestationData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = memberValues(data, language, context);
    const target: DocumentTarget = { kind: "attestation", id: data.membershipId };
    const mail = layout(context, language, {
      subject: fill(t.attestation.subject, values),
      blocks: [
        greet(language, data.name),
        { paragraph: fill(t.attestation.body, values) },
        { paragraph: fill(t.attestation.attached, values) },
        { link: t.attestation.download, url: privateLink(context, target) },
        ...closing(language, context),
      ],
      reason: t.attestation.reason,
    });
    return { ...mail, attachments: [target] };
  },
});
