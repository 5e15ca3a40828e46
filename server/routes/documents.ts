/**
 * The PDF documents the server makes: a payment's receipt and a membership's attestation, for
 * the administration (behind its guard; `?lang=en|fr`, by default the person's own language),
 * and for the donor or member through the private link of their mail (services/receipts-and-attestations/
 * document-links.ts), in their language. 404 for a payment that has not succeeded or a membership
 * that is not active; 410 for a link past its 90 days. The administration can also mail either
 * again to the person (Send again).
 */
import { Router, type Request, type Response } from "express";
import { isLanguage, type Language } from "../../shared/domain";
import { AppError } from "../lib/errors";
import { foundationOf } from "../documents/letter-page";
import type { Env } from "../env";
import { fill } from "../../shared/fill";
import { documentTexts } from "../documents/texts";
import { requestLanguage } from "../http/request-language";
import type { DocumentKind } from "../documents/targets";
import { readDocumentToken } from "../services/receipts-and-attestations/document-links";
import { renderDocument } from "../services/receipts-and-attestations/render-document";
import { apiMessages } from "../lib/api-messages";
import { resendAttestation, resendReceipt } from "../services/receipts-and-attestations/resend-documents";
import { shareReceipt } from "../services/receipts-and-attestations/share-receipt";
import type { ReceiptShare } from "../../shared/admin";
import { adminGuard, type AdminDeps } from "./admin";
import { actorOf } from "./admin/shared";
import { renderPrivacyCopy } from "../documents/privacy-copy";
import { findPrivacyRequest, isErasedAddress } from "../services/privacy/complete-privacy-request";
import { findPersonalData, readableCopy } from "../services/privacy/personal-data";
import { copyFilename } from "./privacy-requests";

export type DocumentDeps = AdminDeps & { secret: string; env: Pick<Env, "SITE_NAME" | "CONTACT_EMAIL" | "PUBLIC_URL"> };
type Deps = AdminDeps & { secret: string; foundation: ReturnType<typeof foundationOf> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = (req: Request, kind: DocumentKind) =>
  new AppError("notFound", documentTexts[requestLanguage(req)].errors[kind === "receipt" ? "receiptNotFound" : "attestationNotFound"]);

/** Makes the document in `?lang=`, else the person's language, and sends it. */
async function sendDocument(deps: Deps, req: Request, res: Response, kind: DocumentKind, id: string, disposition: "attachment" | "inline") {
  if (!UUID.test(id)) throw notFound(req, kind);
  const chosen: Language | undefined = isLanguage(req.query.lang) ? req.query.lang : undefined;
  const file = await renderDocument(deps.db, deps.foundation, { kind, id }, deps.now(), chosen);
  if (!file) throw notFound(req, kind);
  const { bytes, filename: name } = file;
  res
    .status(200)
    .type("application/pdf")
    .set("Content-Disposition", `${disposition}; filename="${name}"`)
    .set("Cache-Control", "private, no-store")
    .send(Buffer.from(bytes));
}

export function documentRoutes(options: DocumentDeps) {
  const deps: Deps = { ...options, foundation: foundationOf(options.env) };
  const router = Router();
  const guard = adminGuard(deps);

  router.get("/admin/payments/:id/receipt.pdf", ...guard, async (req, res) => {
    // `?print=1`: shown in the browser's viewer, to print it for a person who came in (else downloaded).
    await sendDocument(deps, req, res, "receipt", String(req.params.id), req.query.print === "1" ? "inline" : "attachment");
  });
  router.get("/admin/memberships/:id/attestation.pdf", ...guard, async (req, res) => {
    await sendDocument(deps, req, res, "attestation", String(req.params.id), "attachment");
  });
  // The copy of a person's data to read, as they get it — for staff to print for someone who came in person.
  router.get("/admin/privacy-requests/:id/copy.pdf", ...guard, async (req, res) => {
    const m = apiMessages[requestLanguage(req)];
    const id = String(req.params.id);
    const request = UUID.test(id) ? await findPrivacyRequest(deps.db, id) : null;
    if (!request) throw new AppError("notFound", m.privacyRequestNotFound);
    if (isErasedAddress(request.email)) throw new AppError("notFound", m.privacyCopyErased);
    const at = deps.now();
    const lang = isLanguage(req.query.lang) ? req.query.lang : request.language;
    const bytes = await renderPrivacyCopy(readableCopy(deps.foundation, request.email, await findPersonalData(deps.db, request.email), at), lang);
    res
      .status(200)
      .type("application/pdf")
      .set("Content-Disposition", `attachment; filename="${copyFilename(at, "pdf")}"`)
      .send(Buffer.from(bytes));
  });

  // A receipt sent on WhatsApp: the wa.me link with its private link, in the payer's language (share-receipt.ts).
  router.get("/admin/payments/:id/receipt/share", ...guard, async (req, res) => {
    const id = String(req.params.id);
    const share = UUID.test(id) ? await shareReceipt(deps.db, { publicUrl: options.env.PUBLIC_URL, secret: deps.secret, siteName: options.env.SITE_NAME }, id, deps.now()) : null;
    if (!share) throw notFound(req, "receipt");
    res.set("Cache-Control", "private, no-store").json(share satisfies ReceiptShare);
  });

  // Send again: the receipt or the attestation mailed once more to the person (202: it leaves with the jobs room).
  router.post("/admin/payments/:id/receipt/resend", ...guard, async (req, res) => {
    const id = String(req.params.id);
    const result = UUID.test(id) ? await resendReceipt(deps.db, actorOf(req), id) : ({ kind: "notFound" } as const);
    if (result.kind === "notFound") throw notFound(req, "receipt");
    if (result.kind === "noAddress") throw new AppError("conflict", apiMessages[requestLanguage(req)].noEmailAddress);
    await deps.runEffects(result.effects);
    res.status(202).json({ message: apiMessages[requestLanguage(req)].receiptResent });
  });
  router.post("/admin/memberships/:id/attestation/resend", ...guard, async (req, res) => {
    const id = String(req.params.id);
    const result = UUID.test(id) ? await resendAttestation(deps.db, actorOf(req), id, deps.now()) : ({ kind: "notFound" } as const);
    if (result.kind === "notFound") throw notFound(req, "attestation");
    if (result.kind === "noAddress") throw new AppError("conflict", apiMessages[requestLanguage(req)].noEmailAddress);
    await deps.runEffects(result.effects);
    res.status(202).json({ message: apiMessages[requestLanguage(req)].attestationResent });
  });

  router.get("/documents/:file", async (req, res) => {
    const file = String(req.params.file);
    const target = file.endsWith(".pdf") ? readDocumentToken(deps.secret, file.slice(0, -4), deps.now()) : null;
    const texts = documentTexts[requestLanguage(req)].errors;
    if (target === null) throw new AppError("notFound", texts.linkNotFound);
    if (target === "expired") {
      res.status(410).set("Cache-Control", "no-store").json({ message: fill(texts.linkExpired, { email: deps.foundation.email }) });
      return;
    }
    await sendDocument(deps, req, res, target.kind, target.id, "inline");
  });
  return router;
}

