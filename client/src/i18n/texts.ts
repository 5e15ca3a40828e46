import type { Language } from "@shared/domain";
import { useI18n } from "./index";

/** A text module's shape with every text typed as string (so fr can differ in content). */
export type Widen<T> = T extends string ? string : T extends readonly (infer U)[] ? Widen<U>[] : { [K in keyof T]: Widen<T[K]> };

/**
 * The texts of one area (a page, a feature), kept beside its code so a page's chunk carries
 * only its own words: `export const texts = defineTexts(en, fr)` where `fr` has en's shape.
 */
export const defineTexts = <T,>(en: T, fr: Widen<T>): Record<Language, Widen<T>> => ({ en: en as Widen<T>, fr });

export function useTexts<T>(texts: Record<Language, T>): T {
  return texts[useI18n().lang];
}
