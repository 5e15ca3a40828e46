import { defineTexts } from "@/i18n/texts";

/**
 * The statutes page. Each governance point quotes an article of the statutes word for word
 * (scripts/documents/statutes.ts); tests/api/documents.test.ts checks the quotes.
 */
const en = {
  nextAgm: "Next AGM: {date}",
  points: {
    title: "How the foundation is governed",
    intro:
      "Our statutes set out who decides what, how members take part and how we account for every franc we receive. Here are the four points that matter most.",
    viewCitation: "View Citation",
    quote: "“{article} — {text}”",
    items: [
      {
        title: "General Assembly",
        summary:
          "All members meet at least once a year, in January. The General Assembly approves the audited accounts, adopts the budget and work plan, sets the dues and elects the Board. Every member whose dues are paid has one vote.",
        article: "Article 15",
        text: "The Ordinary General Assembly meets at least once a year, in the month of January, to approve the accounts of the past financial year and set the direction for the year.",
      },
      {
        title: "Board of Directors",
        summary:
          "Seven to eleven volunteer directors, elected for three years and renewable once, set the strategy and oversee the Executive Director. At least 40% of them are women, at least one is under 35, and no employee may sit on the Board.",
        article: "Article 18",
        text: "The Foundation is managed by a Board of Directors of seven to eleven members, elected by the General Assembly from among the members entitled to vote, for a three-year term renewable once.",
      },
      {
        title: "Membership categories and dues",
        summary:
          "Six categories: founder, honorary, patron, individual and organisation adherents, and active members. Dues are set each year by the General Assembly and are payable by January 5th; members admitted during the year pay the full annual amount.",
        article: "Article 10",
        text: "Dues are payable by 5 January of each year at the latest. A member admitted during the year pays the full annual dues.",
      },
      {
        title: "Transparency and audit",
        summary:
          "An independent auditor certifies our accounts every year. Our annual report, with a summary of the audited accounts, is published on this website within six months of the end of the year.",
        article: "Article 29",
        text: "The annual accounts of the Foundation are certified by an independent auditor, registered with the competent professional body, appointed by the General Assembly for three financial years.",
      },
    ],
  },
  documents: {
    title: "Governing documents",
    intro: "Read the full texts. Each document contains the French version followed by the English version; the French version prevails.",
    languages: "French / English",
    details: "PDF, {pages} pages, {size} KB",
    open: "Open the PDF",
    newTab: "(opens in a new tab)",
    statutes: {
      title: "Statutes",
      description: "Name, purpose, members and dues, General Assembly, Board of Directors, resources, accounts and dissolution: the founding text of the foundation.",
    },
    "internal-regulations": {
      title: "Internal regulations",
      description: "How to become a member and pay dues, how meetings are run, our code of conduct, safeguarding and the protection of personal data.",
    },
  },
  questions: {
    title: "A question about our governance?",
    text: "Members, partners and donors can ask us for the minutes of the General Assembly or the audited accounts.",
  },
};

const fr: typeof en = {
  nextAgm: "Prochaine AG\u00a0: {date}",
  points: {
    title: "Comment la fondation est gouvernée",
    intro:
      "Nos statuts disent qui décide de quoi, comment les membres participent et comment nous rendons compte de chaque franc reçu. Voici les quatre points essentiels.",
    viewCitation: "Voir la citation",
    quote: "«\u00a0{article} — {text}\u00a0»",
    items: [
      {
        title: "Assemblée générale",
        summary:
          "Tous les membres se réunissent au moins une fois par an, en janvier. L’Assemblée générale approuve les comptes certifiés, adopte le budget et le programme d’activités, fixe les cotisations et élit le Conseil d’administration. Chaque membre à jour de sa cotisation dispose d’une voix.",
        article: "Article 15",
        text: "L’Assemblée générale ordinaire se réunit au moins une fois par an, au cours du mois de janvier, pour approuver les comptes de l’exercice écoulé et fixer les orientations de l’année.",
      },
      {
        title: "Conseil d’administration",
        summary:
          "Sept à onze administrateurs bénévoles, élus pour trois ans et rééligibles une fois, fixent la stratégie et supervisent le Directeur exécutif. Au moins 40\u00a0% d’entre eux sont des femmes, au moins un a moins de 35\u00a0ans, et aucun salarié ne peut y siéger.",
        article: "Article 18",
        text: "La Fondation est administrée par un Conseil d’administration de sept à onze membres, élus par l’Assemblée générale parmi les membres disposant d’une voix délibérative, pour un mandat de trois ans renouvelable une fois.",
      },
      {
        title: "Catégories de membres et cotisations",
        summary:
          "Six catégories\u00a0: fondateurs, membres d’honneur, bienfaiteurs, adhérents individuels et organisations, et membres actifs. Les cotisations sont fixées chaque année par l’Assemblée générale et payables au plus tard le 5\u00a0janvier\u00a0; le membre admis en cours d’année paie la cotisation annuelle entière.",
        article: "Article 10",
        text: "Les cotisations sont payables au plus tard le 5 janvier de chaque année. Le membre admis en cours d’année acquitte la cotisation annuelle entière.",
      },
      {
        title: "Transparence et audit",
        summary:
          "Un commissaire aux comptes indépendant certifie nos comptes chaque année. Notre rapport annuel, avec une synthèse des comptes certifiés, est publié sur ce site dans les six mois qui suivent la fin de l’exercice.",
        article: "Article 29",
        text: "Les comptes annuels de la Fondation sont certifiés par un commissaire aux comptes indépendant, inscrit à l’ordre professionnel compétent, nommé par l’Assemblée générale pour trois exercices.",
      },
    ],
  },
  documents: {
    title: "Textes fondamentaux",
    intro: "Consultez les textes complets. Chaque document contient la version française puis la version anglaise\u00a0; la version française fait foi.",
    languages: "Français / Anglais",
    details: "PDF, {pages}\u00a0pages, {size}\u00a0Ko",
    open: "Ouvrir le PDF",
    newTab: "(s’ouvre dans un nouvel onglet)",
    statutes: {
      title: "Statuts",
      description: "Dénomination, objet, membres et cotisations, Assemblée générale, Conseil d’administration, ressources, comptes et dissolution\u00a0: le texte fondateur de la fondation.",
    },
    "internal-regulations": {
      title: "Règlement intérieur",
      description: "Comment devenir membre et payer sa cotisation, comment se tiennent les réunions, notre code de conduite, la protection des personnes et celle des données personnelles.",
    },
  },
  questions: {
    title: "Une question sur notre gouvernance\u00a0?",
    text: "Membres, partenaires et donateurs peuvent nous demander les procès-verbaux de l’Assemblée générale ou les comptes certifiés.",
  },
};

export const texts = defineTexts(en, fr);
