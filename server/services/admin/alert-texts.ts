/**
 * The dashboard's warnings in the staff's words (alerts.ts, routes/admin/mail.ts): no error code,
 * no setting's name unless the staff must pass it on. French is typed against English.
 */
import { formatClock, formatDay, formatNumber, NBSP, wallClock } from "../../../shared/format";
import type { Language } from "../../../shared/domain";
import { site } from "../../../shared/site";
import { utcOffsetMinutes } from "../../lib/time-zone";
import type { MailReason } from "../../mail/mail-reasons";

/** A mail's reason, and `waiting`: never tried (the site's sending seems stopped). */
export type PlainMailReason = MailReason | "waiting";

const en = {
  backup: {
    line: "Last backup: {date} — {size} — in {where}",
    none: "No backup yet — they will be kept in {where}",
    never: "No backup has been taken yet. The site takes one each night; if there is still none tomorrow, tell whoever installed the site.",
    failed: "The last backup failed ({date}). The site tries again every 10 minutes; if this warning stays, tell whoever installed the site (the disk may be full).",
    old: "The last backup is more than two days old ({date}): the daily backup is not being taken. Tell whoever installed the site.",
    notCopied: "The last backup was taken but not copied off the machine ({date}). Tell whoever installed the site.",
  },
  size: { bytes: "{n} bytes", kb: "{n} KB", mb: "{n} MB", gb: "{n} GB" },
  mail: {
    one: "1 mail has not left for more than 15 minutes (since {date}): {reason}.",
    many: "{count} mails have not left for more than 15 minutes (the oldest since {date}): {reason}.",
  },
  reasons: {
    unreachable: "the mail server does not answer — tell whoever provides it",
    login: "the mail server refuses the site’s user name or password — tell whoever provides it, or whoever installed the site",
    secure: "the mail server’s secure connection cannot be checked — tell whoever provides it",
    address: "the mail server refuses the address — check that it is written correctly",
    busy: "the mail server asks the site to wait — the site keeps trying",
    document: "a receipt or certificate the mail carries could not be made — tell whoever installed the site",
    other: "the mail server gives a reason the site does not know — tell whoever installed the site",
    waiting: "the site has not tried to send it yet — its sending seems stopped; tell whoever installed the site",
  } satisfies Record<PlainMailReason, string>,
  retry: {
    sent: "Sent: the mail has left.",
    sentMany: "Sent: {count} mails have left.",
    refused: "Not sent: {reason}. The site keeps trying.",
    refusedMany: "{count} mails not sent: {reason}. The site keeps trying.",
    waitingMany: "Queued again: {count} mails are being sent.",
    none: "There is no mail to send again.",
  },
  providerOne: "{provider} does not answer: {count} payment could not be started or checked since {date}. Payers may see an error. Tell whoever provides the {provider} account, or whoever installed the site.",
  provider: "{provider} does not answer: {count} payments could not be started or checked since {date}. Payers may see an error. Tell whoever provides the {provider} account, or whoever installed the site.",
  webhook:
    "{provider}’s notifications are refused: {count} since {date} did not carry a valid signature. The webhook secret is probably wrong — check {setting} in the site’s configuration, or ask whoever installed the site.",
};

