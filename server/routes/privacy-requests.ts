/**
 * Privacy requests from the person (docs/rules.md R53): the private link of their mail proves the
 * address (403 when it does not, in the contract's error shape); a request is filed once per kind
 * while open; the copy of their data is downloaded through the private link of its mail (404 for
 * a link that is not ours, 410 once past its days): the file (`.json`), or the same copy made to
 * be read (`.pdf`, in `?lang=` or the language of the request; documents/privacy-copy.ts). Once
 * the address was erased the link answers 410 and says so: there is nothing left to copy.
 */
import { Router, type Request } from "express";
import { isLanguage, type Language } from "../../shared/domain";
import { privacyRequestInputSchema, type PrivacyLinkResponse, type PrivacyRequestResponse } from "../../shared/privacy";
import { errorMap } from "../../shared/validation";
import type { Db } from "../db";
import { foundationDate, type Foundation } from "../documents/letter-page";
import { renderPrivacyCopy } from "../documents/privacy-copy";
import { requestLanguage } from "../http/request-language";
import { apiMessages } from "../lib/api-messages";
import { AppError } from "../lib/errors";
import type { MailSource, RunEffects } from "../services/effects";
import { filePrivacyRequest, openRequest, openRequestsOf } from "../services/privacy/file-privacy-request";
import { findPersonalData, holdsNothing, personalDataFile, readableCopy, wasErased } from "../services/privacy/personal-data";
import { erasureConfirmedTo } from "../mail/forget-erasure-confirmations";
import { findPrivacyRequest, isErasedAddress } from "../services/privacy/complete-privacy-request";
import { checkAddressToken, readCopyToken } from "../services/privacy/privacy-links";

export type PrivacyRequestDeps = { db: Db; secret: string; now: () => Date; mail: MailSource; runEffects: RunEffects; foundation: Foundation };

/** 403 unless `token` is the private link's proof for `email`, still valid. */
function requireLink(deps: PrivacyRequestDeps, email: string, token: string, lang: Language) {
  const check = checkAddressToken(deps.secret, email, token, deps.now());
  if (check === "valid") return;
  const message = apiMessages[lang][check === "expired" ? "privacyLinkExpired" : "privacyLinkInvalid"];
  throw new AppError("forbidden", message, [{ path: "token", message }]);
}

/** The file's name: the day it was made, never the address. */
const copyFilename = (now: Date, extension: "json" | "pdf" = "json") => `my-data-${now.toISOString().slice(0, 10)}.${extension}`;

export function privacyRequestRoutes(deps: PrivacyRequestDeps) {
  const router = Router();

  router.get("/privacy-requests/link", async (req, res) => {
    const lang = requestLanguage(req);
    const email = typeof req.query.email === "string" ? req.query.email.trim().toLowerCase() : "";
    const token = typeof req.query.token === "string" ? req.query.token : "";
    requireLink(deps, email, token, lang);
    const open = await openRequestsOf(deps.db, email);
    const data = await findPersonalData(deps.db, email);
    // The confirmation, once sent, keeps only the address's keyed hash (mail/forget-erasure-confirmations.ts).
    const erased = wasErased(data) || (holdsNothing(data) && (await erasureConfirmedTo(deps.db, deps.secret, email)));
    res.set("Cache-Control", "no-store").json({ email, open: open.map(openRequest), erased } satisfies PrivacyLinkResponse);
  });

  router.post("/privacy-requests", async (req: Request, res) => {
    const input = privacyRequestInputSchema.parse(req.body, { error: errorMap(requestLanguage(req)) });
    requireLink(deps, input.email, input.token, input.language);
    const filed = await filePrivacyRequest(deps.db, input, deps.mail, deps.now());
    await deps.runEffects(filed.effects);
    const due = foundationDate(filed.request.dueAt, input.language);
    const message = apiMessages[input.language][filed.created ? "privacyRequestFiled" : "privacyRequestOpen"].replace("{due}", due);
    res.status(201).json({ request: openRequest(filed.request), created: filed.created, message } satisfies PrivacyRequestResponse);
  });

  router.get("/privacy-requests/copies/:file", async (req, res) => {
    const lang = isLanguage(req.query.lang) ? req.query.lang : requestLanguage(req);
    const file = String(req.params.file);
    const now = deps.now();
    const extension = file.endsWith(".json") ? "json" : file.endsWith(".pdf") ? "pdf" : null;
    const id = extension ? readCopyToken(deps.secret, file.slice(0, -(extension.length + 1)), now) : null;
    const gone = (message: string) => res.status(410).set("Cache-Control", "no-store").json({ message, errors: [] });
    if (id === "expired") return void gone(apiMessages[lang].privacyCopyExpired);
    const request = id && (await findPrivacyRequest(deps.db, id));
    if (!request || request.kind !== "copy") throw new AppError("notFound", apiMessages[lang].privacyCopyNotFound);
    // An erasure took the address off its requests: the copy would be of nothing, and says why instead.
    if (isErasedAddress(request.email)) return void gone(apiMessages[isLanguage(req.query.lang) ? req.query.lang : request.language].privacyCopyErased);
    const data = await findPersonalData(deps.db, request.email);
    if (extension === "pdf") {
      const language = isLanguage(req.query.lang) ? req.query.lang : request.language;
      const bytes = await renderPrivacyCopy(readableCopy(deps.foundation, request.email, data, now), language);
      res
        .status(200)
        .type("application/pdf")
        .set("Cache-Control", "private, no-store")
        .set("Content-Disposition", `inline; filename="${copyFilename(now, "pdf")}"`)
        .send(Buffer.from(bytes));
      return;
    }
    res
      .status(200)
      .set("Cache-Control", "private, no-store")
      .set("Content-Disposition", `attachment; filename="${copyFilename(now)}"`)
      .json(personalDataFile(request.email, data, now));
  });

  return router;
}

export { copyFilename };
