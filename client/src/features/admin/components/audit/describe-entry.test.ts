/**
 * Every action the server records, as the audit list writes it in English and in French: who,
 * what, the record by its name (a title in the reader's language), the fields from what to what —
 * money, days and statuses as the admin shows them, long texts named but not quoted — and an
 * action or a field not known yet still as a sentence, never the stored keys or JSON.
 */
import { describe, expect, it } from "vitest";
import type { AuditItem } from "@shared/admin";
import { describeEntry } from "./describe-entry";

const NB = "\u00a0";
const codeForChange = { en: "Code for Change", fr: "Coder pour changer" };

const entry = (overrides: Partial<AuditItem> & Pick<AuditItem, "action" | "entity">): AuditItem => ({
  id: "00000000-0000-4000-8000-000000000001",
  userId: "00000000-0000-4000-8000-000000000002",
  username: "Aïcha",
  entityId: "00000000-0000-4000-8000-000000000003",
  label: null,
  changes: {},
  details: null,
  createdAt: "2026-11-25T09:05:00.000Z",
  ...overrides,
});

/** The entry in both languages: [English, French]. */
const both = (item: AuditItem) => [describeEntry(item, "en"), describeEntry(item, "fr")] as const;

describe("programs, articles and events", () => {
  it("name the record by its title in the reader's language", () => {
    const created = entry({ action: "program.create", entity: "program", label: "Code for Change", details: { title: codeForChange } });
    expect(both(created)).toEqual([
      { sentence: "Aïcha created the program “Code for Change”", details: [] },
      { sentence: `Aïcha a créé le programme «${NB}Coder pour changer${NB}»`, details: [] },
    ]);
  });

  it("say one changed field in one sentence, with its value before and after", () => {
    const renamed = entry({
      action: "program.update",
      entity: "program",
      label: "Code for Change",
      details: { title: codeForChange },
      changes: { title: { from: { en: "Code for Change", fr: "Code pour le changement" }, to: codeForChange } },
    });
    expect(both(renamed)).toEqual([
      { sentence: "Aïcha changed the French title of the program “Code for Change”: Code pour le changement → Coder pour changer", details: [] },
      {
        sentence: `Aïcha a modifié le titre en français du programme «${NB}Coder pour changer${NB}»${NB}: Code pour le changement → Coder pour changer`,
        details: [],
      },
    ]);
  });

  it("name a long text that changed without quoting it", () => {
    const rewritten = entry({
      action: "article.update",
      entity: "article",
      details: { title: { en: "Mobile money in Benin", fr: "Le mobile money au Bénin" } },
      changes: { content: { from: { en: "Long text…", fr: "Texte long…" }, to: { en: "Long text…", fr: "Un tout autre texte long…" } } },
    });
    expect(both(rewritten).map((d) => d.sentence)).toEqual([
      "Aïcha changed the French text of the article “Mobile money in Benin”",
      `Aïcha a modifié le texte en français de l’article «${NB}Le mobile money au Bénin${NB}»`,
    ]);
  });

  it("list several changes one line each, the long ones named, the long values shortened", () => {
    const long = "An address so long that it would never fit on one line of a phone, not even turned";
    const edited = entry({
      action: "event.update",
      entity: "event",
      details: { title: { en: "Digital Jobs Forum", fr: "Forum des métiers du numérique" } },
      changes: {
        description: { from: { en: "a", fr: "b" }, to: { en: "c", fr: "b" } },
        startsAt: { from: "2026-12-03T08:00:00.000Z", to: "2026-12-05T14:30:00.000Z" },
        capacity: { from: null, to: 120 },
        registrationOpen: { from: false, to: true },
        location: { from: null, to: { en: long, fr: "Cotonou" } },
        kind: { from: "workshop", to: "forum" },
      },
    });
    const [en, fr] = both(edited);
    expect(en).toEqual({
      sentence: "Aïcha changed the event “Digital Jobs Forum”",
      details: [
        "English description: text changed",
        "Start: December 3, 2026, 9:00\u00a0AM → December 5, 2026, 3:30\u00a0PM",
        "Places: unlimited → 120",
        "Registration: closed → open",
        "English location: An address so long that it would never fit on one line of a…",
        "French location: Cotonou",
        "Kind of event: Workshop → Forum",
      ],
    });
    expect(fr).toEqual({
      sentence: `Aïcha a modifié l’événement «${NB}Forum des métiers du numérique${NB}»`,
      details: [
        `Description en anglais${NB}: texte modifié`,
        `Début${NB}: 3 décembre 2026 à 09:00 → 5 décembre 2026 à 15:30`,
        `Places${NB}: illimité → 120`,
        `Inscriptions${NB}: fermées → ouvertes`,
        `Lieu en anglais${NB}: An address so long that it would never fit on one line of a…`,
        `Lieu en français${NB}: Cotonou`,
        `Type d’événement${NB}: Atelier → Forum`,
      ],
    });
  });

  it("say publishing and withdrawing as such, with the other changes beneath", () => {
    const published = entry({
      action: "article.publish",
      entity: "article",
      details: { title: { en: "Mobile money in Benin", fr: "Le mobile money au Bénin" } },
      changes: { published: { from: false, to: true }, tags: { from: [], to: ["finance", "mobile"] }, publishDate: { from: "2026-11-01", to: "2026-11-25" } },
    });
    expect(both(published)).toEqual([
      { sentence: "Aïcha published the article “Mobile money in Benin”", details: ["Tags: finance, mobile", "Publication date: November 1, 2026 → November 25, 2026"] },
      {
        sentence: `Aïcha a publié l’article «${NB}Le mobile money au Bénin${NB}»`,
        details: [`Mots-clés${NB}: finance, mobile`, `Date de publication${NB}: 1er novembre 2026 → 25 novembre 2026`],
      },
    ]);
    const withdrawn = entry({ action: "event.unpublish", entity: "event", details: { title: { en: "Forum", fr: "" } }, changes: { published: { from: true, to: false } } });
    expect(both(withdrawn).map((d) => d.sentence)).toEqual(["Aïcha withdrew the event “Forum” from the site", `Aïcha a retiré l’événement «${NB}Forum${NB}» du site`]);
  });

  it("say deletions and the programs' new order", () => {
    const deleted = entry({ action: "program.delete", entity: "program", label: "Code for Change", details: { title: codeForChange } });
    expect(both(deleted).map((d) => d.sentence)).toEqual(["Aïcha deleted the program “Code for Change”", `Aïcha a supprimé le programme «${NB}Coder pour changer${NB}»`]);
    const reordered = entry({ action: "program.reorder", entity: "program", entityId: null, changes: { order: { from: ["a", "b"], to: ["b", "a"] } } });
    expect(both(reordered)).toEqual([
      { sentence: "Aïcha changed the order of the programs", details: ["Order: changed"] },
      { sentence: "Aïcha a changé l’ordre des programmes", details: [`Ordre${NB}: nouvelle valeur`] },
    ]);
  });

  it("name an entry written before titles were kept in both languages by its label", () => {
    const old = entry({ action: "program.create", entity: "program", label: "Code for Change" });
    expect(describeEntry(old, "fr").sentence).toBe(`Aïcha a créé le programme «${NB}Code for Change${NB}»`);
  });

  it("say a new image without its id and a changed hero image without its file name", () => {
    const hero = entry({
      action: "program.update",
      entity: "program",
      details: { title: codeForChange },
      changes: { heroImageId: { from: null, to: "00000000-0000-4000-8000-0000000000aa" } },
    });
    expect(describeEntry(hero, "en").sentence).toBe("Aïcha changed the image of the program “Code for Change”");
  });
});

