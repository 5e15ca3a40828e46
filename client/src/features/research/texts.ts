import { defineTexts } from "@/i18n/texts";

const en = {
  areas: {
    title: "Research areas",
    intro:
      "Our research starts from the questions our programs raise in the field. Each area brings together surveys, evaluations and notes written with our partners.",
    publications: "{count} publications",
    items: {
      digitalInclusion: {
        title: "Digital inclusion",
        description:
          "How young people, women and rural communities in West Africa access and use digital tools, and what keeps those who are left behind offline.",
      },
      womensFinance: {
        title: "Women’s financial empowerment",
        description:
          "Savings groups, mobile money and financial education: what helps women save, borrow and grow their businesses on their own terms.",
      },
      youthEmployment: {
        title: "Youth employment and digital jobs",
        description:
          "The skills employers and online platforms expect, and the pathways that lead young people from training to decent, lasting work.",
      },
      tvetGreenSkills: {
        title: "TVET and green skills",
        description:
          "How technical and vocational training can prepare young people for jobs in solar energy, energy efficiency and the circular economy.",
      },
      edtech: {
        title: "Education technology",
        description:
          "Low-cost, mobile and offline-first learning tools that work on the phones and connections learners actually have.",
      },
    },
  },
  studies: {
    title: "Recent studies",
    intro: "What we are studying now and what we have recently published.",
    year: "Year:",
    type: "Type:",
    types: {
      impactEvaluation: "Impact evaluation",
      survey: "Survey",
      caseStudy: "Case study",
      policyBrief: "Policy brief",
      baselineStudy: "Baseline study",
    },
    statuses: {
      published: "Published",
      ongoing: "Ongoing",
    },
    items: {
      codeForChangeImpact: {
        title: "Code for Change: a two-year impact evaluation",
        description:
          "We are following 500 beneficiaries over 2 years and comparing their digital skills, studies and employment with those of applicants on the waiting list, to measure what the course really changes.",
      },
      digitalSkillsSurvey: {
        title: "The digital skills gap among young people in Cotonou and Porto-Novo",
        description:
          "A survey of 620 young people aged 16 to 30 and 14 employers: almost all use a smartphone every day, but few have the computer skills the job market expects.",
      },
      savingsGroupsMobileMoney: {
        title: "Mobile money in women’s savings groups",
        description:
          "Nine months alongside 18 savings groups and their 312 members in Cotonou and Abomey-Calavi: how digital records build trust, and what fees, network failures and fraud still cost.",
      },
      greenSkillsPolicy: {
        title: "Green skills for employment: priorities for TVET in Benin",
        description:
          "Recommendations to training centers, employers and public authorities for preparing young people for jobs in solar installation and energy efficiency.",
      },
      womenEntrepreneursBaseline: {
        title: "Women entrepreneurs and financial services in Benin",
        description:
          "A baseline study of 1,000 women running small businesses in southern Benin: their savings, access to credit and use of digital financial services, before SheLeads Finance expands.",
      },
    },
  },
  articles: {
    title: "Articles and publications",
    intro:
      "Findings from our work, written for practitioners, partners and anyone who cares about skills and jobs in West Africa.",
    empty: "No articles have been published yet.",
    byAuthor: "By {author}",
    publishedOn: "Published on {date}",
    tags: "Tags",
  },
  partner: {
    title: "Research with us",
    text:
      "Universities, research institutes, public agencies and funders: we welcome partnerships to design studies together, share data responsibly and turn findings into better programs. Our team replies within 24 hours.",
    partner: "Partner with Us",
    partnerSubject: "Research partnership",
    contact: "Contact Us",
  },
  article: {
    back: "Back to research",
    questionsTitle: "Questions about this research?",
    questionsText: "Write to our research team: we reply within 24 hours and are happy to share our methods and data where we can.",
    questionsSubject: "About the article: {title}",
    contact: "Contact Us",
  },
};

