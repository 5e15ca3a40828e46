/** To a person: their privacy request is received, and by when it is completed (docs/rules.md R53). */
import { z } from "zod";
import { fill } from "../../../shared/fill";
import { PRIVACY_REQUEST_DAYS } from "../../../shared/privacy";
import { privacyRequestKinds } from "../../../shared/schema/privacy";
import { foundationDate } from "../../documents/letter-page";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { greet, signature } from "./parts";

/** A privacy request as the mails about it show it. */
export const privacyRequestData = z.object({
  requestId: z.string(),
  kind: z.enum(privacyRequestKinds),
  /** ISO */
  requestedAt: z.string(),
  dueAt: z.string(),
});

export const privacyRequestReceived = defineTemplate({
  to: "person",
  fromPublicForm: true,
  data: privacyRequestData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = {
      site: context.siteName,
      email: context.contactEmail,
      date: foundationDate(new Date(data.requestedAt), language),
      due: foundationDate(new Date(data.dueAt), language),
      days: PRIVACY_REQUEST_DAYS,
    };
    const erasure = data.kind === "erasure";
    return layout(context, language, {
      subject: fill(erasure ? t.privacyReceived.subjectErasure : t.privacyReceived.subjectCopy, values),
      blocks: [
        greet(language, null),
        { paragraph: fill(erasure ? t.privacyReceived.erasure : t.privacyReceived.copy, values) },
        { paragraph: fill(t.privacyReceived.due, values) },
        ...(erasure ? [{ paragraph: t.privacyReceived.kept }] : []),
        { paragraph: fill(t.privacyReceived.notYou, values) },
        signature(language, context),
      ],
      reason: fill(t.privacyReceived.reason, values),
    });
  },
});
