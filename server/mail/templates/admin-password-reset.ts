/** To an administrator: the link of a forgotten password (services/admins/password-reset.ts). */
import { z } from "zod";
import { PASSWORD_RESET_MINUTES } from "../../../shared/account-links";
import { fill } from "../../../shared/fill";
import { localizedPath, paths } from "../../../shared/paths";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";

export const adminPasswordReset = defineTemplate({
  to: "staff",
  data: z.object({ username: z.string(), token: z.string() }),
  render(data, language, context) {
    const t = mailTexts[language].adminReset;
    const values = { site: context.siteName, username: data.username, minutes: PASSWORD_RESET_MINUTES };
    return layout(context, language, {
      subject: fill(t.subject, values),
      blocks: [
        { paragraph: fill(t.body, values) },
        { link: t.open, url: `${context.publicUrl}${localizedPath(paths.admin, language)}?reset=${encodeURIComponent(data.token)}` },
        { paragraph: fill(t.expiry, values) },
        { paragraph: fill(t.notYou, values) },
      ],
      reason: fill(t.reason, values),
    });
  },
});
