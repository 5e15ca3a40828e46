import { defineTexts } from "@/i18n/texts";

const en = {
  form: {
    title: "Send us a message",
    intro: "All fields are required. We read every message and answer in English or French.",
    name: "Full name",
    email: "Email address",
    subject: "Subject",
    message: "Message",
    submit: "Send message",
    sending: "Sending...",
    successTitle: "Message sent",
    again: "Write another message",
  },
  info: {
    title: "Other ways to reach us",
    emailLine: "Email: {email}",
    reply: "We reply to every message within 24 hours.",
    officesTitle: "Our offices",
    offices:
      "Our head office and training center are in Cotonou, Benin. The foundation works across West Africa: outside Benin, our programs run from the offices of partner organisations, where our team can meet you by appointment.",
    visitTitle: "Visiting us",
    visit:
      "To meet the team in Cotonou, a program officer or our research team, send us a message first: we will suggest a time and send you directions.",
  },
};

export const texts = defineTexts(en, {
  form: {
    title: "Écrivez-nous",
    intro: "Tous les champs sont obligatoires. Nous lisons chaque message et répondons en français ou en anglais.",
    name: "Nom complet",
    email: "Adresse e-mail",
    subject: "Objet",
    message: "Message",
    submit: "Envoyer le message",
    sending: "Envoi en cours...",
    successTitle: "Message envoyé",
    again: "Écrire un autre message",
  },
  info: {
    title: "Autres moyens de nous joindre",
    emailLine: "E-mail\u00a0: {email}",
    reply: "Nous répondons à chaque message sous 24\u00a0heures.",
    officesTitle: "Nos bureaux",
    offices:
      "Notre siège et notre centre de formation se trouvent à Cotonou, au Bénin. La fondation intervient dans toute l’Afrique de l’Ouest\u00a0: hors du Bénin, nos programmes sont menés depuis les bureaux d’organisations partenaires, où notre équipe peut vous recevoir sur rendez-vous.",
    visitTitle: "Nous rendre visite",
    visit:
      "Pour rencontrer l’équipe de Cotonou, un chargé de programme ou notre équipe de recherche, écrivez-nous d’abord\u00a0: nous vous proposerons un créneau et vous indiquerons comment venir.",
  },
});
