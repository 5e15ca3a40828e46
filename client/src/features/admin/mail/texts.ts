import { defineTexts } from "@/i18n/texts";

/** The mails the server could not send (server/mail/outbox.ts), shown on the dashboard with Retry. */
const en = {
  heading: "Mail that could not be sent",
  intro: "These mails could not leave, after several tries. Each says why; once whoever provides the mail server has fixed it, send them again.",
  templates: {
    "staff-contact": "New message, to the staff",
    "staff-membership": "Membership application, to the staff",
    "membership-applied": "Application received, to the applicant",
    "contact-reply": "Reply from the staff, to the message's sender",
    "staff-sign-in-failures": "Repeated wrong passwords, to the staff",
    receipt: "Receipt, to the donor or member",
    "membership-welcome": "Welcome and certificate, to the new member",
    "membership-status": "Membership status changed, to the member",
    attestation: "Membership certificate, to the member",
    convocation: "General assembly convocation, to the member",
    "privacy-request-received": "Privacy request received, to the person",
    "staff-privacy-request": "Privacy request, to the staff",
    "privacy-copy": "Copy of their data, to the person",
    "privacy-erased": "Data erased, to the person",
    "membership-renewal": "Renewal request, to the member",
    "membership-lapsed": "Membership lapsed, to the member",
    "my-membership-link": "Link to their own page, to the person",
    "payment-reversed": "Payment refunded or voided, to the payer",
  },
  to: "To: {recipients}",
  tries: "{count} tries since {date}",
  reason: "Why: {reason}",
  retry: "Send again",
  retryFailed: "The mail could not be queued again.",
};

const fr = {
  heading: "Courriels qui n’ont pas pu partir",
  intro: "Ces courriels n’ont pas pu partir, après plusieurs essais. Chacun dit pourquoi\u00a0; une fois le problème réglé par le fournisseur du serveur de courriel, renvoyez-les.",
  templates: {
    "staff-contact": "Nouveau message, à l’équipe",
    "staff-membership": "Demande d’adhésion, à l’équipe",
    "membership-applied": "Demande reçue, au demandeur",
    "contact-reply": "Réponse de l’équipe, à l’auteur du message",
    "staff-sign-in-failures": "Mots de passe erronés répétés, à l’équipe",
    receipt: "Reçu, au donateur ou au membre",
    "membership-welcome": "Bienvenue et attestation, au nouveau membre",
    "membership-status": "Statut d’adhésion modifié, au membre",
    attestation: "Attestation d’adhésion, au membre",
    convocation: "Convocation à l’assemblée générale, au membre",
    "privacy-request-received": "Demande sur les données reçue, à la personne",
    "staff-privacy-request": "Demande sur les données, à l’équipe",
    "privacy-copy": "Copie de ses données, à la personne",
    "privacy-erased": "Données effacées, à la personne",
    "membership-renewal": "Demande de renouvellement, au membre",
    "membership-lapsed": "Adhésion plus à jour, au membre",
    "my-membership-link": "Lien vers sa page, à la personne",
    "payment-reversed": "Paiement remboursé ou annulé, au payeur",
  },
  to: "À\u00a0: {recipients}",
  tries: "{count} essais depuis le {date}",
  reason: "Motif\u00a0: {reason}",
  retry: "Renvoyer",
  retryFailed: "Le courriel n’a pas pu être remis en file.",
};

export const texts = defineTexts(en, fr);
