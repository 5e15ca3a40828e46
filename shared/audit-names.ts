/**
 * The audit list's kinds of record and actions by name, in both languages: what its filters offer
 * (client/src/features/admin/dashboard) and what its CSV export says (server/services/exports/
 * export-audit.ts). The sentences of each entry are the client's (dashboard/audit/describe-entry.ts);
 * these are the short names a filter or a column needs. A kind or an action not named here (one
 * added later) reads as its stored key with its dots as spaces, never as nothing.
 */
import type { Language } from "./domain";

type Names = Record<string, string>;

const kinds: Record<Language, Names> = {
  en: {
    member: "Members",
    membership: "Applications",
    membership_year: "Membership years",
    donation: "Donations",
    contact: "Messages",
    program: "Programs",
    article: "Research articles",
    event: "Events",
    newsletter_subscription: "Newsletter addresses",
    privacy_request: "Privacy requests",
    user: "Administrators",
    image: "Images",
    settings: "Settings",
    convocation: "General assembly convocations",
    renewals: "Renewals",
    mail: "E-mails",
    memberships: "Applications",
  },
  fr: {
    member: "Membres",
    membership: "Adhésions",
    membership_year: "Années d’adhésion",
    donation: "Dons",
    contact: "Messages",
    program: "Programmes",
    article: "Articles de recherche",
    event: "Événements",
    newsletter_subscription: "Adresses de la lettre d’information",
    privacy_request: "Demandes sur les données personnelles",
    user: "Administrateurs",
    image: "Images",
    settings: "Paramètres",
    convocation: "Convocations à l’assemblée générale",
    renewals: "Renouvellements",
    mail: "E-mails",
    memberships: "Adhésions",
  },
};

