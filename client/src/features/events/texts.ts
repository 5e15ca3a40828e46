import { defineTexts } from "@/i18n/texts";

const en = {
  upcoming: {
    title: "Upcoming events",
    intro:
      "Our workshops, webinars and forums are free and open to young people, women entrepreneurs and everyone who supports them.",
    empty:
      "No events are scheduled right now. Subscribe to our newsletter below and we will tell you about the next ones.",
  },
  past: {
    title: "Past events",
    intro: "What came of our recent events.",
    empty: "No past events to show yet.",
  },
  loading: "Loading events...",
  loadError: "We could not load the events. Please reload the page or try again later.",
  kinds: {
    workshop: "Workshop",
    bootcamp: "Bootcamp",
    webinar: "Webinar",
    conference: "Conference",
    forum: "Forum",
  },
  status: {
    open: "Registration Open",
    soon: "Opening Soon",
  },
  labels: {
    kind: "Type",
    when: "Date and time",
    where: "Location",
    capacity: "Capacity",
    participants: "Participants",
  },
  online: "Online",
  capacity: {
    limited: "{count} participants",
    unlimited: "Unlimited",
  },
  participants: "{count} participants",
  when: {
    sameDay: "{date} · {start} – {end} ({zone})",
    startOnly: "{date} · {start} ({zone})",
    severalDays: "{startDate}, {start} – {endDate}, {end} ({zone})",
    pastSeveralDays: "{start} – {end}",
  },
  timeZones: {
    benin: "WAT",
  },
  register: {
    label: "Register",
    forEvent: "for {title}",
    newTab: "(opens in a new tab)",
    byMessage: "You register by writing to our team: we confirm your place within 24 hours.",
    subject: "Registration: {title}",
    soon: "Registration is not open yet. Subscribe to our newsletter to know as soon as it opens.",
  },
  newsletter: {
    title: "Stay informed",
    intro:
      "Get news of our programs and an invitation to each event, about once a month. We use your address for nothing else, and you can write to us at any time to unsubscribe.",
    email: "Email address",
    submit: "Subscribe",
    pending: "Subscribing...",
    successTitle: "You are subscribed",
    alreadyTitle: "Already subscribed",
    errorTitle: "Subscription failed",
  },
};

const fr = {
  upcoming: {
    title: "Événements à venir",
    intro:
      "Nos ateliers, webinaires et forums sont gratuits et ouverts aux jeunes, aux femmes entrepreneures et à toutes celles et ceux qui les accompagnent.",
    empty:
      "Aucun événement n’est programmé pour le moment. Inscrivez-vous à notre lettre d’information ci-dessous pour être informé des prochains.",
  },
  past: {
    title: "Événements passés",
    intro: "Le bilan de nos derniers événements.",
    empty: "Aucun événement passé à afficher pour l’instant.",
  },
  loading: "Chargement des événements…",
  loadError: "Nous n’avons pas pu charger les événements. Rechargez la page ou réessayez plus tard.",
  kinds: {
    workshop: "Atelier",
    bootcamp: "Bootcamp",
    webinar: "Webinaire",
    conference: "Conférence",
    forum: "Forum",
  },
  status: {
    open: "Inscriptions ouvertes",
    soon: "Bientôt ouvert",
  },
  labels: {
    kind: "Type",
    when: "Date et heure",
    where: "Lieu",
    capacity: "Capacité",
    participants: "Participants",
  },
  online: "En ligne",
  capacity: {
    limited: "{count} participants",
    unlimited: "Illimité",
  },
  participants: "{count} participants",
  when: {
    sameDay: "{date} · {start} – {end} ({zone})",
    startOnly: "{date} · {start} ({zone})",
    severalDays: "du {startDate}, {start} au {endDate}, {end} ({zone})",
    pastSeveralDays: "du {start} au {end}",
  },
  timeZones: {
    benin: "heure de Cotonou",
  },
  register: {
    label: "S’inscrire",
    forEvent: "à {title}",
    newTab: "(s’ouvre dans un nouvel onglet)",
    byMessage: "L’inscription se fait par message à notre équipe\u00a0: nous confirmons votre place sous 24\u00a0heures.",
    subject: "Inscription\u00a0: {title}",
    soon: "Les inscriptions ne sont pas encore ouvertes. Abonnez-vous à notre lettre d’information pour être prévenu dès leur ouverture.",
  },
  newsletter: {
    title: "Restez informé",
    intro:
      "Recevez des nouvelles de nos programmes et une invitation à chaque événement, environ une fois par mois. Votre adresse ne sert à rien d’autre, et vous pouvez nous écrire à tout moment pour vous désabonner.",
    email: "Adresse e-mail",
    submit: "S’abonner",
    pending: "Inscription en cours…",
    successTitle: "Inscription confirmée",
    alreadyTitle: "Adresse déjà inscrite",
    errorTitle: "Échec de l’inscription",
  },
};

export const texts = defineTexts(en, fr);
export type EventsTexts = typeof texts.en;
