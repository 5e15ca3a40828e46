import { defineTexts } from "@/i18n/texts";

const en = {
  lead: "Every gift goes to training: a young person learning to code, a woman learning to manage her business’s money, a trainee learning a trade that pays. Give in US dollars, euros, Canadian dollars or CFA francs.",
  tiersTitle: "Choose your impact",
  tiersIntro: "Each amount is what a training of the foundation actually costs.",
  currencyLabel: "Currency",
  currencies: { USD: "US dollar (USD)", EUR: "Euro (EUR)", CAD: "Canadian dollar (CAD)", XOF: "CFA franc (FCFA)" },
  tiers: {
    train_learner: {
      name: "Train 1 Learner",
      description: "Covers a learner’s full course: trainers, materials, internet access and certification.",
    },
    equip_lab: {
      name: "Equip a Lab Seat",
      description: "Equips one seat of a training lab with a refurbished computer, a headset and its share of solar power.",
    },
    fund_cohort: {
      name: "Fund a Women Cohort",
      description: "Funds a whole cohort of 20 women through SheLeads Finance, from the first session to their savings plan.",
    },
  },
  chooseTier: "Choose {tier}, {amount}",
  selected: "Selected",
  refundNote: "Donations are generally non-refundable. If you made a mistake, write to us and we will look at it with you.",
  form: {
    customAmount: "Or give another amount ({currency})",
    customAmountHint: "A whole amount, at least {minimum}.",
    email: "Email address",
    emailHint: "We use it only to confirm your donation.",
    donorName: "Your name (optional)",
    donorNameHint: "For your receipt, which greets you by name.",
    phone: "Phone or WhatsApp (optional)",
    phoneHint: "So that we can reach you or send your receipt on WhatsApp. Without a country code: a number in Benin.",
    anonymous: "Give anonymously",
    anonymousHint: "Your name stays on your receipt and in our accounts, but is never shown publicly.",
    summary: "You are giving {amount}",
    summaryWithTier: "You are giving {amount} — {tier}",
    submit: "Donate now",
    processing: "Processing...",
  },
  payment: {
    title: "Complete Your Donation",
    amount: "Amount",
    impact: "Impact",
    customImpact: "Your own amount, for all our programs",
    email: "Email",
  },
  toasts: {
    createdTitle: "Donation Created",
    created: "Please complete your payment to finalize the donation.",
    completeTitle: "Donation Complete",
    complete: "Thank you! Your gift of {amount} goes straight to training young people and women.",
    processingTitle: "Payment being confirmed",
    processing: "Your bank is confirming your gift of {amount}. Thank you!",
  },
};

const fr = {
  lead: "Chaque don finance une formation\u00a0: un jeune qui apprend à coder, une femme qui apprend à gérer l’argent de son activité, un stagiaire qui apprend un métier qui fait vivre. Donnez en dollars américains, en euros, en dollars canadiens ou en francs CFA.",
  tiersTitle: "Choisissez votre impact",
  tiersIntro: "Chaque montant correspond au coût réel d’une formation de la fondation.",
  currencyLabel: "Devise",
  currencies: { USD: "Dollar américain (USD)", EUR: "Euro (EUR)", CAD: "Dollar canadien (CAD)", XOF: "Franc CFA (FCFA)" },
  tiers: {
    train_learner: {
      name: "Former 1 apprenant",
      description: "Couvre le parcours complet d’un apprenant\u00a0: formateurs, supports, accès à Internet et certification.",
    },
    equip_lab: {
      name: "Équiper un poste de laboratoire",
      description: "Équipe un poste d’un laboratoire de formation d’un ordinateur reconditionné, d’un casque et de sa part d’énergie solaire.",
    },
    fund_cohort: {
      name: "Financer une cohorte de femmes",
      description: "Finance une cohorte complète de 20\u00a0femmes dans le programme SheLeads Finance, de la première séance à leur plan d’épargne.",
    },
  },
  chooseTier: "Choisir {tier}, {amount}",
  selected: "Sélectionné",
  refundNote: "Les dons ne sont en principe pas remboursables. En cas d’erreur, écrivez-nous et nous l’examinerons avec vous.",
  form: {
    customAmount: "Ou donnez un autre montant ({currency})",
    customAmountHint: "Un montant entier, d’au moins {minimum}.",
    email: "Adresse e-mail",
    emailHint: "Nous l’utilisons uniquement pour confirmer votre don.",
    donorName: "Votre nom (facultatif)",
    donorNameHint: "Pour votre reçu, qui vous salue par votre nom.",
    phone: "Téléphone ou WhatsApp (facultatif)",
    phoneHint: "Pour vous joindre ou vous envoyer votre reçu sur WhatsApp. Sans indicatif\u00a0: un numéro du Bénin.",
    anonymous: "Donner anonymement",
    anonymousHint: "Votre nom reste sur votre reçu et dans nos comptes, mais n’est jamais affiché publiquement.",
    summary: "Vous donnez {amount}",
    summaryWithTier: "Vous donnez {amount} — {tier}",
    submit: "Faire un don",
    processing: "Traitement en cours...",
  },
  payment: {
    title: "Finalisez votre don",
    amount: "Montant",
    impact: "Impact",
    customImpact: "Montant libre, pour l’ensemble de nos programmes",
    email: "E-mail",
  },
  toasts: {
    createdTitle: "Don enregistré",
    created: "Veuillez effectuer le paiement pour finaliser votre don.",
    completeTitle: "Don effectué",
    complete: "Merci\u00a0! Votre don de {amount} finance directement la formation de jeunes et de femmes.",
    processingTitle: "Paiement en cours de confirmation",
    processing: "Votre banque confirme votre don de {amount}. Merci\u00a0!",
  },
};

export const texts = defineTexts(en, fr);
