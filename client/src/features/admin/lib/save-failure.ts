/**
 * Why a save failed, as the dialog says it: the device is offline, the site could not be reached
 * (no answer, a captive portal, a deploy), or the site answered and refused (with its own words).
 * A dialog whose save failed stays open with what was typed (components/admin-dialog.tsx).
 */
import { createContext, useContext } from "react";
import { ApiError, serverMessage, UnreachableError } from "./admin-api";

export type SaveFailure = { kind: "offline" } | { kind: "unreachable" } | { kind: "refused"; reason: string | null };

export function saveFailure(error: unknown): SaveFailure {
  if (error instanceof UnreachableError) return { kind: error.offline ? "offline" : "unreachable" };
  if (error instanceof ApiError) return { kind: "refused", reason: serverMessage(error) };
  // Anything else thrown by fetch or on the way (a TypeError): the answer never arrived.
  return { kind: typeof navigator !== "undefined" && navigator.onLine === false ? "offline" : "unreachable" };
}

/** One field where the version saved meanwhile differs from the form: its label and what it says. */
export type NewerField = { key: string; label: string; lines: { lang?: "en" | "fr"; text: string }[] };

/**
 * The version someone else saved while this person was typing (a 409): the fields where it differs
 * from the form, and `saveOnTop`, after which the next save is based on that version.
 */
export type NewerVersion = { fields: NewerField[]; saveOnTop: () => void };

/**
 * What a dialog offers the saves made inside it: say a failure (or clear it) with a way to retry,
 * and show the newer version saved meanwhile beside the form (or stop showing it).
 */
export type DialogSaves = {
  report: (failure: SaveFailure | null, retry?: () => void) => void;
  showNewer: (newer: NewerVersion | null) => void;
  /** Whether the dialog shows a newer version now. */
  newerShown: boolean;
  /** The dialog's change was saved: what it kept on the device is forgotten. */
  saved: () => void;
};

export const DialogSavesContext = createContext<DialogSaves | null>(null);

/** The dialog around the calling component, if any. */
export const useDialogSaves = () => useContext(DialogSavesContext);
