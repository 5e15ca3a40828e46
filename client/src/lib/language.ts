import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "@shared/paths";
import type { Language } from "@shared/domain";

/** Remembers the visitor's choice: browser storage, mirrored in a cookie the server reads. */
export function storeLanguage(lang: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be refused (private mode); the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value === "en" || value === "fr" ? value : null;
  } catch {
    return null;
  }
}
