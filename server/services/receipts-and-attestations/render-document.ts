/**
 * A receipt or an attestation as the PDF file a person receives: the admin's download, the
 * private link of a mail, and the attachment of the mail itself all come from here, so the three
 * are the same document.
 */
import type { Language } from "../../../shared/domain";
import type { Db } from "../../db";
import { renderDonationReceipt } from "../../documents/donation-receipt";
import type { Foundation } from "../../documents/letter-page";
import { renderMembershipAttestation } from "../../documents/membership-attestation";
import type { DocumentTarget } from "../../documents/targets";
import { loadAttestation, loadReceipt } from "./load-documents";

export type DocumentFile = { bytes: Uint8Array; filename: string; language: Language };

/**
 * The document's PDF in `language` (by default the person's own); null when there is nothing to
 * attest (a payment that has not succeeded, a membership that is not active). An attestation is
 * dated `at`; a receipt carries the date its number was given.
 */
export async function renderDocument(db: Db, foundation: Foundation, target: DocumentTarget, at: Date, language?: Language): Promise<DocumentFile | null> {
  if (target.kind === "receipt") {
    const loaded = await loadReceipt(db, target.id, foundation);
    if (!loaded) return null;
    const lang = language ?? loaded.language;
    return { bytes: await renderDonationReceipt(loaded.doc, lang), filename: `${lang === "fr" ? "recu" : "receipt"}-${loaded.doc.number}.pdf`, language: lang };
  }
  const loaded = await loadAttestation(db, target.id, foundation, at);
  if (!loaded) return null;
  const lang = language ?? loaded.language;
  return {
    bytes: await renderMembershipAttestation(loaded.doc, lang),
    filename: `${lang === "fr" ? "attestation" : "membership-certificate"}-${loaded.doc.year}.pdf`,
    language: lang,
  };
}
