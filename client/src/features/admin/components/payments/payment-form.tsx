import { useState, type FormEvent, type ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useI18n } from "@/i18n";
import { applyServerErrors } from "@/lib/forms";
import { ApiError, serverMessage } from "../../lib/admin-api";
import type { AdminRuleKey } from "../../lib/field-messages";
import { todayIso } from "../../lib/format";
import { FormActions } from "../form-actions";

/** What sends a payment: a react-query mutation of the form's values. */
type Send<V> = { mutate: (values: V, options: { onError: (error: Error) => void }) => void; isPending: boolean };

/**
 * Sending a form that records a payment made elsewhere. A day after today is refused before
 * asking (the server checks it again on its own clock; the browser's saves a round trip). The
 * server's refusals go on their field, or above the buttons (`problem`, else `failed`), and the
 * dialog stays; after a 409 (paid meanwhile) `onConflict` reads the list again. A 401 brings the
 * sign-in form back instead.
 */
export function usePaymentSubmit<T extends FieldValues, V extends { paidOn: string }>(
  form: UseFormReturn<T, unknown, V>,
  send: Send<V>,
  { failed, onConflict }: { failed: string; onConflict?: () => void },
) {
  const { lang } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((values) => {
    if (values.paidOn > todayIso()) return form.setError("paidOn" as Path<T>, { type: "paidOnFuture" satisfies AdminRuleKey });
    setProblem(null);
    send.mutate(values, {
      onError: (error) => {
        if (applyServerErrors(form, error, lang)) return;
        if (error instanceof ApiError && error.status === 401) return; // the sign-in form comes back
        setProblem(serverMessage(error) ?? failed);
        if (error instanceof ApiError && error.status === 409) onConflict?.();
      },
    });
  });
  return { onSubmit, problem };
}

/** The frame of a payment's form: its fields, what the server refused above the buttons, and the buttons. */
export function PaymentForm({
  onSubmit,
  problem,
  submit,
  submitting,
  pending,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  problem: string | null;
  submit: string;
  submitting: string;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      {children}
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900 sm:col-span-2">
          {problem}
        </p>
      )}
      <FormActions label={submit} pendingLabel={submitting} pending={pending} onCancel={onCancel} className="mt-2 sm:col-span-2" />
    </form>
  );
}