export const texts = defineTexts(en, {
  areas: {
    title: "Nos axes de recherche",
    intro:
      "Nos recherches partent des questions que soulèvent nos programmes sur le terrain. Chaque axe réunit des enquêtes, des évaluations et des notes rédigées avec nos partenaires.",
    publications: "{count} publications",
    items: {
      digitalInclusion: {
        title: "Inclusion numérique",
        description:
          "Comment les jeunes, les femmes et les communautés rurales d’Afrique de l’Ouest accèdent aux outils numériques et les utilisent, et ce qui tient encore à l’écart celles et ceux qui restent hors ligne.",
      },
      womensFinance: {
        title: "Autonomisation financière des femmes",
        description:
          "Tontines, mobile money et éducation financière\u00a0: ce qui aide les femmes à épargner, à emprunter et à développer leur activité selon leurs propres choix.",
      },
      youthEmployment: {
        title: "Emploi des jeunes et métiers du numérique",
        description:
          "Les compétences qu’attendent les employeurs et les plateformes en ligne, et les parcours qui mènent les jeunes de la formation à un emploi décent et durable.",
      },
      tvetGreenSkills: {
        title: "EFTP et compétences vertes",
        description:
          "Comment l’enseignement et la formation techniques et professionnels peuvent préparer les jeunes aux métiers de l’énergie solaire, de l’efficacité énergétique et de l’économie circulaire.",
      },
      edtech: {
        title: "Technologies éducatives",
        description:
          "Des outils d’apprentissage mobiles, peu coûteux et utilisables hors ligne, adaptés aux téléphones et aux connexions dont disposent réellement les apprenants.",
      },
    },
  },
  studies: {
    title: "Études récentes",
    intro: "Ce que nous étudions en ce moment et ce que nous avons publié récemment.",
    year: "Année\u00a0:",
    type: "Type\u00a0:",
    types: {
      impactEvaluation: "Évaluation d’impact",
      survey: "Enquête",
      caseStudy: "Étude de cas",
      policyBrief: "Note d’orientation",
      baselineStudy: "Étude de référence",
    },
    statuses: {
      published: "Publié",
      ongoing: "En cours",
    },
    items: {
      codeForChangeImpact: {
        title: "Code for Change\u00a0: une évaluation d’impact sur deux ans",
        description:
          "Nous suivons 500 bénéficiaires pendant 2 ans et comparons leurs compétences numériques, leurs études et leur emploi à ceux des candidats en liste d’attente, afin de mesurer ce que le parcours change réellement.",
      },
      digitalSkillsSurvey: {
        title: "Le fossé des compétences numériques chez les jeunes de Cotonou et de Porto-Novo",
        description:
          "Une enquête auprès de 620 jeunes de 16 à 30 ans et de 14 employeurs\u00a0: presque tous utilisent un smartphone chaque jour, mais peu maîtrisent l’ordinateur comme l’attend le marché du travail.",
      },
      savingsGroupsMobileMoney: {
        title: "Le mobile money dans les tontines de femmes",
        description:
          "Neuf mois aux côtés de 18 tontines et de leurs 312 membres à Cotonou et à Abomey-Calavi\u00a0: comment la traçabilité renforce la confiance, et ce que coûtent encore les frais, les pannes de réseau et la fraude.",
      },
      greenSkillsPolicy: {
        title: "Compétences vertes et emploi\u00a0: priorités pour l’EFTP au Bénin",
        description:
          "Des recommandations aux centres de formation, aux employeurs et aux pouvoirs publics pour préparer les jeunes aux métiers de l’installation solaire et de l’efficacité énergétique.",
      },
      womenEntrepreneursBaseline: {
        title: "Les femmes entrepreneures et les services financiers au Bénin",
        description:
          "Une étude de référence auprès de 1\u00a0000 femmes à la tête de petites entreprises dans le sud du Bénin\u00a0: leur épargne, leur accès au crédit et leur usage des services financiers numériques, avant l’extension de SheLeads Finance.",
      },
    },
  },
  articles: {
    title: "Articles et publications",
    intro:
      "Les enseignements de notre travail, écrits pour les praticiens, nos partenaires et toutes celles et ceux qui s’intéressent aux compétences et à l’emploi en Afrique de l’Ouest.",
    empty: "Aucun article n’a encore été publié.",
    byAuthor: "Par {author}",
    publishedOn: "Publié le {date}",
    tags: "Mots-clés",
  },
  partner: {
    title: "Faire de la recherche avec nous",
    text:
      "Universités, instituts de recherche, administrations et bailleurs de fonds\u00a0: nous accueillons volontiers des partenariats pour concevoir des études ensemble, partager des données de façon responsable et faire des résultats de meilleurs programmes. Notre équipe répond sous 24\u00a0heures.",
    partner: "Devenir partenaire",
    partnerSubject: "Partenariat de recherche",
    contact: "Nous contacter",
  },
  article: {
    back: "Retour à la recherche",
    questionsTitle: "Une question sur cette recherche\u00a0?",
    questionsText:
      "Écrivez à notre équipe de recherche\u00a0: nous répondons sous 24\u00a0heures et partageons volontiers nos méthodes et nos données lorsque c’est possible.",
    questionsSubject: "À propos de l’article\u00a0: {title}",
    contact: "Nous contacter",
  },
});
