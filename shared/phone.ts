/**
 * Benin's mobile numbers, for mobile money. Since November 2024 a number has 10
 * digits: `01` followed by the former 8 (`01 97 12 34 56`); `+229` or `00229` in front is the
 * international form of the same number. People still type the former 8 digits (`97 12 34 56`):
 * that is the same number, `01` in front. The operator follows from the two digits after `01`
 * (the former prefix); a ported number keeps its prefix, so the payer can change the operator.
 * No library: the payment step's chunk imports this.
 */
import type { MobileOperator } from "./domain";

/** Former 8-digit prefixes of each operator (ARCEP Bénin's numbering plan; Celtiis, SBIN's network, since 2023). */
const prefixes: Record<MobileOperator, readonly string[]> = {
  mtn: ["42", "46", "50", "51", "52", "53", "54", "56", "57", "59", "61", "62", "66", "67", "69", "90", "91", "96", "97"],
  moov: ["45", "55", "58", "60", "63", "64", "65", "68", "94", "95", "98", "99"],
  celtiis: ["40", "41", "43", "44"],
};

/**
 * Why a typed number cannot receive a mobile-money request: a message key of the payment texts.
 * `phoneCountry`: a number of another country (mobile money here is for Benin's numbers).
 */
export type PhoneProblem = "phoneRequired" | "phoneFormat" | "phoneCountry" | "phoneOperator";

/** What a person typed, without the spaces, dots, dashes and parentheses people write numbers with. */
const compact = (text: string) => text.trim().replace(/[\s\u00a0\u202f.\-()/]/g, "");

/** The digits after Benin's country code, or null when the number is written with another country's. */
function nationalDigits(text: string): string | null {
  const digits = compact(text);
  if (digits.startsWith("+229")) return digits.slice(4);
  if (digits.startsWith("00229")) return digits.slice(5);
  if (digits.startsWith("+") || digits.startsWith("00")) return null;
  // Written without the plus, as FedaPay's older examples and some phones' contacts do.
  if (digits.startsWith("229") && (digits.length === 13 || digits.length === 11)) return digits.slice(3);
  return digits;
}

/**
 * The national 10-digit form (`0197123456`) of what a person typed, with spaces, dots, dashes
 * or parentheses, with or without `+229`/`00229`, in the current 10 digits or the former 8;
 * null when it is not a Beninese mobile number.
 */
export function normalizeBeninMobile(text: string): string | null {
  const digits = nationalDigits(text);
  if (digits === null) return null;
  // The former 8 digits: the number is the same with `01` in front (the 2024 renumbering).
  if (/^[4-9]\d{7}$/.test(digits)) return `01${digits}`;
  return /^01\d{8}$/.test(digits) ? digits : null;
}

/** True when the number is written with another country's code (`+33…`, `00225…`). */
export const isForeignNumber = (text: string) => /^\+?\d/.test(compact(text)) && nationalDigits(text) === null;

/** The operator a national number was given to, or null (fixed lines, unknown prefixes). */
export function operatorOf(national: string): MobileOperator | null {
  const prefix = national.slice(2, 4);
  for (const operator of Object.keys(prefixes) as MobileOperator[]) if (prefixes[operator].includes(prefix)) return operator;
  return null;
}

/** What is wrong with a typed number, or null when it can receive a request. */
export function phoneProblem(text: string): PhoneProblem | null {
  if (text.trim() === "") return "phoneRequired";
  if (isForeignNumber(text)) return "phoneCountry";
  return normalizeBeninMobile(text) === null ? "phoneFormat" : null;
}

/** `01 97 12 34 56`: the national number in pairs, as Beninese write it. */
export const formatBeninMobile = (national: string) => national.replace(/(\d{2})(?=\d)/g, "$1 ");

/** The international form (E.164) FedaPay's examples write: `+22901…`. */
export const internationalBeninMobile = (national: string) => `+229${national}`;

/** The last four digits, for a payment shown back to its payer or to staff: `•• 56 78`. */
export const phoneEnding = (national: string) => `•• ${national.slice(-4, -2)} ${national.slice(-2)}`;

/**
 * A paying number as the administration's lists and exports show it (docs/decisions/020-matching-operator-statements.md): the first two
 * digits and the last four, `01 •• •• 45 67` — enough to match an operator's statement line, never
 * the whole number. Anything that is not a national 10-digit number shows only its last four.
 */
export const maskedBeninMobile = (national: string) =>
  /^\d{10}$/.test(national) ? `${national.slice(0, 2)} •• •• ${national.slice(6, 8)} ${national.slice(8)}` : `•• ${national.slice(-4)}`;
