/**
 * Forms validate in the browser with the same shared schema the server uses, with messages
 * in the page's language; the server's field errors land on the same fields.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { errorMap, translateMessage } from "@shared/validation";
import { useI18n } from "@/i18n";
import { ApiError } from "./api";

export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  const { lang } = useI18n();
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema, { error: errorMap(lang) }),
  });
}

/**
 * Puts the server's field errors (`{ errors: [{ path, message }] }`) on the form's fields.
 * Returns true when it did, so the caller shows a toast only for other errors.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  error: unknown,
  lang: "en" | "fr",
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const fields = error.body?.errors ?? [];
  for (const field of fields) {
    form.setError(field.path as Path<T>, { type: "server", message: translateMessage(field.message, lang) });
  }
  return fields.length > 0;
}

/** The readable message of a failed request: the server's message, else "<status>: <body>". */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}
