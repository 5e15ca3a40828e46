/**
 * Where a record saved meanwhile by someone else differs from what a form is about to save: each
 * field of the form's body whose value the saved record does not share, with the saved value as
 * text (a `{ en, fr }` text as one line per language).
 */
import type { NewerField } from "./save-failure";

type Words = { empty: string; changed: string; yes: string; no: string };

const isLocalized = (value: unknown): value is { en?: string | null; fr?: string | null } =>
  typeof value === "object" && value !== null && !Array.isArray(value) && ("en" in value || "fr" in value);

/** A value as compared: empty texts and null alike, dates by their instant, `{ en, fr }` by both. */
function normal(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (isLocalized(value)) return JSON.stringify([value.en ?? "", value.fr ?? ""]);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) return String(Date.parse(value));
  return JSON.stringify(value);
}

function lines(value: unknown, key: string, words: Words): NewerField["lines"] {
  if (value === null || value === undefined || value === "") return [{ text: words.empty }];
  if (isLocalized(value)) return (["en", "fr"] as const).map((lang) => ({ lang, text: value[lang] || words.empty }));
  if (typeof value === "boolean") return [{ text: value ? words.yes : words.no }];
  if (Array.isArray(value)) return [{ text: value.length > 0 ? value.join(", ") : words.empty }];
  // An identifier (an image) says nothing to a person: only that it changed.
  if (key.endsWith("Id") || typeof value === "object") return [{ text: words.changed }];
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) return [{ text: new Date(value).toLocaleString() }];
  return [{ text: String(value) }];
}

export function differingFields(saved: Record<string, unknown>, body: Record<string, unknown>, labels: Record<string, string>, words: Words): NewerField[] {
  return Object.keys(body)
    .filter((key) => key !== "version" && key in saved && normal(saved[key]) !== normal(body[key]))
    .map((key) => ({ key, label: labels[key] ?? key, lines: lines(saved[key], key, words) }));
}
