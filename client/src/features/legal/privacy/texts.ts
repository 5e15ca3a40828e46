import { defineTexts } from "@/i18n/texts";

/**
 * The privacy policy (/legal/privacy): for each form of the site, what is collected, why and for
 * how long (the same periods as the internal regulations, chapter VII), and how to exercise one's rights.
 */
const en = {
  intro: "{site} (“we”, “the foundation”) is a non-profit organisation based in Cotonou, Benin. This policy explains what personal information we collect through this website, why we collect it, how long we keep it and how you can exercise your rights. We collect as little as we can, we never sell your information, and we process it in accordance with Benin’s Digital Code (Law No. 2017-20 of April 20, 2018).",
  sections: [
    {
      title: "Information We Collect",
      body: [
        "We only collect what you give us through the forms of this website, and what is needed to run the site safely. For each form, here is what we collect, why, and how long we keep it.",
        "## Contact form",
        "- What: your name, e-mail address, the subject and text of your message, and the language of the page.\n- Why: to answer you; we reply within 24 hours.\n- How long: 2 years after our last exchange, then the message is deleted.",
        "## Membership application",
        "- What: your full name (or your organisation’s name), e-mail address, country, membership category, language of correspondence, your consent to this policy, the amount of your dues and the status of your payment.\n- Why: to review your application, manage your membership, invite you to the General Assembly and keep the register of members required by our statutes.\n- How long: for as long as you are a member, then 5 years for our accounts.",
        "Dues are paid by mobile money (MTN, Moov, Celtiis) through FedaPay, or by card through Stripe or FedaPay, our payment providers; you may also pay at our office, and we then record the payment ourselves. For mobile money we receive the phone number you give and pass it to FedaPay, which sends the payment request to your phone: we keep the number with the payment, for our accounts. Card details go directly to the provider in its own secure form: they never pass through our server and we never store them. We only receive the result of the payment and its reference.",
        "## Donations",
        "- What: your e-mail address, the amount and currency of your gift, the impact tier you chose (if any), the language of the page and the status of your payment.\n- Why: to process your donation, send you a receipt and account for the funds we receive.\n- How long: 10 years, as accounting records.",
        "Donations are paid the same ways, by mobile money or by card: we never see your card number or your mobile money PIN.",
        "## Newsletter",
        "- What: your e-mail address.\n- Why: to send you our news and invitations to our events.\n- How long: until you unsubscribe, which you can do at any time with the link at the bottom of every newsletter or by writing to us.",
        "## Volunteering form",
        "- What: your name, e-mail address and the message in which you tell us how you would like to help.\n- Why: to find a volunteering role that suits you and get back to you.\n- How long: 2 years after our last exchange, like any message sent to us.",
        "## Technical information",
        "To protect our forms against abuse, our server counts the requests it receives from each IP address over a few minutes; these counters are kept in memory only and are never stored. The site sets two small cookies, described in our Cookie Policy. We use no analytics or advertising trackers.",
      ],
    },
    {
      title: "How We Use Your Information",
      body: [
        "We use your information only for the purposes described above:",
        "- to answer your messages and requests;\n- to manage memberships, dues and the register of members;\n- to process donations and issue receipts;\n- to send our newsletter to those who asked for it;\n- to meet our legal and accounting obligations and have our accounts audited.",
        "Depending on the case, we rely on your consent (newsletter, membership application), on the need to do what you asked us to do (answer a message, process a payment) or on our legal obligations (keep accounting records).",
        "We write to you in the language you chose. We never use your information for advertising, we never sell or rent it, and we make no automated decisions about you.",
      ],
    },
    {
      title: "Information Sharing",
      body: [
        "We share your information only with the service providers that help us run the site, and only what each of them needs:",
        "- FedaPay, a payment provider established in Benin, which processes mobile money payments (MTN, Moov, Celtiis) and card payments in FCFA, under its own privacy policy.\n- Stripe, which processes card payments for dues and donations. Stripe handles your card details under its own privacy policy and the security standard of the card industry (PCI DSS), and may process them outside Benin with the safeguards described in its policy.\n- Our hosting provider, which stores the site and its database.\n- Our e-mail provider, which delivers our replies, receipts and newsletter.",
        "Our auditor may see records of dues and donations when checking our accounts, as our statutes require. We disclose information to a public authority only when the law obliges us to.",
        "Within the foundation, only the staff and volunteers who need your information for their work can see it, and they are bound to confidentiality.",
      ],
    },
    {
      title: "Data Security",
      body: [
        "We protect your information with measures suited to its sensitivity:",
        "- every page and form is served over an encrypted connection (HTTPS);\n- card details are handled by our payment providers alone and never reach our server;\n- our administration area is protected by individual accounts, passwords stored only in hashed form and limits on sign-in attempts;\n- access to personal information is limited to the people who need it;\n- our database is backed up regularly.",
        "No system is perfectly secure. If a breach affecting your information occurred, we would notify the Autorité de protection des données personnelles (APDP) and, if it put you at risk, we would tell you directly.",
      ],
    },
    {
      title: "Your Rights",
      body: [
        "Under Benin’s Digital Code (Code du numérique, Law No. 2017-20 of April 20, 2018), you have the right to:",
        "- access the information we hold about you and receive a copy of it;\n- have it corrected if it is inaccurate or incomplete;\n- have it deleted, unless the law requires us to keep it (accounting records, for example);\n- object to its use and withdraw your consent at any time, for example by unsubscribing from the newsletter;\n- give instructions on what should happen to your information after your death.",
        "To exercise these rights, use the link “Ask for a copy of your data or its erasure” at the bottom of any mail we sent you, or write to {email}. We may ask you to confirm your identity. We answer within one month.",
        "If you believe we have not respected your rights, you can lodge a complaint with the Autorité de protection des données personnelles (APDP), Benin’s data protection authority, in Cotonou.",
      ],
    },
    {
      title: "Contact Us",
      body: [
        "The controller of your personal information is {site}, Cotonou, Republic of Benin. For any question about this policy or about your information, write to {email} or use our contact form.",
        "We may update this policy, for example when we add a new form. The date at the top of this page shows the latest version; if a change affects how we use your information, we will tell members and subscribers by e-mail.",
      ],
    },
  ],
};

