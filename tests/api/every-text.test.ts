/**
 * Every text of both languages, read as a reader would: the pages' and the admin's dictionaries,
 * the server's (API answers, the CSVs' words, the domain's vocabulary, the mails', the documents',
 * the alerts'), every mail as it is sent (the stored copy server/mail/every-mail.test.ts keeps in step
 * with the templates) and every audit sentence, each action with each kind of record. Each check
 * names a fault a reader met: a count that disagrees with its noun, "à le", French punctuation
 * without its non-breaking space, Title Case in an English sentence, "programmes" in English, a
 * currency called by its code, parentheses inside parentheses, a language named in the wrong one.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Language } from "../../shared/domain";
import { fill } from "../../shared/fill";
import { texts as auditTexts } from "../../client/src/features/admin/components/audit/texts";

type Tree = { readonly [key: string]: Tree | string | number | boolean | null } | readonly (Tree | string)[];
type Text = { where: string; lang: Language; text: string; key: string; siblings: string[] };

const isGroup = (value: unknown): value is Tree => value !== null && typeof value === "object";

/** Every text of a tree, with its key and the keys beside it (a count's other forms). */
function leaves(tree: Tree, where: string, lang: Language, prefix = ""): Text[] {
  const keys = Object.keys(tree);
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isGroup(value)) return leaves(value, where, lang, path);
    return typeof value === "string" ? [{ where: `${where} ${path}`, lang, text: value, key, siblings: keys }] : [];
  });
}

/** The modules whose exports hold an `en` and a `fr` group: dictionaries, vocabulary, messages. */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    "/client/src/**/texts.ts",
    "/client/src/**/*-texts.ts",
    "/client/src/i18n/en.ts",
    "/client/src/i18n/fr.ts",
    "!/client/src/i18n/texts.ts",
    "/server/**/texts.ts",
    "/server/**/*-texts.ts",
    "/server/**/messages.ts",
    "/server/**/*-messages.ts",
    "/shared/labels.ts",
    "/shared/vocabulary.ts",
  ],
  { eager: true },
);

function dictionaryTexts(): Text[] {
  const out: Text[] = [];
  for (const [file, module] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (!isGroup(value)) continue;
      if (file.endsWith("/i18n/en.ts") && name === "en") out.push(...leaves(value, file, "en"));
      else if (file.endsWith("/i18n/fr.ts") && name === "fr") out.push(...leaves(value, file, "fr"));
      else if ("en" in value && "fr" in value && isGroup(value.en) && isGroup(value.fr)) {
        out.push(...leaves(value.en, `${file}: ${name}`, "en"), ...leaves(value.fr, `${file}: ${name}`, "fr"));
      }
    }
  }
  return out;
}

/** Values the mails' fixed cases put in (a visitor's own words), which are theirs to write. */
const visitorsWords = ["Is it open?", "Yes, from Monday.", "Hello & more", "I can teach.", "Line \"two\"", "Budget <2027>"];

/** Each mail's plain text, in its language, from the stored copy of every mail. */
function mailTexts(): Text[] {
  const stored = readFileSync(new URL("../../server/mail/__snapshots__/every-mail.txt", import.meta.url), "utf8");
  return stored
    .split(/^==== /m)
    .slice(1)
    .map((section) => {
      const [heading = ""] = section.split("\n", 1);
      const lang = heading.trim().endsWith("/ fr") ? "fr" : "en";
      const subject = /^subject: (.*)$/m.exec(section)?.[1] ?? "";
      const body = section.split("\n---- text\n")[1]?.split("\n---- html\n")[0] ?? "";
      // "Re:" is how every mail program marks a reply, in any language.
      const text = visitorsWords.reduce((all, words) => all.split(words).join(""), `${subject}\n${body}`).replace(/^Re: /gm, "");
      return { where: `mail ${heading.trim()}`, lang, text, key: "mail", siblings: [] } satisfies Text;
    });
}

/** Every audit sentence: each action with each kind of record, as describe-entry.ts fills them. */
function auditSentences(): Text[] {
  return (["en", "fr"] as const).flatMap((lang) => {
    const t = auditTexts[lang];
    const records = Object.values(t.records).map((phrases) => fill(phrases.the, { name: "Kossi" }));
    const sentences = [...Object.entries(t.actions), ...Object.entries(t.content)];
    return sentences.flatMap(([action, template]) =>
      records.map((record) => ({
        where: `audit ${action} (${record})`,
        lang,
        text: fill(template, { who: "Awa", record, name: "Kossi", amount: "12 000 FCFA", count: "3" }),
        key: action,
        siblings: [],
      })),
    );
  });
}

const all = [...dictionaryTexts(), ...mailTexts(), ...auditSentences()];

/** A text without its addresses, links and placeholders, which follow no language's rules. */
const prose = (text: string) =>
  text
    .replace(/\b(?:https?|mailto):\S+/g, " ")
    .replace(/\/[\w./?=&%-]*/g, " ")
    .replace(/[\w.+-]+@[\w.-]+/g, " ")
    .replace(/\{\w+\}/g, "X");

