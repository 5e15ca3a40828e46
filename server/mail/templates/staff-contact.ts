/** To the staff: a visitor's message, or an offer to volunteer (a message 'Volunteering'). */
import { z } from "zod";
import { languages } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import { vocabulary } from "../../../shared/vocabulary";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { adminLink, contactThreadId } from "./parts";

const staffContactData = z.object({
  contactId: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.enum(languages),
  volunteer: z.boolean(),
});

export const staffContact = defineTemplate({
  to: "staff",
  digest: true,
  data: staffContactData,
  render(data, language, context) {
    const t = mailTexts[language];
    const kind = data.volunteer ? t.staffVolunteer : t.staffContact;
    const values = { name: data.name, email: data.email, subject: data.subject };
    const mail = layout(context, language, {
      subject: fill(kind.subject, values),
      blocks: [
        { paragraph: fill(kind.intro, values) },
        { paragraph: `${fill(t.staffCommon.subjectLine, values)}\n${fill(t.staffCommon.language, { language: vocabulary[language].language[data.language] })}` },
        { quote: data.message },
        { link: t.staffCommon.open, url: adminLink(context, "contacts", data.contactId) },
      ],
      reason: kind.reason,
      replyTo: data.email,
    });
    return { ...mail, references: [contactThreadId(data.contactId, context)] };
  },
});
