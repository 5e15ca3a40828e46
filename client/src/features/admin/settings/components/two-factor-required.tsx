/**
 * The screen of an administrator who must set two-factor sign-in up (required for everyone, decision
 * 027): nothing of the administration until it is on; signing out stays possible. Its own chunk,
 * fetched only by such an administrator (admin-page.tsx).
 */
import { useTexts } from "@/i18n/texts";
import { TwoFactorSettings } from "./two-factor-settings";
import { texts } from "./two-factor-texts";

export default function TwoFactorRequired({ onSignOut }: { onSignOut: () => void }) {
  const t = useTexts(texts);
  return (
    <section aria-labelledby="two-factor-required-title" className="container-page py-12">
      <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="two-factor-required-title" className="text-2xl font-bold text-brand">
          {t.forcedHeading}
        </h1>
        <p className="mt-2 mb-6 text-slate-700">{t.forcedIntro}</p>
        <TwoFactorSettings forced />
        <button type="button" className="btn btn-outline mt-6 w-full sm:w-auto" onClick={onSignOut}>
          {t.signOut}
        </button>
      </div>
    </section>
  );
}