/** The specification's own strings, kept as it writes them, and names (a person's title, the board, what the specification's "New Program" begins). */
const specStrings = new Set([
  "Complete Your Membership Payment",
  "Complete Your Donation",
  "Train 1 Learner",
  "Equip a Lab Seat",
  "Fund a Women Cohort",
  "Active Member",
  "Digital Literacy",
  "Financial Literacy",
  "Digital Jobs",
  "TVET for Employment",
  "New Program",
  "New Article",
  "New Event",
  "Donation Created",
  "Donation Complete",
  "Registration Open",
  "Opening Soon",
  "Experienced Leadership",
  "Evidence-driven Impact",
  "Inclusive Access",
  "Global & Local Partnerships",
  "Code for Change",
  "SheLeads Finance",
  "Future Work Academy",
  "Skills for Jobs",
  "Membership Application Submitted",
  "Membership Activated",
  "Information We Collect",
  "How We Use Your Information",
  "Information Sharing",
  "Data Security",
  "Your Rights",
  "Acceptance of Terms",
  "Use License",
  "Membership Terms",
  "Payment Failed",
  "Payment Error",
  "Payment Successful!",
  "Back to Home",
  "View Citation",
  "Legal Document Not Found",
  "404 Page Not Found",
  "Founder and President",
  "Board of Directors",
  "Terms of Use",
]);
/** Texts that are places' and countries' names. */
const namesOfPlaces = /\.zones\.|\bcountries\./;
/** Names that are capitalized in any sentence. */
const properNames =
  /^(?:Test|Salle|Report|Budget|Awa|Diallo|Kofi|Mensah|Kossi|Visa|Mastercard|MTN|Moov|Celtiis|Mobile|Money|Cash|Stripe|FedaPay|Benin|Cotonou|West|Africa|African|Porto-Novo|English|French|Français|CSV|PDF|JSON|FCFA|USD|EUR|CAD|XOF|ID|WhatsApp|Google|Digital|Code|Law|No\.|GMT|UTC|AM|PM|Board|Foundation|Executive|Bureau|General|Assembly|AGM|Women|Tech|Settings|Privacy|Policy|Terms|Statutes|Mon|Tue|Wed|Thu|Fri|Sat|Sun|[A-Z]{2,}|[A-Z]\.?|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|I|OK|SMS|TVET|X)$/;
