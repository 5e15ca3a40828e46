import { defineTexts } from "@/i18n/texts";

const en = {
  hero: {
    eyebrow: "A foundation based in Cotonou, Benin",
  },
  pillars: {
    title: "Our four pillars",
    intro:
      "Everything we do builds on four kinds of skills that open the door to decent work and to financial independence.",
    items: {
      digital_literacy: {
        title: "Digital Literacy",
        text: "Using a computer and a smartphone with confidence: office tools, e-mail, online services and staying safe on the internet.",
        link: "Digital literacy programs",
      },
      financial_literacy: {
        title: "Financial Literacy",
        text: "Budgeting, saving, understanding credit and using mobile money wisely, for households and small businesses alike.",
        link: "Financial literacy programs",
      },
      digital_jobs: {
        title: "Digital Jobs",
        text: "Web development, digital marketing, customer support, data and freelancing: the skills employers and clients are asking for today.",
        link: "Digital jobs programs",
      },
      tvet: {
        title: "TVET for Employment",
        text: "Hands-on technical and vocational training in trades in strong local demand, such as solar installation, with work placements in partner companies.",
        link: "Vocational training programs",
      },
    },
  },
  why: {
    title: "Why work with us",
    intro: "Learners, families and partners trust us for four reasons.",
    items: [
      {
        title: "Experienced Leadership",
        text: "Our team brings more than ten years of experience in training, community development and social enterprise across West Africa.",
      },
      {
        title: "Evidence-driven Impact",
        text: "We follow every graduate for six months after training, measure what works and publish what we learn, so each cohort does better than the last.",
      },
      {
        title: "Inclusive Access",
        text: "Free or low-cost training held close to where people live, in French and local languages, with priority given to women and vulnerable groups.",
      },
      {
        title: "Global & Local Partnerships",
        text: "We work hand in hand with universities, companies and community organizations, from neighborhood associations to international partners.",
      },
    ],
  },
  programs: {
    title: "Our programs",
    intro: "Four flagship programs, one for each pillar, each ending with support into work.",
    items: {
      "code-for-change": {
        title: "Code for Change",
        text: "A free 12-week course from first steps on a computer to building simple websites that meet real needs in the community.",
      },
      "sheleads-finance": {
        title: "SheLeads Finance",
        text: "Eight weeks for women entrepreneurs and savings-group members to budget, save, use mobile money safely and grow their business.",
      },
      "future-work-academy": {
        title: "Future Work Academy",
        text: "A 16-week career track into digital jobs, with real projects, a mentor from the sector and help finding a first job or client.",
      },
      "skills-for-green-jobs": {
        title: "Skills for Jobs",
        text: "Six months of hands-on training in trades such as solar installation, with a work placement and support into employment.",
      },
    },
    learnMore: "Learn more",
    about: "about {title}",
    all: "See all programs",
  },
  impact: {
    title: "Our impact",
    items: [
      { value: "2,500+", label: "lives impacted" },
      { value: "85%", label: "job placement within six months" },
      { value: "12", label: "countries reached" },
      { value: "150+", label: "partners" },
    ],
  },
  cta: {
    title: "Be part of the change",
    text: "Become a member of the foundation or support a learner with a donation: every contribution opens a door for a young person or a woman in West Africa.",
    join: "Join the community",
    donate: "Make a donation",
  },
};

const fr = {
  hero: {
    eyebrow: "Une fondation basée à Cotonou, au Bénin",
  },
  pillars: {
    title: "Nos quatre piliers",
    intro:
      "Toutes nos actions reposent sur quatre familles de compétences qui ouvrent la voie à un emploi décent et à l’autonomie financière.",
    items: {
      digital_literacy: {
        title: "Alphabétisation numérique",
        text: "Utiliser un ordinateur et un smartphone en toute confiance\u00a0: bureautique, messagerie, services en ligne et sécurité sur internet.",
        link: "Programmes d’alphabétisation numérique",
      },
      financial_literacy: {
        title: "Éducation financière",
        text: "Budget, épargne, compréhension du crédit et usage avisé du mobile money, pour les ménages comme pour les petites entreprises.",
        link: "Programmes d’éducation financière",
      },
      digital_jobs: {
        title: "Métiers du numérique",
        text: "Développement web, marketing digital, relation client, données et travail indépendant\u00a0: les compétences que recherchent aujourd’hui employeurs et clients.",
        link: "Programmes des métiers du numérique",
      },
      tvet: {
        title: "EFTP pour l’emploi",
        text: "Une formation technique et professionnelle pratique dans des métiers très demandés localement, comme l’installation solaire, avec des stages en entreprise partenaire.",
        link: "Programmes de formation professionnelle",
      },
    },
  },
  why: {
    title: "Pourquoi nous faire confiance",
    intro: "Apprenants, familles et partenaires nous font confiance pour quatre raisons.",
    items: [
      {
        title: "Une direction expérimentée",
        text: "Notre équipe cumule plus de dix ans d’expérience dans la formation, le développement communautaire et l’entrepreneuriat social en Afrique de l’Ouest.",
      },
      {
        title: "Un impact fondé sur les preuves",
        text: "Nous suivons chaque diplômé pendant six mois après sa formation, mesurons ce qui fonctionne et publions nos enseignements, pour que chaque promotion réussisse mieux que la précédente.",
      },
      {
        title: "Un accès inclusif",
        text: "Des formations gratuites ou à faible coût, organisées au plus près des habitants, en français et en langues locales, en donnant la priorité aux femmes et aux groupes vulnérables.",
      },
      {
        title: "Des partenariats mondiaux et locaux",
        text: "Nous travaillons main dans la main avec des universités, des entreprises et des organisations communautaires, des associations de quartier jusqu’aux partenaires internationaux.",
      },
    ],
  },
  programs: {
    title: "Nos programmes",
    intro: "Quatre programmes phares, un par pilier, qui se terminent tous par un accompagnement vers l’emploi.",
    items: {
      "code-for-change": {
        title: "Code for Change",
        text: "Un parcours gratuit de 12 semaines, des premiers pas sur ordinateur jusqu’à la création de sites web simples, utiles à la communauté.",
      },
      "sheleads-finance": {
        title: "SheLeads Finance",
        text: "Huit semaines pour que les entrepreneures et les membres de tontines tiennent un budget, épargnent, utilisent le mobile money en sécurité et développent leur activité.",
      },
      "future-work-academy": {
        title: "Future Work Academy",
        text: "Un parcours de 16 semaines vers les métiers du numérique, avec des projets réels, un mentor du secteur et une aide pour décrocher un premier emploi ou un premier client.",
      },
      "skills-for-green-jobs": {
        title: "Skills for Jobs",
        text: "Six mois de formation pratique dans des métiers comme l’installation solaire, avec un stage en entreprise et un accompagnement vers l’emploi.",
      },
    },
    learnMore: "En savoir plus",
    about: "sur {title}",
    all: "Voir tous les programmes",
  },
  impact: {
    title: "Notre impact",
    items: [
      { value: "2\u00a0500+", label: "vies transformées" },
      { value: "85\u00a0%", label: "d’insertion professionnelle en six mois" },
      { value: "12", label: "pays" },
      { value: "150+", label: "partenaires" },
    ],
  },
  cta: {
    title: "Participez au changement",
    text: "Devenez membre de la fondation ou soutenez un apprenant par un don\u00a0: chaque contribution ouvre une porte à un jeune ou à une femme d’Afrique de l’Ouest.",
    join: "Rejoindre la communauté",
    donate: "Faire un don",
  },
};

export const texts = defineTexts(en, fr);
export type HomeTexts = typeof texts.en;
