import type { Dictionary } from "./en";

/** Les textes français : même forme que en.ts, typographie française (espaces insécables). */
const page = (title: string, description: string, heading: string) => ({ title, description, heading });

export const fr = {
  meta: {
    description:
      "Fondation à but non lucratif basée à Cotonou, au Bénin, qui forme les jeunes et les femmes d’Afrique de l’Ouest au numérique, à l’éducation financière, aux métiers du numérique et aux métiers techniques.",
    keywords:
      "fondation, Bénin, Cotonou, Afrique de l’Ouest, alphabétisation numérique, éducation financière, métiers du numérique, EFTP, formation professionnelle, jeunes, femmes, emploi",
    ogImageAlt: "{site}\u00a0: compétences numériques et professionnelles pour les jeunes et les femmes d’Afrique de l’Ouest",
    ogLocale: "fr_FR",
  },
  common: {
    skipToContent: "Aller au contenu principal",
    error: "Erreur",
    success: "Succès",
    loading: "Chargement...",
    loadFailed: "Cette partie de la page n’a pas pu être chargée. Vérifiez votre connexion internet et réessayez\u00a0: rien n’a été débité, et ce que vous avez saisi est conservé.",
    retry: "Réessayer",
    backToForm: "Revenir au formulaire",
    anErrorOccurred: "Une erreur s’est produite",
    unexpectedError: "Une erreur inattendue s’est produite",
    processing: "Traitement en cours...",
    sending: "Envoi en cours...",
    close: "Fermer",
    learnMore: "En savoir plus",
    contactUs: "Contactez-nous",
    backToHome: "Retour à l’accueil",
  },
  header: {
    emailLine: "E-mail\u00a0: {email}",
    languageName: "Français",
    switchLanguage: "English",
    switchLanguageLabel: "Read this page in English",
    homeLink: "{site}, page d’accueil",
    mainNav: "Navigation principale",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Menu",
    join: "Adhérer",
    donate: "Faire un don",
  },
  nav: {
    home: "Accueil",
    about: "À propos",
    programs: "Programmes",
    research: "Recherche",
    events: "Événements",
    partners: "Partenaires",
    contact: "Contact",
  },
  footer: {
    tagline:
      "Nous donnons aux jeunes, aux femmes et aux groupes vulnérables d’Afrique de l’Ouest les compétences numériques, financières et professionnelles qui mènent à l’emploi.",
    address: "Cotonou, Bénin",
    quickLinks: "Liens rapides",
    getInvolved: "S’engager",
    join: "Devenir membre",
    donate: "Faire un don",
    volunteer: "Devenir bénévole",
    contact: "Nous contacter",
    statutes: "Statuts et gouvernance",
    followUs: "Partager",
    shareWhatsApp: "Partager ce site sur WhatsApp",
    shareWhatsAppText: "{site}\u00a0: compétences numériques et professionnelles pour les jeunes et les femmes d’Afrique de l’Ouest",
    newTab: "(s’ouvre dans un nouvel onglet)",
    copyright: "© {from}–{year} {site}. Tous droits réservés.",
    legalNav: "Mentions légales",
    privacy: "Politique de confidentialité",
    terms: "Conditions d’utilisation",
    cookies: "Politique relative aux cookies",
  },
  pages: {
    home: page(
      "Compétences numériques et professionnelles pour les jeunes et les femmes d’Afrique de l’Ouest",
      "Nous formons les jeunes et les femmes d’Afrique de l’Ouest au numérique, à l’éducation financière, aux métiers du numérique et aux métiers techniques pour l’emploi.",
      "Des compétences qui ouvrent des portes aux jeunes et aux femmes d’Afrique de l’Ouest",
    ),
    about: page(
      "À propos",
      "Qui nous sommes\u00a0: une fondation basée à Cotonou, au Bénin, engagée pour l’autonomisation des jeunes, des femmes et des groupes vulnérables d’Afrique de l’Ouest.",
      "À propos de la fondation",
    ),
    programs: page(
      "Nos programmes",
      "Des formations en alphabétisation numérique, en éducation financière, aux métiers du numérique et en enseignement technique et professionnel pour l’emploi.",
      "Nos programmes",
    ),
    program: page("{title}", "{summary}", "{title}"),
    research: page(
      "Recherche",
      "Nos travaux sur l’inclusion numérique, l’éducation financière et l’emploi des jeunes et des femmes en Afrique de l’Ouest.",
      "Recherche et apprentissage",
    ),
    article: page("{title}", "{excerpt}", "{title}"),
    events: page(
      "Événements",
      "Ateliers, webinaires et forums de la fondation\u00a0: les événements à venir et le bilan des éditions passées.",
      "Événements",
    ),
    partners: page(
      "Partenaires",
      "Universités, entreprises et organisations communautaires partenaires de la fondation.",
      "Nos partenaires",
    ),
    contact: page(
      "Contactez-nous",
      "Écrivez à l’équipe de la fondation à Cotonou\u00a0: nous répondons sous 24\u00a0heures.",
      "Contactez-nous",
    ),
    join: page(
      "Devenir membre",
      "Adhérez à la fondation à titre individuel ou en tant qu’organisation et réglez votre cotisation annuelle en ligne.",
      "Devenir membre",
    ),
    donate: page(
      "Faire un don",
      "Faites un don en dollars américains, en euros, en dollars canadiens ou en francs CFA pour former un apprenant, équiper un poste de laboratoire ou financer une cohorte de femmes.",
      "Faire un don",
    ),
    statutes: page(
      "Statuts et gouvernance",
      "Comment la fondation est gouvernée\u00a0: ses statuts, son règlement intérieur et son assemblée générale.",
      "Statuts et gouvernance",
    ),
    legal: page("{document}", "{document} de {site}.", "{document}"),
    legalTypes: {
      privacy: "Politique de confidentialité",
      terms: "Conditions d’utilisation",
      cookies: "Politique relative aux cookies",
    },
    legalNotFound: page(
      "Document juridique introuvable",
      "Ce document juridique n’existe pas.",
      "Document juridique introuvable",
    ),
    paymentSuccess: page(
      "Paiement",
      "L’état de votre paiement à la fondation.",
      "Paiement réussi\u00a0!",
    ),
    volunteer: page(
      "Devenir bénévole",
      "Mettez votre temps et vos compétences au service de la formation des jeunes et des femmes d’Afrique de l’Ouest\u00a0: comment nous aider.",
      "Devenir bénévole",
    ),
    admin: page("Administration", "Administration du site.", "Administration"),
    notFound: {
      title: "404 Page introuvable",
      description: "La page que vous recherchez n’existe pas.",
      heading: "404 Page introuvable",
      text: "La page que vous recherchez n’existe pas.",
      home: "Aller à l’accueil",
      volunteer: "Devenir bénévole",
    },
  },
  toast: {
    close: "Fermer la notification",
    region: "Notifications",
  },
} satisfies Dictionary;
