/**
 * The second step of sign-in when the account has two-factor on (decision 027): the code of the
 * authenticator app, or one of the recovery codes. Small and without a form library: it is part
 * of /admin's script before sign-in. The server holds the first step (a cookie it signed) for 5
 * minutes; past that, or when it says so, the person starts again with their password.
 */
import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { twoFactorPaths } from "@shared/two-factor";
import { useTexts } from "@/i18n/texts";
import { useI18n } from "@/i18n";
import { ApiError, postSignIn, serverMessage } from "../lib/admin-api";
import { clearSessionEnded } from "../lib/session-events";
import { texts } from "./two-factor-step-texts";

export function TwoFactorStep({ onRestart }: { onRestart: (notice?: string) => void }) {
  const t = useTexts(texts);
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [empty, setEmpty] = useState(false);
  const id = useId();
  const verify = useMutation({
    mutationFn: (value: string) => postSignIn<{ user: { id: string; username: string } }>(twoFactorPaths.loginCode, lang, { code: value }),
    onSuccess: async () => {
      // As after the password alone (lib/session.ts): who is signed in first, then the rest.
      await queryClient.invalidateQueries();
      clearSessionEnded();
    },
    onError: (error) => {
      // The first step is over (5 minutes passed): back to the password, saying why.
      if (error instanceof ApiError && (error.body as { reason?: string } | undefined)?.reason === "signInAgain") onRestart(serverMessage(error) ?? undefined);
    },
  });
  const refusal = verify.isError ? (serverMessage(verify.error) ?? t.failed) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    setEmpty(value === "");
    if (value) verify.mutate(value);
  };
  const switchMode = () => {
    setRecovery(!recovery);
    setCode("");
    verify.reset();
  };
  const errorId = `${id}-error`;
  return (
    <>
      <p className="mt-4 text-slate-700">{recovery ? t.recoveryIntro : t.intro}</p>
      {refusal && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-900">
          {refusal}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {recovery ? t.recoveryCode : t.code}
          </label>
          <input
            id={id}
            key={recovery ? "recovery" : "app"}
            // The one field of this step, shown because the person just pressed Sign in.
            autoFocus
            type="text"
            inputMode={recovery ? "text" : "numeric"}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? errorId : undefined}
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base tracking-widest text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-700"
          />
          {empty && (
            <p id={errorId} className="mt-1.5 text-sm font-medium text-red-800">
              {t.empty}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={verify.isPending || verify.isSuccess}>
          {verify.isPending ? t.submitting : t.submit}
        </button>
      </form>
      <div className="mt-4 flex flex-col items-start gap-2">
        <button type="button" className="min-h-11 text-brand underline underline-offset-2" onClick={switchMode}>
          {recovery ? t.useApp : t.useRecovery}
        </button>
        <button type="button" className="min-h-11 text-slate-700 underline underline-offset-2" onClick={() => onRestart()}>
          {t.restart}
        </button>
      </div>
    </>
  );
}
