/** To the staff: an administrator's account is being given wrong passwords. */
import { z } from "zod";
import { fill } from "../../../shared/fill";
import { localizedPath, paths } from "../../../shared/paths";
import { site } from "../../../shared/site";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";

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
    const until = new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
      timeZone: site.timeZone,
      day: "numeric",
      month: "long",
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(new Date(data.until));
    const values = { username: data.username, failures: data.failures, minutes: data.minutes, until };
    return layout(context, language, {
      subject: fill(t.subject, values),
      blocks: [{ paragraph: fill(t.intro, values) }, { paragraph: fill(t.advice, values) }, { link: t.open, url: `${context.publicUrl}${localizedPath(paths.admin, language)}?tab=settings` }],
      reason: t.reason,
    });
  },
});
