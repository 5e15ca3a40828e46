import { useState } from "react";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import { FormField } from "@/components/ui/form-field";
import { useHydrated } from "@/hooks/use-hydrated";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors, useZodForm } from "@/lib/forms";
import { useI18n } from "@/i18n";
import { fieldMessages, serverMessage } from "../lib/admin-api";
import { useFieldError } from "./field-error";
import { useSignIn } from "../lib/session";
import { texts } from "../texts";
import { TwoFactorStep } from "./two-factor-step";

/** The sign-in's rules (shared with the server), fetched when the form is first used. */
const loadRules = () => import("@shared/sign-in").then((m) => m.loginSchema);

/**
 * The sign-in form: the only thing /admin shows without a session, in the server's HTML. A
 * refusal says one thing (never which part was wrong); past the limit the server's 429 message
 * says to wait. Its rules and what signing in leads to (`onStart`) are fetched when a field is
 * first focused: the form is usable with the page's own script.
 */
export function SignInForm({
  notice,
  inDialog = false,
  onStart,
}: {
  notice?: string;
  /** Over the admin, whose work stays behind it: no page heading. */
  inDialog?: boolean;
  /** Called when the person starts to sign in. */
  onStart?: () => void;
}) {
  const t = useTexts(texts);
  const { lang } = useI18n();
  // Until the script runs, the button stays disabled: the browser would send the form itself.
  const hydrated = useHydrated();
  const form = useZodForm(loadRules, { defaultValues: { username: "", password: "" } });
  const signIn = useSignIn();
  const { errors } = form.formState;
  const fieldError = useFieldError();
  // Field errors go on the fields; anything else (wrong credentials, too many tries) above the form.
  const refusal = signIn.isError && fieldMessages(signIn.error).length === 0 ? (serverMessage(signIn.error) ?? t.common.error) : null;

  // The password was right and the account has two-factor on: its code is asked next.
  const [codeStep, setCodeStep] = useState<{ restartNotice?: string } | null>(null);
  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (answer) => {
        form.reset();
        if ("twoFactorRequired" in answer) setCodeStep({});
      },
      onError: (error) => void applyServerErrors(form, error, lang),
    }),
  );
  const restart = (restartNotice?: string) => {
    signIn.reset();
    setCodeStep(restartNotice ? { restartNotice } : null);
  };
  const shownNotice = codeStep?.restartNotice ?? notice;
  const askingCode = codeStep !== null && !codeStep.restartNotice;

  const body = askingCode ? (
    <TwoFactorStep onRestart={restart} />
  ) : (
    <>
      {shownNotice && (
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {shownNotice}
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-900">
          {refusal}
        </p>
      )}
      <form
        noValidate
        method="post"
        onSubmit={onSubmit}
        onFocus={() => {
          form.prefetchValidation();
          onStart?.();
        }}
        className="mt-6 grid gap-5"
      >
        <FormField label={t.signIn.username} error={fieldError(errors.username, "username")}>
          <input type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={100} {...form.register("username")} />
        </FormField>
        <FormField label={t.signIn.password} error={fieldError(errors.password, "signInPassword")}>
          <input type="password" autoComplete="current-password" maxLength={200} {...form.register("password")} />
        </FormField>
        <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || signIn.isPending}>
          {signIn.isPending ? t.signIn.submitting : t.signIn.submit}
        </button>
      </form>
    </>
  );
  if (inDialog) return body;
  return (
    <section aria-labelledby="sign-in-title" className="container-page py-12">
      <div className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="sign-in-title" className="text-2xl font-bold text-brand">
          {t.signIn.heading}
        </h1>
        {!askingCode && <p className="mt-2 text-slate-700">{t.signIn.intro}</p>}
        {body}
        <ForgotPasswordLink />
      </div>
    </section>
  );
}

/** To the view that mails a new password's link (account-links/): only its address here, its code is its own chunk. */
function ForgotPasswordLink() {
  const t = useTexts(texts);
  return (
    <p className="mt-6 text-center">
      <Link href={`${paths.admin}?forgot`} className="font-medium text-brand underline underline-offset-4">
        {t.signIn.forgot}
      </Link>
    </p>
  );
}
