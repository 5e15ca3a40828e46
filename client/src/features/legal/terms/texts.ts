import { defineTexts } from "@/i18n/texts";

/**
 * The terms of use (/legal/terms): use of the site, membership (dues as in docs/rules.md R6–R7 and
 * the statutes) and donations.
 */
const en = {
  intro: "These terms govern the use of the website of {site}, a non-profit organisation based in Cotonou, Benin, and the memberships and donations made through it. Please read them carefully: by using the site, you accept them.",
  sections: [
    {
      title: "Acceptance of Terms",
      body: [
        "By visiting this website, applying for membership or making a donation, you agree to these Terms of Use, to our Privacy Policy and to our Cookie Policy. If you do not agree with them, please do not use the site.",
        "We may change these terms to reflect changes in our activities or in the law. The date at the top of this page shows the version in force; a membership or a donation is governed by the version in force on the day it was made.",
      ],
    },
    {
      title: "Use License",
      body: [
        "The texts, illustrations, logo and documents of this site belong to {site} or are used with permission. You may view, download and print them for your personal, non-commercial use. You may also share our statutes, internal regulations and teaching materials, provided you credit the foundation and do not alter them.",
        "You may not:",
        "- use the content for commercial purposes or present it as your own;\n- remove copyright or other notices;\n- try to access the administration area, other people’s data or the systems behind the site without permission;\n- send automated requests that overload the site, or submit false, offensive or unlawful content through its forms.",
        "This permission ends automatically if you break these terms.",
      ],
    },
    {
      title: "Membership Terms",
      body: [
        "Membership is open to individuals and organisations who share our mission, in the categories set by our statutes. You apply with the form on the “Become a member” page; by applying, you agree to abide by our statutes and internal regulations, which you can read on the “Statutes and governance” page.",
        "- Individual (natural person): 12,000 FCFA a year.\n- Organization (legal person): 120,000 FCFA a year.\n- Patron (benefactor): at least 500,000 FCFA a year, an amount you choose.\n- Founder and honorary members pay no dues, and the contribution of active members is set by the Board according to their involvement: these applications are reviewed by the foundation, with no online payment.",
        "Dues are payable by January 5th each year. Members admitted during the year pay the full annual amount, which covers the current calendar year. The General Assembly (AGM) may revise the dues each year; the amounts shown on the site are those in force.",
        "A paid membership becomes active as soon as the payment is confirmed. Dues are not refundable, except when the foundation refuses an application within 30 days, in which case they are refunded in full. Membership ends by resignation, by non-payment of the dues three months after the due date, or by exclusion under the conditions set by the statutes.",
      ],
    },
    {
      title: "Donation Policy",
      body: [
        "You can give in US dollars, euros, Canadian dollars or CFA francs (FCFA). Payments are processed securely by our payment providers: mobile money (MTN, Moov, Celtiis) and cards in FCFA by FedaPay, cards by Stripe; the amount charged is the one shown at the payment step, and a receipt is sent to the e-mail address you give.",
        "Donations are generally non-refundable. If you made a mistake, such as a wrong amount, write to {email} within 30 days and we will refund the donation in full.",
        "The impact tiers (Train 1 Learner, Equip a Lab Seat, Fund a Women Cohort) show what a gift of that size makes possible. Gifts are pooled to fund our programs; if you earmark a gift for a program that cannot take place, we use it for a program of the same kind and let you know.",
        "Whether a donation can be deducted from your taxes depends on the law of your country; we cannot guarantee it.",
      ],
    },
    {
      title: "Disclaimer",
      body: [
        "We take care to keep the information on this site accurate and up to date, but it is provided “as is”, for general information. Figures about our impact, such as job placement rates, describe past results and are not a promise of individual outcomes.",
        "Links to other websites are provided for convenience; we are not responsible for their content or their privacy practices.",
      ],
    },
    {
      title: "Limitations",
      body: [
        "To the extent permitted by law, {site} is not liable for indirect damage arising from the use of the site, nor for interruptions, errors or loss of data beyond its reasonable control. Nothing in these terms limits our liability for fraud or gross negligence, or your rights as a consumer.",
        "These terms are governed by the law of the Republic of Benin. In the event of a dispute, we will first seek an amicable solution with you; failing that, the courts of Cotonou have jurisdiction.",
      ],
    },
  ],
};

