/**
 * Two-factor sign-in in Settings (decision 027): turn it on (password, QR code and its key as text,
 * the app's first code, then the ten recovery codes, shown once), new recovery codes, turn it off;
 * and, for full rights, whether every administrator must use it. The same set-up is the screen an
 * administrator is made to go through when it is required (two-factor-required.tsx).
 */
import { useId, useState, type FormEvent } from "react";
import type { TwoFactorSetup } from "@shared/two-factor";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { QueryState } from "../../components/query-state";
import { fieldMessages, serverMessage } from "../../lib/admin-api";
import { formatDate } from "../../lib/format";
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useNewRecoveryCodes,
  useSetTwoFactorPolicy,
  useSetUpDone,
  useStartSetUp,
  useTwoFactorPolicy,
  useTwoFactorStatus,
} from "../api/two-factor-api";
import { SettingsCard } from "./settings-card";
import { texts } from "./two-factor-texts";

type Step = { kind: "idle" } | { kind: "password"; then: "setUp" | "newCodes" | "turnOff" } | { kind: "scan"; setup: TwoFactorSetup } | { kind: "codes"; codes: string[] };

/** The error of a refused call: the field's message when the server named one, else its message. */
const errorOf = (error: unknown, field: string, fallback: string) =>
  fieldMessages(error).find((e) => e.path === field)?.message ?? serverMessage(error) ?? fallback;

export function TwoFactorSettings({ forced = false }: { forced?: boolean }) {
  const t = useTexts(texts);
  const { lang } = useI18n();
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>(forced ? { kind: "password", then: "setUp" } : { kind: "idle" });
  const [notice, setNotice] = useState<string | null>(null);
  const done = useSetUpDone();

  const body = (() => {
    if (step.kind === "password") return <PasswordStep then={step.then} onCancel={forced ? undefined : () => setStep({ kind: "idle" })} onDone={(next) => {
      if (next.kind === "idle") setNotice(t.turnedOff);
      setStep(next);
    }} />;
    if (step.kind === "scan") return <ScanStep setup={step.setup} onEnabled={(codes) => setStep({ kind: "codes", codes })} onCancel={forced ? undefined : () => setStep({ kind: "idle" })} />;
    if (step.kind === "codes")
      return (
        <div>
          <h4 className="font-bold text-slate-900">{t.codesHeading}</h4>
          <p className="mt-1 text-sm text-slate-700">{t.codesIntro}</p>
          <ul aria-label={t.codesHeading} className="mt-3 grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-3">
            {step.codes.map((code) => (
              <li key={code} className="rounded border border-slate-200 bg-slate-50 px-2 py-1 text-center">
                {code}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-primary mt-4 w-full sm:w-auto" onClick={() => void done().then(() => setStep({ kind: "idle" }))}>
            {t.codesDone}
          </button>
        </div>
      );
    return (
      <QueryState query={status}>
        {(data) => (
          <div>
            <p className="text-slate-800">
              {data.enabled && data.enabledAt ? format(t.on, { date: formatDate(data.enabledAt, lang), count: String(data.recoveryCodesLeft) }) : t.off}
            </p>
            {notice && <p className="mt-2 text-sm text-slate-700">{notice}</p>}
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              {data.enabled ? (
                <>
                  <button type="button" className="btn btn-outline w-full sm:w-auto" onClick={() => setStep({ kind: "password", then: "newCodes" })}>
                    {t.newCodes}
                  </button>
                  {!data.required && (
                    <button type="button" className="btn btn-outline w-full sm:w-auto" onClick={() => setStep({ kind: "password", then: "turnOff" })}>
                      {t.turnOff}
                    </button>
                  )}
                </>
              ) : (
                <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={() => setStep({ kind: "password", then: "setUp" })}>
                  {t.turnOn}
                </button>
              )}
            </div>
            {!forced && <RequiredForEveryone hasOwn={data.enabled} />}
          </div>
        )}
      </QueryState>
    );
  })();

  if (forced) return body;
  return (
    <SettingsCard id="settings-two-factor" title={t.heading} intro={t.intro}>
      {body}
    </SettingsCard>
  );
}

/** The password again before a set-up, new codes or turning off (the server checks it and counts wrong ones). */
function PasswordStep({ then, onCancel, onDone }: { then: "setUp" | "newCodes" | "turnOff"; onCancel?: () => void; onDone: (next: Step) => void }) {
  const t = useTexts(texts);
  const id = useId();
  const [password, setPassword] = useState("");
  const setUp = useStartSetUp();
  const newCodes = useNewRecoveryCodes();
  const turnOff = useDisableTwoFactor();
  const call = then === "setUp" ? setUp : then === "newCodes" ? newCodes : turnOff;
  const error = call.isError ? errorOf(call.error, "password", t.failed) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    if (then === "setUp") setUp.mutate(password, { onSuccess: (setup) => onDone({ kind: "scan", setup }) });
    else if (then === "newCodes") newCodes.mutate(password, { onSuccess: (answer) => onDone({ kind: "codes", codes: answer.recoveryCodes }) });
    else turnOff.mutate(password, { onSuccess: () => onDone({ kind: "idle" }) });
  };
  const intro = then === "newCodes" ? `${t.newCodesIntro} ${t.passwordIntro}` : then === "turnOff" ? `${t.turnOffIntro} ${t.passwordIntro}` : t.passwordIntro;
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
      <p className="text-sm text-slate-700">{intro}</p>
      <CodeField id={id} label={t.password} error={error}>
        <input id={id} type="password" autoComplete="current-password" maxLength={200} value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={Boolean(error) || undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} />
      </CodeField>
      <Actions label={then === "turnOff" ? t.turnOff : then === "newCodes" ? t.newCodes : t.continue} pending={call.isPending} onCancel={onCancel} />
    </form>
  );
}

/** The QR code, its key as text (to type, or for a test to read), and the app's first code. */
function ScanStep({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void; onCancel?: () => void }) {
  const t = useTexts(texts);
  const id = useId();
  const [code, setCode] = useState("");
  const enable = useEnableTwoFactor();
  const error = enable.isError ? errorOf(enable.error, "code", t.failed) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) enable.mutate(code.trim(), { onSuccess: (answer) => onEnabled(answer.recoveryCodes) });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
      <p className="text-sm font-semibold text-slate-800">{t.scan}</p>
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t.qrAlt} width={200} height={200} className="rounded border border-slate-200 bg-white p-1" />
      <p className="text-sm text-slate-700">{t.typeInstead}</p>
      <p className="break-all font-mono text-base text-slate-900" aria-label={t.secretLabel} data-testid="two-factor-secret">
        {setup.secret.match(/.{1,4}/g)?.join(" ")}
      </p>
      <p className="text-sm font-semibold text-slate-800">{t.enterCode}</p>
      <CodeField id={id} label={t.code} error={error}>
        <input id={id} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={10} value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={Boolean(error) || undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} />
      </CodeField>
      <Actions label={t.confirm} pending={enable.isPending} onCancel={onCancel} />
    </form>
  );
}

