import { useI18n } from "@/i18n";
import { fieldMessage, type AdminField } from "../lib/field-messages";

/** A field's error as react-hook-form holds it: from the schema's check, a rule's key, or the server. */
type Refusal = { message?: string } | undefined;

/**
 * What every admin form shows under a refused field: `fieldError(errors.email, "email")` gives
 * the words for people, in the admin's language (lib/field-messages.ts), or nothing when the
 * field is fine. The schema's and the server's own wording never reach the screen.
 */
export function useFieldError() {
  const { lang } = useI18n();
  return (error: Refusal, field: AdminField = "text"): string | undefined => (error?.message ? fieldMessage(field, error.message, lang) : undefined);
}
