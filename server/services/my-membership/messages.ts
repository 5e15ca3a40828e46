/**
 * What the API of a person's own page says (docs/decisions/017-my-membership-page.md), in the
 * reader's language: the answer to a sign-in link asked for (the same whether or not the address
 * is known), and why a link is refused.
 */
import type { Language } from "../../../shared/domain";
import { MY_MEMBERSHIP_LINK_DAYS } from "../../../shared/my-membership";

export const myMembershipMessages = {
  en: {
    linkSent: `If this address is one we know — a member’s, an applicant’s or a donor’s — a mail with a link to your page is on its way. The link works for ${MY_MEMBERSHIP_LINK_DAYS} days. Nothing arrived? Check your spam folder, or ask again in a few minutes.`,
    linkInvalid: "This link is not valid. Ask for a new link to your page: we will mail it to you.",
    linkExpired: "This link has expired. Ask for a new link to your page: we will mail it to you.",
    notMember: "Only a member’s details can be changed here. To change what you gave with a donation, write to us.",
    saved: "Your details are saved.",
  },
  fr: {
    linkSent: `Si cette adresse est connue de nous — celle d’un membre, d’un candidat ou d’un donateur —, un courriel avec un lien vers votre page est en route. Le lien fonctionne ${MY_MEMBERSHIP_LINK_DAYS}\u00a0jours. Rien reçu\u00a0? Regardez dans vos indésirables, ou redemandez dans quelques minutes.`,
    linkInvalid: "Ce lien n’est pas valide. Demandez un nouveau lien vers votre page\u00a0: nous vous l’enverrons par courriel.",
    linkExpired: "Ce lien a expiré. Demandez un nouveau lien vers votre page\u00a0: nous vous l’enverrons par courriel.",
    notMember: "Seules les coordonnées d’un membre se modifient ici. Pour changer ce que vous avez indiqué avec un don, écrivez-nous.",
    saved: "Vos coordonnées sont enregistrées.",
  },
} as const satisfies Record<Language, Record<string, string>>;
