import { useI18n } from "@/i18n";
import { fieldMessage, type AdminField, type Refusal } from "../lib/field-messages";

/**
 * What every admin form shows under a refused field: `fieldError(errors.email, "email")` gives
 * the words for people, in the admin's language (lib/field-messages.ts), or nothing when the
 * field is fine. The schema's and the server's own wording never reach the screen.
 */
export function useFieldError() {
  const { lang } = useI18n();
  return (error: Refusal | undefined, field: AdminField = "text"): string | undefined =>
    error && (error.code ?? error.type ?? error.message) ? fieldMessage(field, error, lang) : undefined;
}
