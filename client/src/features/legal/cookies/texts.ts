import { defineTexts } from "@/i18n/texts";

/**
 * The cookie policy (/legal/cookies): the site's two cookies (the administrators' session `sid`, the
 * language choice `lang`, mirrored in browser storage), no analytics, Stripe's own cookies at payment.
 */
const en = {
  intro: "This policy explains what cookies are, which ones this website uses and how you can control them. In short, the site uses only two cookies of its own, both needed for it to work as you expect, and no tracking or advertising cookie.",
  sections: [
    {
      title: "What are cookies",
      body: [
        "Cookies are small text files that a website asks your browser to keep, and that your browser sends back on your next visits. They let a site remember information, such as the language you chose or the fact that you are signed in.",
        "Browsers also offer “local storage”, which works in a similar way but stays on your device: it is never sent to the server.",
      ],
    },
    {
      title: "Why do we use cookies",
      body: [
        "We use cookies only where they are needed: to keep our administrators signed in to the administration area, and to remember the language you chose, so that the site opens in English or in French on your next visit.",
        "We do not use cookies to follow you from site to site, to build a profile of you or to show you advertising. Because the cookies we use are needed for the features you ask for, we do not ask for your consent before setting them.",
      ],
    },
    {
      title: "Types of cookies we use",
      body: [
        "## Essential cookies",
        "- sid: keeps an administrator signed in to the administration area. It is set only when an administrator signs in, cannot be read by scripts (HttpOnly) and expires after 7 days or at sign-out. Visitors of the public site never receive it.",
        "## Analytics cookies",
        "We do not use any analytics cookie today. If we ever decide to measure the audience of the site, we will update this policy first and ask for your consent where the law requires it.",
        "## Functionality cookies",
        "- lang: remembers the language you chose with the EN/FR switch (en or fr), so that our server sends you pages in that language. It expires after one year.\n- Your browser’s local storage keeps the same choice under the name foundation.lang. It never leaves your device.",
      ],
    },
    {
      title: "How can you control cookies",
      body: [
        "You can see, block and delete cookies in the settings of your browser, usually under “Privacy” or “Site settings”. You can also clear the site’s local storage there.",
        "Deleting the lang cookie and the stored choice simply makes the site follow your browser’s language again. Blocking essential cookies prevents administrators from signing in, but does not affect visitors.",
      ],
    },
    {
      title: "Third-party cookies",
      body: [
        "When you pay your dues or make a donation by card, the payment form is provided by Stripe, our payment provider. Stripe sets its own cookies at that step, to prevent fraud and keep the payment secure. They are governed by Stripe’s cookie policy (stripe.com/legal/cookies-policy).",
        "A mobile money payment sets no cookie: the request is sent to your phone by our server. If you choose to pay on FedaPay’s own page, FedaPay may set its own cookies there, under its own policy.",
        "No other third party sets cookies through our site.",
      ],
    },
  ],
};

const fr = {
  intro: "Cette politique explique ce que sont les cookies, lesquels ce site utilise et comment vous pouvez les contrôler. En bref, le site n’utilise que deux cookies qui lui sont propres, tous deux nécessaires à son bon fonctionnement, et aucun cookie de suivi ou de publicité.",
  sections: [
    {
      title: "Qu’est-ce qu’un cookie\u00a0?",
      body: [
        "Un cookie est un petit fichier texte qu’un site demande à votre navigateur de conserver et que celui-ci lui renvoie lors de vos visites suivantes. Il permet au site de se souvenir d’une information, comme la langue que vous avez choisie ou le fait que vous êtes connecté.",
        "Les navigateurs proposent aussi un «\u00a0stockage local\u00a0», qui fonctionne de façon semblable mais reste sur votre appareil\u00a0: il n’est jamais envoyé au serveur.",
      ],
    },
    {
      title: "Pourquoi utilisons-nous des cookies\u00a0?",
      body: [
        "Nous n’utilisons des cookies que lorsqu’ils sont nécessaires\u00a0: pour garder nos administrateurs connectés à l’espace d’administration, et pour retenir la langue que vous avez choisie, afin que le site s’ouvre en français ou en anglais lors de votre prochaine visite.",
        "Nous n’utilisons pas de cookies pour vous suivre d’un site à l’autre, pour établir votre profil ou pour vous montrer de la publicité. Comme les cookies que nous utilisons sont nécessaires aux fonctions que vous demandez, nous ne sollicitons pas votre consentement avant de les déposer.",
      ],
    },
    {
      title: "Les types de cookies que nous utilisons",
      body: [
        "## Cookies essentiels",
        "- sid\u00a0: garde un administrateur connecté à l’espace d’administration. Il n’est déposé que lorsqu’un administrateur se connecte, ne peut pas être lu par les scripts (HttpOnly) et expire au bout de 7 jours ou à la déconnexion. Les visiteurs du site public ne le reçoivent jamais.",
        "## Cookies de mesure d’audience",
        "Nous n’utilisons aujourd’hui aucun cookie de mesure d’audience. Si nous décidions un jour de mesurer la fréquentation du site, nous mettrions d’abord à jour cette politique et recueillerions votre consentement lorsque la loi l’exige.",
        "## Cookies de fonctionnalité",
        "- lang\u00a0: retient la langue que vous avez choisie avec le sélecteur EN/FR (en ou fr), afin que notre serveur vous envoie les pages dans cette langue. Il expire au bout d’un an.\n- Le stockage local de votre navigateur conserve le même choix sous le nom foundation.lang. Il ne quitte jamais votre appareil.",
      ],
    },
    {
      title: "Comment contrôler les cookies\u00a0?",
      body: [
        "Vous pouvez consulter, bloquer et supprimer les cookies dans les réglages de votre navigateur, généralement à la rubrique «\u00a0Confidentialité\u00a0» ou «\u00a0Paramètres des sites\u00a0». Vous pouvez aussi y effacer le stockage local du site.",
        "Supprimer le cookie lang et le choix enregistré fait simplement suivre de nouveau au site la langue de votre navigateur. Bloquer les cookies essentiels empêche les administrateurs de se connecter, mais ne change rien pour les visiteurs.",
      ],
    },
    {
      title: "Les cookies tiers",
      body: [
        "Lorsque vous payez votre cotisation ou faites un don par carte, le formulaire de paiement est fourni par Stripe, notre prestataire de paiement. Stripe dépose ses propres cookies à cette étape, pour prévenir la fraude et sécuriser le paiement. Ils sont régis par la politique de Stripe relative aux cookies (stripe.com/legal/cookies-policy).",
        "Un paiement par mobile money ne dépose aucun cookie\u00a0: la demande est envoyée sur votre téléphone par notre serveur. Si vous choisissez de payer sur la page de FedaPay, FedaPay peut y déposer ses propres cookies, selon sa propre politique.",
        "Aucun autre tiers ne dépose de cookies par l’intermédiaire de notre site.",
      ],
    },
  ],
};

export const texts = defineTexts(en, fr);
