import { defineTexts } from "@/i18n/texts";

/** What the three legal documents share: the date line, the table of contents, the questions box. */
const en = {
  lastUpdated: "Last updated: {date}",
  onThisPage: "On this page",
  questions: {
    privacy: "Questions about this Privacy Policy?",
    terms: "Questions about these Terms of Use?",
    cookies: "Questions about this Cookie Policy?",
  },
  questionsText: "Write to us at {email} or use our contact form. We answer requests about your personal data within one month, and usually much sooner.",
  notFoundText: "We could not find this document. Our legal documents are the following:",
};

const fr = {
  lastUpdated: "Dernière mise à jour\u00a0: {date}",
  onThisPage: "Sur cette page",
  questions: {
    privacy: "Des questions sur cette politique de confidentialité\u00a0?",
    terms: "Des questions sur ces conditions d’utilisation\u00a0?",
    cookies: "Des questions sur cette politique relative aux cookies\u00a0?",
  },
  questionsText: "Écrivez-nous à {email} ou utilisez notre formulaire de contact. Nous répondons aux demandes concernant vos données personnelles dans un délai d’un mois, et le plus souvent bien plus tôt.",
  notFoundText: "Nous n’avons pas trouvé ce document. Nos documents juridiques sont les suivants\u00a0:",
};

export const texts = defineTexts(en, fr);
