/**
 * An audit entry as a sentence in the reader's language: who did what to which record, and the
 * fields that changed from what to what, each value as the admin shows it elsewhere (money through
 * shared/money.ts, days and times on the foundation's clock, statuses and categories by their
 * names). Long texts are named, not quoted; an action or a field this list does not know yet
 * still reads as a sentence, never as the stored keys or JSON. Pure: the words come from
 * ./texts.ts and the admin shell's `labels`.
 */
import { MEMBER_ACTOR, SITE_ACTOR, type AuditItem } from "@shared/admin";
import { currencies, languages, type Currency, type Language } from "@shared/domain";
import type { LocalizedText } from "@shared/schema";
import { formatMonthOrDay, formatNumber } from "@shared/format";
import { formatMoney, toMinor } from "@shared/money";
import { format } from "@/i18n";
import { texts as adminTexts } from "../../texts";
import { formatDateTime } from "../../lib/format";
import { texts, type AuditTexts } from "./texts";

export type AuditSentence = {
  /** The whole change in one sentence ("admin published the program “Code for Change”"). */
  sentence: string;
  /** The other changes of the entry, one line each ("French title: … → …"). */
  details: string[];
};

type Change = { from: unknown; to: unknown };
type Labels = (typeof adminTexts)["en"]["labels"];
type Words = { t: AuditTexts; labels: Labels; lang: Language };

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

const contentKinds = ["program", "article", "event"] as const;
const contentVerbs = ["create", "update", "publish", "unpublish", "delete"] as const;
/** Texts written in Markdown or in paragraphs: the list says they changed, not what they say. */
const longFields = new Set(["summary", "content", "excerpt", "eligibility", "description"]);
/** Values that mean nothing to a reader (an image's id, a list of ids): the list says they changed. */
const opaqueFields = new Set(["heroImage", "heroImageId", "order"]);
/** The longest value quoted whole; longer ones are cut with an ellipsis. */
const MAX_VALUE = 60;

/** The fields an action already says in its sentence, left out of its lines. */
const saidByAction: Record<string, string[]> = {
  publish: ["published"],
  unpublish: ["published"],
  "membership.approve": ["status"],
  "contact.new": ["status"],
  "contact.read": ["status"],
  "contact.replied": ["status"],
  "contact.reply": ["status"],
  "payment.record": ["amount", "currency"],
  "payment.refund": ["amount", "currency"],
  "payment.void": ["amount", "currency"],
  "membership_year.ask": ["amount", "currency"],
  "membership.add": ["fullName"],
  "donation.record": ["amount", "currency", "donorName"],
  "image.upload": ["variants"],
  "mail.retry": ["status"],
  "convocation.send": ["year", "recipients"],
};

const isLocalized = (value: unknown): value is LocalizedText =>
  typeof value === "object" && value !== null && typeof (value as LocalizedText).en === "string" && typeof (value as LocalizedText).fr === "string";

const isEmpty = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

