import type { ReactNode } from "react";
import { Link } from "wouter";
import type { AdminStats } from "@shared/admin";
import { formatNumber } from "@shared/format";
import { formatMoney } from "@shared/money";
import { paths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";
import { plural as pluralForm, type PluralForms } from "@shared/plural";

/**
 * The four counts of the dashboard, as the database has them now: no estimate, no trend. Each
 * card is a region named by its title and links to the tab where the records are.
 */
export function StatCards({ stats }: { stats: AdminStats }) {
  const t = useTexts(texts).stats;
  const labels = useTexts(adminTexts).labels;
  const statusLabels = labels.membershipStatus;
  const { lang } = useI18n();
  const n = (value: number) => formatNumber(value, lang);
  const plural = (forms: PluralForms, count: number) => pluralForm(count, forms, lang);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard id="members" title={t.members} figure={n(stats.members.total)} caption={plural(t.membersTotal, stats.members.total)} tab="members" linkText={t.openMembers}>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {(["pending", "active", "inactive"] as const).map((status) => (
            <div key={status} className="rounded-md bg-slate-50 px-2 py-1.5">
              <dt className="text-slate-700">{statusLabels[status]}</dt>
              <dd className="font-semibold text-slate-900" data-testid={`stat-members-${status}`}>
                {n(stats.members[status])}
              </dd>
            </div>
          ))}
        </dl>
      </StatCard>

      <StatCard id="donations" title={t.donations} figure={n(stats.donations.count)} caption={plural(t.donationsCount, stats.donations.count)} tab="donations" linkText={t.openDonations}>
        {stats.donations.totals.length === 0 ? (
          <p className="text-sm text-slate-700">{t.noDonations}</p>
        ) : (
          <>
            <p className="text-sm font-semibold text-slate-800">{t.donationsByCurrency}</p>
            <ul className="mt-1 grid gap-1 text-sm">
              {stats.donations.totals.map((total) => (
                <li key={total.currency} className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-slate-900">{formatMoney(total.amount, total.currency, lang)}</span>
                  <span className="text-slate-700">{format(t.donationsInCurrency, { count: n(total.count), currency: labels.currency[total.currency] })}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {stats.donations.pending > 0 && (
          <p className="mt-2 text-sm text-slate-700" data-testid="stat-donations-pending">
            {format(plural(t.donationsPending, stats.donations.pending), { count: n(stats.donations.pending) })}
          </p>
        )}
      </StatCard>

      <StatCard id="messages" title={t.messages} figure={n(stats.messages.new)} caption={plural(t.messagesNew, stats.messages.new)} tab="contacts" linkText={t.openMessages}>
        <p className="text-sm text-slate-700">{format(t.messagesTotal, { total: n(stats.messages.total) })}</p>
      </StatCard>

      <StatCard id="programs" title={t.programs} figure={n(stats.programs.published)} caption={plural(t.programsPublished, stats.programs.published)} tab="programs" linkText={t.openPrograms}>
        <p className="text-sm text-slate-700">{format(t.programsTotal, { total: n(stats.programs.total) })}</p>
      </StatCard>
    </div>
  );
}

function StatCard({
  id,
  title,
  figure,
  caption,
  tab,
  linkText,
  children,
}: {
  id: string;
  title: string;
  figure: string;
  caption: string;
  tab: string;
  linkText: string;
  children: ReactNode;
}) {
  const headingId = `stat-${id}-title`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h4 id={headingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {title}
      </h4>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-brand" data-testid={`stat-${id}`}>
          {figure}
        </span>
        <span className="text-sm text-slate-700">{caption}</span>
      </p>
      <div className="mt-3 flex-1">{children}</div>
      <Link href={`${paths.admin}?tab=${tab}`} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand underline underline-offset-2 hover:no-underline">
        {linkText}
      </Link>
    </section>
  );
}
