import { defineTexts } from "@/i18n/texts";

/** The dashboard's warnings (the warnings themselves are written by the server, in the admin's language). */
const en = {
  heading: "Backups and warnings",
  retryAll: "Send all again",
  retryAllFailed: "The mails could not be queued again.",
};

const fr = {
  heading: "Sauvegardes et avertissements",
  retryAll: "Tout renvoyer",
  retryAllFailed: "Les courriels n’ont pas pu être remis en file.",
};

export const alertsTexts = defineTexts(en, fr);
