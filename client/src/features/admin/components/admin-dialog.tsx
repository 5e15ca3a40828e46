import * as Dialog from "@radix-ui/react-dialog";
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { fillForm, forgetDraft, loadDraft, readForm, saveDraft, typedFields } from "../lib/drafts";
import { useSignedInUsername } from "../lib/session";
import { DialogSavesContext, type DialogSaves, type NewerVersion, type SaveFailure } from "../lib/save-failure";
import { texts } from "../texts";
import { NewerVersionNotice } from "./newer-version-notice";
import { PartBoundary } from "./part-boundary";
import { SaveFailedNotice } from "./save-failed-notice";
import { formatDateTime } from "@shared/format";

/**
 * Set by a dialog's last row when its action cannot be undone and asks no field (FormActions with
 * `danger` and `onAction`): the dialog is then a question before a destructive action.
 */
const DestructiveContext = createContext<(() => void) | null>(null);

/** Makes the dialog around the caller an `alertdialog` (a question before a destructive action). */
export function useDestructiveQuestion(active: boolean) {
  const mark = useContext(DestructiveContext);
  // Before the dialog paints and moves the focus: its role and first focus are right from the start.
  useLayoutEffect(() => {
    if (active) mark?.();
  }, [active, mark]);
}

/** Marks the harmless choice of a destructive question (Cancel): the focus starts there. */
export const SAFE_CHOICE = "data-safe-choice";

/** A field someone can type in or choose from, shown and enabled. */
const FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * Where the focus goes as a dialog opens: the harmless choice of a destructive question, else its
 * first field, else (a dialog with nothing to fill in) Radix's own first focusable element.
 */
function firstFocus(content: HTMLElement | null): HTMLElement | null {
  if (!content) return null;
  const safe = content.querySelector<HTMLElement>(`[${SAFE_CHOICE}]`);
  if (safe) return safe;
  return [...content.querySelectorAll<HTMLElement>(FIELD)].find((field) => !field.closest("[hidden]")) ?? null;
}

