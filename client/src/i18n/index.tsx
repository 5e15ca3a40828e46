import { createContext, Fragment, useContext, type ReactNode } from "react";
import type { Language } from "@shared/domain";
import { fill } from "@shared/fill";
import { en, type Dictionary } from "./en";
import { fr } from "./fr";

export type { Dictionary };
export const dictionaries: Record<Language, Dictionary> = { en, fr };

/** Replaces `{name}` placeholders: `format("Email: {email}", { email })` (shared/fill.ts). */
export const format = (text: string, values: Record<string, string | number>) => fill(text, values);

export const LanguageContext = createContext<Language>("en");

/** The page's language and its dictionary. */
export function useI18n() {
  const lang = useContext(LanguageContext);
  return { lang, t: dictionaries[lang] };
}

/** Like `format`, with React nodes for values: `formatNodes(t.header.emailLine, { email: <a/> })`. */
export function formatNodes(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key && key in values ? <Fragment key={i}>{values[key]}</Fragment> : part;
  });
}
