/**
 * An admin dialog's form: useZodForm (client/src/lib/forms.ts) with its rules fetched as the dialog
 * opens, while the network works, and a save whose rules could not be fetched said in the dialog
 * like any save that failed (offline, or the site out of reach), with Retry — never a silent button.
 */
import { useContext } from "react";
import type { FieldValues, UseFormProps } from "react-hook-form";
import type { z } from "zod";
import { useZodForm } from "@/lib/forms";
import { DialogSavesContext, saveFailure } from "./save-failure";

type Schema = z.core.$ZodType<FieldValues, FieldValues>;

export function useAdminForm<S extends Schema>(schema: S, options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {}) {
  const saves = useContext(DialogSavesContext);
  return useZodForm(schema, options, { prefetch: true, onUnavailable: (cause) => saves?.report(saveFailure(cause)) });
}
