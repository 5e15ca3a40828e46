/**
 * A member's attestation of membership, as a one-page PDF in the member's language: the
 * foundation certifies that this person is a member, in this category, for this membership year.
 * Pure: the same data gives the same bytes.
 */
import type { Language, MembershipCategory } from "../../shared/domain";
import { LetterPage, foundationDate, type Foundation } from "./letter-page";
import { fill } from "../../shared/fill";
import { documentTexts } from "./texts";
import { NAVY } from "./typesetter";

export type AttestationDocument = {
  foundation: Foundation;
  member: { name: string; country: string };
  category: MembershipCategory;
  /** The membership year it covers. */
  year: number;
  /** When the membership began (its first payment, or its application). */
  memberSince: Date;
  /** The document's date. */
  issuedAt: Date;
};

export async function renderMembershipAttestation(doc: AttestationDocument, lang: Language): Promise<Uint8Array> {
  const texts = documentTexts[lang].attestation;
  const category = documentTexts[lang].categories[doc.category];
  const letter = await LetterPage.create(lang, doc.foundation);
  letter.title(texts.title, `${doc.foundation.name} · ${doc.year}`);

  letter.paragraph(fill(texts.statement, { foundation: doc.foundation.name }), { size: 12, after: 14 });
  letter.paragraph(doc.member.name, { size: 20, font: "bold", color: NAVY, after: 14 });
  letter.paragraph(fill(texts.member, { year: doc.year }), { size: 12, after: 10 });
  letter.paragraph(category, { size: 14, font: "bold", color: NAVY, after: 24 });

  letter.rows([
    { label: texts.category, value: category },
    { label: texts.year, value: String(doc.year) },
    { label: texts.since, value: foundationDate(doc.memberSince, lang) },
    { label: texts.country, value: doc.member.country, verbatim: true },
  ]);
  letter.paragraph(texts.purpose, { after: 16 });
  letter.paragraph(fill(texts.madeAt, { date: foundationDate(doc.issuedAt, lang) }));
  letter.signature(texts.signature);

  return letter.save({ title: `${texts.title} — ${doc.member.name} (${doc.year})`, subject: `${texts.title} — ${doc.foundation.name}`, date: doc.issuedAt });
}
