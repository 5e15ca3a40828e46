import { defineTexts } from "@/i18n/texts";

/** The Programs and Research tabs: what the public site shows, drafts included. */
const en = {
  published: "Published",
  draft: "Draft",
  pillars: {
    digital_literacy: "Digital Literacy",
    financial_literacy: "Financial Literacy",
    digital_jobs: "Digital Jobs",
    tvet: "TVET for Employment",
  },
  programs: {
    intro: "Every program, published or draft, as the public site holds it.",
    empty: "No programs yet.",
    view: "View page",
  },
  research: {
    intro: "Every research article, published or draft.",
    empty: "No articles yet.",
    by: "By {author}",
    view: "View article",
  },
};

export const texts = defineTexts(en, {
  published: "Publié",
  draft: "Brouillon",
  pillars: {
    digital_literacy: "Alphabétisation numérique",
    financial_literacy: "Éducation financière",
    digital_jobs: "Métiers du numérique",
    tvet: "EFTP pour l’emploi",
  },
  programs: {
    intro: "Tous les programmes, publiés ou en brouillon, tels que le site les contient.",
    empty: "Aucun programme pour l’instant.",
    view: "Voir la page",
  },
  research: {
    intro: "Tous les articles de recherche, publiés ou en brouillon.",
    empty: "Aucun article pour l’instant.",
    by: "Par {author}",
    view: "Voir l’article",
  },
});
