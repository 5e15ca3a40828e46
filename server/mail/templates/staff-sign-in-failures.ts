/** To the staff: an administrator's account is being given wrong passwords. */
import { z } from "zod";
import { fill } from "../../../shared/fill";
import { localizedPath, paths } from "../../../shared/paths";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { foundationTime } from "./parts";

const signInFailuresData = z.object({
  username: z.string(),
  failures: z.number().int(),
  minutes: z.number().int(),
  /** When the addresses without a known device may try again (ISO). */
  until: z.string(),
});

export const staffSignInFailures = defineTemplate({
  to: "staff",
  data: signInFailuresData,
  render(data, language, context) {
    const t = mailTexts[language].staffSignIn;
    const at = foundationTime(new Date(data.until), language);
    const until = `${at.date}, ${at.time} (${at.offset})`;
    const values = { username: data.username, failures: data.failures, minutes: data.minutes, until };
    return layout(context, language, {
      subject: fill(t.subject, values),
      blocks: [{ paragraph: fill(t.intro, values) }, { paragraph: fill(t.advice, values) }, { link: t.open, url: `${context.publicUrl}${localizedPath(paths.admin, language)}?tab=settings` }],
      reason: t.reason,
    });
  },
});