const actions: Record<Language, Names> = {
  en: {
    "membership.approve": "Application approved",
    "membership.update": "Application changed",
    "membership.add": "Member signed up at the office",
    "member.update": "Member changed",
    "member.note": "Note added",
    "member.lapse": "Member told they are no longer paid up",
    "membership_year.ask": "Dues year opened",
    "payment.record": "Payment recorded",
    "payment.refund": "Payment refunded",
    "payment.void": "Payment voided",
    "donation.record": "Offline donation added",
    "receipt.resend": "Receipt sent again",
    "attestation.resend": "Certificate sent again",
    "renewal.send": "Renewal request sent",
    "renewal.sendAll": "Renewal requests sent to every member due",
    "convocation.send": "Convocation sent",
    "contact.new": "Message marked new",
    "contact.read": "Message marked read",
    "contact.replied": "Message marked replied",
    "contact.reply": "Message replied to",
    "contact.delete": "Message deleted",
    "newsletter.remove": "Address removed from the newsletter",
    "privacy.copy": "Copy of their data sent",
    "privacy.erasure": "Data erased on request",
    "settings.update": "Settings changed",
    "mail.retry": "E-mail sent again",
    "admin.create": "Administrator added",
    "admin.remove": "Administrator removed",
    "admin.role": "Administrator’s role changed",
    "admin.password": "Password changed",
    "password.change": "Password changed",
    "twoFactor.enable": "Two-factor sign-in turned on",
    "twoFactor.disable": "Two-factor sign-in turned off",
    "twoFactor.reset": "An administrator’s two-factor sign-in turned off",
    "twoFactor.recoveryCodes": "New recovery codes made",
    "twoFactor.recoveryCodeUsed": "Signed in with a recovery code",
    "twoFactor.require": "Two-factor sign-in required for everyone",
    "twoFactor.unrequire": "Two-factor sign-in made optional",
    "admin.resetRequested": "New password link mailed",
    "admin.passwordReset": "New password set through a mailed link",
    "admin.invite": "Administrator invited",
    "admin.invitationWithdrawn": "Invitation withdrawn",
    "admin.invitationAccepted": "Invitation accepted",
    "admin.email": "E-mail address set",
    "image.upload": "Image uploaded",
    "program.reorder": "Programs reordered",
    migrate: "Records updated by an upgrade of the site",
  },
  fr: {
    "membership.approve": "Adhésion approuvée",
    "membership.update": "Adhésion modifiée",
    "membership.add": "Membre inscrit au bureau",
    "member.update": "Membre modifié",
    "member.note": "Note ajoutée",
    "member.lapse": "Membre informé qu’il n’est plus à jour",
    "membership_year.ask": "Année de cotisation ouverte",
    "payment.record": "Paiement enregistré",
    "payment.refund": "Paiement remboursé",
    "payment.void": "Paiement annulé",
    "donation.record": "Don hors ligne ajouté",
    "receipt.resend": "Reçu renvoyé",
    "attestation.resend": "Attestation renvoyée",
    "renewal.send": "Demande de renouvellement envoyée",
    "renewal.sendAll": "Demandes de renouvellement envoyées à tous les membres concernés",
    "convocation.send": "Convocation envoyée",
    "contact.new": "Message marqué nouveau",
    "contact.read": "Message marqué lu",
    "contact.replied": "Message marqué répondu",
    "contact.reply": "Réponse à un message",
    "contact.delete": "Message supprimé",
    "newsletter.remove": "Adresse retirée de la lettre d’information",
    "privacy.copy": "Copie de ses données envoyée",
    "privacy.erasure": "Données effacées à la demande",
    "settings.update": "Paramètres modifiés",
    "mail.retry": "E-mail renvoyé",
    "admin.create": "Administrateur ajouté",
    "admin.remove": "Administrateur retiré",
    "admin.role": "Rôle d’un administrateur modifié",
    "admin.password": "Mot de passe modifié",
    "password.change": "Mot de passe modifié",
    "twoFactor.enable": "Connexion à deux facteurs activée",
    "twoFactor.disable": "Connexion à deux facteurs désactivée",
    "twoFactor.reset": "Connexion à deux facteurs d’un administrateur désactivée",
    "twoFactor.recoveryCodes": "Nouveaux codes de secours créés",
    "twoFactor.recoveryCodeUsed": "Connexion avec un code de secours",
    "twoFactor.require": "Connexion à deux facteurs rendue obligatoire pour tous",
    "twoFactor.unrequire": "Connexion à deux facteurs rendue facultative",
    "admin.resetRequested": "Lien de nouveau mot de passe envoyé",
    "admin.passwordReset": "Nouveau mot de passe choisi par un lien reçu par e-mail",
    "admin.invite": "Administrateur invité",
    "admin.invitationWithdrawn": "Invitation retirée",
    "admin.invitationAccepted": "Invitation acceptée",
    "admin.email": "Adresse e-mail indiquée",
    "image.upload": "Image téléversée",
    "program.reorder": "Programmes réordonnés",
    migrate: "Données mises à jour lors d’une mise à niveau du site",
  },
};

/** Programs, articles and events: `<kind>.<verb>` (all three masculine in French). */
const contentKinds: Record<Language, Names> = {
  en: { program: "Program", article: "Article", event: "Event" },
  fr: { program: "Programme", article: "Article", event: "Événement" },
};
const contentVerbs: Record<Language, Names> = {
  en: { create: "created", update: "changed", publish: "published", unpublish: "withdrawn from the site", delete: "deleted" },
  fr: { create: "créé", update: "modifié", publish: "publié", unpublish: "retiré du site", delete: "supprimé" },
};

const asWords = (key: string) => key.replaceAll(/[._]/g, " ");

/** A kind of record by its name ("Donations", "Dons"). */
export function auditKindName(entity: string, lang: Language): string {
  return kinds[lang][entity] ?? asWords(entity);
}

/** An action by its name ("Payment recorded", "Programme publié"). */
export function auditActionName(action: string, lang: Language): string {
  const named = actions[lang][action];
  if (named) return named;
  const [kind = "", verb = ""] = action.split(".");
  const content = contentKinds[lang][kind];
  const done = contentVerbs[lang][verb];
  return content && done ? `${content} ${done}` : asWords(action);
}
