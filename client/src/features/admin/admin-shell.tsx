/**
 * The signed-in administration (admin-page.tsx loads it): its header, the row of tabs, the current
 * tab, the session's warning, and the sign-in over it all when the session ends under it. Its own
 * chunk, with what every error path needs (the admin's dialog, save-failure and its notice, the
 * toaster, fetched here at once): a save that fails because the connection dropped never needs
 * code from the network. Each tab is a chunk of its own, fetched when it is first opened.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
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

/** An account without an address is asked for one (docs/decisions/026-account-links.md): its own small chunk. */
const OwnEmailQuestion = lazy(() => import("./settings/components/own-email").then((m) => ({ default: m.OwnEmailQuestion })));

/**
 * Every tab, in the order the bar shows them: the home, then the daily work (members, messages,
 * donations, renewals, payments, privacy requests), then what changes now and then. The one
 * ordered list: whatever narrows the tabs shown (a person's role) filters it, keeping its order.
 * The same names as shared/roles.ts adminTabNames (a test checks it), whose areas say who sees each.
 */
export const adminTabs = ["dashboard", "members", "contacts", "donations", "renewals", "payments", "privacy", "programs", "research", "events", "voters", "newsletter", "settings"] as const;
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
      {hydrated && session?.emailMissing && (
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
      <TabBar tabs={visibleTabs(role, adminTabs)} current={tab} />
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
 * How many tabs show before the More menu: three fit a phone at 390 px, six a laptop's row from
 * 1024 px, in both languages (the French names are the longest).
 */
const SHOWN = { phone: 3, wide: 6 } as const;

/** Whole class names, so that Tailwind sees them (and no inline style, which the CSP refuses). */
const phoneColumns: Record<number, string> = { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4" };

const tabHref = (name: AdminTab) => `${paths.admin}?tab=${name}`;
const tabClass = (isCurrent: boolean) =>
  `border-b-2 text-sm font-semibold ${isCurrent ? "border-brand text-brand" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand"}`;

/**
 * The tabs it is given (in their order), as links, so that each tab has its address; the current
 * one is `aria-current="page"`. The bar stays at the top of the screen while the tab scrolls. The
 * first few, then a More menu holding the others: on a phone three, from a laptop's width six, the
 * daily work first — no strip to swipe through, nothing hidden off screen.
 */
function TabBar({ tabs, current }: { tabs: readonly AdminTab[]; current: AdminTab }) {
  const t = useTexts(texts);
  return (
    <nav aria-label={t.shell.tabs} className="admin-tabs sticky top-0 z-20 mt-3 border-b border-slate-200 bg-white">
      <TabsAndMore tabs={tabs} current={current} wide />
      <TabsAndMore tabs={tabs} current={current} />
    </nav>
  );
}

/**
 * The first tabs, then More, a disclosure button whose list holds the rest (the button underlined
 * when the current tab is among them). The list closes when a tab is chosen, with Escape (the focus
 * back on the button) and when the person taps or tabs elsewhere. `wide`: the laptop's row (a row
 * of links at their width), else the phone's (equal columns).
 */
function TabsAndMore({ tabs, current, wide = false }: { tabs: readonly AdminTab[]; current: AdminTab; wide?: boolean }) {
  const t = useTexts(texts);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const shown = wide ? SHOWN.wide : SHOWN.phone;
  const first = tabs.slice(0, shown);
  const more = tabs.slice(shown);
  const currentInMore = more.includes(current);

  // A tab chosen (from the menu or elsewhere) closes the menu.
  useEffect(() => setOpen(false), [current]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open]);

  const row = wide ? "flex gap-x-1" : `grid gap-x-1 ${phoneColumns[first.length + (more.length > 0 ? 1 : 0)] ?? "grid-cols-4"}`;
  const cell = wide ? "shrink-0" : "min-w-0";
  const link = wide ? "inline-flex min-h-11 items-center whitespace-nowrap px-3" : "flex min-h-11 items-center justify-center px-1 text-center leading-tight";
  return (
    <div
      ref={root}
      className={wide ? "hidden lg:block" : "lg:hidden"}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <ul className={row}>
        {first.map((name) => (
          <li key={name} className={cell}>
            <Link href={tabHref(name)} aria-current={name === current ? "page" : undefined} className={`${link} ${tabClass(name === current)}`}>
              {t.tabs[name]}
            </Link>
          </li>
        ))}
        {more.length > 0 && (
          <li className={`relative ${cell}`}>
            <button
              ref={button}
              type="button"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((isOpen) => !isOpen)}
              className={`flex min-h-11 w-full items-center justify-center gap-1 whitespace-nowrap ${wide ? "px-3" : "px-1"} ${tabClass(currentInMore)}`}
            >
              {t.shell.more}
              <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} fill="currentColor">
                <path d="M5.5 7.5 10 12l4.5-4.5z" />
              </svg>
            </button>
            <ul id={menuId} hidden={!open} className="absolute right-0 top-full z-30 mt-px w-64 max-w-[calc(100vw-2rem)] rounded-b-lg border border-slate-200 bg-white py-1 shadow-lg">
              {more.map((name) => (
                <li key={name}>
                  <Link
                    href={tabHref(name)}
                    aria-current={name === current ? "page" : undefined}
                    className={`flex min-h-11 items-center border-l-4 px-4 text-sm font-semibold ${
                      name === current ? "border-brand bg-slate-50 text-brand" : "border-transparent text-slate-800 hover:bg-slate-50 hover:text-brand"
                    }`}
                  >
                    {t.tabs[name]}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </div>
  );
}