/**
 * The admin's dialog (Radix: focus trapped, Escape closes, focus returns to what opened it). It
 * opens with the focus on its first field; a question before a destructive action (its last row a
 * red action and Cancel) is an `alertdialog` whose focus starts on Cancel. Full width on a phone,
 * a centred panel on a laptop; its body scrolls when long.
 *
 * A save made inside it that fails (offline, the site unreachable, refused) never closes it: the
 * failure is said at its top with Retry, and what was typed stays. Retry sends the dialog's form
 * again as it is now (or repeats the failed call when the dialog has no form). Its body is its own
 * part: if it cannot be shown, the admin behind it stays. A save refused because someone else
 * saved the record meanwhile (409) shows that newer version's differing fields above the form,
 * which keeps the person's typing; they can save theirs on top of it.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  size = "default",
  draftKey,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** "wide": room for English and French side by side on a laptop (the content editors). */
  size?: "default" | "wide";
  /**
   * The record the dialog edits ("article:<id>", "article:new"): what is typed in its form is kept
   * on this device as it is typed, and offered back if the dialog is opened again after a closed
   * tab or a crash. Forgotten once saved, or when the dialog is closed in the app.
   */
  draftKey?: string;
  children: ReactNode;
}) {
  const t = useTexts(texts);
  const content = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<{ failure: SaveFailure; retry?: () => void } | null>(null);
  const [newer, setNewer] = useState<NewerVersion | null>(null);
  const drafts = useDrafts(draftKey, content);
  const [destructive, setDestructive] = useState(false);
  const markDestructive = useCallback(() => setDestructive(true), []);
  const saves = useMemo<DialogSaves>(
    () => ({
      report: (failure, retry) => setFailed(failure ? { failure, retry } : null),
      showNewer: setNewer,
      newerShown: newer !== null,
      saved: drafts.forget,
    }),
    [newer, drafts.forget],
  );
  const retry = () => {
    const form = content.current?.querySelector("form");
    const again = failed?.retry;
    setFailed(null);
    if (form) form.requestSubmit();
    else again?.();
  };
  const saveOnTop = () => {
    newer?.saveOnTop();
    content.current?.querySelector("form")?.requestSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          ref={content}
          role={destructive ? "alertdialog" : "dialog"}
          onOpenAutoFocus={(event) => {
            const target = firstFocus(content.current);
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onFocusCapture={drafts.focused}
          onInputCapture={drafts.typed}
          onChangeCapture={drafts.typed}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-xl bg-white p-5 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6 ${
            size === "wide" ? "sm:w-[min(64rem,94vw)]" : "sm:w-[min(40rem,92vw)]"
          }`}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-brand">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm wrap-anywhere text-slate-700">{description}</Dialog.Description>}
            </div>
            <Dialog.Close className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-slate-100" aria-label={t.common.close}>
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {drafts.offered && <DraftNotice savedAt={drafts.offered.savedAt} onRestore={drafts.restore} onDiscard={drafts.discard} />}
          {failed && <SaveFailedNotice failure={failed.failure} onRetry={retry} />}
          {newer && <NewerVersionNotice newer={newer} onSaveOnTop={saveOnTop} />}
          <DialogSavesContext.Provider value={saves}>
            <DestructiveContext.Provider value={markDestructive}>
              <PartBoundary>{children}</PartBoundary>
            </DestructiveContext.Provider>
          </DialogSavesContext.Provider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Keeps a dialog's form on the device as it is typed, and offers back what a closed tab left there. */
function useDrafts(draftKey: string | undefined, content: RefObject<HTMLDivElement | null>) {
  const user = useSignedInUsername();
  const key = draftKey && user ? { user, record: draftKey } : null;
  const [offered, setOffered] = useState(() => (key ? loadDraft(key.user, key.record) : null));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const done = useRef(false);
  /** What the form showed before anything was typed (read as the dialog opens, or at the first focus in it): only what differs from it is kept. */
  const opened = useRef<Record<string, string | boolean> | null>(null);
  const look = () => {
    const form = content.current?.querySelector("form");
    if (form && !opened.current) opened.current = readForm(form);
  };
  const keyRef = useRef(key);
  keyRef.current = key;

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    done.current = true;
    if (keyRef.current) forgetDraft(keyRef.current.user, keyRef.current.record);
  }, []);

  // Closed in the app (saved, cancelled, signed out): nothing is left to offer. A closed tab or a
  // crash runs no code, and the draft stays.
  useEffect(() => {
    done.current = false;
    return forget;
  }, [forget]);

  // What is kept may be what the form shows already (a draft identical to the record): no offer.
  useEffect(() => {
    look();
    const form = content.current?.querySelector("form");
    if (offered && form && JSON.stringify(readForm(form)) === JSON.stringify({ ...readForm(form), ...offered.values })) setOffered(null);
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const typed = () => {
    if (!keyRef.current || done.current) return;
    look();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = content.current?.querySelector("form");
      if (form && keyRef.current && !done.current) saveDraft(keyRef.current.user, keyRef.current.record, typedFields(readForm(form), opened.current ?? {}));
    }, 300);
  };
  const restore = () => {
    const form = content.current?.querySelector("form");
    if (form && offered) fillForm(form, offered.values);
    setOffered(null);
  };
  const discard = () => setOffered(null);
  return { offered, typed, focused: look, restore, discard, forget };
}

function DraftNotice({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const t = useTexts(texts).draft;
  const { lang } = useI18n();
  const time = formatDateTime(savedAt, lang, -new Date(savedAt).getTimezoneOffset());
  return (
    <div role="status" className="mb-4 rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-950">
      <p>{format(t.text, { time })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary min-h-11" onClick={onRestore}>
          {t.restore}
        </button>
        <button type="button" className="btn btn-outline min-h-11 bg-white" onClick={onDiscard}>
          {t.discard}
        </button>
      </div>
    </div>
  );
}
