/**
 * The signed-in administration (admin-page.tsx loads it): its header, the row of tabs, the current
 * tab, the session's warning, and the sign-in over it all when the session ends under it. Its own
 * chunk, with what every error path needs (the admin's dialog, save-failure and its notice, the
 * toaster, fetched here at once): a save that fails because the connection dropped never needs
 * code from the network. Each tab is a chunk of its own, fetched when it is first opened.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { Link, useSearch } from "wouter";
import type { SessionResponse } from "@shared/admin";
import type { Role } from "@shared/roles";
import { paths } from "@shared/paths";
import { preloadToaster } from "@/components/ui/toaster-host";
import { useHydrated } from "@/hooks/use-hydrated";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { AdminDialog } from "./components/admin-dialog";
import { PartBoundary } from "./components/part-boundary";
import { SessionWarning } from "./components/session-warning";
import { dropExpiredDrafts } from "./lib/drafts";
import { RoleContext, shownTab, visibleTabs } from "./lib/role";
import { useActivityPing } from "./lib/session";
import { texts } from "./texts";

// The same names as shared/roles.ts adminTabNames (a test checks it), whose areas say who sees each.
/** An account without an address is asked for one (docs/decisions/026-account-links.md): its own small chunk. */
const OwnEmailQuestion = lazy(() => import("./settings/components/own-email").then((m) => ({ default: m.OwnEmailQuestion })));

export const adminTabs = ["dashboard", "programs", "research", "events", "members", "renewals", "voters", "contacts", "newsletter", "donations", "payments", "privacy", "settings"] as const;
export type AdminTab = (typeof adminTabs)[number];

const tabModules: Record<AdminTab, () => Promise<ComponentType>> = {
  dashboard: () => import("./dashboard/components/dashboard-tab").then((m) => m.DashboardTab),
  programs: () => import("./content/components/programs-tab").then((m) => m.ProgramsTab),
  research: () => import("./content/components/research-tab").then((m) => m.ResearchTab),
  events: () => import("./content/components/events-tab").then((m) => m.EventsTab),
  members: () => import("./members/components/members-tab").then((m) => m.MembersTab),
  voters: () => import("./voters/components/voters-tab").then((m) => m.VotersTab),
  renewals: () => import("./renewals/components/renewals-tab").then((m) => m.RenewalsTab),
  contacts: () => import("./contacts/components/contacts-tab").then((m) => m.ContactsTab),
  newsletter: () => import("./newsletter/components/newsletter-tab").then((m) => m.NewsletterTab),
  donations: () => import("./donations/components/donations-tab").then((m) => m.DonationsTab),
  payments: () => import("./payments/components/payments-tab").then((m) => m.PaymentsTab),
  privacy: () => import("./privacy/components/privacy-tab").then((m) => m.PrivacyTab),
  settings: () => import("./settings/components/settings-tab").then((m) => m.SettingsTab),
};

/**
 * Each tab's component, made once; made again after its code failed to arrive (React keeps a
 * failed lazy component failed), so that Retry fetches it anew.
 */
const tabComponents = new Map<AdminTab, LazyExoticComponent<ComponentType>>();
const tabComponent = (tab: AdminTab) => {
  let component = tabComponents.get(tab);
  if (!component) tabComponents.set(tab, (component = lazy(() => tabModules[tab]().then((loaded) => ({ default: loaded })))));
  return component;
};

