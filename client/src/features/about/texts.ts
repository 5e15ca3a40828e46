import { defineTexts } from "@/i18n/texts";

const en = {
  who: {
    title: "Who we are",
    paragraphs: [
      "Founded in 2024 in Cotonou, Benin, our foundation works for the empowerment of youth, women and vulnerable groups in West Africa. We believe that skills are the surest path to decent work, to financial independence and to a voice in the decisions that shape one’s life.",
      "We train people in four areas: digital literacy, financial literacy, digital jobs and technical and vocational education and training (TVET) for employment. Our programs are practical, close to where people live and designed with employers, so that training leads to work. We follow our graduates for six months and use what we learn to improve every cohort.",
    ],
    mission: "Our mission",
    missionText:
      "To give young people and women in West Africa the digital, financial and technical skills they need to find decent work, start a business and take part fully in the economy.",
    vision: "Our vision",
    visionText:
      "A West Africa where every young person and every woman, wherever they live, can learn, work and thrive in the digital economy.",
  },
  founder: {
    title: "A message from our founder",
    paragraphs: [
      "I have met too many talented young people in Cotonou, Parakou and beyond whose only obstacle was a missed opportunity: a computer they had never been able to use, a training course they could not afford, a savings group whose accounts nobody had learned to keep.",
      "We created this foundation in 2024 to close that gap, one learner at a time. Our trainers and mentors, our partners and our members share a simple conviction: when a young woman learns to code, to manage her money or to install a solar panel, she changes her own future and that of the people around her.",
      "Thank you for taking the time to learn about our work. Whether you join us as a member, a volunteer, a partner or a donor, you have a place in this story.",
    ],
    signature: "Founder and President",
  },
  governance: {
    title: "Governance",
    paragraphs: [
      "The foundation is a non-profit organization governed by its statutes and its internal regulations. The General Assembly of members meets at least once a year: it approves the annual report and accounts, sets membership dues and elects the Board of Directors.",
      "The Board of Directors sets the foundation’s strategy and oversees its programs and finances. An Executive Office, chaired by the President, runs day-to-day activities and reports to the Board. Our accounts are kept transparently and presented every year to the General Assembly.",
    ],
    link: "Read our statutes and governance documents",
  },
  stats: {
    title: "In figures",
    items: [
      { value: "10+", label: "years of experience" },
      { value: "50+", label: "strategic partnerships" },
      { value: "25+", label: "communities served across West Africa" },
    ],
    note: "The foundation was created in 2024; the years of experience are those of its team.",
  },
};

const fr = {
  who: {
    title: "Qui sommes-nous\u00a0?",
    paragraphs: [
      "Créée en 2024 à Cotonou, au Bénin, notre fondation œuvre pour l’autonomisation des jeunes, des femmes et des groupes vulnérables en Afrique de l’Ouest. Nous sommes convaincus que les compétences sont le chemin le plus sûr vers un emploi décent, l’autonomie financière et la possibilité de peser sur les décisions qui façonnent sa vie.",
      "Nous formons dans quatre domaines\u00a0: l’alphabétisation numérique, l’éducation financière, les métiers du numérique et l’enseignement et la formation techniques et professionnels (EFTP) pour l’emploi. Nos programmes sont pratiques, organisés au plus près des habitants et conçus avec les employeurs, pour que la formation débouche sur un emploi. Nous suivons nos diplômés pendant six mois et tirons les leçons de chaque promotion pour améliorer la suivante.",
    ],
    mission: "Notre mission",
    missionText:
      "Donner aux jeunes et aux femmes d’Afrique de l’Ouest les compétences numériques, financières et techniques dont ils ont besoin pour trouver un emploi décent, créer leur activité et participer pleinement à l’économie.",
    vision: "Notre vision",
    visionText:
      "Une Afrique de l’Ouest où chaque jeune et chaque femme, où qu’ils vivent, peuvent apprendre, travailler et s’épanouir dans l’économie numérique.",
  },
  founder: {
    title: "Le mot de la fondatrice",
    paragraphs: [
      "J’ai rencontré trop de jeunes talentueux, à Cotonou, à Parakou et ailleurs, dont le seul obstacle était une occasion manquée\u00a0: un ordinateur qu’ils n’avaient jamais pu utiliser, une formation trop chère pour eux, une tontine dont personne n’avait appris à tenir les comptes.",
      "Nous avons créé cette fondation en 2024 pour combler cet écart, un apprenant après l’autre. Nos formateurs et nos mentors, nos partenaires et nos membres partagent une conviction simple\u00a0: lorsqu’une jeune femme apprend à coder, à gérer son argent ou à installer un panneau solaire, elle change son propre avenir et celui de son entourage.",
      "Merci de prendre le temps de découvrir notre action. Que vous nous rejoigniez comme membre, bénévole, partenaire ou donateur, vous avez votre place dans cette histoire.",
    ],
    signature: "Fondatrice et présidente",
  },
  governance: {
    title: "Gouvernance",
    paragraphs: [
      "La fondation est une organisation à but non lucratif régie par ses statuts et son règlement intérieur. L’Assemblée générale des membres se réunit au moins une fois par an\u00a0: elle approuve le rapport d’activité et les comptes, fixe le montant des cotisations et élit le Conseil d’administration.",
      "Le Conseil d’administration définit la stratégie de la fondation et veille au bon déroulement de ses programmes et à sa gestion financière. Un Bureau exécutif, présidé par la présidente, conduit les activités au quotidien et rend compte au Conseil. Nos comptes sont tenus en toute transparence et présentés chaque année à l’Assemblée générale.",
    ],
    link: "Lire nos statuts et nos documents de gouvernance",
  },
  stats: {
    title: "En chiffres",
    items: [
      { value: "10+", label: "années d’expérience" },
      { value: "50+", label: "partenariats stratégiques" },
      { value: "25+", label: "communautés accompagnées en Afrique de l’Ouest" },
    ],
    note: "La fondation a été créée en 2024\u00a0; les années d’expérience sont celles de son équipe.",
  },
};

export const texts = defineTexts(en, fr);
