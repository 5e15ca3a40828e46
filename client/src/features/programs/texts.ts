import { defineTexts } from "@/i18n/texts";

const en = {
  pillars: {
    digital_literacy: "Digital Literacy",
    financial_literacy: "Financial Literacy",
    digital_jobs: "Digital Jobs",
    tvet: "TVET for Employment",
  },
  filter: {
    label: "Filter programs by pillar",
    all: "All",
  },
  list: {
    loading: "Loading...",
    empty: "No programs found for the selected filter.",
    showAll: "Show all programs",
    learnMore: "Learn more",
    aboutProgram: "about {title}",
    apply: "Apply",
    applyTo: "to {title}",
    newTab: "(opens in a new tab)",
  },
  detail: {
    backToPrograms: "Back to programs",
    eligibilityTitle: "Who can apply",
    applyTitle: "Ready to take part?",
    applyText:
      "Applications for this program are open. The application form opens in a new tab; once we have received it, our team will contact you about the next steps.",
    apply: "Apply now",
    involvedTitle: "Support this program",
    involvedText:
      "Every cohort is made possible by our members and donors. Join the foundation to take part in its life and decisions, or make a donation to fund training places, equipment and follow-up for learners.",
    join: "Become a member",
    donate: "Make a donation",
    questionsTitle: "Questions about this program?",
    questionsText: "Our team in Cotonou will answer you within 24 hours, whether you want to apply, refer a young person or partner with us.",
    contact: "Contact us",
  },
};

export const texts = defineTexts(en, {
  pillars: {
    digital_literacy: "Alphabétisation numérique",
    financial_literacy: "Éducation financière",
    digital_jobs: "Métiers du numérique",
    tvet: "EFTP pour l’emploi",
  },
  filter: {
    label: "Filtrer les programmes par pilier",
    all: "Tous",
  },
  list: {
    loading: "Chargement...",
    empty: "Aucun programme ne correspond au filtre sélectionné.",
    showAll: "Voir tous les programmes",
    learnMore: "En savoir plus",
    aboutProgram: "sur {title}",
    apply: "Postuler",
    applyTo: "à {title}",
    newTab: "(s’ouvre dans un nouvel onglet)",
  },
  detail: {
    backToPrograms: "Retour aux programmes",
    eligibilityTitle: "Qui peut postuler\u00a0?",
    applyTitle: "Prêt ou prête à participer\u00a0?",
    applyText:
      "Les candidatures à ce programme sont ouvertes. Le formulaire de candidature s’ouvre dans un nouvel onglet\u00a0; dès réception, notre équipe vous contactera pour la suite.",
    apply: "Postuler maintenant",
    involvedTitle: "Soutenir ce programme",
    involvedText:
      "Chaque promotion existe grâce à nos membres et à nos donateurs. Adhérez à la fondation pour prendre part à sa vie et à ses décisions, ou faites un don pour financer des places de formation, du matériel et le suivi des apprenants.",
    join: "Devenir membre",
    donate: "Faire un don",
    questionsTitle: "Une question sur ce programme\u00a0?",
    questionsText:
      "Notre équipe de Cotonou vous répond sous 24\u00a0heures, que vous souhaitiez postuler, orienter un jeune ou devenir partenaire.",
    contact: "Nous contacter",
  },
});
