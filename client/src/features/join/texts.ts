import { defineTexts } from "@/i18n/texts";

const en = {
  lead: "Members carry the foundation: they elect its board at the General Assembly, follow its work closely and, through their dues, fund the training of young people and women across West Africa.",
  categoriesTitle: "Membership categories",
  categoriesIntro: "Choose the category that fits you. Individual and organisation dues, and patrons’ contributions, are paid online by card when you apply.",
  categories: {
    adherent_individual: {
      name: "Individual (natural person)",
      description: "For anyone who shares our mission and wants to take part in the life of the foundation and vote at the General Assembly.",
    },
    adherent_organization: {
      name: "Organization (legal person)",
      description: "For companies, associations, schools and cooperatives that support our programs and want a voice in the foundation.",
    },
    patron: {
      name: "Patron (benefactor)",
      description: "For people and organisations who support the foundation with a larger annual contribution of their choice.",
    },
    founder: {
      name: "Founder",
      description: "The members who created the foundation in 2024 and signed its statutes. This category is closed to new applications.",
    },
    honorary: {
      name: "Honorary",
      description: "Conferred by the General Assembly on people who have rendered outstanding service to the foundation.",
    },
    active: {
      name: "Active Member",
      description: "For members who give their time and skills to the programs (trainers, mentors, volunteers); their dues are set with the board.",
    },
  },
  dues: {
    perYear: "{amount} / year",
    from: "From {amount} / year",
    none: "No dues",
    variable: "Variable",
  },
  duesNoteTitle: "About dues",
  duesNote: [
    "Annual dues are payable by January 5th each year.",
    "Members admitted during the year pay the full annual amount.",
    "The General Assembly may revise the dues each year; the next AGM takes place in January 2026.",
  ],
};

const fr = {
  lead: "Les membres font vivre la fondation\u00a0: ils élisent son conseil d’administration en assemblée générale, suivent son action de près et, par leurs cotisations, financent la formation des jeunes et des femmes d’Afrique de l’Ouest.",
  categoriesTitle: "Catégories de membres",
  categoriesIntro: "Choisissez la catégorie qui vous correspond. Les cotisations des membres individuels et des organisations, ainsi que les contributions des bienfaiteurs, se règlent en ligne par carte lors de l’adhésion.",
  categories: {
    adherent_individual: {
      name: "Individuel",
      description: "Pour toute personne qui partage notre mission et souhaite participer à la vie de la fondation et voter en assemblée générale.",
    },
    adherent_organization: {
      name: "Organisation",
      description: "Pour les entreprises, associations, écoles et coopératives qui soutiennent nos programmes et souhaitent avoir voix au chapitre.",
    },
    patron: {
      name: "Bienfaiteur",
      description: "Pour les personnes et organisations qui soutiennent la fondation par une contribution annuelle plus importante, dont elles fixent le montant.",
    },
    founder: {
      name: "Fondateur",
      description: "Les membres qui ont créé la fondation en 2024 et signé ses statuts. Cette catégorie n’est pas ouverte aux nouvelles demandes.",
    },
    honorary: {
      name: "Honneur",
      description: "Qualité conférée par l’assemblée générale aux personnes qui ont rendu des services éminents à la fondation.",
    },
    active: {
      name: "Actif",
      description: "Pour les membres qui donnent de leur temps et de leurs compétences aux programmes (formateurs, mentors, bénévoles)\u00a0; leur cotisation est fixée avec le conseil.",
    },
  },
  dues: {
    perYear: "{amount} / an",
    from: "À partir de {amount} / an",
    none: "Sans cotisation",
    variable: "Variable",
  },
  duesNoteTitle: "À propos des cotisations",
  duesNote: [
    "La cotisation annuelle est exigible au plus tard le 5\u00a0janvier de chaque année.",
    "Les membres admis en cours d’année acquittent la cotisation annuelle complète.",
    "L’assemblée générale peut réviser les cotisations chaque année\u00a0; la prochaine AG se tient en janvier 2026.",
  ],
};

export const texts = defineTexts(en, fr);
