import type { Language } from "../../shared/domain";

/**
 * What the site's mails say, in the reader's language (server/mail/templates.ts fills the
 * `{placeholders}`). Checked with the other dictionaries (client/src/i18n/dictionaries.test.ts).
 */
export const mailTexts = {
  en: {
    layout: {
      address: "Cotonou, Benin",
      contact: "Contact us: {email}",
      website: "Website: {url}",
    },
    staffContact: {
      subject: "New message from {name}: {subject}",
      intro: "{name} ({email}) wrote through the website’s contact form.",
      reason: "You receive this mail because this address is set to be notified of new messages in the website’s settings.",
    },
    staffVolunteer: {
      subject: "New volunteer offer from {name}",
      intro: "{name} ({email}) offered to volunteer through the website.",
      reason: "You receive this mail because this address is set to be notified of new volunteer offers in the website’s settings.",
    },
    staffMembership: {
      subject: "New membership application: {name}",
      intro: "{name} ({email}) applied to become a member.",
      category: "Category: {category}",
      duesOnline: "Dues: {amount}, to be paid online.",
      duesOffline: "Dues: none online. The application waits for the board’s review.",
      reason: "You receive this mail because this address is set to be notified of new membership applications in the website’s settings.",
    },
    staffCommon: {
      subjectLine: "Subject: {subject}",
      open: "Open it in the administration",
      language: "Language: {language}",
    },
    applicant: {
      subject: "Your membership application to {site}",
      greeting: "Dear {name},",
      received: "Thank you for applying to become a member of {site} ({category}). We have received your application.",
      duesDue: "Your dues are {amount}. If you have not paid them yet, you can pay them online from the membership page. Your membership becomes active once they are paid.",
      pay: "Pay my dues",
      noDues: "Members of this category pay no dues online. The board reviews your application and we will write to you with its decision.",
      next: "If you have a question, reply to this mail or write to {email}.",
      signature: "The {site} team",
      reason: "You receive this mail because this address was given in a membership application on our website.",
    },
    contactReply: {
      reason: "You receive this mail because you wrote to us through our website’s contact form; this is our answer.",
    },
    admin: {
      notFound: "There is no failed mail with this id",
      retried: "The mail will be sent again in a moment",
    },
  },
  fr: {
    layout: {
      address: "Cotonou, Bénin",
      contact: "Nous écrire\u00a0: {email}",
      website: "Site web\u00a0: {url}",
    },
    staffContact: {
      subject: "Nouveau message de {name}\u00a0: {subject}",
      intro: "{name} ({email}) a écrit par le formulaire de contact du site.",
      reason: "Vous recevez ce courriel parce que cette adresse est désignée dans les paramètres du site pour être prévenue des nouveaux messages.",
    },
    staffVolunteer: {
      subject: "Nouvelle offre de bénévolat de {name}",
      intro: "{name} ({email}) propose son aide bénévole par le site.",
      reason: "Vous recevez ce courriel parce que cette adresse est désignée dans les paramètres du site pour être prévenue des offres de bénévolat.",
    },
    staffMembership: {
      subject: "Nouvelle demande d’adhésion\u00a0: {name}",
      intro: "{name} ({email}) demande à devenir membre.",
      category: "Catégorie\u00a0: {category}",
      duesOnline: "Cotisation\u00a0: {amount}, à payer en ligne.",
      duesOffline: "Cotisation\u00a0: aucune en ligne. La demande attend l’examen du bureau.",
      reason: "Vous recevez ce courriel parce que cette adresse est désignée dans les paramètres du site pour être prévenue des demandes d’adhésion.",
    },
    staffCommon: {
      subjectLine: "Objet\u00a0: {subject}",
      open: "L’ouvrir dans l’administration",
      language: "Langue\u00a0: {language}",
    },
    applicant: {
      subject: "Votre demande d’adhésion à {site}",
      greeting: "Bonjour {name},",
      received: "Merci de votre demande d’adhésion à {site} ({category}). Nous l’avons bien reçue.",
      duesDue: "Votre cotisation est de {amount}. Si vous ne l’avez pas encore payée, vous pouvez la payer en ligne depuis la page d’adhésion. Votre adhésion devient active dès qu’elle est payée.",
      pay: "Payer ma cotisation",
      noDues: "Les membres de cette catégorie ne paient pas de cotisation en ligne. Le bureau examine votre demande et nous vous écrirons pour vous en donner la décision.",
      next: "Pour toute question, répondez à ce courriel ou écrivez à {email}.",
      signature: "L’équipe de {site}",
      reason: "Vous recevez ce courriel parce que cette adresse a été donnée dans une demande d’adhésion sur notre site.",
    },
    contactReply: {
      reason: "Vous recevez ce courriel parce que vous nous avez écrit par le formulaire de contact de notre site\u00a0; voici notre réponse.",
    },
    admin: {
      notFound: "Aucun courriel en échec ne porte cet identifiant",
      retried: "Le courriel sera renvoyé dans un instant",
    },
  },
} as const satisfies Record<Language, Record<string, Record<string, string>>>;
