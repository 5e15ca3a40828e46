/** To a member paid up for the assembly's year: the convocation, when, where and the agenda (shared/voters.ts). */
import { z } from "zod";
import { fill } from "../../../shared/fill";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { closing, foundationTime, greet } from "./parts";

/** A general assembly's convocation to one voter: the agenda in the member's language. */
const convocationData = z.object({
  convocationId: z.string(),
  name: z.string(),
  year: z.number().int(),
  /** When the assembly is held (ISO). */
  heldAt: z.string(),
  place: z.string(),
  agenda: z.string(),
});

export const convocation = defineTemplate({
  to: "person",
  data: convocationData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = { site: context.siteName, email: context.contactEmail, name: data.name, year: data.year, place: data.place, ...foundationTime(new Date(data.heldAt), language) };
    return layout(context, language, {
      subject: fill(t.convocation.subject, values),
      blocks: [
        greet(language, data.name),
        { paragraph: fill(t.convocation.intro, values) },
        { paragraph: [fill(t.convocation.date, values), fill(t.convocation.time, values), fill(t.convocation.place, values)].join("\n") },
        { paragraph: t.convocation.agenda },
        { quote: data.agenda },
        ...closing(language, context),
      ],
      reason: fill(t.convocation.reason, values),
    });
  },
});
