/**
 * What /admin shows before any sign-in through a one-time link (docs/decisions/026-account-links.md):
 * `?forgot` asks for a new password's link, `?reset=<token>` chooses the new password, and
 * `?invitation=<token>` accepts an invitation by choosing one's password. Its own chunk, fetched
 * only when the address asks for one of them: the sign-in form stays as light as it was.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { accountLinkPaths, accountLinkQuery, type AccountLinkDoneResponse, type AccountLinkResponse } from "@shared/account-links";
import { paths } from "@shared/paths";
import { FormField } from "@/components/ui/form-field";
import { useHydrated } from "@/hooks/use-hydrated";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors, serverRefusal, useZodForm } from "@/lib/forms";
import { useFieldError } from "../components/field-error";
import { adminGet, adminSend, fieldMessages, serverMessage } from "../lib/admin-api";
import { texts } from "./texts";

const loadRequestRules = () => import("@shared/account-links").then((m) => m.passwordResetRequestSchema);
const loadPasswordRules = () => import("@shared/account-links").then((m) => m.choosePasswordFormSchema);

/** Which view the address asks for, or null (the sign-in form). */
export function accountLinkView(search: string): { kind: "forgot" } | { kind: "reset" | "invitation"; token: string } | null {
  const query = new URLSearchParams(search);
  const reset = query.get(accountLinkQuery.reset);
  if (reset) return { kind: "reset", token: reset };
  const invitation = query.get(accountLinkQuery.invitation);
  if (invitation) return { kind: "invitation", token: invitation };
  return query.has(accountLinkQuery.forgot) ? { kind: "forgot" } : null;
}

export default function AccountLinkPage() {
  const view = accountLinkView(useSearch());
  if (!view) return null;
  return view.kind === "forgot" ? <ForgotPassword /> : <ChoosePassword kind={view.kind} token={view.token} />;
}

function Card({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="account-link-title" className="container-page py-12">
      <div className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="account-link-title" className="text-2xl font-bold text-brand">
          {heading}
        </h1>
        {children}
      </div>
    </section>
  );
}

function Notice({ tone, children }: { tone: "ok" | "error"; children: React.ReactNode }) {
  return tone === "ok" ? (
    <p role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-950">
      {children}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-900">
      {children}
    </p>
  );
}

function ForgotPassword() {
  const t = useTexts(texts);
  const { lang } = useI18n();
  const hydrated = useHydrated();
  const form = useZodForm(loadRequestRules, { defaultValues: { login: "", language: lang } }, { prefetch: true });
  const ask = useMutation({ mutationFn: (values: { login: string; language: typeof lang }) => adminSend<{ message: string }>("POST", accountLinkPaths.passwordReset, lang, values) });
  const fieldError = useFieldError();
  const onSubmit = form.handleSubmit((values) => ask.mutate({ ...values, language: lang }, { onError: (error) => void applyServerErrors(form, error, lang) }));
  const refusal = ask.isError && fieldMessages(ask.error).length === 0 ? (serverMessage(ask.error) ?? t.error) : null;

  return (
    <Card heading={t.forgot.heading}>
      {ask.isSuccess ? (
        <Notice tone="ok">{ask.data.message}</Notice>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t.forgot.intro}</p>
          {refusal && <Notice tone="error">{refusal}</Notice>}
          <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
            <FormField label={t.forgot.login} error={fieldError(form.formState.errors.login, "text")}>
              <input type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={254} {...form.register("login")} />
            </FormField>
            <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || ask.isPending}>
              {ask.isPending ? t.forgot.submitting : t.forgot.submit}
            </button>
          </form>
        </>
      )}
      <p className="mt-6">
        <Link href={paths.admin} className="font-medium text-brand underline underline-offset-4">
          {t.forgot.back}
        </Link>
      </p>
    </Card>
  );
}

function ChoosePassword({ kind, token }: { kind: "reset" | "invitation"; token: string }) {
  const t = useTexts(texts);
  const { lang } = useI18n();
  const hydrated = useHydrated();
  const words = kind === "reset" ? t.reset : t.invitation;
  const link = useQuery({
    queryKey: ["account-link", kind, token, lang],
    queryFn: () => adminGet<AccountLinkResponse>(kind === "reset" ? accountLinkPaths.passwordResetLink(token) : accountLinkPaths.invitationLink(token), lang),
    retry: false,
  });
  const form = useZodForm(loadPasswordRules, { defaultValues: { password: "", confirm: "" } }, { prefetch: true });
  const save = useMutation({
    mutationFn: (password: string) =>
      kind === "reset"
        ? adminSend<AccountLinkDoneResponse>("POST", accountLinkPaths.passwordResetComplete, lang, { token, newPassword: password })
        : adminSend<AccountLinkDoneResponse>("POST", accountLinkPaths.invitationAccept, lang, { token, password }),
  });
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password, confirm }) => {
    if (confirm !== password) {
      form.setError("confirm", { type: "passwordsDiffer" });
      return;
    }
    save.mutate(password, {
      onError: (error) => {
        // The reset's field is newPassword: its refusal goes on the one password field shown.
        if (!applyServerErrors(form, error, lang)) return;
        const newPassword = fieldMessages(error).find((field) => field.path === "newPassword");
        if (newPassword) form.setError("password", serverRefusal(newPassword));
      },
    });
  });
  const refusal = save.isError && fieldMessages(save.error).length === 0 ? (serverMessage(save.error) ?? t.error) : null;
  const signIn = (
    <Link href={paths.admin} className="btn btn-primary mt-6 w-full">
      {t.signIn}
    </Link>
  );

  if (save.isSuccess)
    return (
      <Card heading={words.heading}>
        <Notice tone="ok">{save.data.message}</Notice>
        {signIn}
      </Card>
    );
  if (link.isPending)
    return (
      <Card heading={words.heading}>
        <p role="status" className="mt-4 text-slate-700">
          {t.reset.checking}
        </p>
      </Card>
    );
  if (link.isError)
    return (
      <Card heading={words.heading}>
        <Notice tone="error">{serverMessage(link.error) ?? t.error}</Notice>
        {kind === "reset" && (
          <p className="mt-6">
            <Link href={`${paths.admin}?${accountLinkQuery.forgot}`} className="font-medium text-brand underline underline-offset-4">
              {t.askAgain}
            </Link>
          </p>
        )}
      </Card>
    );
  return (
    <Card heading={words.heading}>
      <p className="mt-2 text-slate-700">{format(words.intro, { username: link.data.username })}</p>
      {refusal && <Notice tone="error">{refusal}</Notice>}
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
        {/* The name, for the browser's password manager to file the new password under. */}
        <input type="text" name="username" autoComplete="username" value={link.data.username} readOnly hidden />
        <FormField label={t.password} hint={t.passwordHint} error={fieldError(errors.password, "newPassword")}>
          <input type="password" autoComplete="new-password" maxLength={200} {...form.register("password")} />
        </FormField>
        <FormField label={t.confirm} error={fieldError(errors.confirm, "confirmPassword")}>
          <input type="password" autoComplete="new-password" maxLength={200} {...form.register("confirm")} />
        </FormField>
        <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || save.isPending}>
          {save.isPending ? t.submitting : words.submit}
        </button>
      </form>
    </Card>
  );
}
