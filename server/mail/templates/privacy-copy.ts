/** To a person: the copy of their data they asked for, behind a private link. */
import { fill } from "../../../shared/fill";
import { PRIVACY_COPY_DAYS } from "../../../shared/privacy";
import { foundationDate } from "../../documents/letter-page";
import { mailTexts } from "../texts";
import { defineTemplate, layout } from "./layout";
import { closing, greet } from "./parts";
import { privacyRequestData } from "./privacy-request-received";

export const privacyCopy = defineTemplate({
  to: "person",
  data: privacyRequestData,
  render(data, language, context) {
    const t = mailTexts[language];
    if (!context.privacy) throw new Error("this mail offers a copy of personal data and its sender has no privacy links");
    const values = { site: context.siteName, email: context.contactEmail, date: foundationDate(new Date(data.requestedAt), language), days: PRIVACY_COPY_DAYS };
    return layout(context, language, {
      subject: fill(t.privacyCopy.subject, values),
      blocks: [
        greet(language, null),
        { paragraph: fill(t.privacyCopy.body, values) },
        // The copy to read first (a PDF in their language), the machine-readable file beside it.
        ...(context.privacy.readableCopy ? [{ link: t.privacyCopy.read, url: context.privacy.readableCopy(data.requestId) }, { paragraph: fill(t.privacyCopy.readFormat, values) }] : []),
        { link: t.privacyCopy.download, url: context.privacy.copy(data.requestId) },
        { paragraph: fill(t.privacyCopy.format, values) },
        ...closing(language, context),
      ],
      reason: fill(t.privacyCopy.reason, values),
    });
  },
});