export default function SignedInAdmin({
  username,
  role,
  session,
  signIn,
  onSignOut,
  signingOut,
}: {
  username: string;
  /** What they may open (shared/roles.ts): the tabs shown. */
  role: Role;
  /** The session as last read; null when it has ended under the admin (the sign-in then comes over it). */
  session: SessionResponse | null | undefined;
  /** The sign-in form, shown over the admin once the session has ended (it lives in the page's chunk). */
  signIn: ReactNode;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const t = useTexts(texts);
  const hydrated = useHydrated();
  // What an error path needs is fetched while the network works: the toast of a save that failed
  // because the connection dropped must not need that connection (a failure here is retried then).
  useEffect(() => {
    preloadToaster().catch(() => undefined);
    // Drafts past their time (anyone's, on this device) are dropped as the admin opens (lib/drafts.ts).
    dropExpiredDrafts();
  }, []);
  const stay = useActivityPing(Boolean(session));
  return (
    <>
      <RoleContext value={role}>
        <AdminShell username={username} role={role} onSignOut={onSignOut} signingOut={signingOut} />
      </RoleContext>
      {session === null && (
        <AdminDialog open onOpenChange={() => {}} title={t.signIn.heading}>
          {signIn}
        </AdminDialog>
      )}
      {/* Counted on the device's clock: not in the server's HTML. */}
      {hydrated && session && <SessionWarning key={session.idleExpiresAt} idleExpiresAt={session.idleExpiresAt} expiresAt={session.expiresAt} onStay={stay} />}
      {hydrated && session && (
        <Suspense fallback={null}>
          <OwnEmailQuestion />
        </Suspense>
      )}
    </>
  );
}

function AdminShell({ username, role, onSignOut, signingOut }: { username: string; role: Role; onSignOut: () => void; signingOut: boolean }) {
  const t = useTexts(texts);
  const hydrated = useHydrated();
  const search = new URLSearchParams(useSearch());
  // A tab the role does not see (an old link, a role changed since) gives the role's first.
  const tab: AdminTab = shownTab(role, adminTabs, search.get("tab"));
  const [, retried] = useState(0);
  const Tab = tabComponent(tab);

  useEffect(() => {
    document.title = `${t.tabs[tab]} · ${t.title}`;
  }, [t, tab]);

  return (
    <div className="container-page pb-6 pt-4 sm:pb-8 sm:pt-6">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-xl font-bold text-brand sm:text-3xl">{t.title}</h1>
        <div className="flex items-center gap-3 text-sm text-slate-700">
          <span>{format(t.shell.signedInAs, { username })}</span>
          <button type="button" className="btn btn-outline min-h-11 shrink-0 whitespace-nowrap" onClick={onSignOut} disabled={signingOut}>
            {t.shell.signOut}
          </button>
        </div>
      </div>
      <TabBar current={tab} tabs={visibleTabs(role, adminTabs)} />
      <section aria-labelledby="admin-tab-title" className="mt-5">
        <h2 id="admin-tab-title" className="mb-3 text-xl font-bold text-brand">
          {t.tabs[tab]}
        </h2>
        <PartBoundary
          key={tab}
          onRetry={() => {
            tabComponents.delete(tab);
            retried((n) => n + 1);
          }}
        >
          <Suspense fallback={<TabLoading />}>{hydrated ? <Tab /> : <TabLoading />}</Suspense>
        </PartBoundary>
      </section>
    </div>
  );
}

function TabLoading() {
  const t = useTexts(texts);
  return (
    <p className="text-slate-700" role="status">
      {t.loading}
    </p>
  );
}

/**
 * The tabs, one row that stays at the top of the screen while the tab scrolls: on a phone it
 * scrolls sideways (the current tab brought into view), on a laptop it fits. Links, so that each
 * tab has its address; the current one is `aria-current="page"`.
 */
function TabBar({ current, tabs }: { current: AdminTab; tabs: readonly AdminTab[] }) {
  const t = useTexts(texts);
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    // Sideways only: the page itself does not scroll.
    row.scrollLeft = link.offsetLeft - row.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav aria-label={t.shell.tabs} className="admin-tabs sticky top-0 z-20 mt-3 border-b border-slate-200 bg-white">
      <ul ref={list} className="flex gap-x-1 overflow-x-auto">
        {tabs.map((name) => (
          <li key={name} className="shrink-0">
            <Link
              href={`${paths.admin}?tab=${name}`}
              aria-current={name === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${
                name === current ? "border-brand text-brand" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand"
              }`}
            >
              {t.tabs[name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
