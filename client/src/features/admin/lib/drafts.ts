/**
 * What is typed in an admin dialog, kept on this device as it is typed (localStorage, per signed-in
 * person and record), so that a crash, a closed tab or a reload does not lose it: the dialog offers
 * it back when opened again. A dialog closed in the app (saved, cancelled, signed out) forgets it.
 *
 * What is kept may be personal data (a member's name typed in), on a device beyond an erasure's
 * reach: only the fields typed (not what the record already showed), for DRAFT_TTL_MS at most (a
 * session's own limit: past it the person signs in again anyway), and none of it after signing out.
 */
type Draft = { savedAt: string; values: Record<string, string | boolean> };
type Values = Draft["values"];

const PREFIX = "admin-draft:";
/** How long a draft is offered back: a session lasts 12 hours at most (server/auth/sessions.ts). */
export const DRAFT_TTL_MS = 12 * 60 * 60 * 1000;

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

/** The fields whose value differs from what the form showed when it opened: what was typed. */
export function typedFields(values: Values, opened: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => opened[name] !== value));
}

/** Keeps what was typed; nothing typed (every field back as it was), nothing kept. */
export function saveDraft(user: string, record: string, values: Values, now = new Date()) {
  if (Object.keys(values).length === 0) return forgetDraft(user, record);
  try {
    localStorage.setItem(storageKey(user, record), JSON.stringify({ savedAt: now.toISOString(), values } satisfies Draft));
  } catch {
    // Storage full or refused: the dialog still works, only this safety net is missing.
  }
}

const readDraft = (raw: string | null): Draft | null => {
  const parsed = raw ? (JSON.parse(raw) as Draft) : null;
  return parsed && typeof parsed.savedAt === "string" && parsed.values && typeof parsed.values === "object" ? parsed : null;
};
const expired = (draft: Draft | null, now: Date) => !draft || !(now.getTime() - Date.parse(draft.savedAt) < DRAFT_TTL_MS);

/** The draft kept for this person and record, unless it is older than DRAFT_TTL_MS (then it is dropped). */
export function loadDraft(user: string, record: string, now = new Date()): Draft | null {
  try {
    const draft = readDraft(localStorage.getItem(storageKey(user, record)));
    if (draft && expired(draft, now)) forgetDraft(user, record);
    return draft && !expired(draft, now) ? draft : null;
  } catch {
    return null;
  }
}

/** Every draft's key on this device (whoever typed it). */
function draftKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

/** Drops the drafts older than DRAFT_TTL_MS, anyone's (the admin does it as it opens). */
export function dropExpiredDrafts(now = new Date()) {
  try {
    for (const key of draftKeys()) {
      let draft: Draft | null = null;
      try {
        draft = readDraft(localStorage.getItem(key));
      } catch {
        // unreadable: dropped below
      }
      if (expired(draft, now)) localStorage.removeItem(key);
    }
  } catch {
    // no storage: nothing kept
  }
}

/** Signing out leaves nothing typed on the device: every draft is dropped. */
export function forgetAllDrafts() {
  try {
    for (const key of draftKeys()) localStorage.removeItem(key);
  } catch {
    // no storage: nothing kept
  }
}

export function forgetDraft(user: string, record: string) {
  try {
    localStorage.removeItem(storageKey(user, record));
  } catch {
    // nothing kept, nothing to forget
  }
}
