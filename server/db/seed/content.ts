/**
 * Seed content of the site: the four programs of the home page, three research articles
 * and the events of the /events page (docs/rules.md R28, R37).
 *
 * Long texts are Markdown (rendered on the server, server/lib/markdown.ts): paragraphs
 * separated by a blank line, "- " starts a list item, "## " starts a subheading. French texts are written with ordinary spaces and
 * pass through `frenchTypography`, which puts the non-breaking spaces French typography
 * requires (before : ; ? ! %, inside « », between groups of thousands).
 */
import type { InsertArticle, InsertEvent, InsertProgram, LocalizedText } from "../../../shared/schema";

// ---------------------------------------------------------------- text helpers

const NBSP = "\u00a0";

/** Non-breaking spaces of French typography, from text typed with ordinary spaces. */
function frenchTypography(text: string): string {
  return text
    .replace(/ ([:;?!%»])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`);
}

/** Blocks of a long text: a string is a paragraph (or a "## " subheading), an array a list. */
function text(...blocks: Array<string | string[]>): string {
  return blocks
    .map((block) => (typeof block === "string" ? block : block.map((item) => `- ${item}`).join("\n")))
    .join("\n\n");
}

function loc(en: string, fr: string): LocalizedText {
  return { en, fr: frenchTypography(fr) };
}

// ---------------------------------------------------------------- programs

export const seedPrograms: InsertProgram[] = [
  {
    slug: "code-for-change",
    pillar: "digital_literacy",
    title: loc("Code for Change", "Code for Change"),
    summary: loc(
      "A free 12-week course that takes young people from their first steps on a computer to building simple websites and apps that meet real needs in their communities.",
      "Un parcours gratuit de 12 semaines qui accompagne les jeunes de leurs premiers pas sur ordinateur jusqu’à la création de sites web et d’applications simples, utiles à leur communauté.",
    ),
    content: loc(
      text(
        "Code for Change is our entry point into the digital world. Many young people in Benin use a smartphone every day but have rarely had the chance to work on a computer, organize files, write a professional e-mail or understand how the websites they visit are built. Code for Change closes that gap in twelve weeks, starting from the very basics.",
        "The first half of the course builds solid digital literacy: using a computer and keyboard with confidence, organizing documents, searching the web effectively, staying safe online and protecting personal data, and working with word processors, spreadsheets and online collaboration tools. Every session is hands-on, and each learner has a laptop for the whole course.",
        "The second half introduces programming through web development. Participants learn HTML, CSS and the basics of JavaScript, and discover how to plan a project, test their work and find help in developer communities. The aim is not to turn everyone into a software engineer in three months, but to give each learner the confidence to keep learning and to see technology as something they can shape.",
        "The course ends with a project built in small teams, answering a need the participants have identified in their own neighborhood: a directory of local artisans, an information page for a health center, a simple tool to track the contributions of a savings group. Projects are presented at a public demo day for families, partners and employers.",
        "Sessions take place three half-days a week at our training center in Cotonou, in French, in groups of no more than 25 learners supported by a trainer and a peer mentor. Participants who complete the course receive a certificate and can go on to Future Work Academy or other advanced tracks.",
      ),
      text(
        "Code for Change est notre porte d’entrée vers le numérique. Au Bénin, beaucoup de jeunes utilisent un smartphone tous les jours, mais ont rarement eu l’occasion de travailler sur un ordinateur, de classer des fichiers, de rédiger un courriel professionnel ou de comprendre comment sont construits les sites qu’ils consultent. En douze semaines, Code for Change comble ce retard en partant des bases.",
        "La première moitié du parcours est consacrée aux compétences numériques essentielles : prise en main de l’ordinateur et du clavier, organisation des documents, recherche efficace sur Internet, sécurité en ligne et protection des données personnelles, traitement de texte, tableur et outils de travail collaboratif. Toutes les séances sont pratiques et chaque apprenant dispose d’un ordinateur portable pendant toute la formation.",
        "La seconde moitié initie à la programmation par le développement web. Les participants apprennent le HTML, le CSS et les bases du JavaScript ; ils découvrent aussi comment planifier un projet, tester leur travail et trouver de l’aide auprès des communautés de développeurs. Il ne s’agit pas de former des ingénieurs logiciels en trois mois, mais de donner à chacun la confiance nécessaire pour continuer à apprendre et pour voir la technologie comme un outil à sa portée.",
        "Le parcours se termine par un projet mené en petites équipes, qui répond à un besoin repéré par les participants dans leur propre quartier : annuaire des artisans locaux, page d’information pour un centre de santé, petit outil de suivi des cotisations d’une tontine… Les projets sont présentés lors d’une journée de démonstration ouverte aux familles, aux partenaires et aux employeurs.",
        "Les séances ont lieu trois demi-journées par semaine dans notre centre de formation de Cotonou, en français, par groupes de 25 apprenants au maximum, encadrés par un formateur et un pair-mentor. Les participants qui achèvent le parcours reçoivent une attestation et peuvent poursuivre avec la Future Work Academy ou d’autres parcours plus avancés.",
      ),
    ),
    eligibility: loc(
      text(
        "Code for Change is open to young people who are curious about technology, whatever their starting level. We pay close attention to gender balance and aim for at least half of each cohort to be young women.",
        [
          "Aged 16 to 30",
          "Living in or near Cotonou and able to attend three half-day sessions a week for 12 weeks",
          "Able to read and write in French",
          "No prior computer or coding experience required",
          "Selection through a short application form and a motivation interview",
        ],
      ),
      text(
        "Code for Change s’adresse aux jeunes curieux de technologie, quel que soit leur niveau de départ. Nous sommes attentifs à la parité et visons au moins la moitié de jeunes femmes dans chaque promotion.",
        [
          "Avoir entre 16 et 30 ans",
          "Habiter Cotonou ou ses environs et pouvoir suivre trois demi-journées de cours par semaine pendant 12 semaines",
          "Savoir lire et écrire en français",
          "Aucune expérience préalable en informatique ou en programmation n’est exigée",
          "Sélection sur un court dossier de candidature et un entretien de motivation",
        ],
      ),
    ),
    applyLink: null,
    heroImage: null,
    published: true,
  },
  {
    slug: "sheleads-finance",
    pillar: "financial_literacy",
    title: loc("SheLeads Finance", "SheLeads Finance"),
    summary: loc(
      "An eight-week program that equips women entrepreneurs and savings-group members to budget, save, use mobile money safely and grow their businesses with confidence.",
      "Un programme de huit semaines qui donne aux femmes entrepreneures et aux membres de tontines les moyens de tenir un budget, d’épargner, d’utiliser le mobile money en toute sécurité et de développer leur activité.",
    ),
    content: loc(
      text(
        "Women run a large share of the small businesses that keep West African markets alive. Yet many manage their income without a budget, keep their savings at home or in informal groups, and hesitate to use financial services they do not fully trust. SheLeads Finance was designed with and for these women, to turn everyday financial know-how into lasting security and growth.",
        "Over eight weeks, each cohort of 20 women meets once a week for a three-hour session. The curriculum covers household and business budgeting, separating personal and business money, building a savings habit, understanding the real cost of credit, and planning for emergencies and school fees. Each topic starts from the participants’ own experience and ends with a practical tool they can use the next day.",
        "A full module is devoted to mobile money, which has become part of daily life in Benin. Participants practice transfers, merchant payments and savings features on their own phones, learn to read transaction fees, and learn to recognize and avoid the most common scams. Women who lead tontines and savings groups also learn simple ways to keep clear digital records of contributions.",
        "In the final weeks, each participant builds a simple business plan and presents it to the group and to a panel of mentors. Participants meet microfinance institutions and cooperatives and learn about the steps to formalize a business, so they can make informed choices about what comes next.",
        "Sessions are held in French, with facilitators who can explain in Fon or Yoruba when needed, at times planned around market days and family commitments. After the program, alumnae stay connected through a peer-support network and quarterly follow-up meetings.",
      ),
      text(
        "Les femmes tiennent une grande partie des petites entreprises qui font vivre les marchés d’Afrique de l’Ouest. Pourtant, beaucoup gèrent leurs revenus sans budget, gardent leur épargne à la maison ou dans des groupes informels et hésitent à recourir à des services financiers auxquels elles ne font pas entièrement confiance. SheLeads Finance a été conçu avec elles et pour elles, afin de transformer leur savoir-faire quotidien en sécurité et en croissance durables.",
        "Pendant huit semaines, chaque promotion de 20 femmes se retrouve une fois par semaine pour une séance de trois heures. Au programme : budget du ménage et de l’activité, séparation de l’argent personnel et professionnel, habitude d’épargne, coût réel du crédit, préparation aux imprévus et aux frais de scolarité. Chaque thème part de l’expérience des participantes et débouche sur un outil concret, utilisable dès le lendemain.",
        "Un module entier est consacré au mobile money, devenu incontournable au Bénin. Les participantes s’exercent sur leur propre téléphone aux transferts, aux paiements marchands et aux fonctions d’épargne, apprennent à lire les frais de transaction et à déjouer les arnaques les plus courantes. Celles qui animent une tontine découvrent aussi des moyens simples de tenir un suivi numérique clair des cotisations.",
        "Les dernières semaines sont consacrées à l’élaboration d’un plan d’affaires simple, que chaque participante présente au groupe et à un jury de mentors. Les participantes rencontrent des institutions de microfinance et des coopératives, et découvrent les démarches de formalisation, afin de choisir en connaissance de cause la prochaine étape de leur activité.",
        "Les séances se déroulent en français, avec des animatrices capables de reprendre les explications en fon ou en yoruba, à des horaires pensés en fonction des jours de marché et des contraintes familiales. À l’issue du programme, les anciennes participantes restent en lien grâce à un réseau d’entraide et à des rencontres de suivi trimestrielles.",
      ),
    ),
    eligibility: loc(
      text(
        "SheLeads Finance is open to women who want to take control of their finances, whether they already run a business, are starting one or manage the savings of a group.",
        [
          "Women aged 18 and over",
          "Living in Cotonou, Abomey-Calavi, Porto-Novo or the surrounding area",
          "Running or preparing an income-generating activity, or an active member of a savings group (tontine)",
          "Owning a mobile phone; a smartphone is useful but not required",
          "No diploma required; support with reading and arithmetic is provided where needed",
        ],
      ),
      text(
        "SheLeads Finance s’adresse aux femmes qui souhaitent reprendre la main sur leurs finances, qu’elles tiennent déjà un commerce, qu’elles se lancent ou qu’elles gèrent l’épargne d’un groupe.",
        [
          "Être une femme âgée de 18 ans ou plus",
          "Résider à Cotonou, Abomey-Calavi, Porto-Novo ou dans les environs",
          "Exercer ou préparer une activité génératrice de revenus, ou être membre active d’une tontine",
          "Disposer d’un téléphone portable ; un smartphone est utile mais pas obligatoire",
          "Aucun diplôme n’est exigé ; un accompagnement en lecture et en calcul est proposé si nécessaire",
        ],
      ),
    ),
    applyLink: null,
    heroImage: null,
    published: true,
  },
  {
    slug: "future-work-academy",
    pillar: "digital_jobs",
    title: loc("Future Work Academy", "Future Work Academy"),
    summary: loc(
      "A 16-week career track that prepares young people for digital jobs, from digital marketing and customer support to data and freelancing, with mentoring and support into employment.",
      "Un parcours professionnalisant de 16 semaines qui prépare les jeunes aux métiers du numérique (marketing digital, relation client, données, freelance), avec mentorat et accompagnement vers l’emploi.",
    ),
    content: loc(
      text(
        "The digital economy is creating new kinds of work across West Africa, and much of it can be done from Cotonou for clients in Lagos, Abidjan, Dakar or further afield. Future Work Academy prepares young people to seize these opportunities, with the skills employers actually ask for and the professional habits that help them keep a job once they have found one.",
        "After a four-week common core on digital tools, professional communication, online collaboration and time management, each participant chooses one of three specialization tracks for the remaining twelve weeks:",
        [
          "Digital marketing and social media management",
          "Customer experience and virtual assistance, in French and English",
          "Data entry, spreadsheets and introductory data analysis",
        ],
        "Learning is project-based. Participants work on briefs provided by partner businesses and organizations, build a portfolio they can show to recruiters, and practice with the platforms and tools used in real workplaces. Weekly English sessions prepare them to work with clients across the region.",
        "Every participant is paired with a mentor working in the digital sector. In the final month, our employment team runs mock interviews, reviews CVs and online profiles, arranges meetings with recruiters and helps participants prepare their first freelance assignments. This support continues for six months after the program, the period over which we measure job placement.",
        "The academy follows a blended format: two days a week in person at our Cotonou center and guided online work for the rest of the week. A limited number of fully online places are open to young people elsewhere in West Africa who meet the requirements and have a reliable internet connection.",
      ),
      text(
        "L’économie numérique fait naître de nouveaux métiers partout en Afrique de l’Ouest, dont beaucoup peuvent s’exercer depuis Cotonou pour des clients installés à Lagos, Abidjan, Dakar ou plus loin encore. La Future Work Academy prépare les jeunes à saisir ces opportunités, avec les compétences que recherchent réellement les employeurs et les habitudes professionnelles qui permettent de garder un emploi une fois celui-ci décroché.",
        "Après un tronc commun de quatre semaines (outils numériques, communication professionnelle, travail collaboratif en ligne, gestion du temps), chaque participant choisit l’une des trois spécialisations suivantes pour les douze semaines restantes :",
        [
          "Marketing digital et gestion des réseaux sociaux",
          "Relation client et assistance virtuelle, en français et en anglais",
          "Saisie de données, tableurs et initiation à l’analyse de données",
        ],
        "La pédagogie repose sur des projets concrets. Les participants travaillent sur des commandes confiées par des entreprises et des organisations partenaires, constituent un portfolio à présenter aux recruteurs et se familiarisent avec les plateformes et les outils utilisés en entreprise. Des séances d’anglais hebdomadaires les préparent à travailler avec des clients de toute la région.",
        "Chaque participant est accompagné par un mentor en poste dans le secteur du numérique. Au cours du dernier mois, notre équipe emploi organise des simulations d’entretien, relit les CV et les profils en ligne, organise des rencontres avec des recruteurs et aide les participants à préparer leurs premières missions en freelance. Ce suivi se poursuit pendant les six mois qui suivent la formation, période sur laquelle nous mesurons l’insertion professionnelle.",
        "L’académie fonctionne en format hybride : deux jours par semaine en présentiel dans notre centre de Cotonou et un travail en ligne encadré le reste de la semaine. Quelques places entièrement à distance sont ouvertes aux jeunes d’autres pays d’Afrique de l’Ouest qui remplissent les conditions et disposent d’une connexion Internet fiable.",
      ),
    ),
    eligibility: loc(
      text(
        "Future Work Academy is intended for young people who are ready to commit to an intensive program and to look actively for work when it ends.",
        [
          "Aged 18 to 35",
          "Completed secondary school (or equivalent), or completed Code for Change",
          "Comfortable using a computer, e-mail and the internet",
          "Able to dedicate about 20 hours a week for 16 weeks",
          "Based in Benin for in-person places; online places are open to applicants from other West African countries with a reliable internet connection",
          "Selection through an application form, a short online skills test and an interview",
        ],
      ),
      text(
        "La Future Work Academy s’adresse aux jeunes prêts à s’engager dans un programme intensif et à rechercher activement un emploi à son issue.",
        [
          "Avoir entre 18 et 35 ans",
          "Avoir achevé le second cycle du secondaire (ou niveau équivalent), ou avoir suivi Code for Change",
          "Être à l’aise avec un ordinateur, la messagerie électronique et Internet",
          "Pouvoir consacrer environ 20 heures par semaine à la formation pendant 16 semaines",
          "Résider au Bénin pour les places en présentiel ; les places à distance sont ouvertes aux candidats d’autres pays d’Afrique de l’Ouest disposant d’une connexion fiable",
          "Sélection sur dossier, court test de compétences en ligne et entretien",
        ],
      ),
    ),
    applyLink: null,
    heroImage: null,
    published: true,
  },
  {
    slug: "skills-for-green-jobs",
    pillar: "tvet",
    title: loc("Skills for Jobs", "Skills for Jobs"),
    summary: loc(
      "Six months of hands-on technical training in trades in strong local demand, including solar installation and electrical work, combined with a work placement and support into employment or self-employment.",
      "Six mois de formation technique pratique dans des métiers très demandés localement, dont l’installation solaire et l’électricité, complétés par un stage en entreprise et un accompagnement vers l’emploi ou l’auto-emploi.",
    ),
    content: loc(
      text(
        "Many young people in Benin leave school without a qualification that leads to work, while businesses struggle to find skilled technicians. Skills for Jobs responds to both needs with short, practical technical and vocational training (TVET) in trades where demand is strong and growing, with a particular focus on the green economy.",
        "In each intake, participants choose one trade among those on offer, such as:",
        [
          "Solar photovoltaic installation and maintenance",
          "Residential and commercial electrical installation",
          "Refrigeration and air-conditioning maintenance",
          "Mobile phone and small electronics repair",
        ],
        "The program lasts six months. The first four months combine workshop practice with the theory needed to work safely and to professional standards, delivered with accredited training centers and experienced master craftspeople; around 70% of the time is spent with tools in hand. The last two months are a work placement with a partner company, where participants apply their skills on real sites under supervision.",
        "Because practicing a trade also means running a business, every participant takes short modules on customer relations, pricing a job, basic bookkeeping and workplace safety, as well as the digital skills needed to find clients and receive mobile payments. Graduates who want to set up on their own may receive a starter toolkit and individual follow-up.",
        "At the end of the program, participants take a practical assessment and receive a certificate recognized by our training partners. Our employment team then follows each graduate for six months: across the cohorts we have tracked so far, 85% were in paid work or running their own activity six months after finishing.",
      ),
      text(
        "Au Bénin, de nombreux jeunes quittent l’école sans qualification menant à un emploi, tandis que les entreprises peinent à recruter des techniciens qualifiés. Skills for Jobs répond à ces deux besoins en proposant des formations techniques et professionnelles (EFTP) courtes et pratiques, dans des métiers où la demande est forte et en croissance, en particulier dans l’économie verte.",
        "À chaque session, les participants choisissent un métier parmi ceux proposés, par exemple :",
        [
          "Installation et maintenance de systèmes solaires photovoltaïques",
          "Électricité du bâtiment, en habitat comme en local professionnel",
          "Maintenance en froid et climatisation",
          "Réparation de téléphones portables et de petits appareils électroniques",
        ],
        "La formation dure six mois. Les quatre premiers mois associent pratique en atelier et apports théoriques indispensables pour travailler en sécurité et dans les règles de l’art ; ils sont assurés avec des centres de formation agréés et des maîtres artisans expérimentés, et environ 70 % du temps se passe outils en main. Les deux derniers mois sont consacrés à un stage dans une entreprise partenaire, où les participants mettent leurs compétences en pratique sur de vrais chantiers, sous supervision.",
        "Parce qu’exercer un métier, c’est aussi gérer une activité, chaque participant suit de courts modules sur la relation client, l’établissement d’un devis, la tenue d’une comptabilité simple et la sécurité au travail, ainsi que sur les outils numériques utiles pour trouver des clients et recevoir des paiements mobiles. Les diplômés qui souhaitent s’installer à leur compte peuvent bénéficier d’un kit de démarrage et d’un suivi personnalisé.",
        "En fin de parcours, les participants passent une évaluation pratique et reçoivent une attestation reconnue par nos partenaires de formation. Notre équipe emploi suit ensuite chaque diplômé pendant six mois : dans les promotions suivies jusqu’ici, 85 % occupaient un emploi rémunéré ou exerçaient leur propre activité six mois après la fin de la formation.",
      ),
    ),
    eligibility: loc(
      text(
        "Skills for Jobs is designed for young people who want to learn a trade quickly and enter the world of work. Young women are strongly encouraged to apply, including for trades traditionally held by men.",
        [
          "Aged 17 to 30",
          "Living in southern Benin and able to attend full time for six months",
          "Able to read, write and count in French (completing primary school is usually enough)",
          "Not currently enrolled in full-time education",
          "Genuinely motivated by the chosen trade, as assessed in a practical aptitude session and an interview",
        ],
      ),
      text(
        "Skills for Jobs s’adresse aux jeunes qui veulent apprendre rapidement un métier et entrer dans la vie active. Les jeunes femmes sont vivement encouragées à postuler, y compris pour des métiers traditionnellement exercés par des hommes.",
        [
          "Avoir entre 17 et 30 ans",
          "Résider dans le sud du Bénin et pouvoir suivre la formation à temps plein pendant six mois",
          "Savoir lire, écrire et compter en français (un niveau de fin de primaire suffit généralement)",
          "Ne pas être inscrit dans un cursus d’études à temps plein",
          "Avoir une réelle motivation pour le métier choisi, appréciée lors d’une séance pratique d’aptitude et d’un entretien",
        ],
      ),
    ),
    applyLink: null,
    heroImage: null,
    published: true,
  },
];

// ---------------------------------------------------------------- research articles

export const seedArticles: InsertArticle[] = [
  {
    slug: "digital-skills-gap-youth-cotonou-porto-novo",
    title: loc(
      "Smartphones Everywhere, Computers Rarely: The Digital Skills Gap Among Young People in Cotonou and Porto-Novo",
      "Le smartphone partout, l’ordinateur rarement : le fossé des compétences numériques chez les jeunes de Cotonou et de Porto-Novo",
    ),
    excerpt: loc(
      "Our survey of 620 young people aged 16 to 30 shows that almost all use a smartphone every day, but few have the computer skills employers expect. Young women and early school leavers are the most affected.",
      "Notre enquête auprès de 620 jeunes de 16 à 30 ans montre que presque tous utilisent un smartphone chaque jour, mais que peu maîtrisent l’ordinateur comme l’attendent les employeurs. Les jeunes femmes et les jeunes sortis tôt de l’école sont les plus touchés.",
    ),
    content: loc(
      text(
        "Before opening the first Code for Change cohort, we wanted to test an impression shared by our trainers and by the employers we work with: young people in Benin are highly connected, but their digital skills do not always match what the job market requires. Between November 2024 and January 2025, our team surveyed 620 young people aged 16 to 30 in Cotonou and Porto-Novo, in markets, neighborhoods, vocational centers and universities, and held discussions with 14 local employers.",
        "The sample is not statistically representative of all young people in the two cities, but it is broad enough to reveal clear trends, which we share here because they now guide the design of our programs.",
        "## A connected generation with a narrow toolkit",
        "Nearly all respondents (94%) use a smartphone every day, mainly for messaging, social media, video and mobile money. Yet only 31% had used a computer in the previous month, and fewer than one in four could, without help, create and save a document, attach a file to an e-mail and organize files into folders. Just 12% had ever used a spreadsheet for more than typing in a few numbers.",
        "These gaps are not evenly spread. Young women were less likely than young men to have regular access to a computer, and more likely to share their phone with other members of the household. Young people who left school before the end of secondary education, many of them apprentices or working in the informal sector, had the least access of all, even though they are the ones for whom new skills could open the most doors.",
        "Online safety was another weak point. Most respondents had received a suspicious message asking for money or a code, but few knew how to protect their accounts with a strong password or two-step verification.",
        "## What employers told us",
        "The employers we met, from small businesses to larger companies, rarely expected advanced technical skills for entry-level roles. What they did expect was the ability to write a clear professional e-mail, use a spreadsheet, work on shared documents and pick up new software quickly. Several told us they receive many applications from motivated young people who lack these basics.",
        "These findings shaped Code for Change, which starts with workplace digital skills before introducing programming, and they confirmed the need to reach out specifically to young women and early school leavers. We plan to repeat the survey in 2026 to see how the picture is changing.",
      ),
      text(
        "Avant d’ouvrir la première promotion de Code for Change, nous voulions vérifier une impression partagée par nos formateurs et par les employeurs avec qui nous travaillons : les jeunes Béninois sont très connectés, mais leurs compétences numériques ne correspondent pas toujours aux besoins du marché du travail. Entre novembre 2024 et janvier 2025, notre équipe a interrogé 620 jeunes de 16 à 30 ans à Cotonou et à Porto-Novo, sur les marchés, dans les quartiers, les centres de formation professionnelle et les universités, et s’est entretenue avec 14 employeurs locaux.",
        "L’échantillon n’est pas statistiquement représentatif de l’ensemble des jeunes des deux villes, mais il est suffisamment large pour faire apparaître des tendances nettes, que nous partageons ici parce qu’elles orientent désormais la conception de nos programmes.",
        "## Une génération connectée, mais une boîte à outils limitée",
        "La quasi-totalité des répondants (94 %) utilise un smartphone chaque jour, surtout pour la messagerie, les réseaux sociaux, la vidéo et le mobile money. Pourtant, seuls 31 % s’étaient servis d’un ordinateur au cours du mois précédent, et moins d’un sur quatre savait, sans aide, créer et enregistrer un document, joindre un fichier à un courriel et ranger des fichiers dans des dossiers. À peine 12 % avaient déjà utilisé un tableur pour autre chose que saisir quelques chiffres.",
        "Ces écarts ne sont pas répartis de façon égale. Les jeunes femmes avaient moins souvent que les jeunes hommes un accès régulier à un ordinateur, et partageaient plus souvent leur téléphone avec d’autres membres du foyer. Les jeunes sortis de l’école avant la fin du secondaire, souvent apprentis ou actifs dans le secteur informel, étaient les moins bien équipés, alors que ce sont eux à qui de nouvelles compétences ouvriraient le plus de portes.",
        "La sécurité en ligne est un autre point faible. La plupart des répondants avaient déjà reçu un message suspect leur demandant de l’argent ou un code, mais rares étaient ceux qui savaient protéger leurs comptes par un mot de passe solide ou une validation en deux étapes.",
        "## Ce que nous ont dit les employeurs",
        "Les employeurs rencontrés, des petites entreprises aux sociétés plus importantes, attendent rarement des compétences techniques poussées pour un premier poste. Ils attendent en revanche que les candidats sachent rédiger un courriel professionnel clair, utiliser un tableur, travailler sur des documents partagés et prendre rapidement en main un nouveau logiciel. Plusieurs nous ont dit recevoir de nombreuses candidatures de jeunes motivés à qui ces bases font défaut.",
        "Ces constats ont façonné Code for Change, qui commence par les compétences numériques utiles au travail avant d’aborder la programmation, et ils ont confirmé la nécessité d’aller chercher en priorité les jeunes femmes et les jeunes sortis tôt du système scolaire. Nous prévoyons de renouveler l’enquête en 2026 pour mesurer l’évolution de la situation.",
      ),
    ),
    author: "Research & Learning Team",
    publishDate: "2025-03-20",
    tags: ["digital", "youth", "skills", "survey"],
    published: true,
  },
  {
    slug: "mobile-money-womens-savings-groups-benin",
    title: loc(
      "Mobile Money and Women’s Savings Groups: What We Learned in Cotonou",
      "Mobile money et tontines de femmes : ce que nous avons appris à Cotonou",
    ),
    excerpt: loc(
      "For nine months, we followed 18 women’s savings groups linked to SheLeads Finance as they began using mobile money. Digital records built trust, but fees, network failures and fear of fraud still hold many members back.",
      "Pendant neuf mois, nous avons suivi 18 tontines de femmes liées à SheLeads Finance au moment où elles adoptaient le mobile money. La traçabilité a renforcé la confiance, mais les frais, les pannes de réseau et la peur de la fraude freinent encore bien des membres.",
    ),
    content: loc(
      text(
        "Tontines and other savings groups are at the heart of women’s financial lives in Benin. Members meet regularly, pay a fixed contribution and take turns receiving the pot, or build up a common fund they can borrow from. These groups rest on trust and on the memory of the treasurer, and most of them still run on cash and paper notebooks.",
        "From October 2024 to June 2025, we followed 18 savings groups in Cotonou and Abomey-Calavi, with 312 members in total, whose leaders had taken part in SheLeads Finance. We wanted to understand what happens when a group moves part of its activity to mobile money: which uses stick, what changes for members and what gets in the way. This note is based on group discussions, interviews with 46 members and treasurers, and the groups’ own records; it describes what we observed rather than a representative survey.",
        "## What changed for the groups",
        "The most visible change concerned contributions. By the end of the period, 13 of the 18 groups accepted contributions by mobile money alongside cash. Members who work far from the meeting place or travel for trade said they missed fewer payments, and treasurers reported fewer disputes, because every transfer leaves a trace that anyone can check. “Before, we argued at every meeting about who had paid. Now it is all in the phone,” one treasurer told us.",
        "Mobile money also changed how the pot is kept between meetings. Several groups chose to hold their common fund in a dedicated account rather than at the treasurer’s home, which members described as safer. A few began to use the savings products offered by operators, although understanding of how these products work, and what they cost, remained limited.",
        "## What still holds women back",
        "Three obstacles came up again and again. First, fees: charges on small, frequent withdrawals are felt as a real loss, and some members take everything out in cash as soon as they receive the pot. Second, network failures and agents running short of cash, which undermine confidence on meeting days. Third, fear of fraud: almost every group had heard of, or experienced, a scam by phone call or text message, and this fear weighs most on older members and on those who find reading difficult.",
        "We also saw that a phone is not always personal. In several households, a woman’s phone or SIM card is shared with or managed by another family member, which raises questions of privacy and of control over her own savings.",
        "These findings have reshaped the SheLeads Finance curriculum. The mobile money module now includes practice on participants’ own phones, a session on reading and comparing fees, and role-plays on the most common scams. We now also train two members per group rather than the treasurer alone, so that the group’s records never depend on a single person. Mobile money does not replace the tontine; it strengthens it when members understand and trust the tool.",
      ),
      text(
        "Les tontines et autres groupes d’épargne sont au cœur de la vie financière des femmes au Bénin. Les membres se réunissent régulièrement, versent une cotisation fixe et perçoivent la cagnotte à tour de rôle, ou constituent une caisse commune dans laquelle elles peuvent emprunter. Ces groupes reposent sur la confiance et sur la mémoire de la trésorière, et la plupart fonctionnent encore avec des espèces et des cahiers.",
        "D’octobre 2024 à juin 2025, nous avons suivi 18 tontines de Cotonou et d’Abomey-Calavi, réunissant 312 membres, dont les responsables avaient participé à SheLeads Finance. Nous voulions comprendre ce qui se passe lorsqu’un groupe fait passer une partie de son activité par le mobile money : quels usages s’installent, ce qui change pour les membres et ce qui bloque. Cette note s’appuie sur des discussions de groupe, des entretiens avec 46 membres et trésorières et les registres des tontines elles-mêmes ; elle rend compte de nos observations et non d’une enquête représentative.",
        "## Ce qui a changé pour les groupes",
        "Le changement le plus visible concerne les cotisations. À la fin de la période, 13 des 18 groupes acceptaient les versements par mobile money en plus des espèces. Les membres qui travaillent loin du lieu de réunion ou voyagent pour leur commerce disent manquer moins de versements, et les trésorières font état de moins de disputes, puisque chaque transfert laisse une trace vérifiable par toutes. « Avant, on se disputait à chaque réunion pour savoir qui avait payé. Maintenant, tout est dans le téléphone », nous a confié une trésorière.",
        "Le mobile money a aussi changé la façon de conserver la cagnotte entre deux réunions. Plusieurs groupes ont choisi de garder leur caisse commune sur un compte dédié plutôt qu’au domicile de la trésorière, une solution jugée plus sûre par les membres. Quelques-uns ont commencé à utiliser les produits d’épargne proposés par les opérateurs, même si le fonctionnement et le coût de ces produits restent mal compris.",
        "## Ce qui freine encore les femmes",
        "Trois obstacles reviennent sans cesse. D’abord les frais : prélevés sur de petits retraits fréquents, ils sont vécus comme une vraie perte, et certaines membres retirent tout en espèces dès qu’elles reçoivent la cagnotte. Ensuite, les pannes de réseau et le manque de liquidités chez les agents, qui sapent la confiance les jours de réunion. Enfin, la peur de la fraude : presque tous les groupes avaient entendu parler d’une arnaque par appel ou par SMS, ou en avaient été victimes, et cette crainte pèse surtout sur les membres les plus âgées et sur celles qui lisent difficilement.",
        "Nous avons également constaté que le téléphone n’est pas toujours personnel. Dans plusieurs foyers, le téléphone ou la carte SIM d’une femme est partagé avec un autre membre de la famille, voire géré par lui, ce qui pose la question de la confidentialité et de la maîtrise de sa propre épargne.",
        "Ces constats ont fait évoluer le programme de SheLeads Finance. Le module consacré au mobile money comprend désormais des exercices sur le téléphone des participantes, une séance pour lire et comparer les frais et des mises en situation autour des arnaques les plus courantes. Nous formons aussi deux membres par groupe, et non plus la seule trésorière, afin que les registres ne dépendent jamais d’une seule personne. Le mobile money ne remplace pas la tontine : il la renforce lorsque les membres comprennent l’outil et lui font confiance.",
      ),
    ),
    author: "Research & Learning Team",
    publishDate: "2025-09-18",
    tags: ["fintech", "women", "savings"],
    published: true,
  },
  {
    slug: "tvet-graduates-job-placement-six-months",
    title: loc(
      "Six Months Later: Where Are Our Skills for Jobs Graduates Now?",
      "Six mois après : que sont devenus les diplômés de Skills for Jobs ?",
    ),
    excerpt: loc(
      "We followed every graduate of our first Skills for Jobs cohorts for six months after training: 85% were in paid work or running their own activity. Here is what helped, where young people struggled and what we are changing.",
      "Nous avons suivi chaque diplômé de nos premières promotions Skills for Jobs pendant six mois après la formation : 85 % avaient un emploi rémunéré ou leur propre activité. Voici ce qui a aidé, les difficultés rencontrées et ce que nous changeons.",
    ),
    content: loc(
      text(
        "Training is only worthwhile if it leads to decent work. That is why our employment team follows every Skills for Jobs graduate for six months after the end of the program, with phone calls at one, three and six months and at least one visit to their workplace. This article presents the results for the cohorts that completed their training between January and July 2025, whose six-month follow-up is now complete.",
        "In total, 240 young people completed the program across these cohorts, 38% of them young women. We reached 231 of them at the six-month mark. The nine graduates we could not reach are counted as not in work, so the figures below are, if anything, on the cautious side.",
        "## Results at six months",
        "Six months after finishing, 204 graduates, or 85%, were working: 117 as employees or paid apprentices, most often in the company where they did their placement or in another partner business, and 87 as self-employed technicians, alone or in small teams. Of the other 36, 15 had gone back to school or into further training, 12 were looking for work and 9 could not be reached.",
        "Results varied by trade. Solar installation and electrical work, driven by growing demand for off-grid and backup power, had the highest placement rates, while phone repair graduates were more often self-employed and reported less regular incomes. Overall, young women did as well as young men, and those trained in solar installation were particularly sought after by partner companies.",
        "Incomes varied widely, especially for self-employed graduates, whose earnings depend on the season and on word of mouth. A first job is only a first step: we will keep following these graduates to find out whether their jobs last and their incomes grow.",
        "## What made the difference",
        "Three factors stood out in graduates’ accounts. The work placement was decisive: more than half of those in salaried work were hired by their host company or through a contact made during the placement. The starter toolkit allowed many self-employed graduates to take on their first jobs without borrowing. And the follow-up calls helped graduates through the difficult first weeks, whether negotiating a first contract or pricing a job.",
        "The main difficulties were the cost of getting to work sites, the lack of capital to buy materials and, for some young women, family reluctance about trades seen as men’s work. In response, we are extending transport support during placements, working with microfinance partners on small equipment loans and inviting families to meet trainers and employers at the start of each cohort. Our thanks go to the training centers, master craftspeople and partner companies who make these results possible.",
      ),
      text(
        "Une formation n’a de sens que si elle mène à un emploi décent. C’est pourquoi notre équipe emploi suit chaque diplômé de Skills for Jobs pendant les six mois qui suivent la fin du programme, avec des appels à un, trois et six mois et au moins une visite sur son lieu de travail. Cet article présente les résultats des promotions sorties de formation entre janvier et juillet 2025, dont le suivi à six mois est désormais terminé.",
        "Au total, 240 jeunes ont terminé le programme dans ces promotions, dont 38 % de jeunes femmes. Nous en avons joint 231 au bout de six mois. Les neuf diplômés que nous n’avons pas pu joindre sont comptés comme sans emploi : les chiffres qui suivent sont donc plutôt prudents.",
        "## Les résultats à six mois",
        "Six mois après la fin de leur formation, 204 diplômés, soit 85 %, travaillaient : 117 comme salariés ou apprentis rémunérés, le plus souvent dans l’entreprise qui les avait accueillis en stage ou chez un autre partenaire, et 87 comme techniciens à leur compte, seuls ou en petite équipe. Parmi les 36 autres, 15 avaient repris des études ou une formation complémentaire, 12 cherchaient un emploi et 9 n’ont pas pu être joints.",
        "Les résultats varient selon les métiers. L’installation solaire et l’électricité, portées par la demande croissante en énergie hors réseau et en alimentation de secours, affichent les meilleurs taux d’insertion, tandis que les diplômés en réparation de téléphones exercent plus souvent à leur compte, avec des revenus moins réguliers. Dans l’ensemble, les jeunes femmes ont aussi bien réussi que les jeunes hommes, et celles formées à l’installation solaire ont été particulièrement recherchées par les entreprises partenaires.",
        "Les revenus sont très variables, en particulier pour les diplômés à leur compte, dont les gains dépendent de la saison et du bouche-à-oreille. Un premier emploi n’est qu’une étape : nous continuerons à suivre ces diplômés pour savoir si leur emploi dure et si leurs revenus progressent.",
        "## Ce qui a fait la différence",
        "Trois facteurs ressortent des témoignages. Le stage a été décisif : plus de la moitié des diplômés salariés ont été recrutés par leur entreprise d’accueil ou grâce à un contact noué pendant le stage. Le kit de démarrage a permis à beaucoup de jeunes installés à leur compte de décrocher leurs premiers chantiers sans s’endetter. Enfin, les appels de suivi ont aidé les diplômés à passer le cap difficile des premières semaines, qu’il s’agisse de négocier un premier contrat ou d’établir un devis.",
        "Les principales difficultés tiennent au coût du transport jusqu’aux chantiers, au manque de capital pour acheter du matériel et, pour certaines jeunes femmes, aux réticences familiales face à des métiers perçus comme masculins. En réponse, nous étendons l’aide au transport pendant les stages, travaillons avec des partenaires de microfinance sur de petits prêts d’équipement et invitons les familles à rencontrer formateurs et employeurs au début de chaque promotion. Merci aux centres de formation, aux maîtres artisans et aux entreprises partenaires qui rendent ces résultats possibles.",
      ),
    ),
    author: "Monitoring & Evaluation Team",
    publishDate: "2026-02-12",
    tags: ["tvet", "employment", "youth"],
    published: true,
  },
];

// ---------------------------------------------------------------- events

/** Benin keeps West Africa Time, UTC+1, with no daylight saving time. */
const BENIN_UTC_OFFSET_HOURS = 1;
const TIMEZONE = "Africa/Porto-Novo";
const DAY_MS = 24 * 60 * 60 * 1000;

const MONDAY = 1;
const TUESDAY = 2;
const THURSDAY = 4;
const SATURDAY = 6;

/**
 * The calendar day in Benin that is `offsetDays` after today's date in Benin, moved
 * forward to the next `weekday` (0 = Sunday) when one is given. The result is that day
 * at 00:00 UTC, only used for its calendar date.
 */
function beninDay(now: Date, offsetDays: number, weekday?: number): Date {
  const local = new Date(now.getTime() + BENIN_UTC_OFFSET_HOURS * 60 * 60 * 1000);
  const day = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + offsetDays),
  );
  if (weekday === undefined) return day;
  const shift = (weekday - day.getUTCDay() + 7) % 7;
  return new Date(day.getTime() + shift * DAY_MS);
}

/** The instant of `hour:minute` Benin time on `day` (plus `laterDays` days). */
function beninTime(day: Date, hour: number, minute = 0, laterDays = 0): Date {
  return new Date(
    Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate() + laterDays,
      hour - BENIN_UTC_OFFSET_HOURS,
      minute,
    ),
  );
}

/**
 * The events of the /events page, placed relative to `now`: three upcoming (about 3, 6
 * and 10 weeks ahead) and two past (about 8 and 20 weeks ago).
 */
export function seedEvents(now: Date): InsertEvent[] {
  const workshopDay = beninDay(now, 21, SATURDAY);
  const webinarDay = beninDay(now, 42, THURSDAY);
  const forumDay = beninDay(now, 70, TUESDAY);
  const conferenceDay = beninDay(now, -56, SATURDAY);
  const bootcampDay = beninDay(now, -140, MONDAY);

  const cotonouCenter = loc("Training center, Cotonou", "Centre de formation, Cotonou");

  return [
    {
      slug: "build-your-first-web-page-workshop-cotonou",
      title: loc(
        "Build Your First Web Page: Hands-on Workshop",
        "Créez votre première page web : atelier pratique",
      ),
      description: loc(
        "A free half-day workshop for beginners, led by Code for Change trainers. You will discover how a website is built, then create and publish your own first web page in HTML and CSS. Laptops are provided and no prior experience is needed. Open to young people aged 16 to 30; places are limited to 30 participants.",
        "Un atelier gratuit d’une demi-journée pour débutants, animé par les formateurs de Code for Change. Vous découvrirez comment est construit un site web, puis vous créerez et publierez votre toute première page en HTML et CSS. Les ordinateurs portables sont fournis et aucune expérience préalable n’est nécessaire. Ouvert aux jeunes de 16 à 30 ans, dans la limite de 30 places.",
      ),
      kind: "workshop",
      startsAt: beninTime(workshopDay, 9),
      endsAt: beninTime(workshopDay, 13),
      timezone: TIMEZONE,
      location: cotonouCenter,
      isOnline: false,
      capacity: 30,
      registrationOpen: true,
      registrationLink: null,
      participants: null,
      summary: null,
      published: true,
    },
    {
      slug: "mobile-money-for-your-business-webinar",
      title: loc(
        "Mobile Money for Your Business: Save, Pay and Stay Safe",
        "Le mobile money au service de votre activité : épargner, payer et se protéger",
      ),
      description: loc(
        "An online session by the SheLeads Finance team for women entrepreneurs, savings-group members and anyone who wants to use mobile money with more confidence. We will look at how to read and compare fees, use savings features, keep clear records for a tontine and recognize the most common scams. The webinar is held in French, with time for your questions at the end.",
        "Une session en ligne animée par l’équipe de SheLeads Finance, destinée aux femmes entrepreneures, aux membres de tontines et à toutes celles et ceux qui veulent utiliser le mobile money avec plus d’assurance. Au programme : lire et comparer les frais, utiliser les fonctions d’épargne, tenir les comptes d’une tontine en toute transparence et reconnaître les arnaques les plus courantes. Le webinaire se tient en français et se termine par un temps d’échange avec les participants.",
      ),
      kind: "webinar",
      startsAt: beninTime(webinarDay, 18),
      endsAt: beninTime(webinarDay, 19, 30),
      timezone: TIMEZONE,
      location: loc("Online", "En ligne"),
      isOnline: true,
      capacity: null,
      registrationOpen: true,
      registrationLink: null,
      participants: null,
      summary: null,
      published: true,
    },
    {
      slug: "youth-and-digital-jobs-forum-cotonou",
      title: loc("Youth and Digital Jobs Forum", "Forum Jeunesse et métiers du numérique"),
      description: loc(
        "A day of talks, panels and meetings bringing together young people, employers, training institutions and partners from across West Africa to discuss the future of work in the region. On the program: panels on digital and green jobs, a recruitment area with partner companies, CV clinics and projects presented by graduates of our programs. Registration opens soon.",
        "Une journée de conférences, de tables rondes et de rencontres réunissant jeunes, employeurs, établissements de formation et partenaires de toute l’Afrique de l’Ouest autour de l’avenir du travail dans la région. Au programme : tables rondes sur les métiers du numérique et de l’économie verte, espace recrutement avec des entreprises partenaires, ateliers CV et projets présentés par les diplômés de nos programmes. Les inscriptions ouvriront prochainement.",
      ),
      kind: "forum",
      startsAt: beninTime(forumDay, 9),
      endsAt: beninTime(forumDay, 17),
      timezone: TIMEZONE,
      location: loc("Cotonou, Benin", "Cotonou, Bénin"),
      isOnline: false,
      capacity: 200,
      registrationOpen: false,
      registrationLink: null,
      participants: null,
      summary: null,
      published: true,
    },
    {
      slug: "women-in-the-digital-economy-conference",
      title: loc(
        "Women in the Digital Economy Conference",
        "Conférence Femmes et économie numérique",
      ),
      description: loc(
        "A conference on the place of women in West Africa’s digital economy, bringing together women entrepreneurs, technology professionals, financial institutions and SheLeads Finance alumnae around panels and a networking session.",
        "Une conférence consacrée à la place des femmes dans l’économie numérique ouest-africaine, réunissant entrepreneures, professionnelles de la tech, institutions financières et anciennes participantes de SheLeads Finance autour de tables rondes et d’un temps de réseautage.",
      ),
      kind: "conference",
      startsAt: beninTime(conferenceDay, 9),
      endsAt: beninTime(conferenceDay, 16),
      timezone: TIMEZONE,
      location: loc("Cotonou, Benin", "Cotonou, Bénin"),
      isOnline: false,
      capacity: null,
      registrationOpen: false,
      registrationLink: null,
      participants: 150,
      summary: loc(
        "150 participants, among them women entrepreneurs, students and representatives of partner organizations, took part in three panels and a networking session. They shared the practical barriers they face in using digital and financial services, several organizations offered mentors for the next SheLeads Finance cohorts, and the recommendations gathered on the day are shaping our next activities.",
        "150 participantes et participants, dont des entrepreneures, des étudiantes et des représentants d’organisations partenaires, ont pris part à trois tables rondes et à un temps de réseautage. Les échanges ont mis en lumière les obstacles concrets à l’usage des services numériques et financiers ; plusieurs organisations ont proposé des mentors pour les prochaines promotions de SheLeads Finance, et les recommandations recueillies ce jour-là orientent nos prochaines activités.",
      ),
      published: true,
    },
    {
      slug: "solar-installation-bootcamp",
      title: loc("Solar Installation Bootcamp", "Bootcamp : installation de systèmes solaires"),
      description: loc(
        "Three intensive days to discover the installation and maintenance of solar home systems, with practical sessions led by Skills for Jobs trainers and technicians from partner companies.",
        "Trois jours intensifs pour découvrir l’installation et la maintenance des kits solaires domestiques, avec des ateliers pratiques animés par les formateurs de Skills for Jobs et des techniciens d’entreprises partenaires.",
      ),
      kind: "bootcamp",
      startsAt: beninTime(bootcampDay, 9),
      endsAt: beninTime(bootcampDay, 16, 0, 2),
      timezone: TIMEZONE,
      location: cotonouCenter,
      isOnline: false,
      capacity: 80,
      registrationOpen: false,
      registrationLink: null,
      participants: 80,
      summary: loc(
        "80 young people, a third of them young women, completed the three days. Working in teams, they sized and wired small solar systems on training benches, and the bootcamp ended with meetings with partner companies. Many participants then applied to the next Skills for Jobs intake in solar installation.",
        "80 jeunes, dont un tiers de jeunes femmes, ont suivi les trois jours. En équipes, ils ont dimensionné et câblé de petites installations solaires sur des bancs de formation, et le bootcamp s’est conclu par des rencontres avec des entreprises partenaires. Nombre d’entre eux ont ensuite postulé à la session suivante de Skills for Jobs en installation solaire.",
      ),
      published: true,
    },
  ];
}
