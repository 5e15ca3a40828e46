import { useState } from "react";
import type { AuditFilter } from "@shared/admin";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { Pager } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { FailedMailPanel } from "../../components/mail/components/failed-mail-panel";
import { useActivity, useAudit, useStats } from "../api/dashboard-api";
import { AlertsPanel } from "./alerts-panel";
import { texts } from "../texts";
import { AuditFilters } from "./audit-filters";
import { AuditLog } from "../../components/audit/audit-log";
import { RecentActivity } from "./recent-activity";
import { StatCards } from "./stat-cards";
import { ToDoPanel } from "./to-do-panel";
import { ToRefundPanel } from "./to-refund-panel";

/**
 * The dashboard (?tab=dashboard, the default), the admin's home: what needs doing first, each count
 * opening its list; then the counts of what the database holds, what came in lately, and the audit log — so the board sees who approved whom.
 */
export function DashboardTab() {
  const t = useTexts(texts);
  const stats = useStats();
  const activity = useActivity();
  const { lang } = useI18n();
  const [auditPage, setAuditPage] = useState(1);
  const [auditFilter, setAuditFilter] = useState<AuditFilter>({});
  const audit = useAudit(auditPage, auditFilter);
  const filtered = Object.values(auditFilter).some(Boolean);

  return (
    <div className="mt-4 grid gap-8 [&>*]:min-w-0">
      <ToDoPanel />
      <AlertsPanel />
      <FailedMailPanel />
      <ToRefundPanel />
      <section aria-labelledby="dashboard-stats-title">
        <h3 id="dashboard-stats-title" className="sr-only">
          {t.stats.heading}
        </h3>
        <QueryState query={stats}>{(data) => <StatCards stats={data} />}</QueryState>
      </section>

      <div className="grid gap-8 lg:grid-cols-2 lg:items-start [&>*]:min-w-0">
        <section aria-labelledby="dashboard-activity-title" className="min-w-0">
          <h3 id="dashboard-activity-title" className="text-lg font-bold text-brand">
            {t.activity.heading}
          </h3>
          <p className="mt-1 mb-3 text-sm text-slate-700">{t.activity.intro}</p>
          <QueryState query={activity}>{(data) => <RecentActivity items={data.items} />}</QueryState>
        </section>

        <section aria-labelledby="dashboard-audit-title" className="min-w-0">
          <h3 id="dashboard-audit-title" className="text-lg font-bold text-brand">
            {t.audit.heading}
          </h3>
          <p className="mt-1 mb-3 text-sm text-slate-700">{t.audit.intro}</p>
          <AuditFilters
            filter={auditFilter}
            lang={lang}
            onChange={(filter) => {
              setAuditFilter(filter);
              setAuditPage(1);
            }}
          />
          <QueryState query={audit} isEmpty={(data) => data.total === 0} empty={filtered ? t.audit.noMatch : t.audit.empty}>
            {(data) => (
              <>
                <AuditLog items={data.items} />
                <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setAuditPage} label={t.audit.pager} />
              </>
            )}
          </QueryState>
        </section>
      </div>
    </div>
  );
}