const fr = {
  intro: "{site} («\u00a0nous\u00a0», «\u00a0la fondation\u00a0») est une organisation à but non lucratif établie à Cotonou, au Bénin. Cette politique explique quelles données personnelles nous recueillons sur ce site, pourquoi, combien de temps nous les conservons et comment exercer vos droits. Nous recueillons le moins de données possible, nous ne les vendons jamais et nous les traitons conformément au code du numérique du Bénin (loi n°\u00a02017-20 du 20 avril 2018).",
  sections: [
    {
      title: "Les données que nous recueillons",
      body: [
        "Nous ne recueillons que ce que vous nous confiez par les formulaires de ce site, et ce qui est nécessaire pour le faire fonctionner en toute sécurité. Pour chaque formulaire, voici ce que nous recueillons, pourquoi et combien de temps nous le conservons.",
        "## Formulaire de contact",
        "- Quoi\u00a0: votre nom, votre adresse e-mail, l’objet et le texte de votre message, et la langue de la page.\n- Pourquoi\u00a0: pour vous répondre\u00a0; nous répondons sous 24 heures.\n- Combien de temps\u00a0: 2 ans après notre dernier échange, puis le message est supprimé.",
        "## Demande d’adhésion",
        "- Quoi\u00a0: votre nom complet (ou celui de votre organisation), votre adresse e-mail, votre pays, la catégorie de membre, la langue de correspondance, votre consentement à cette politique, le montant de votre cotisation et l’état de votre paiement.\n- Pourquoi\u00a0: pour examiner votre demande, gérer votre adhésion, vous convier à l’Assemblée générale et tenir le registre des membres prévu par nos statuts.\n- Combien de temps\u00a0: pendant toute la durée de votre adhésion, puis 5 ans pour notre comptabilité.",
        "La cotisation se paie par mobile money (MTN, Moov, Celtiis) auprès de FedaPay, ou par carte bancaire auprès de Stripe ou de FedaPay, nos prestataires de paiement\u00a0; vous pouvez aussi payer à notre bureau, et nous enregistrons alors le paiement nous-mêmes. Pour le mobile money, nous recevons le numéro de téléphone que vous indiquez et le transmettons à FedaPay, qui envoie la demande de paiement sur votre téléphone\u00a0: nous conservons ce numéro avec le paiement, pour notre comptabilité. Les données de carte sont transmises directement au prestataire, dans son propre formulaire sécurisé\u00a0: elles ne passent jamais par notre serveur et nous ne les conservons jamais. Nous recevons seulement le résultat du paiement et sa référence.",
        "## Dons",
        "- Quoi\u00a0: votre adresse e-mail, le montant et la devise de votre don, le palier d’impact choisi (le cas échéant), la langue de la page et l’état de votre paiement.\n- Pourquoi\u00a0: pour traiter votre don, vous envoyer un reçu et rendre compte des fonds reçus.\n- Combien de temps\u00a0: 10 ans, au titre des pièces comptables.",
        "Les dons se paient de la même façon, par mobile money ou par carte\u00a0: nous ne voyons jamais le numéro de votre carte ni votre code secret mobile money.",
        "## Lettre d’information",
        "- Quoi\u00a0: votre adresse e-mail.\n- Pourquoi\u00a0: pour vous envoyer nos nouvelles et nos invitations à nos événements.\n- Combien de temps\u00a0: jusqu’à votre désabonnement, possible à tout moment par le lien placé en bas de chaque lettre ou en nous écrivant.",
        "## Formulaire de bénévolat",
        "- Quoi\u00a0: votre nom, votre adresse e-mail et le message dans lequel vous nous dites comment vous souhaitez aider.\n- Pourquoi\u00a0: pour vous proposer une mission bénévole qui vous convienne et vous répondre.\n- Combien de temps\u00a0: 2 ans après notre dernier échange, comme tout message qui nous est adressé.",
        "## Données techniques",
        "Pour protéger nos formulaires contre les abus, notre serveur compte pendant quelques minutes les requêtes reçues de chaque adresse IP\u00a0; ces compteurs restent en mémoire et ne sont jamais enregistrés. Le site dépose deux petits cookies, décrits dans notre politique relative aux cookies. Nous n’utilisons aucun outil de mesure d’audience ni de publicité.",
      ],
    },
    {
      title: "L’utilisation de vos données",
      body: [
        "Nous utilisons vos données uniquement pour les finalités décrites ci-dessus\u00a0:",
        "- répondre à vos messages et à vos demandes\u00a0;\n- gérer les adhésions, les cotisations et le registre des membres\u00a0;\n- traiter les dons et délivrer les reçus\u00a0;\n- envoyer notre lettre d’information à celles et ceux qui l’ont demandée\u00a0;\n- respecter nos obligations légales et comptables et faire certifier nos comptes.",
        "Selon le cas, nous nous fondons sur votre consentement (lettre d’information, demande d’adhésion), sur la nécessité de faire ce que vous nous avez demandé (répondre à un message, traiter un paiement) ou sur nos obligations légales (conserver les pièces comptables).",
        "Nous vous écrivons dans la langue que vous avez choisie. Nous n’utilisons jamais vos données à des fins publicitaires, nous ne les vendons ni ne les louons jamais, et nous ne prenons aucune décision automatisée à votre sujet.",
      ],
    },
    {
      title: "Le partage de vos données",
      body: [
        "Nous ne partageons vos données qu’avec les prestataires qui nous aident à faire fonctionner le site, et seulement ce dont chacun a besoin\u00a0:",
        "- FedaPay, prestataire de paiement établi au Bénin, qui traite les paiements par mobile money (MTN, Moov, Celtiis) et par carte en FCFA, selon sa propre politique de confidentialité.\n- Stripe, qui traite les paiements par carte des cotisations et des dons. Stripe traite les données de votre carte selon sa propre politique de confidentialité et la norme de sécurité du secteur des cartes bancaires (PCI DSS), et peut les traiter hors du Bénin avec les garanties décrites dans sa politique.\n- Notre hébergeur, qui héberge le site et sa base de données.\n- Notre prestataire de messagerie, qui achemine nos réponses, nos reçus et notre lettre d’information.",
        "Notre commissaire aux comptes peut consulter les pièces relatives aux cotisations et aux dons lorsqu’il contrôle nos comptes, comme l’exigent nos statuts. Nous ne communiquons de données à une autorité publique que lorsque la loi nous y oblige.",
        "Au sein de la fondation, seuls les salariés et bénévoles qui en ont besoin pour leur mission ont accès à vos données, et ils sont tenus à la confidentialité.",
      ],
    },
    {
      title: "La sécurité de vos données",
      body: [
        "Nous protégeons vos données par des mesures adaptées à leur sensibilité\u00a0:",
        "- chaque page et chaque formulaire sont servis par une connexion chiffrée (HTTPS)\u00a0;\n- les données de carte sont traitées par nos seuls prestataires de paiement et n’atteignent jamais notre serveur\u00a0;\n- notre espace d’administration est protégé par des comptes individuels, des mots de passe conservés uniquement sous forme hachée et une limite aux tentatives de connexion\u00a0;\n- l’accès aux données personnelles est réservé aux personnes qui en ont besoin\u00a0;\n- notre base de données est sauvegardée régulièrement.",
        "Aucun système n’est parfaitement sûr. Si une violation touchant vos données se produisait, nous la notifierions à l’Autorité de protection des données personnelles (APDP) et, si elle présentait un risque pour vous, nous vous en informerions directement.",
      ],
    },
    {
      title: "Vos droits",
      body: [
        "En application du code du numérique du Bénin (loi n°\u00a02017-20 du 20 avril 2018), vous avez le droit\u00a0:",
        "- d’accéder aux données que nous détenons sur vous et d’en recevoir une copie\u00a0;\n- de les faire rectifier si elles sont inexactes ou incomplètes\u00a0;\n- de les faire effacer, sauf si la loi nous impose de les conserver (pièces comptables, par exemple)\u00a0;\n- de vous opposer à leur utilisation et de retirer votre consentement à tout moment, par exemple en vous désabonnant de la lettre d’information\u00a0;\n- de donner des directives sur le sort de vos données après votre décès.",
        "Pour exercer ces droits, utilisez le lien «\u00a0Demander une copie de vos données ou leur effacement\u00a0» au bas de n’importe quel courriel que nous vous avons envoyé, ou écrivez à {email}. Nous pourrons vous demander de confirmer votre identité. Nous vous répondons dans un délai d’un mois.",
        "Si vous estimez que vos droits n’ont pas été respectés, vous pouvez adresser une réclamation à l’Autorité de protection des données personnelles (APDP), l’autorité béninoise de protection des données, à Cotonou.",
      ],
    },
    {
      title: "Nous contacter",
      body: [
        "Le responsable du traitement de vos données personnelles est {site}, Cotonou, République du Bénin. Pour toute question sur cette politique ou sur vos données, écrivez à {email} ou utilisez notre formulaire de contact.",
        "Nous pouvons mettre à jour cette politique, par exemple lorsque nous ajoutons un formulaire. La date en haut de cette page indique la dernière version\u00a0; si une modification change la façon dont nous utilisons vos données, nous en informerons les membres et les abonnés par e-mail.",
      ],
    },
  ],
};

export const texts = defineTexts(en, fr);
