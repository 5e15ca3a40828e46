/**
 * Forms validate in the browser with the same shared schema the server uses, with messages
 * in the page's language; the server's field errors land on the same fields.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { translateMessage, type FieldError as RefusedField } from "@shared/validation";
import { type Language } from "@shared/domain";
import { useI18n } from "@/i18n";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "./api";
import { useEarlyInput } from "./island";

/** Any zod schema: the public forms' (zod/mini, shared/public-forms.ts) and the admin's (zod). */
type Schema = z.core.$ZodType<FieldValues, FieldValues>;

/**
 * A form checked with a shared schema, with messages in the page's language.
 *
 * Pass a loader (`() => import("@shared/public-forms").then((m) => m.insertContactSchema)`)
 * rather than the schema itself: the rules and zod's resolver (8 KB compressed, decision 008),
 * which a visitor who only reads the page should not download, are fetched when a field of the
 * form is first focused (`onFocus={form.prefetchValidation}` on the <form>), or at the latest
 * when it is submitted.
 *
 * In an island, what the visitor entered before the form's code ran stays: react-hook-form keeps
 * the registered fields edited before it was ready, and the fields a form sets itself (a radio
 * group given to `setValue`) are put back here once it is live. `early` holds what was entered,
 * for the state a form keeps outside react-hook-form.
 *
 * `rules`: a form opened to be saved (an admin dialog) fetches them at once (`prefetch`); when they
 * cannot be fetched (offline), a submit tells `onUnavailable` instead of doing nothing, and the next
 * focus or submit fetches them again.
 */
export function useZodForm<S extends Schema>(
  schema: S | (() => Promise<S>),
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
  rules: RulesLoading = {},
) {
  const { lang } = useI18n();
  const resolvers = useRef<Partial<Record<Language, Promise<Resolver<z.input<S>, unknown, z.output<S>>>>>>({});
  const load = (language: Language) => {
    const kept = resolvers.current[language];
    if (kept) return kept;
    const loading = Promise.all([import("./schema-resolver"), typeof schema === "function" ? schema() : Promise.resolve(schema)]).then(
      ([{ schemaResolver }, loaded]) => schemaResolver(loaded, language) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
      (error: unknown) => {
        // Not kept: the next focus or submit tries again (the connection may be back).
        if (resolvers.current[language] === loading) delete resolvers.current[language];
        throw new RulesUnavailable(error);
      },
    );
    resolvers.current[language] = loading;
    return loading;
  };
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: async (values, context, resolverOptions) => (await load(lang))(values, context, resolverOptions),
  });
  const early = useEarlyInput();
  // Before the first paint of the live form, which hydrated with the server's values.
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(early ?? {})) {
      const field = name as Path<z.input<S>>;
      const current: unknown = form.getValues(field);
      if (typeof current === typeof value && current !== value) form.setValue(field, value as never, { shouldDirty: true });
    }
  }, [early, form]);
  // A form opened to be saved (an admin dialog) fetches its rules at once, while the network works.
  useEffect(() => {
    if (rules.prefetch) load(lang).catch(() => undefined);
    // Once per language: `load` keeps what it fetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rules.prefetch, lang]);
  // react-hook-form's own submit, wrapped so that rules that could not be fetched are said, not thrown away.
  const submit = useRef<typeof form.handleSubmit | null>(null);
  submit.current ??= form.handleSubmit;
  const onUnavailable = useRef(rules.onUnavailable);
  onUnavailable.current = rules.onUnavailable;
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) => async (event) => {
    try {
      await submit.current!(onValid, onInvalid)(event);
    } catch (error) {
      if (!(error instanceof RulesUnavailable) || !onUnavailable.current) throw error;
      onUnavailable.current(error.cause);
    }
  };
  return Object.assign(form, { prefetchValidation: () => void load(lang).catch(() => undefined), early, handleSubmit });
}

/** How a form's rules are fetched: at once (`prefetch`), and who is told when they could not be (`onUnavailable`, with why). */
export type RulesLoading = { prefetch?: boolean; onUnavailable?: (cause: unknown) => void };

/** The form's rules (or zod's resolver) could not be fetched: offline, or the site out of reach. */
export class RulesUnavailable extends Error {
  constructor(cause: unknown) {
    super("The form's rules could not be loaded", { cause });
  }
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
  for (const field of fields) form.setError(field.path as Path<T>, serverRefusal(field, lang));
  return fields.length > 0;
}

/** A server's field error as react-hook-form holds it: its rule's code in `type`, its words (in `lang` when given). */
export function serverRefusal({ path: _path, ...field }: RefusedField, lang?: Language) {
  return { ...field, type: field.code ?? "refused", message: lang ? translateMessage(field.message, lang) : field.message };
}

/** The readable message of a failed request: the server's message, else "<status>: <body>". */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * What a form does when its request fails (docs/rules.md R22): the server's field errors go on
 * the fields, anything else is shown in an error toast titled in the page's language.
 */
export function useSubmitErrorHandler<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>) {
  const { lang, t } = useI18n();
  return (error: unknown) => {
    if (applyServerErrors(form, error, lang)) return;
    toast({ variant: "destructive", title: t.common.error, description: errorMessage(error, t.common.anErrorOccurred) });
  };
}