const fr = {
  backup: {
    line: `Dernière sauvegarde${NBSP}: {date} — {size} — dans {where}`,
    none: "Aucune sauvegarde pour l’instant — elles seront gardées dans {where}",
    never: `Aucune sauvegarde n’a encore été faite. Le site en fait une chaque nuit${NBSP}; s’il n’y en a toujours pas demain, prévenez la personne qui a installé le site.`,
    failed: `La dernière sauvegarde a échoué ({date}). Le site réessaie toutes les 10 minutes${NBSP}; si cet avertissement reste, prévenez la personne qui a installé le site (le disque est peut-être plein).`,
    old: `La dernière sauvegarde date de plus de deux jours ({date})${NBSP}: la sauvegarde quotidienne ne se fait plus. Prévenez la personne qui a installé le site.`,
    notCopied: "La dernière sauvegarde a été faite mais pas copiée hors de la machine ({date}). Prévenez la personne qui a installé le site.",
  },
  size: { bytes: "{n} octets", kb: `{n}${NBSP}ko`, mb: `{n}${NBSP}Mo`, gb: `{n}${NBSP}Go` },
  mail: {
    one: `1 courriel n’est pas parti depuis plus de 15 minutes (depuis le {date})${NBSP}: {reason}.`,
    many: `{count} courriels ne sont pas partis depuis plus de 15 minutes (le plus ancien depuis le {date})${NBSP}: {reason}.`,
  },
  reasons: {
    unreachable: "le serveur de courriel ne répond pas — prévenez son fournisseur",
    login: "le serveur de courriel refuse l’identifiant ou le mot de passe du site — prévenez son fournisseur, ou la personne qui a installé le site",
    secure: "la connexion sécurisée au serveur de courriel ne peut pas être vérifiée — prévenez son fournisseur",
    address: "le serveur de courriel refuse l’adresse — vérifiez qu’elle est bien écrite",
    busy: "le serveur de courriel demande au site d’attendre — le site continue d’essayer",
    document: "un reçu ou une attestation joint au courriel n’a pas pu être fait — prévenez la personne qui a installé le site",
    other: "le serveur de courriel donne un motif que le site ne connaît pas — prévenez la personne qui a installé le site",
    waiting: `le site n’a pas encore essayé de l’envoyer — ses envois semblent arrêtés${NBSP}; prévenez la personne qui a installé le site`,
  } satisfies Record<PlainMailReason, string>,
  retry: {
    sent: `Envoyé${NBSP}: le courriel est parti.`,
    sentMany: `Envoyés${NBSP}: {count} courriels sont partis.`,
    refused: `Non envoyé${NBSP}: {reason}. Le site continue d’essayer.`,
    refusedMany: `{count} courriels non envoyés${NBSP}: {reason}. Le site continue d’essayer.`,
    waitingMany: `Remis en file${NBSP}: {count} courriels sont en cours d’envoi.`,
    none: "Il n’y a aucun courriel à renvoyer.",
  },
  providerOne: `{provider} ne répond pas${NBSP}: {count}${NBSP}paiement n’a pas pu être lancé ou vérifié depuis le {date}. Les payeurs voient peut-être une erreur. Prévenez le fournisseur du compte {provider}, ou la personne qui a installé le site.`,
  provider: `{provider} ne répond pas${NBSP}: {count} paiements n’ont pas pu être lancés ou vérifiés depuis le {date}. Les payeurs voient peut-être une erreur. Prévenez le fournisseur du compte {provider}, ou la personne qui a installé le site.`,
  webhook: `Les notifications de {provider} sont refusées${NBSP}: {count} depuis le {date} n’avaient pas de signature valable. Le secret du webhook est sans doute faux — vérifiez {setting} dans la configuration du site, ou demandez à la personne qui l’a installé.`,
} satisfies typeof en;

export const alertTexts: Record<Language, typeof en> = { en, fr };

/** `{name}` → its value. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** "November 28, 2026, 3:00 PM" / "28 novembre 2026 à 15:00", on the foundation's clock (as the admin's own dates). */
export function formatAt(at: Date, language: Language): string {
  const clock = wallClock(at, utcOffsetMinutes(at, site.timeZone));
  return language === "fr" ? `${formatDay(clock, language)} à ${formatClock(clock, language)}` : `${formatDay(clock, language)}, ${formatClock(clock, language)}`;
}

/** 1 234 567 bytes → "1.2 MB" / "1,2 Mo". */
export function formatSize(bytes: number, language: Language): string {
  const t = alertTexts[language].size;
  if (bytes < 1000) return fill(t.bytes, { n: bytes });
  const [unit, divisor] = bytes < 1e6 ? (["kb", 1e3] as const) : bytes < 1e9 ? (["mb", 1e6] as const) : (["gb", 1e9] as const);
  return fill(t[unit], { n: formatNumber(bytes / divisor, language, 1) });
}