describe("members, donations and payments", () => {
  it("say an approval, and a member's changed fields by their names", () => {
    const approved = entry({ action: "membership.approve", entity: "membership", label: "Kossi Agbo", changes: { status: { from: "pending", to: "active" } } });
    expect(both(approved)).toEqual([
      { sentence: "Aïcha approved the membership of Kossi Agbo", details: [] },
      { sentence: "Aïcha a approuvé l’adhésion de Kossi Agbo", details: [] },
    ]);
    const moved = entry({ action: "membership.update", entity: "membership", label: "Kossi Agbo", changes: { category: { from: "adherent_individual", to: "patron" } } });
    expect(both(moved).map((d) => d.sentence)).toEqual([
      "Aïcha changed the category of the member Kossi Agbo: Individual (natural person) → Patron (benefactor)",
      `Aïcha a modifié la catégorie du membre Kossi Agbo${NB}: Individuel → Bienfaiteur`,
    ]);
    const several = entry({
      action: "membership.update",
      entity: "membership",
      label: "Kossi Agbo",
      changes: { email: { from: "kossi@example.bj", to: "k.agbo@example.bj" }, status: { from: "active", to: "inactive" } },
    });
    expect(both(several)).toEqual([
      { sentence: "Aïcha changed the membership of Kossi Agbo", details: ["E-mail: kossi@example.bj → k.agbo@example.bj", "Status: Active → Inactive"] },
      { sentence: "Aïcha a modifié l’adhésion de Kossi Agbo", details: [`E-mail${NB}: kossi@example.bj → k.agbo@example.bj`, `Statut${NB}: Actif → Inactif`] },
    ]);
  });

  it("say a payment recorded by staff with its amount through shared/money.ts and its day", () => {
    const paid = entry({
      action: "payment.record",
      entity: "membership",
      label: "Kossi Agbo",
      changes: {
        status: { from: "pending", to: "active" },
        paymentStatus: { from: "pending", to: "succeeded" },
        membershipYear: { from: null, to: 2026 },
        // The instant stored for the day staff gave (noon in Cotonou): the day says it.
        paidAt: { from: null, to: "2026-11-03T11:00:00.000Z" },
        method: { from: null, to: "cash" },
        amount: { from: null, to: 12_000 },
        currency: { from: null, to: "XOF" },
        paidOn: { from: null, to: "2026-11-03" },
        reference: { from: null, to: "R-0042" },
      },
    });
    expect(both(paid)).toEqual([
      {
        sentence: "Aïcha recorded a payment of 12,000\u00a0FCFA for the membership of Kossi Agbo",
        details: ["Status: Pending → Active", "Dues payment: Pending → Succeeded", "Membership year: 2026", "Paid with: Cash", "Paid on: November 3, 2026", "Reference: R-0042"],
      },
      {
        sentence: `Aïcha a enregistré un paiement de 12${NB}000${NB}FCFA pour l’adhésion de Kossi Agbo`,
        details: [
          `Statut${NB}: En attente → Actif`,
          `Paiement de la cotisation${NB}: En attente → Réussi`,
          `Année d’adhésion${NB}: 2026`,
          `Payé par${NB}: Espèces`,
          `Payé le${NB}: 3 novembre 2026`,
          `Référence${NB}: R-0042`,
        ],
      },
    ]);
  });

  it("say an offline donation with its amount in minor units of its currency", () => {
    const gift = entry({
      action: "donation.record",
      entity: "donation",
      label: "Ama Mensah",
      changes: {
        email: { from: null, to: "ama@example.org" },
        donorName: { from: null, to: "Ama Mensah" },
        impactTier: { from: null, to: "equip_lab" },
        method: { from: null, to: "bank_transfer" },
        amount: { from: null, to: 5_050 },
        currency: { from: null, to: "USD" },
        paidOn: { from: null, to: "2026-11-20" },
      },
    });
    expect(both(gift)).toEqual([
      {
        sentence: "Aïcha added a donation of $50.50 from Ama Mensah, received offline",
        details: ["E-mail: ama@example.org", "Impact tier: Equip a Lab Seat", "Paid with: Bank transfer", "Paid on: November 20, 2026"],
      },
      {
        sentence: `Aïcha a ajouté un don de 50,50${NB}$${NB}US d’Ama Mensah, reçu hors ligne`,
        details: [`E-mail${NB}: ama@example.org`, `Palier d’impact${NB}: Équiper un poste de laboratoire`, `Payé par${NB}: Virement bancaire`, `Payé le${NB}: 20 novembre 2026`],
      },
    ]);
    const payment = entry({ action: "payment.record", entity: "donation", label: "ama@example.org", changes: { amount: { from: null, to: 45 }, currency: { from: null, to: "EUR" } } });
    expect(describeEntry(payment, "en").sentence).toBe("Aïcha recorded a payment of €0.45 for the donation from ama@example.org");
  });

  it("say a payment refunded or voided, with its reason, the receipt cancelled and the year it no longer pays", () => {
    const changes = {
      amount: { from: 12_000, to: 12_000 },
      currency: { from: "XOF", to: "XOF" },
      reason: { from: null, to: "Recorded on the wrong member" },
      receiptCancelled: { from: null, to: "2026-000007" },
      yearsUnpaid: { from: null, to: "2026" },
    };
    expect(both(entry({ action: "payment.void", entity: "membership", label: "Kossi Agbo", changes }))).toEqual([
      {
        sentence: "Aïcha voided a payment of 12,000\u00a0FCFA for the membership of Kossi Agbo, recorded by mistake; its receipt is cancelled",
        details: ["Reason: Recorded on the wrong member", "Receipt cancelled: 2026-000007", "Back to unpaid: 2026"],
      },
      {
        sentence: `Aïcha a annulé un paiement de 12${NB}000${NB}FCFA pour l’adhésion de Kossi Agbo, enregistré par erreur${NB}; son reçu est annulé`,
        details: [`Motif${NB}: Recorded on the wrong member`, `Reçu annulé${NB}: 2026-000007`, `Redevenue impayée${NB}: 2026`],
      },
    ]);
    const refunded = entry({ action: "payment.refund", entity: "donation", label: "ama@example.org", changes: { amount: { from: 45, to: 45 }, currency: { from: "EUR", to: "EUR" } } });
    expect(describeEntry(refunded, "en").sentence).toBe("Aïcha marked a payment of €0.45 for the donation from ama@example.org refunded; its receipt is cancelled");
  });
});

