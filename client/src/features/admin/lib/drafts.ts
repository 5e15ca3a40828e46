/**
 * What is typed in an admin dialog, kept on this device as it is typed (localStorage, per signed-in
 * person and record), so that a crash, a closed tab or a reload does not lose it: the dialog offers
 * it back when opened again. A dialog closed in the app (saved, cancelled, signed out) forgets it.
 */
type Draft = { savedAt: string; values: Record<string, string | boolean> };

const PREFIX = "admin-draft:";

const storageKey = (user: string, record: string) => `${PREFIX}${user}:${record}`;

/** The named fields of a form, as typed (file inputs and passwords never). */
export function readForm(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) || !element.name) continue;
    if (element instanceof HTMLInputElement && (element.type === "file" || element.type === "password")) continue;
    values[element.name] = element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio") ? element.checked : element.value;
  }
  return values;
}

/** Puts values back into a form's fields as if typed (React and react-hook-form see each change). */
export function fillForm(form: HTMLFormElement, values: Record<string, string | boolean>) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) || !(element.name in values)) continue;
    const value = values[element.name]!;
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      if (element.checked !== value) element.click();
      continue;
    }
    if (element.value === value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")?.set;
    setter?.call(element, String(value));
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
}

export function saveDraft(user: string, record: string, values: Record<string, string | boolean>, now = new Date()) {
  try {
    localStorage.setItem(storageKey(user, record), JSON.stringify({ savedAt: now.toISOString(), values } satisfies Draft));
  } catch {
    // Storage full or refused: the dialog still works, only this safety net is missing.
  }
}

export function loadDraft(user: string, record: string): Draft | null {
  try {
    const raw = localStorage.getItem(storageKey(user, record));
    const parsed = raw ? (JSON.parse(raw) as Draft) : null;
    return parsed && typeof parsed.savedAt === "string" && parsed.values && typeof parsed.values === "object" ? parsed : null;
  } catch {
    return null;
  }
}

export function forgetDraft(user: string, record: string) {
  try {
    localStorage.removeItem(storageKey(user, record));
  } catch {
    // nothing kept, nothing to forget
  }
}
