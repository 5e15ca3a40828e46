import type { Language } from "../../../shared/domain";

/** What the newsletter endpoint answers, in the subscriber's language. */
export const newsletterMessages = {
  en: {
    subscribed: "Thank you for subscribing! You will receive news of our programs and upcoming events.",
    alreadySubscribed: "This address is already subscribed to our newsletter. Thank you for following our work!",
  },
  fr: {
    subscribed: "Merci pour votre inscription\u00a0! Vous recevrez des nouvelles de nos programmes et de nos prochains événements.",
    alreadySubscribed: "Cette adresse est déjà inscrite à notre lettre d’information. Merci de suivre notre action\u00a0!",
  },
} as const satisfies Record<Language, Record<string, string>>;