const shorten = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1).trimEnd()}…` : text);

/** A field as the sentence (`the`) or a line (`label`) names it; one half of a localized text names its language. */
function fieldName(field: string, form: "the" | "label", { t }: Words, lang?: Language): string {
  if (!has(t.fields, field)) return format(t.unknownField[form], { name: field.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[._]/g, " ").toLowerCase() });
  const name = format(t.fields[field][form], { lang: lang ? t.languages[lang] : "" }).replace(/\s+/g, " ").trim();
  return form === "label" ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

/** A value of a field as the reader reads it elsewhere in the admin. */
function valueText(entry: AuditItem, field: string, value: unknown, words: Words): string {
  const { t, lang } = words;
  if (field === "capacity" && value === null) return t.values.unlimited;
  if (isEmpty(value)) return t.values.empty;
  if (typeof value === "boolean") {
    if (field === "published") return value ? t.values.published : t.values.unpublished;
    if (field === "registrationOpen") return value ? t.values.open : t.values.closed;
    return value ? t.values.yes : t.values.no;
  }
  if (typeof value === "number") {
    if (field.startsWith("dues.")) return formatMoney(toMinor(value, "XOF"), "XOF", lang);
    // A payment's amount is in minor units of the currency the entry names (shared/money.ts).
    const currency = entry.changes?.currency?.to;
    if (field === "amount" && currencies.includes(currency as Currency)) return formatMoney(value, currency as Currency, lang);
    if (field === "membershipYear" || field === "year") return String(value);
    return formatNumber(value, lang);
  }
  if (typeof value === "string") {
    if (field === "startsAt" || field === "endsAt" || field === "heldAt" || field === "paidAt") return formatDateTime(value, lang);
    if (field === "nextAgm" || field === "paidOn" || field === "publishDate") return formatMonthOrDay(value, lang) ?? value;
    const named = enumName(entry.entity, field, value, words);
    return named ?? shorten(value);
  }
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return shorten(value.join(", "));
  if (isLocalized(value)) return shorten(value[lang] || value[lang === "en" ? "fr" : "en"]);
  return t.values.empty;
}

/** The name of a value of a closed list (a status, a category, a payment method…); null when it is none. */
function enumName(entity: string, field: string, value: string, { t, labels }: Words): string | null {
  const tables: Record<string, Record<string, string> | undefined> = {
    status: entity === "membership" ? labels.membershipStatus : entity === "contact" ? labels.contactStatus : entity === "donation" ? labels.donationStatus : undefined,
    paymentStatus: labels.donationStatus,
    method: labels.paymentMethod,
    impactTier: labels.impactTier,
    currency: labels.currency,
    category: labels.category,
    language: labels.language,
    staffLanguage: labels.language,
    role: entity === "user" ? labels.role : undefined,
    pillar: t.pillars,
    kind: t.kinds,
  };
  const table = tables[field];
  return table && has(table, value) ? (table[value] ?? null) : null;
}

/** A field's change, one per language for a text in both (only the halves that changed). */
type FieldChange = { field: string; lang?: Language; from: unknown; to: unknown };

function split(field: string, change: Change): FieldChange[] {
  const { from, to } = change;
  if ((isLocalized(from) || from === null) && (isLocalized(to) || to === null) && (from !== null || to !== null))
    return languages
      .filter((lang) => (from?.[lang] ?? "") !== (to?.[lang] ?? ""))
      .map((lang) => ({ field, lang, from: from?.[lang] ?? null, to: to?.[lang] ?? null }));
  return [{ field, from, to }];
}

/** A value that is neither text, number, yes/no nor a list of texts (an object the list cannot say). */
const isStructured = (value: unknown) => typeof value === "object" && value !== null && !(Array.isArray(value) && value.every((v) => typeof v === "string"));
const isOpaque = (c: FieldChange) => opaqueFields.has(c.field) || isStructured(c.from) || isStructured(c.to);

/** One line under the sentence. */
function detailLine(entry: AuditItem, c: FieldChange, words: Words): string {
  const { t } = words;
  const field = fieldName(c.field, "label", words, c.lang);
  if (c.lang && longFields.has(c.field)) return format(t.long, { field });
  if (isOpaque(c)) return format(t.opaque, { field });
  const to = valueText(entry, c.field, c.to, words);
  if (isEmpty(c.from) && c.field !== "capacity") return format(t.set, { field, to });
  return format(t.change, { field, from: valueText(entry, c.field, c.from, words), to });
}

/** One change said in one sentence ("admin changed the French title of the program “…”: … → …"). */
function oneSentence(entry: AuditItem, who: string, of: string, c: FieldChange, words: Words): string {
  const { t } = words;
  const field = fieldName(c.field, "the", words, c.lang);
  if ((c.lang && longFields.has(c.field)) || isOpaque(c)) return format(t.oneLong, { who, field, of });
  return format(t.one, { who, field, of, from: valueText(entry, c.field, c.from, words), to: valueText(entry, c.field, c.to, words) });
}

/** What the entry names its record by, in the reader's language where it has both. */
function recordName(entry: AuditItem, { t, lang }: Words): string {
  const details = entry.details;
  // Erased at the person's request (docs/rules.md R53): the entry keeps no name to show.
  if (details?.erased) return t.erased;
  if (entry.entity === "contact") {
    if (details?.subject !== undefined && details.name !== undefined) {
      const template = entry.action === "contact.delete" && details.email ? t.messageWithEmail : t.message;
      return format(template, { subject: details.subject, name: details.name, email: details.email ?? "" });
    }
    return entry.label ? format(t.quoted, { text: entry.label }) : t.unnamed;
  }
  if (entry.entity === "image" && entry.label) {
    const size = /^(\d+)×(\d+) image\/(\w+)$/.exec(entry.label);
    if (size) return format(t.image, { width: formatNumber(Number(size[1]), lang), height: formatNumber(Number(size[2]), lang), type: size[3]!.toUpperCase() });
  }
  const title = details?.title;
  if (title) return title[lang] || title[lang === "en" ? "fr" : "en"] || entry.label || t.unnamed;
  return details?.name ?? entry.label ?? t.unnamed;
}

const recordPhrases = (entity: string, t: AuditTexts) => (has(t.records, entity) ? t.records[entity] : t.records.other);

/** The amount an entry of a payment names, formatted; null when it names none. */
function amountOf(entry: AuditItem, words: Words): string | null {
  const amount = entry.changes?.amount?.to;
  const currency = entry.changes?.currency?.to;
  if (typeof amount !== "number" || !currencies.includes(currency as Currency)) return null;
  return formatMoney(amount, currency as Currency, words.lang);
}

/** How many an entry's action reached (a convocation's members), as a figure; empty when it names none. */
function countOf(entry: AuditItem, { lang }: Words): string {
  const count = entry.changes?.recipients?.to;
  return typeof count === "number" ? formatNumber(count, lang) : "";
}

/** The entry in words, in `lang`. */
export function describeEntry(entry: AuditItem, lang: Language): AuditSentence {
  const words: Words = { t: texts[lang], labels: adminTexts[lang].labels, lang };
  const { t } = words;
  // The site's own changes (the renewal season's notices) have no administrator: "The site".
  const who = entry.username === SITE_ACTOR && entry.userId === null ? t.site : entry.username;
  if (entry.action === "migrate" && entry.entity === "members") {
    const count = (key: string) => formatNumber(Number(entry.changes?.[key]?.to ?? 0), lang);
    const counts = { members: count("members"), applications: count("applications"), yearsPaid: count("yearsPaid"), paymentsKept: count("paymentsKept") };
    return { sentence: format(t.membersMigrated, counts), details: [] };
  }
  if (entry.action === "migrate" && entry.entity === "memberships") {
    return { sentence: format(t.applicationsAnswered, { count: formatNumber(Number(entry.changes?.answered?.to ?? 0), lang) }), details: [] };
  }
  const name = recordName(entry, words);
  const phrases = recordPhrases(entry.entity, t);
  const record = format(phrases.the, { name });
  const [kind, verb = ""] = entry.action.split(".");
  const isContent = (contentKinds as readonly string[]).includes(kind ?? "") && (contentVerbs as readonly string[]).includes(verb);

  const hidden = saidByAction[entry.action] ?? (isContent ? saidByAction[verb] : undefined) ?? [];
  const changes = Object.entries(entry.changes ?? {})
    .filter(([field]) => !hidden.includes(field))
    // A payment staff recorded is dated by the day they gave; the instant stored for it would say it twice.
    .filter(([field]) => field !== "paidAt" || entry.changes?.paidOn === undefined)
    .flatMap(([field, change]) => split(field, change as Change));

  // A member's own change from their page: no administrator, the member by their name, each field on its line.
  if (entry.action === "member.update" && entry.username === MEMBER_ACTOR && entry.userId === null) {
    const sentence = entry.details?.erased ? t.memberSelfErased : format(t.memberSelf, { name });
    return { sentence, details: changes.map((c) => detailLine(entry, c, words)) };
  }

  const isUpdate = (isContent && verb === "update") || entry.action === "membership.update" || entry.action === "settings.update";
  if (isUpdate && changes.length === 1) return { sentence: oneSentence(entry, who, format(phrases.of, { name }), changes[0]!, words), details: [] };

  let sentence: string;
  if (isContent) sentence = format(t.content[verb as (typeof contentVerbs)[number]], { who, record });
  else if (has(t.actions, entry.action)) {
    const amount = amountOf(entry, words);
    const template = amount === null && has(t.withoutAmount, entry.action) ? t.withoutAmount[entry.action] : t.actions[entry.action];
    sentence = format(template, { who, record, name, amount: amount ?? "", count: countOf(entry, words) });
  } else sentence = entry.entity === "settings" || entry.label || entry.details ? format(t.unknown, { who, record }) : format(t.unknownUnnamed, { who });
  return { sentence, details: changes.map((c) => detailLine(entry, c, words)) };
}