describe("messages and the newsletter", () => {
  const sender = { name: "Jean Houngbo", email: "jean@example.bj", subject: "Partnership" };

  it("say a message marked new, read or replied by its subject and sender", () => {
    const sentences = (["new", "read", "replied"] as const).map((status) =>
      both(entry({ action: `contact.${status}`, entity: "contact", label: "Jean Houngbo: Partnership", details: sender, changes: { status: { from: "new", to: status } } })),
    );
    expect(sentences).toEqual([
      [
        { sentence: "Aïcha marked the message “Partnership” from Jean Houngbo as new", details: [] },
        { sentence: `Aïcha a marqué comme nouveau le message «${NB}Partnership${NB}» de Jean Houngbo`, details: [] },
      ],
      [
        { sentence: "Aïcha marked the message “Partnership” from Jean Houngbo as read", details: [] },
        { sentence: `Aïcha a marqué comme lu le message «${NB}Partnership${NB}» de Jean Houngbo`, details: [] },
      ],
      [
        { sentence: "Aïcha marked the message “Partnership” from Jean Houngbo as replied", details: [] },
        { sentence: `Aïcha a marqué comme répondu le message «${NB}Partnership${NB}» de Jean Houngbo`, details: [] },
      ],
    ]);
  });

  it("say a deleted message with its sender's address, and an older entry by its label", () => {
    const deleted = entry({ action: "contact.delete", entity: "contact", label: "Jean Houngbo <jean@example.bj>: Partnership", details: sender });
    expect(both(deleted).map((d) => d.sentence)).toEqual([
      "Aïcha deleted the message “Partnership” from Jean Houngbo (jean@example.bj)",
      `Aïcha a supprimé le message «${NB}Partnership${NB}» de Jean Houngbo (jean@example.bj)`,
    ]);
    const old = entry({ action: "contact.read", entity: "contact", label: "Jean Houngbo: Partnership" });
    expect(describeEntry(old, "en").sentence).toBe("Aïcha marked the message “Jean Houngbo: Partnership” as read");
  });

  it("say an address taken off the newsletter's list", () => {
    const removed = entry({ action: "newsletter.remove", entity: "newsletter_subscription", label: "ama@example.org" });
    expect(both(removed).map((d) => d.sentence)).toEqual([
      "Aïcha removed the address ama@example.org from the newsletter list",
      "Aïcha a retiré l’adresse ama@example.org de la liste de la lettre d’information",
    ]);
  });
  it("say a receipt and a certificate sent again to the person", () => {
    const receipt = entry({ action: "receipt.resend", entity: "donation", label: "ama@example.org" });
    expect(both(receipt).map((d) => d.sentence)).toEqual(["Aïcha sent the receipt again for the donation from ama@example.org", "Aïcha a renvoyé le reçu pour le don d’ama@example.org"]);
    const certificate = entry({ action: "attestation.resend", entity: "membership", label: "Ɛdɔ Hounsou" });
    expect(both(certificate).map((d) => d.sentence)).toEqual([
      "Aïcha sent the membership certificate again for the membership of Ɛdɔ Hounsou",
      "Aïcha a renvoyé l’attestation d’adhésion pour l’adhésion d’Ɛdɔ Hounsou",
    ]);
    expect(both(certificate).map((d) => d.details)).toEqual([[], []]);
  });
});

