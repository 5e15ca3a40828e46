/**
 * A change made from the admin (docs/rules.md R39): after a success the matching lists are
 * reloaded and a toast says so; a failure shows the area's destructive toast, with the server's
 * own words when it sent some (a stale copy: 409, asking to reload). Made inside an admin dialog,
 * a failed change is said in the dialog instead (offline, unreachable or refused, with Retry), and
 * the dialog stays open with what was typed.
 */
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import { ApiError, fieldMessages, serverMessage, useAdminApi } from "./admin-api";
import { saveFailure, useDialogSaves, type NewerVersion } from "./save-failure";

export function useAdminMutation<TInput, TResult>(options: {
  mutationFn: (input: TInput, lang: "en" | "fr") => Promise<TResult>;
  /** The list paths whose queries are read again after a success. */
  reloads: string[];
  /** The success toast's title ('Member updated'); none when the change shows itself. */
  success?: string | ((result: TResult) => string);
  /** The failure toast's description ('Failed to update member.'). */
  failure: string;
  onSuccess?: (result: TResult) => void;
  /**
   * After a 409 on an outdated copy, once the lists are read again: the version saved meanwhile,
   * shown in the dialog beside the form (which keeps the typing) instead of the toast.
   */
  newerVersion?: (input: TInput) => NewerVersion | null;
}) {
  const { lang, reload } = useAdminApi();
  const t = useTexts(texts);
  const dialog = useDialogSaves();
  const mutation = useMutation({
    mutationFn: (input: TInput) => options.mutationFn(input, lang),
    // Sent even when the browser says it is offline: the person is told at once and keeps the
    // dialog, rather than a save that waits, paused and silent, for a connection.
    networkMode: "always",
    onMutate: () => {
      dialog?.report(null);
      dialog?.showNewer(null);
    },
    onSuccess: async (result) => {
      dialog?.saved();
      await reload(...options.reloads);
      const title = typeof options.success === "function" ? options.success(result) : options.success;
      if (title) toast({ title });
      options.onSuccess?.(result);
    },
    onError: async (error, input) => {
      if (error instanceof ApiError && error.status === 401) return; // the sign-in form comes back
      if (error instanceof ApiError && error.status === 409 && fieldMessages(error).length > 0) {
        // A conflict about a field (an address or a name already taken): the form shows it there.
        toast({ variant: "destructive", title: t.common.error, description: serverMessage(error) ?? options.failure });
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        // The copy on screen is outdated: in a dialog that can show the newer version, it is shown
        // beside the person's typing; otherwise the server's words, and the list is read again.
        if (dialog && options.newerVersion) {
          await reload(...options.reloads);
          const newer = options.newerVersion(input);
          if (newer) {
            dialog.showNewer(newer);
            return;
          }
        }
        toast({ variant: "destructive", title: t.common.staleTitle, description: serverMessage(error) ?? options.failure });
        await reload(...options.reloads);
        return;
      }
      const failure = saveFailure(error);
      if (dialog) {
        dialog.report(failure, () => mutation.mutate(input));
        return;
      }
      const why =
        failure.kind === "offline" ? t.saveFailed.offline : failure.kind === "unreachable" ? t.saveFailed.unreachable : null;
      toast({ variant: "destructive", title: t.common.error, description: why ? `${options.failure} ${why}` : options.failure });
    },
  });
  return mutation;
}
