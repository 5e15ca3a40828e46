/**
 * To a visitor: the staff's reply to their message, the message quoted under 'On <date>, <name>
 * wrote:' in the visitor's language (shared/reply-quote.ts), threaded under it.
 */
import { z } from "zod";
import { replyAttribution, replySubject } from "../../../shared/reply-quote";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { contactThreadId } from "./parts";

const contactReplyData = z.object({
  contactId: z.string(),
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  /** When the message arrived (ISO): the quote line's date. */
  receivedAt: z.string(),
  body: z.string(),
});

export const contactReply = defineTemplate({
  to: "person",
  data: contactReplyData,
  render(data, language, context) {
    const t = mailTexts[language].contactReply;
    const thread = contactThreadId(data.contactId, context);
    const attribution = replyAttribution({ name: data.name, createdAt: data.receivedAt, language });
    const mail = layout(context, language, {
      subject: replySubject(data.subject),
      blocks: [{ paragraph: data.body }, { paragraph: attribution }, { quote: data.message }],
      reason: t.reason,
    });
    return { ...mail, inReplyTo: thread, references: [thread] };
  },
});