const smallWords = new Set(["a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "by", "at", "with", "from", "as", "per", "via", "vs"]);

/** Title Case: in a phrase of two words or more, every word after the first that is not small is capitalized. */
function isTitleCase(text: string): boolean {
  if (specStrings.has(text)) return false;
  return prose(text)
    .split(/[.:;!?·—\n]/)
    .some((phrase) => isTitleCasePhrase(phrase.trim()));
}

function isTitleCasePhrase(phrase: string): boolean {
  if (specStrings.has(phrase)) return false;
  const words = phrase.split(/[\s\u00a0]+/).filter((w) => /^\p{L}/u.test(w));
  const rest = words.slice(1).filter((w) => !smallWords.has(w) && !properNames.test(w.replace(/[’'s,.:;!?)]+$/u, "")));
  return rest.length > 0 && rest.every((w) => /^\p{Lu}/u.test(w)) && words.slice(1).some((w) => /^\p{Lu}/u.test(w) && !properNames.test(w.replace(/[’'s,.:;!?)]+$/u, "")));
}

const FRENCH_PLURALS = "membres|dons|paiements|courriels|adresses|réponses|donateurs|demandes|années|fiches|messages|envois|jours|minutes";
const ENGLISH_PLURALS = "members|gifts|donations|payments|mails|addresses|replies|donors|applications|years|records|messages|submissions|days|minutes";

/** A count's form chosen by a rule (`one`/`other`, `…One`/`…Many`) rather than one text for every count. */
const hasForms = ({ key, siblings }: Text) =>
  ["one", "other", "many", "none"].includes(key) || /(?:One|Many)$/.test(key) || siblings.includes(`${key}One`) || (/(?:Many|s)$/.test(key) && siblings.includes(key.replace(/(?:Many|s)$/, "One")));

/**
 * The statutes page quotes articles of the statutes word for word (tests/api/documents.test.ts): a
 * legal text keeps its own way of writing a day ("the Law of 1 July 1901").
 */
const quotesTheStatutes = /^\/client\/src\/features\/statutes\/texts\.ts: texts points\.items\.\d+\.text$/;

/** The faults of one text, each said plainly. */
function faults(item: Text): string[] {
  const found: string[] = [];
  const { text, lang } = item;
  const plain = prose(text);
  const say = (fault: string) => found.push(`${item.where}: ${fault} in ${JSON.stringify(text)}`);

  if (/\([^()]*\(/.test(text)) say("parentheses inside parentheses");
  if (/\b(?:en|in) XOF\b/.test(text)) say("the currency by its code (FCFA)");
  const counted = new RegExp(`\\{count\\}[\\s\\u00a0]+(?:${lang === "fr" ? FRENCH_PLURALS : ENGLISH_PLURALS})\\b`, "u");
  if (counted.test(text) && !hasForms(item)) say("a count with one form for every number");
  const one = new RegExp(`(?:^|[^\\d,.\\s\\u00a0])[\\s\\u00a0]?\\b1[\\s\\u00a0]+(?:${lang === "fr" ? FRENCH_PLURALS : ENGLISH_PLURALS})\\b`, "u");
  if (one.test(text)) say("1 with a plural");

  if (lang === "fr") {
    const contraction = /(?<!\p{L})(à|de) (les?) (?!\p{L}+(?:er|ir|re)\b)/iu.exec(plain);
    if (contraction) say(`“${contraction[1]} ${contraction[2]}” for “${contraction[1]!.toLowerCase() === "à" ? (contraction[2] === "le" ? "au" : "aux") : contraction[2] === "le" ? "du" : "des"}”`);
    const ordinary = /[^\S\u00a0\u202f]([:;?!])/.exec(plain);
    if (ordinary) say(`an ordinary space before “${ordinary[1]}”`);
    const none = /[\p{L}\d)»’X]([:;?!])(?![:\d])/u.exec(plain.replace(/\d+:\d\d/g, "0"));
    if (none) say(`no non-breaking space before “${none[1]}”`);
    if (/Langue[\s\u00a0]*:[\s\u00a0]*(?:English|Français)/.test(text)) say("a language named in itself");
    if (/(?:vous êtes|êtes-vous) (?:convoqué|invité)(?!e)/i.test(text)) say("a participle that guesses the reader’s gender");
  } else {
    if (/\bprogrammes?\b/i.test(plain)) say("“programmes” (the site says “programs”)");
    if (/Language: Français/.test(text)) say("a language named in itself");
    if (!namesOfPlaces.test(item.where) && isTitleCase(text)) say("Title Case");
    if (!quotesTheStatutes.test(item.where) && /\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December)\b/.test(plain)) say("a day written the British way (the site writes “December 31, 2026”)");
  }
  return found;
}

describe("every text of both languages", () => {
  it("is read: the dictionaries, the vocabulary, the mails, the documents and the audit sentences", () => {
    const where = new Set(all.map((t) => t.where.split(/[ :]/, 1)[0]));
    for (const expected of [
      "/client/src/i18n/fr.ts",
      "/client/src/features/join/texts.ts",
      "/server/mail/texts.ts",
      "/server/documents/texts.ts",
      "/shared/labels.ts",
      "/shared/vocabulary.ts",
      "mail",
      "audit",
    ])
      expect(where).toContain(expected);
    expect(all.filter((t) => t.where.startsWith("mail ")).length).toBeGreaterThan(60);
  });

  it("has none of the faults a reader met", () => {
    expect(all.flatMap(faults)).toEqual([]);
  });
});

describe("the text checks", () => {
  const check = (text: string, lang: Language, key = "text", siblings: string[] = []) => faults({ where: "x", lang, text, key, siblings }).map((f) => f.slice("x: ".length, f.lastIndexOf(' in "')));

  it("see each fault of the issue", () => {
    expect(check("{count} membres ayant le droit de vote", "fr", "count")).toEqual(["a count with one form for every number"]);
    expect(check("Feuille signée par 1 membres", "fr")).toEqual(["1 with a plural"]);
    expect(check("staff a répondu depuis le site à le message", "fr")).toEqual(["“à le” for “au”"]);
    expect(check("Catégorie\u00a0: Individuel (Membre adhérent (individuel))", "fr")).toEqual(["parentheses inside parentheses"]);
    expect(check("1 en XOF", "fr")).toEqual(["the currency by its code (FCFA)"]);
    expect(check("Langue\u00a0: English", "fr")).toEqual(["a language named in itself"]);
    expect(check("vous êtes convoqué à son assemblée", "fr")).toEqual(["a participle that guesses the reader’s gender"]);
    expect(check("Send Message", "en")).toEqual(["Title Case"]);
    expect(check("Submit Application", "en")).toEqual(["Title Case"]);
    expect(check("the training programmes of the foundation", "en")).toEqual(["“programmes” (the site says “programs”)"]);
    expect(check("valid until 31 December 2026", "en")).toEqual(["a day written the British way (the site writes “December 31, 2026”)"]);
  });

  it("see French double punctuation without its non-breaking space", () => {
    expect(check("Montant : {amount}", "fr")).toEqual(["an ordinary space before “:”"]);
    expect(check("Montant: {amount}", "fr")).toEqual(["no non-breaking space before “:”"]);
    expect(check("Merci\u00a0! À 10:00, https://example.org/a?b=c", "fr")).toEqual([]);
  });

  it("let right texts be", () => {
    expect(check("{count}\u00a0membres", "fr", "other", ["one", "other"])).toEqual([]);
    expect(check("Equip a Lab Seat", "en")).toEqual([]);
    expect(check("Pay by MTN Mobile Money", "en")).toEqual([]);
    expect(check("Awa a répondu au message de Kossi", "fr")).toEqual([]);
  });
});
