import { defineTexts } from "@/i18n/texts";

const en = {
  intro: {
    title: "Why volunteer with us",
    text: "Our trainers and mentors cannot do it alone. Volunteers from Cotonou, from across West Africa and from the diaspora give a few hours a month to help a young person write their first line of code, a woman entrepreneur keep her accounts, or a team run an event. Whatever your skills and your availability, there is a way to help.",
  },
  ways: {
    title: "Ways to help",
    items: [
      {
        title: "Teach a digital skill",
        text: "Lead a session or a short series on a skill you master: office tools, web development, graphic design, digital marketing or online safety. We provide the room, the equipment and the learners.",
      },
      {
        title: "Mentor a young woman entrepreneur",
        text: "Meet a SheLeads Finance participant once or twice a month for six months to talk through her business, her accounts and her next steps. Experience in running a business matters more than a diploma.",
      },
      {
        title: "Share your expertise remotely",
        text: "From anywhere in the world, review a business plan, give a career talk by video, answer learners’ questions or help our team with research, data or communication.",
      },
      {
        title: "Help at our events",
        text: "Welcome participants, run a registration desk, take photos or coach learners during our workshops, demo days and forums in Cotonou.",
      },
      {
        title: "Translate and adapt materials",
        text: "Help us make our courses available to more people by translating between French and English, or into Fon, Yoruba and other languages spoken by our learners.",
      },
    ],
  },
  commitment: {
    title: "What we ask, what we offer",
    items: [
      "A few hours a month, at times that suit you, for at least three months.",
      "Respect for our code of conduct and for the learners’ privacy.",
      "In return: a short induction, a contact person in our team, and a certificate of volunteering.",
    ],
  },
  form: {
    title: "Offer your help",
    intro: "Tell us a little about yourself and how you would like to help. Our team replies within 24 hours to arrange a first conversation.",
    name: "Full name",
    email: "Email address",
    message: "How would you like to help?",
    messageHint: "Your skills, the ways of helping that interest you, and how much time you can give.",
    submit: "Send my offer",
    pending: "Sending...",
    subject: "Volunteering",
    successTitle: "Thank you for offering your help",
    again: "Write another message",
  },
};

const fr = {
  intro: {
    title: "Pourquoi devenir bénévole",
    text: "Nos formateurs et nos mentors ne peuvent pas tout faire seuls. Des bénévoles de Cotonou, de toute l’Afrique de l’Ouest et de la diaspora donnent quelques heures par mois pour aider un jeune à écrire sa première ligne de code, une entrepreneure à tenir ses comptes ou une équipe à organiser un événement. Quelles que soient vos compétences et vos disponibilités, vous pouvez nous aider.",
  },
  ways: {
    title: "Comment nous aider",
    items: [
      {
        title: "Transmettre une compétence numérique",
        text: "Animez une séance ou un court cycle sur une compétence que vous maîtrisez\u00a0: bureautique, développement web, graphisme, marketing numérique ou sécurité en ligne. Nous fournissons la salle, le matériel et les apprenants.",
      },
      {
        title: "Accompagner une jeune entrepreneure",
        text: "Rencontrez une participante de SheLeads Finance une ou deux fois par mois pendant six mois pour échanger sur son activité, ses comptes et ses prochaines étapes. L’expérience de l’entreprise compte plus que les diplômes.",
      },
      {
        title: "Partager votre expertise à distance",
        text: "De n’importe où dans le monde, relisez un plan d’affaires, présentez votre métier en visioconférence, répondez aux questions des apprenants ou aidez notre équipe en recherche, en données ou en communication.",
      },
      {
        title: "Prêter main-forte lors de nos événements",
        text: "Accueillez les participants, tenez le point d’inscription, prenez des photos ou accompagnez les apprenants lors de nos ateliers, journées de démonstration et forums à Cotonou.",
      },
      {
        title: "Traduire et adapter nos supports",
        text: "Aidez-nous à rendre nos formations accessibles au plus grand nombre en traduisant entre le français et l’anglais, ou vers le fon, le yoruba et les autres langues parlées par nos apprenants.",
      },
    ],
  },
  commitment: {
    title: "Ce que nous demandons, ce que nous offrons",
    items: [
      "Quelques heures par mois, aux moments qui vous conviennent, pendant au moins trois mois.",
      "Le respect de notre charte de bonne conduite et de la vie privée des apprenants.",
      "En retour\u00a0: une courte présentation de la fondation, un interlocuteur dans notre équipe et une attestation de bénévolat.",
    ],
  },
  form: {
    title: "Proposer votre aide",
    intro: "Présentez-vous en quelques mots et dites-nous comment vous souhaitez aider. Notre équipe vous répond sous 24\u00a0heures pour convenir d’un premier échange.",
    name: "Nom complet",
    email: "Adresse e-mail",
    message: "Comment souhaitez-vous aider\u00a0?",
    messageHint: "Vos compétences, les formes d’aide qui vous intéressent et le temps que vous pouvez y consacrer.",
    submit: "Envoyer ma proposition",
    pending: "Envoi en cours…",
    subject: "Bénévolat",
    successTitle: "Merci de nous proposer votre aide",
    again: "Écrire un autre message",
  },
};

export const texts = defineTexts(en, fr);
