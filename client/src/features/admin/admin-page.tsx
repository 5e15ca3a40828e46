/**
 * /admin and /fr/admin (specification §2, CONTRACT §4.6–4.7): the administration, its own chunk,
 * never loaded by a public page. Rendered in the browser only, behind the session: signed out it
 * shows the sign-in form and nothing else; the tab is in the address (`?tab=members`), so a
 * reload, a shared link or a session that ended brings the person back where they were.
 */
import "./admin.css";
import { useEffect, useRef, type ComponentType } from "react";
import { Link, useSearch } from "wouter";
import { paths } from "@shared/paths";
import { preloadToaster } from "@/components/ui/toaster-host";
import { useHydrated } from "@/hooks/use-hydrated";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { PartBoundary } from "./components/part-boundary";
import { AdminDialog } from "./components/admin-dialog";
import { SessionWarning } from "./components/session-warning";
import { SignInForm } from "./components/sign-in-form";
import { useActivityPing, useSession, useSignOut } from "./lib/session";
import { texts } from "./texts";
import { ContactsTab } from "./contacts/components/contacts-tab";
import { DashboardTab } from "./dashboard/components/dashboard-tab";
import { DonationsTab } from "./donations/components/donations-tab";
import { MembersTab } from "./members/components/members-tab";
import { NewsletterTab } from "./newsletter/components/newsletter-tab";
import { ProgramsTab } from "./content/components/programs-tab";
import { ResearchTab } from "./content/components/research-tab";
import { EventsTab } from "./content/components/events-tab";
import { SettingsTab } from "./settings/components/settings-tab";

export const adminTabs = ["dashboard", "programs", "research", "events", "members", "contacts", "newsletter", "donations", "settings"] as const;
export type AdminTab = (typeof adminTabs)[number];

const tabComponents: Record<AdminTab, ComponentType> = {
  dashboard: DashboardTab,
  programs: ProgramsTab,
  research: ResearchTab,
  events: EventsTab,
  members: MembersTab,
  contacts: ContactsTab,
  newsletter: NewsletterTab,
  donations: DonationsTab,
  settings: SettingsTab,
};

const isTab = (value: string | null): value is AdminTab => adminTabs.includes(value as AdminTab);

export default function AdminPage() {
  const hydrated = useHydrated();
  // The server has no session to render with: it sends the loading state, the browser asks.
  if (!hydrated) return <AdminLoading />;
  return <AdminGate />;
}

function AdminLoading() {
  const t = useTexts(texts);
  return (
    <div className="container-page py-12">
      <h1 className="text-2xl font-bold text-brand sm:text-3xl">{t.title}</h1>
      <p className="mt-4 text-slate-700" role="status">
        {t.loading}
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

function AdminGate() {
  const t = useTexts(texts);
  // What an error path needs is fetched while the network works: the toast of a save that failed
  // because the connection dropped must not need that connection (a failure here is retried then).
  useEffect(() => {
    preloadToaster().catch(() => undefined);
  }, []);
  const session = useSession();
  const signOut = useSignOut();
  const stay = useActivityPing(Boolean(session.user));
  // Who was signed in on this screen (until they sign out): the admin stays shown under the sign-in.
  const last = useRef<string | null>(null);
  if (session.user) last.current = session.user.username;
  else if (signOut.isSuccess) last.current = null;
  if (session.isPending) return <AdminLoading />;
  // Who is signed in could not be asked (no connection): that is not a signed-out person.
  if (!session.user && !session.ended && session.isError && session.data === undefined) return <AdminUnreachable onRetry={() => void session.refetch()} />;
  // The session ended under an open admin: the sign-in comes over it, and whatever was being typed
  // (an open dialog, a form) stays where it is until the person is signed in again.
  if (session.ended && last.current) {
    return (
      <>
        <AdminShell username={last.current} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
        <AdminDialog open onOpenChange={() => {}} title={t.signIn.heading}>
          <SignInForm notice={t.signIn.expired} inDialog />
        </AdminDialog>
      </>
    );
  }
  if (!session.user) {
    const notice = session.ended ? t.signIn.expired : signOut.isSuccess ? t.signIn.signedOut : undefined;
    return <SignInForm notice={notice} />;
  }
  return (
    <>
      <AdminShell username={session.user.username} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
      {session.data && <SessionWarning key={session.data.idleExpiresAt} idleExpiresAt={session.data.idleExpiresAt} expiresAt={session.data.expiresAt} onStay={stay} />}
    </>
  );
}

function AdminShell({ username, onSignOut, signingOut }: { username: string; onSignOut: () => void; signingOut: boolean }) {
  const t = useTexts(texts);
  const search = new URLSearchParams(useSearch());
  const requested = search.get("tab");
  const tab: AdminTab = isTab(requested) ? requested : "dashboard";
  const Tab = tabComponents[tab];

  useEffect(() => {
    document.title = `${t.tabs[tab]} · ${t.title}`;
  }, [t, tab]);

  return (
    <div className="container-page py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <h1 className="text-2xl font-bold text-brand sm:text-3xl">{t.title}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>{format(t.shell.signedInAs, { username })}</span>
          <button type="button" className="btn btn-outline min-h-11" onClick={onSignOut} disabled={signingOut}>
            {t.shell.signOut}
          </button>
        </div>
      </div>
      <nav aria-label={t.shell.tabs} className="mt-4">
        <ul className="flex flex-wrap gap-x-1 border-b border-slate-200">
          {adminTabs.map((name) => (
            <li key={name}>
              <Link
                href={`${paths.admin}?tab=${name}`}
                aria-current={name === tab ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${
                  name === tab ? "border-brand text-brand" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand"
                }`}
              >
                {t.tabs[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="admin-tab-title" className="mt-6">
        <h2 id="admin-tab-title" className="mb-3 text-xl font-bold text-brand">
          {t.tabs[tab]}
        </h2>
        <PartBoundary key={tab}>
          <Tab />
        </PartBoundary>
      </section>
    </div>
  );
}
