import { defineTexts } from "@/i18n/texts";

const en = {
  soon: {
    badge: "Coming soon",
    title: "Our partners page is on its way",
    text: "We are preparing a page presenting the organizations that make our programs possible. In the meantime, here are the kinds of partners we work with, and how to join them.",
  },
  categories: {
    title: "Who we partner with",
    items: [
      { title: "Academic", text: "Universities and research institutions" },
      { title: "Corporate", text: "Companies and organizations" },
      { title: "Community", text: "NGOs and local organizations" },
    ],
  },
  contact: {
    title: "Interested in partnering with us?",
    text: "Host a training session, offer work placements, share your expertise or co-fund a cohort: write to us and we will reply within 24 hours.",
  },
};

const fr = {
  soon: {
    badge: "Bientôt disponible",
    title: "Notre page partenaires est en préparation",
    text: "Nous préparons une page présentant les organisations qui rendent nos programmes possibles. En attendant, voici les types de partenaires avec lesquels nous travaillons, et comment les rejoindre.",
  },
  categories: {
    title: "Nos types de partenaires",
    items: [
      { title: "Académiques", text: "Universités et instituts de recherche" },
      { title: "Entreprises", text: "Entreprises et organisations" },
      { title: "Communautaires", text: "ONG et organisations locales" },
    ],
  },
  contact: {
    title: "Vous souhaitez devenir partenaire\u00a0?",
    text: "Accueillir une formation, proposer des stages, partager votre expertise ou cofinancer une promotion\u00a0: écrivez-nous, nous vous répondrons sous 24\u00a0heures.",
  },
};

export const texts = defineTexts(en, fr);
