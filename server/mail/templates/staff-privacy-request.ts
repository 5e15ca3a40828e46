/** To the staff: a person asked for a copy or the erasure of their data, and the day it is due. */
import { z } from "zod";
import { languages } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import { vocabulary } from "../../../shared/vocabulary";
import { PRIVACY_REQUEST_DAYS } from "../../../shared/privacy";
import { foundationDate } from "../../documents/letter-page";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { adminLink } from "./parts";
import { privacyRequestData } from "./privacy-request-received";

const staffPrivacyRequestData = privacyRequestData.extend({ email: z.string(), language: z.enum(languages) });

export const staffPrivacyRequest = defineTemplate({
  to: "staff",
  digest: true,
  data: staffPrivacyRequestData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = { email: data.email, due: foundationDate(new Date(data.dueAt), language), days: PRIVACY_REQUEST_DAYS };
    const erasure = data.kind === "erasure";
    return layout(context, language, {
      subject: fill(erasure ? t.staffPrivacy.subjectErasure : t.staffPrivacy.subjectCopy, values),
      blocks: [
        { paragraph: fill(erasure ? t.staffPrivacy.erasure : t.staffPrivacy.copy, values) },
        { paragraph: `${fill(t.staffPrivacy.due, values)}\n${fill(t.staffCommon.language, { language: vocabulary[language].language[data.language] })}` },
        { link: t.staffCommon.open, url: adminLink(context, "privacy", data.requestId) },
      ],
      reason: t.staffPrivacy.reason,
    });
  },
});