describe("settings, administrators and images", () => {
  it("say the dues and the next general assembly through shared/money.ts and the calendar", () => {
    const dues = entry({ action: "settings.update", entity: "settings", entityId: null, label: "settings", changes: { "dues.adherent_individual": { from: 12_000, to: 15_000 } } });
    expect(both(dues).map((d) => d.sentence)).toEqual([
      "Aïcha changed the dues of individual members in the settings: 12,000\u00a0FCFA → 15,000\u00a0FCFA",
      `Aïcha a modifié la cotisation des membres individuels dans les paramètres${NB}: 12${NB}000${NB}FCFA → 15${NB}000${NB}FCFA`,
    ]);
    const both2 = entry({
      action: "settings.update",
      entity: "settings",
      entityId: null,
      label: "settings",
      changes: { "dues.patron": { from: 500_000, to: 600_000 }, nextAgm: { from: "2027-01", to: "2027-01-16" } },
    });
    expect(both(both2)).toEqual([
      { sentence: "Aïcha changed the settings", details: ["Patrons’ minimum: 500,000\u00a0FCFA → 600,000\u00a0FCFA", "Next general assembly: January 2027 → January 16, 2027"] },
      {
        sentence: "Aïcha a modifié les paramètres",
        details: [`Minimum des bienfaiteurs${NB}: 500${NB}000${NB}FCFA → 600${NB}000${NB}FCFA`, `Prochaine assemblée générale${NB}: janvier 2027 → 16 janvier 2027`],
      },
    ]);
  });

  it("say who is notified of what arrives, in which language, and a failed e-mail put back to be sent", () => {
    const notify = entry({
      action: "settings.update",
      entity: "settings",
      entityId: null,
      label: "mail",
      changes: { notifyEmails: { from: [], to: ["team@example.bj", "dg@example.bj"] }, staffLanguage: { from: "fr", to: "en" } },
    });
    expect(both(notify)).toEqual([
      { sentence: "Aïcha changed the settings", details: ["Staff addresses notified: team@example.bj, dg@example.bj", "Language of the staff’s e-mails: French → English"] },
      {
        sentence: "Aïcha a modifié les paramètres",
        details: [`Adresses de l’équipe prévenues${NB}: team@example.bj, dg@example.bj`, `Langue des courriels de l’équipe${NB}: français → anglais`],
      },
    ]);
    const retry = entry({ action: "mail.retry", entity: "mail", label: "contact-staff:42", changes: { status: { from: "failed", to: "pending" } } });
    expect(both(retry)).toEqual([
      { sentence: "Aïcha put a failed e-mail back to be sent", details: [] },
      { sentence: "Aïcha a remis à l’envoi un courriel en échec", details: [] },
    ]);
  });

  it("say administrators added and removed, and a password changed (never the password)", () => {
    const sentences = [
      entry({ action: "admin.create", entity: "user", label: "treasurer" }),
      entry({ action: "admin.remove", entity: "user", label: "treasurer" }),
      entry({ action: "admin.password", entity: "user", label: "Aïcha" }),
      entry({ action: "password.change", entity: "user", label: "Aïcha" }),
    ].map((item) => both(item).map((d) => d.sentence));
    expect(sentences).toEqual([
      ["Aïcha added the administrator treasurer", "Aïcha a ajouté l’administrateur treasurer"],
      ["Aïcha removed the administrator treasurer", "Aïcha a retiré l’administrateur treasurer"],
      ["Aïcha changed their password", "Aïcha a changé son mot de passe"],
      ["Aïcha changed their password", "Aïcha a changé son mot de passe"],
    ]);
  });

  it("say two-factor sign-in turned on, off, required, its recovery codes made and used", () => {
    const sentences = [
      entry({ action: "twoFactor.enable", entity: "user", label: "Aïcha" }),
      entry({ action: "twoFactor.reset", entity: "user", label: "treasurer" }),
      entry({ action: "twoFactor.require", entity: "settings", label: "two-factor" }),
      entry({ action: "twoFactor.unrequire", entity: "settings", label: "two-factor" }),
      entry({ action: "twoFactor.recoveryCodes", entity: "user", label: "Aïcha" }),
    ].map((item) => both(item).map((d) => d.sentence));
    expect(sentences).toEqual([
      ["Aïcha turned on two-factor sign-in for their account", "Aïcha a activé la connexion à deux facteurs pour son compte"],
      ["Aïcha turned off the two-factor sign-in of the administrator treasurer", "Aïcha a désactivé la connexion à deux facteurs de l’administrateur treasurer"],
      ["Aïcha required two-factor sign-in for every administrator", "Aïcha a rendu la connexion à deux facteurs obligatoire pour tous les administrateurs"],
      ["Aïcha made two-factor sign-in optional for administrators", "Aïcha a rendu la connexion à deux facteurs facultative pour les administrateurs"],
      ["Aïcha made new recovery codes for their account (the old ones no longer work)", "Aïcha a créé de nouveaux codes de secours pour son compte (les anciens ne fonctionnent plus)"],
    ]);
    const used = entry({ action: "twoFactor.recoveryCodeUsed", entity: "user", label: "Aïcha", changes: { recoveryCodesLeft: { from: 10, to: 9 } } });
    expect(both(used)).toEqual([
      { sentence: "Aïcha signed in with a recovery code", details: ["Recovery codes left: 10 → 9"] },
      { sentence: "Aïcha s’est connecté avec un code de secours", details: [`Codes de secours restants${NB}: 10 → 9`] },
    ]);
  });

  it("say an uploaded image by its size and type, not its copies' bytes", () => {
    const upload = entry({ action: "image.upload", entity: "image", label: "1600×1067 image/jpeg", changes: { variants: { from: null, to: { "480w": 31_000, "960w": 92_000 } } } });
    expect(both(upload)).toEqual([
      { sentence: "Aïcha uploaded an image (1,600 × 1,067 px, JPEG)", details: [] },
      { sentence: `Aïcha a téléversé une image (1${NB}600 × 1${NB}067 px, JPEG)`, details: [] },
    ]);
  });
});

