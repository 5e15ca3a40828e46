/** To a person: their data is erased; what the accounts keep. The last mail to their address. */
import { fill } from "../../../shared/fill";
import { foundationDate } from "../../documents/letter-page";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { greet, signature } from "./parts";
import { privacyRequestData } from "./privacy-request-received";

export const privacyErased = defineTemplate({
  to: "person",
  data: privacyRequestData,
  render(data, language, context) {
    const t = mailTexts[language];
    const values = { site: context.siteName, email: context.contactEmail, date: foundationDate(new Date(data.requestedAt), language) };
    return layout(context, language, {
      subject: fill(t.privacyErased.subject, values),
      blocks: [
        greet(language, null),
        { paragraph: fill(t.privacyErased.body, values) },
        { paragraph: t.privacyErased.kept },
        { paragraph: t.privacyErased.last },
        signature(language, context),
      ],
      reason: fill(t.privacyErased.reason, values),
    });
  },
});
