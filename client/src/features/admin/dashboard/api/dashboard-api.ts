/**
 * The dashboard's reads (GET /api/admin/stats, /activity, /audit): counted by the server from the
 * database, re-read whenever the tab is opened (adminQuery: never stale).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PAGE_SIZES, type ActivityResponse, type AdminStats, type AuditFilter, type AuditFiltersResponse, type AuditItem, type Page } from "@shared/admin";
import type { Language } from "@shared/domain";
import { apiPaths, withQuery } from "@shared/paths";
import { adminQuery, useAdminApi } from "../../lib/admin-api";

export function useStats() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<AdminStats>(apiPaths.admin.stats, lang));
}

export function useActivity() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<ActivityResponse>(apiPaths.admin.activity, lang));
}

const AUDIT_PAGE_SIZE = PAGE_SIZES.audit;

export function useAudit(page: number, filter: AuditFilter = {}) {
  const { lang } = useAdminApi();
  return useQuery({
    ...adminQuery<Page<AuditItem>>(apiPaths.admin.audit, lang, { ...filter, page, pageSize: AUDIT_PAGE_SIZE }),
    // While the next page loads, the current one stays (the pager does not jump).
    placeholderData: keepPreviousData,
  });
}

/** The authors, kinds of record and actions the audit list can be filtered by. */
export function useAuditFilters() {
  const { lang } = useAdminApi();
  return useQuery(adminQuery<AuditFiltersResponse>(apiPaths.admin.auditFilters, lang));
}

/** The audit entries a filter selects, as a CSV download in the admin's language. */
export const auditCsvUrl = (filter: AuditFilter, lang: Language) => withQuery(apiPaths.admin.auditCsv, { ...filter, lang });
