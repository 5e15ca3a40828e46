/**
 * /admin and /fr/admin (docs/rules.md R38–R40): the administration, its own chunk,
 * never loaded by a public page. The server knows who is signed in (the session's cookie) and
 * puts it in the page (server/ssr/handler.ts): signed out, the page arrives with the sign-in form
 * and this chunk is all it runs; signed in, with the administration, whose code (admin-shell.tsx)
 * is fetched with this one, each tab's own when first opened. The tab is in the address
 * (`?tab=members`), so a reload, a shared link or a session that ended brings the person back
 * where they were. Decision 004.
 */
import "./admin.css";
import { lazy, Suspense, useRef } from "react";
import { useSearch } from "wouter";
import { useTexts } from "@/i18n/texts";
import { SignInForm } from "./components/sign-in-form";
import { DEFAULT_ROLE, type Role } from "@shared/roles";
import { useSession, useSignOut } from "./lib/session";
import { texts } from "./texts";

/** The signed-in administration: fetched with the page when signed in, when signing in starts otherwise. */
const loadSignedIn = () => import("./admin-shell");
const SignedIn = lazy(loadSignedIn);
const preloadSignedIn = () => void loadSignedIn().catch(() => undefined);
/** Two-factor required for everyone and not set up (decision 027): its set-up before anything else. */
const TwoFactorRequired = lazy(() => import("./settings/components/two-factor-required"));
/** "Forgot your password?", a new password's link, an invitation: their own chunk (account-links/). */
const AccountLinkPage = lazy(() => import("./account-links/account-link-page"));
/** Whether the address asks for one of those views (`?forgot`, `?reset=…`, `?invitation=…`); read here without their code. */
const asksAccountLink = (search: string) => /(?:^|&)(?:forgot|reset=|invitation=)/.test(search.replace(/^\?/, ""));

export default function AdminPage() {
  const t = useTexts(texts);
  const session = useSession();
  const signOut = useSignOut();
  const search = useSearch();
  // Who was signed in on this screen (until they sign out): the admin stays shown under the sign-in.
  const last = useRef<string | null>(null);
  const lastRole = useRef<Role>(DEFAULT_ROLE);
  if (session.user) {
    last.current = session.user.username;
    lastRole.current = session.user.role;
  } else if (signOut.isSuccess) last.current = null;
  // A one-time link (or "Forgot your password?") is about an account, whoever is signed in here.
  if (asksAccountLink(search))
    return (
      <Suspense fallback={<AdminLoading />}>
        <AccountLinkPage />
      </Suspense>
    );
  // Only when the page came without the answer (reached by a link inside the site): it is asked.
  if (session.isPending) return <AdminLoading />;
  // Signing out: nothing of the admin stays mounted to start a call the ended session would refuse.
  if (signOut.isPending) return <AdminLoading message={t.signIn.signingOut} />;
  // Who is signed in could not be asked (no connection): that is not a signed-out person.
  if (!session.user && !session.ended && session.isError && session.data === undefined) return <AdminUnreachable onRetry={() => void session.refetch()} />;
  const username = session.user?.username ?? (session.ended ? last.current : null);
  if (!username) {
    const notice = session.ended ? t.signIn.expired : signOut.isSuccess ? t.signIn.signedOut : undefined;
    return <SignInForm notice={notice} onStart={preloadSignedIn} />;
  }
  if (session.user && session.data?.twoFactorSetupRequired)
    return (
      <Suspense fallback={<AdminLoading />}>
        <TwoFactorRequired onSignOut={() => signOut.mutate()} />
      </Suspense>
    );
  // The session ended under an open admin: the sign-in comes over it (admin-shell.tsx), and
  // whatever was being typed stays where it is until the person is signed in again.
  return (
    <Suspense fallback={<AdminLoading />}>
      <SignedIn
        username={username}
        role={session.user?.role ?? lastRole.current}
        session={session.user ? session.data : null}
        signIn={<SignInForm notice={t.signIn.expired} inDialog />}
        onSignOut={() => signOut.mutate()}
        signingOut={signOut.isPending}
      />
    </Suspense>
  );
}

function AdminLoading({ message }: { message?: string }) {
  const t = useTexts(texts);
  return (
    <div className="container-page py-12">
      <h1 className="text-2xl font-bold text-brand sm:text-3xl">{t.title}</h1>
      <p className="mt-4 text-slate-700" role="status">
        {message ?? t.loading}
      </p>
    </div>
  );
}

function AdminUnreachable({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(texts);
  return (
    <div className="container-page py-12">
      <h1 className="text-2xl font-bold text-brand sm:text-3xl">{t.title}</h1>
      <div role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p>{t.signIn.unreachable}</p>
        <button type="button" className="btn btn-outline mt-3 min-h-11 bg-white" onClick={onRetry}>
          {t.common.tryAgain}
        </button>
      </div>
    </div>
  );
}