/** Full rights: every administrator must use it (the server refuses while one's own is off). */
function RequiredForEveryone({ hasOwn }: { hasOwn: boolean }) {
  const t = useTexts(texts);
  const id = useId();
  const policy = useTwoFactorPolicy();
  const change = useSetTwoFactorPolicy();
  const error = change.isError ? (serverMessage(change.error) ?? t.failed) : null;
  const required = change.isPending ? change.variables : (policy.data?.required ?? false);
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <div className="flex items-start gap-3">
        <input id={id} type="checkbox" className="mt-1 h-5 w-5" checked={required} disabled={policy.isPending || change.isPending || (!hasOwn && !required)} onChange={(e) => change.mutate(e.target.checked)} aria-describedby={`${id}-hint`} />
        <div>
          <label htmlFor={id} className="font-semibold text-slate-800">
            {t.required}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {t.requiredHint} {!hasOwn && !required ? t.requiredNeedsYours : ""}
          </p>
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {change.isSuccess && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {t.requiredSaved}
        </p>
      )}
    </div>
  );
}

const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-700";

function CodeField({ id, label, error, children }: { id: string; label: string; error: string | null; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function Actions({ label, pending, onCancel }: { label: string; pending: boolean; onCancel?: () => void }) {
  const t = useTexts(texts);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={pending}>
        {pending ? t.working : label}
      </button>
      {onCancel && (
        <button type="button" className="btn btn-outline w-full sm:w-auto" onClick={onCancel}>
          {t.cancel}
        </button>
      )}
    </div>
  );
}
