/** To a future administrator: the invitation, whose link sets their password (services/admins/invitations.ts). */
import { z } from "zod";
import { fill } from "../../../shared/fill";
import { localizedPath, paths } from "../../../shared/paths";
import { foundationDate } from "../../documents/letter-page";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { foundationTime } from "./parts";

export const adminInvitation = defineTemplate({
  to: "staff",
  data: z.object({ username: z.string(), inviter: z.string(), token: z.string(), expiresAt: z.string() }),
  render(data, language, context) {
    const t = mailTexts[language].adminInvitation;
    const expires = new Date(data.expiresAt);
    const until = `${foundationDate(expires, language)}, ${foundationTime(expires, language).time}`;
    const values = { site: context.siteName, username: data.username, inviter: data.inviter, until };
    return layout(context, language, {
      subject: fill(t.subject, values),
      blocks: [
        { paragraph: fill(t.body, values) },
        { link: t.open, url: `${context.publicUrl}${localizedPath(paths.admin, language)}?invitation=${encodeURIComponent(data.token)}` },
        { paragraph: fill(t.expiry, values) },
        { paragraph: fill(t.notYou, values) },
      ],
      reason: fill(t.reason, values),
    });
  },
});