const fr = {
  intro: "Les présentes conditions régissent l’utilisation du site de {site}, organisation à but non lucratif établie à Cotonou, au Bénin, ainsi que les adhésions et les dons effectués par son intermédiaire. Lisez-les attentivement\u00a0: en utilisant le site, vous les acceptez.",
  sections: [
    {
      title: "Acceptation des conditions",
      body: [
        "En consultant ce site, en demandant votre adhésion ou en faisant un don, vous acceptez les présentes conditions d’utilisation, notre politique de confidentialité et notre politique relative aux cookies. Si vous ne les acceptez pas, n’utilisez pas le site.",
        "Nous pouvons modifier ces conditions pour tenir compte de l’évolution de nos activités ou de la loi. La date en haut de cette page indique la version en vigueur\u00a0; une adhésion ou un don est régi par la version en vigueur le jour où il a été effectué.",
      ],
    },
    {
      title: "Licence d’utilisation",
      body: [
        "Les textes, illustrations, logo et documents de ce site appartiennent à {site} ou sont utilisés avec autorisation. Vous pouvez les consulter, les télécharger et les imprimer pour un usage personnel et non commercial. Vous pouvez aussi partager nos statuts, notre règlement intérieur et nos supports pédagogiques, à condition de citer la fondation et de ne pas les modifier.",
        "Vous ne pouvez pas\u00a0:",
        "- utiliser le contenu à des fins commerciales ou le présenter comme le vôtre\u00a0;\n- supprimer les mentions de droits d’auteur ou d’autres mentions\u00a0;\n- tenter d’accéder sans autorisation à l’espace d’administration, aux données d’autrui ou aux systèmes du site\u00a0;\n- envoyer des requêtes automatisées qui surchargent le site, ni soumettre par ses formulaires des contenus faux, injurieux ou illicites.",
        "Cette autorisation prend fin automatiquement si vous ne respectez pas ces conditions.",
      ],
    },
    {
      title: "Conditions d’adhésion",
      body: [
        "L’adhésion est ouverte aux personnes et aux organisations qui partagent notre mission, dans les catégories prévues par nos statuts. La demande se fait par le formulaire de la page «\u00a0Devenir membre\u00a0»\u00a0; en la présentant, vous vous engagez à respecter nos statuts et notre règlement intérieur, consultables sur la page «\u00a0Statuts et gouvernance\u00a0».",
        "- Individuel (personne physique)\u00a0: 12\u00a0000\u00a0FCFA par an.\n- Organisation (personne morale)\u00a0: 120\u00a0000\u00a0FCFA par an.\n- Bienfaiteur\u00a0: au moins 500\u00a0000\u00a0FCFA par an, montant que vous choisissez.\n- Les membres fondateurs et d’honneur ne paient pas de cotisation, et la contribution des membres actifs est fixée par le Conseil d’administration selon leur engagement\u00a0: ces demandes sont examinées par la fondation, sans paiement en ligne.",
        "La cotisation est payable au plus tard le 5 janvier de chaque année. Le membre admis en cours d’année paie la cotisation annuelle entière, qui couvre l’année civile en cours. L’Assemblée générale (AG) peut réviser les cotisations chaque année\u00a0; les montants affichés sur le site sont ceux en vigueur.",
        "Une adhésion payante devient active dès la confirmation du paiement. Les cotisations ne sont pas remboursables, sauf si la fondation refuse une demande dans les 30 jours, auquel cas elles sont intégralement remboursées. L’adhésion prend fin par la démission, par le non-paiement de la cotisation trois mois après l’échéance ou par l’exclusion dans les conditions prévues par les statuts.",
      ],
    },
    {
      title: "Politique relative aux dons",
      body: [
        "Vous pouvez donner en dollars américains, en euros, en dollars canadiens ou en francs CFA (FCFA). Les paiements sont traités de façon sécurisée par nos prestataires de paiement\u00a0: le mobile money (MTN, Moov, Celtiis) et les cartes en FCFA par FedaPay, les cartes par Stripe\u00a0; le montant débité est celui affiché à l’étape du paiement, et un reçu est envoyé à l’adresse e-mail que vous indiquez.",
        "Les dons ne sont en règle générale pas remboursables. Si vous avez commis une erreur, par exemple sur le montant, écrivez à {email} dans les 30 jours et nous vous rembourserons intégralement.",
        "Les paliers d’impact (Former 1 apprenant, Équiper un poste de laboratoire, Financer une cohorte de femmes) montrent ce qu’un don de ce montant rend possible. Les dons sont mis en commun pour financer nos programmes\u00a0; si vous affectez un don à un programme qui ne peut pas avoir lieu, nous l’utilisons pour un programme de même nature et vous en informons.",
        "La possibilité de déduire un don de vos impôts dépend de la loi de votre pays\u00a0; nous ne pouvons pas la garantir.",
      ],
    },
    {
      title: "Avertissement",
      body: [
        "Nous veillons à ce que les informations de ce site soient exactes et à jour, mais elles sont fournies «\u00a0en l’état\u00a0», à titre d’information générale. Les chiffres sur notre impact, comme les taux d’insertion professionnelle, décrivent des résultats passés et ne constituent pas une promesse de résultat individuel.",
        "Les liens vers d’autres sites sont fournis pour votre commodité\u00a0; nous ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de données personnelles.",
      ],
    },
    {
      title: "Limitations",
      body: [
        "Dans la mesure permise par la loi, {site} n’est pas responsable des dommages indirects résultant de l’utilisation du site, ni des interruptions, erreurs ou pertes de données indépendantes de sa volonté. Rien dans ces conditions ne limite notre responsabilité en cas de fraude ou de faute lourde, ni vos droits de consommateur.",
        "Les présentes conditions sont régies par le droit de la République du Bénin. En cas de litige, nous rechercherons d’abord avec vous une solution amiable\u00a0; à défaut, les juridictions de Cotonou sont compétentes.",
      ],
    },
  ],
};

export const texts = defineTexts(en, fr);