describe("what the list does not know yet", () => {
  it("says an unknown action and an unknown field in words, never as keys or JSON", () => {
    const future = entry({
      action: "program.archive",
      entity: "program",
      label: "Code for Change",
      details: { title: codeForChange },
      changes: { archivedReason: { from: null, to: "old" }, extra: { from: { a: 1 }, to: { a: 2 } } },
    });
    const [en, fr] = both(future);
    expect(en).toEqual({ sentence: "Aïcha made a change to the program “Code for Change”", details: ["Field “archived reason”: old", "Field “extra”: changed"] });
    expect(fr).toEqual({
      sentence: `Aïcha a fait une modification sur le programme «${NB}Coder pour changer${NB}»`,
      details: [`Champ «${NB}archived reason${NB}»${NB}: old`, `Champ «${NB}extra${NB}»${NB}: nouvelle valeur`],
    });
    const unnamed = entry({ action: "backup.run", entity: "backup", entityId: null });
    expect(both(unnamed).map((d) => d.sentence)).toEqual(["Aïcha made a change", "Aïcha a fait une modification"]);
    for (const text of [en, fr, ...both(unnamed)].flatMap((d) => [d.sentence, ...d.details])) expect(text).not.toMatch(/[{}]|\w\.\w+\b(?<!\.bj)|_/);
  });
});

