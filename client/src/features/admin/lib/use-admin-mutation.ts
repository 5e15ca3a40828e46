/**
 * A change made from the admin (specification §7–8): after a success the matching lists are
 * reloaded and a toast says so; a failure shows the area's destructive toast, with the server's
 * own words when it sent some (a stale copy: 409, asking to reload).
 */
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import { ApiError, fieldMessages, serverMessage, useAdminApi } from "./admin-api";

export function useAdminMutation<TInput, TResult>(options: {
  mutationFn: (input: TInput, lang: "en" | "fr") => Promise<TResult>;
  /** The list paths whose queries are read again after a success. */
  reloads: string[];
  /** The success toast's title ('Member updated'); none when the change shows itself. */
  success?: string | ((result: TResult) => string);
  /** The failure toast's description ('Failed to update member.'). */
  failure: string;
  onSuccess?: (result: TResult) => void;
}) {
  const { lang, reload } = useAdminApi();
  const t = useTexts(texts);
  return useMutation({
    mutationFn: (input: TInput) => options.mutationFn(input, lang),
    onSuccess: async (result) => {
      await reload(...options.reloads);
      const title = typeof options.success === "function" ? options.success(result) : options.success;
      if (title) toast({ title });
      options.onSuccess?.(result);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) return; // the sign-in form comes back
      if (error instanceof ApiError && error.status === 409 && fieldMessages(error).length > 0) {
        // A conflict about a field (an address or a name already taken): the form shows it there.
        toast({ variant: "destructive", title: t.common.error, description: serverMessage(error) ?? options.failure });
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        // The copy on screen is outdated (or a name is taken): show the server's words, reload the list.
        toast({ variant: "destructive", title: t.common.staleTitle, description: serverMessage(error) ?? options.failure });
        await reload(...options.reloads);
        return;
      }
      toast({ variant: "destructive", title: t.common.error, description: options.failure });
    },
  });
}
