/**
 * The documents the outbox attaches to a mail (mail/outbox.ts): a receipt or an attestation made
 * from the database when the mail is sent, as the admin's download and the private link make them
 * (render-document.ts), and the private link itself.
 */
import type { Db } from "../../db";
import type { Foundation } from "../../documents/letter-page";
import type { MailDocuments } from "../../mail/outbox";
import { documentLink } from "./document-links";
import { renderDocument } from "./render-document";

export function mailDocuments(options: { db: Db; foundation: Foundation; secret: string; publicUrl: string }): MailDocuments {
  return {
    async attach(target, language, writtenAt) {
      const file = await renderDocument(options.db, options.foundation, target, writtenAt, language);
      return file && { filename: file.filename, content: Buffer.from(file.bytes), contentType: "application/pdf" };
    },
    link: (target, now) => documentLink(options.publicUrl, options.secret, target, now),
  };
}