describe("the move to members and their years", () => {
  it("says what it made of the applications, in numbers as each language writes them", () => {
    const migrated = entry({
      action: "migrate",
      entity: "members",
      username: "migration",
      userId: null,
      entityId: null,
      changes: { applications: { from: null, to: 1250 }, members: { from: null, to: 1100 }, yearsPaid: { from: null, to: 980 }, paymentsKept: { from: null, to: 1010 } },
    });
    expect(both(migrated)).toEqual([
      { sentence: "The update of the site made 1,100 members of the 1,250 membership applications, with 980 years paid; the 1,010 payments of dues were all kept", details: [] },
      {
        sentence: `La mise à jour du site a fait 1${NB}100${NB}membres des 1${NB}250${NB}demandes d’adhésion, avec 980${NB}années payées${NB}; les 1${NB}010${NB}paiements de cotisation ont tous été gardés`,
        details: [],
      },
    ]);
  });
});
describe("the agreement of applications with their members' years", () => {
  it("says how many applications it marked paid", () => {
    const answered = entry({ action: "migrate", entity: "memberships", username: "migration", userId: null, entityId: null, changes: { answered: { from: null, to: 1200 } } });
    expect(both(answered)).toEqual([
      { sentence: "The update of the site marked as paid the membership applications whose year their member had already paid: 1,200", details: [] },
      { sentence: `La mise à jour du site a marqué comme payées les demandes d’adhésion dont le membre avait déjà payé l’année${NB}: 1${NB}200`, details: [] },
    ]);
  });
});
describe("a member's page", () => {
  it("says a staff note and the year opened to record its dues, with the amount and the year", () => {
    const note = entry({ action: "member.note", entity: "member", label: "Ama Koffi", changes: { note: { from: null, to: "Pays at the office" } } });
    expect(both(note)).toEqual([
      { sentence: "Aïcha added a note about the member Ama Koffi", details: ["Note: Pays at the office"] },
      { sentence: "Aïcha a ajouté une note sur le membre Ama Koffi", details: [`Note${NB}: Pays at the office`] },
    ]);
    const year = entry({
      action: "membership_year.ask",
      entity: "membership_year",
      label: "Ama Koffi",
      changes: { year: { from: null, to: 2027 }, amount: { from: null, to: 12_000 }, currency: { from: null, to: "XOF" } },
    });
    expect(both(year)).toEqual([
      { sentence: `Aïcha opened a membership year of Ama Koffi to record its dues of 12,000${NB}FCFA`, details: ["Year: 2027"] },
      { sentence: `Aïcha a ouvert une année d’adhésion d’Ama Koffi pour enregistrer sa cotisation de 12${NB}000${NB}FCFA`, details: [`Année${NB}: 2027`] },
    ]);
  });
});

