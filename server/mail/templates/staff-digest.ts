/** To the staff: the notifications gathered while a flood lasts, counted, with a link to each (mail/staff-digest.ts). */
import { z } from "zod";
import { fill } from "../../../shared/fill";
import { foundationDate } from "../../documents/letter-page";
import { STAFF_DIGEST_MINUTES } from "../staff-digest";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { adminLink, foundationTime } from "./parts";

/** How many of a digest's notifications it links to one by one. */
const STAFF_DIGEST_LINKS = 20;

/** Notifications gathered while a flood lasts: which template each would have been, and its cause. */
const staffDigestData = z.object({
  /** When the notification that opened the digest was written (ISO). */
  since: z.string(),
  /** How many went out on their own before the rest were gathered. */
  sent: z.number().int().optional(),
  items: z.array(z.object({ template: z.string(), key: z.string() })),
});

export const staffDigest = defineTemplate({
  to: "staff",
  data: staffDigestData,
  render(data, language, context) {
    const t = mailTexts[language].staffDigest;
    const since = new Date(data.since);
    const values = { count: data.items.length, minutes: STAFF_DIGEST_MINUTES, time: foundationTime(since, language).time, date: foundationDate(since, language) };
    const kinds = [
      { template: "staff-contact", line: t.messages, item: t.message, tab: "contacts" },
      { template: "staff-membership", line: t.applications, item: t.application, tab: "members" },
      { template: "staff-privacy-request", line: t.privacy, item: t.privacyRequest, tab: "privacy" },
    ] as const;
    const counted = kinds.map((kind) => ({ ...kind, count: data.items.filter((item) => item.template === kind.template).length })).filter((kind) => kind.count > 0);
    // A link to each, up to a screenful; the administration's lists hold them all.
    const shown = data.items.slice(0, STAFF_DIGEST_LINKS).flatMap((item) => {
      const kind = kinds.find((candidate) => candidate.template === item.template);
      const id = item.key.slice(item.key.indexOf(":") + 1);
      return kind ? [`${kind.item}${language === "fr" ? "\u00a0: " : ": "}${adminLink(context, kind.tab, id)}`] : [];
    });
    const more = data.items.length - STAFF_DIGEST_LINKS;
    return layout(context, language, {
      subject: fill(t.subject, values),
      blocks: [
        { paragraph: fill(t.intro, values) },
        { paragraph: counted.map((kind) => fill(kind.line, { count: kind.count })).join("\n") },
        { paragraph: [...shown, ...(more > 0 ? [fill(t.more, { count: more })] : [])].join("\n") },
        { paragraph: t.why },
      ],
      reason: t.reason,
    });
  },
});
