/** To the staff: the notifications gathered while a flood lasts, counted, with a link to each (mail/staff-digest.ts). */
import { z } from "zod";
import { fill } from "../../../shared/fill";
import { formatNumber } from "../../../shared/format";
import { foundationDate } from "../../documents/letter-page";
import { STAFF_DIGEST_LINKS, STAFF_DIGEST_MINUTES } from "../staff-digest";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { adminLink, foundationTime } from "./parts";

/** Notifications gathered while a flood lasts: which template each would have been, and its cause. */
const staffDigestData = z.object({
  /** When the notification that opened the digest was written (ISO). */
  since: z.string(),
  /** How many went out on their own before the rest were gathered. */
  sent: z.number().int().optional(),
  /** How many of each template it gathered; a digest written before it counted has every item in `items` instead. */
  counts: z.record(z.string(), z.number().int()).optional(),
  /** The first few it gathered (STAFF_DIGEST_LINKS), linked to one by one. */
  items: z.array(z.object({ template: z.string(), key: z.string() })),
});

export const staffDigest = defineTemplate({
  to: "staff",
  data: staffDigestData,
  render(data, language, context) {
    const t = mailTexts[language].staffDigest;
    const since = new Date(data.since);
    const countOf = (template: string) => data.counts?.[template] ?? data.items.filter((item) => item.template === template).length;
    const count = data.counts ? Object.values(data.counts).reduce((sum, n) => sum + n, 0) : data.items.length;
    const values = { count: formatNumber(count, language), minutes: STAFF_DIGEST_MINUTES, time: foundationTime(since, language).time, date: foundationDate(since, language) };
    const kinds = [
      { template: "staff-contact", line: t.messages, item: t.message, tab: "contacts" },
      { template: "staff-membership", line: t.applications, item: t.application, tab: "members" },
      { template: "staff-privacy-request", line: t.privacy, item: t.privacyRequest, tab: "privacy" },
    ] as const;
    const counted = kinds.map((kind) => ({ ...kind, count: countOf(kind.template) })).filter((kind) => kind.count > 0);
    // A link to each, up to a screenful; the administration's lists hold them all.
    const shown = data.items.slice(0, STAFF_DIGEST_LINKS).flatMap((item) => {
      const kind = kinds.find((candidate) => candidate.template === item.template);
      const id = item.key.slice(item.key.indexOf(":") + 1);
      return kind ? [`${kind.item}${language === "fr" ? "\u00a0: " : ": "}${adminLink(context, kind.tab, id)}`] : [];
    });
    const more = count - shown.length;
    return layout(context, language, {
      subject: fill(t.subject, values),
      blocks: [
        { paragraph: fill(t.intro, values) },
        { paragraph: counted.map((kind) => fill(kind.line, { count: formatNumber(kind.count, language) })).join("\n") },
        { paragraph: [...shown, ...(more > 0 ? [fill(t.more, { count: formatNumber(more, language) })] : [])].join("\n") },
        { paragraph: t.why },
      ],
      reason: t.reason,
    });
  },
});