describe("a payment recorded for a membership year", () => {
  it("says when it was paid as a date and time on the foundation's clock", () => {
    const paid = entry({
      action: "payment.record",
      entity: "membership_year",
      label: "Ama Koffi",
      changes: { paidAt: { from: null, to: "2026-11-26T11:00:00.000Z" }, amount: { from: null, to: 12_000 }, currency: { from: null, to: "XOF" } },
    });
    const [en, fr] = both(paid);
    expect(en.sentence).toBe(`Aïcha recorded a payment of 12,000${NB}FCFA for a membership year of Ama Koffi`);
    expect(en.details).toHaveLength(1);
    expect(en.details[0]).toMatch(/^Paid: November 26, 2026, 12:00\sPM$/);
    expect(fr.details).toEqual([`Payé${NB}: 26 novembre 2026 à 12:00`]);
  });
});

describe("privacy requests", () => {
  it("say a copy was sent to the address, and an erasure without naming anyone", () => {
    const copy = entry({ action: "privacy.copy", entity: "privacy_request", label: "ama@example.org", details: { email: "ama@example.org" } });
    expect(both(copy).map((s) => s.sentence)).toEqual(["Aïcha sent ama@example.org a copy of their data", "Aïcha a envoyé à ama@example.org une copie de ses données"]);
    const erasure = entry({ action: "privacy.erasure", entity: "privacy_request", details: { erased: true } });
    expect(both(erasure).map((s) => s.sentence)).toEqual(["Aïcha erased the data of a person, at their request", "Aïcha a effacé les données d’une personne, à sa demande"]);
  });

  it("name an erased person's older entries by no name", () => {
    const update = entry({ action: "membership.update", entity: "membership", label: null, details: { erased: true }, changes: { status: { from: "pending", to: "active" } } });
    const [en, fr] = both(update);
    expect(en.sentence).toBe("Aïcha changed the status of the member (data erased at their request): Pending → Active");
    expect(fr.sentence).toContain("(données effacées à sa demande)");
    expect(JSON.stringify([en, fr])).not.toContain("@");
  });
});

describe("the renewal season", () => {
  it("writes the site's own lapse notice as the site's, in both languages", () => {
    const lapse = entry({
      action: "member.lapse",
      entity: "member",
      userId: null,
      username: "(site)",
      label: "Ama Mensah",
      details: { name: "Ama Mensah" },
      changes: { membershipYear: { from: null, to: 2027 } },
    });
    const [en, fr] = both(lapse);
    expect(en).toEqual({
      sentence: "The site told Ama Mensah by e-mail that they are no longer paid up (the grace period ended without their dues)",
      details: ["Membership year: 2027"],
    });
    expect(fr.sentence).toBe("Le site a informé Ama Mensah par courriel que son adhésion n’est plus à jour (délai de grâce écoulé sans cotisation)");
    expect(fr.details).toEqual(["Année d’adhésion\u00a0: 2027"]);
  });

  it("keeps an administrator's name even when it looks like the site's", () => {
    const sent = entry({ action: "renewal.send", entity: "member", username: "(site)", label: "Kossi", details: { name: "Kossi" } });
    expect(both(sent).map((d) => d.sentence)).toEqual(["(site) sent Kossi a renewal request", "(site) a envoyé une demande de renouvellement à Kossi"]);
  });
});

describe("a member's own change from their page", () => {
  const selfEdit = (overrides: Partial<AuditItem> = {}) =>
    entry({
      action: "member.update",
      entity: "member",
      userId: null,
      username: "(member)",
      label: "Séna Ahouansou",
      changes: { fullName: { from: "Sena Ahouansou", to: "Séna Ahouansou" }, phone: { from: null, to: "+229 01 97 12 34 56" }, language: { from: "en", to: "fr" } },
      ...overrides,
    });

  it("names the member, not a placeholder, with each field on its line, in both languages", () => {
    const [en, fr] = both(selfEdit());
    expect(en).toEqual({
      sentence: "Séna Ahouansou changed their own details on their membership page",
      details: ["Name: Sena Ahouansou → Séna Ahouansou", "Phone / WhatsApp: +229 01 97 12 34 56", "Language: English → French"],
    });
    expect(fr).toEqual({
      sentence: "Séna Ahouansou a modifié ses propres coordonnées depuis sa page de membre",
      details: [`Nom${NB}: Sena Ahouansou → Séna Ahouansou`, `Téléphone / WhatsApp${NB}: +229 01 97 12 34 56`, `Langue${NB}: anglais → français`],
    });
    expect(JSON.stringify([en, fr])).not.toContain("(member)");
  });

  it("names no one once the member's data was erased", () => {
    const [en, fr] = both(selfEdit({ label: null, details: { erased: true }, changes: { language: { from: "en", to: "fr" } } }));
    expect(en.sentence).toBe("A member changed their own details on their membership page (data erased at their request)");
    expect(fr.sentence).toBe("Un membre a modifié ses propres coordonnées depuis sa page de membre (données effacées à sa demande)");
  });

  it("keeps an administrator's name even when it looks like the member's", () => {
    const [en] = both(selfEdit({ userId: "00000000-0000-4000-8000-000000000002" }));
    expect(en.sentence).not.toContain("on their membership page");
  });
});

describe("a member who walked in", () => {
  it("says staff signed them up at the office, with their phone in the details", () => {
    const added = entry({
      action: "membership.add",
      entity: "membership",
      label: "Adjoa Houngbo",
      changes: { fullName: { from: null, to: "Adjoa Houngbo" }, phone: { from: null, to: "+229 01 97 12 34 56" }, year: { from: null, to: 2027 } },
    });
    const [en, fr] = both(added);
    expect(en.sentence).toBe("Aïcha signed up Adjoa Houngbo as a member at the office");
    expect(fr.sentence).toBe("Aïcha a inscrit Adjoa Houngbo comme membre au bureau");
    expect(en.details).toContain("Phone / WhatsApp: +229 01 97 12 34 56");
    expect(fr.details).toContain(`Téléphone / WhatsApp${NB}: +229 01 97 12 34 56`);
  });
});
